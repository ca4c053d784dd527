import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { Cursor, HttpResponse, SourceFetchResult } from '../../sdk/index.js';
import { createTestContext, runSourceConformance } from '../../sdk/testing/index.js';
import { FAKE_TOKEN, loadPosts, startFakeCryptopanic, type FakeCryptopanic } from './__fixtures__/fake-cryptopanic.js';
import { parseAnswer } from './answer.js';
import { postsEndpoint } from './client.js';
import { errorForAnswer } from './errors.js';
import { cryptopanicSource } from './index.js';
import { toRawItem } from './map-post.js';
import { cryptopanicSettingsSchema } from './settings.js';

type SettingsInput = z.input<typeof cryptopanicSettingsSchema>;

const NOW = new Date('2025-03-14T22:00:00Z');
const PAGE_SIZE = 2;

let fake: FakeCryptopanic;

beforeAll(async () => {
  fake = await startFakeCryptopanic(PAGE_SIZE);
});

afterEach(() => {
  fake.failWith = null;
  fake.posts = loadPosts();
  fake.calls.length = 0;
});

afterAll(async () => {
  await fake.stop();
});

function fetchPosts(
  overrides: Partial<SettingsInput> = {},
  options: { cursor?: Cursor | null; limit?: number; url?: string } = {},
): Promise<SourceFetchResult> {
  const settings = cryptopanicSettingsSchema.parse({ authToken: FAKE_TOKEN, ...overrides });
  const source = cryptopanicSource.create(createTestContext({ now: NOW }));
  return source.fetch({ url: options.url ?? fake.url, settings, cursor: options.cursor ?? null, limit: options.limit ?? 100 });
}

function call(index: number): URLSearchParams {
  const recorded = fake.calls.at(index);
  if (!recorded) throw new Error(`the fake received no call ${index}`);
  return recorded.query;
}

describe('cryptopanic source: mapping', () => {
  it('links to the publisher and marks the item original when the plan gives the original URL', async () => {
    const { items } = await fetchPosts();

    expect(items[0]).toEqual({
      guid: '20450107',
      url: 'https://blockfeed.example/2025/03/meridian-staked-ether-futures',
      title: 'Meridian Exchange lists staked ether futures',
      contentHtml: 'Meridian Exchange will list cash-settled futures on staked ether from Monday, its first new contract this year.',
      imageUrl: 'https://blockfeed.example/img/meridian.jpg',
      publishedAt: '2025-03-14T21:40:12Z',
      language: 'en',
      publisher: 'Blockfeed',
      originalSource: true,
      votes: { negative: 1, positive: 14, important: 6, liked: 9, disliked: 0, lol: 0, toxic: 0, saved: 3, comments: 2 },
      categories: ['eth'],
      entities: [{ symbol: 'ETH', name: 'Ethereum', type: 'cryptocurrency' }],
    });
  });

  it('links to the CryptoPanic page and marks the item not original when no original URL is given', async () => {
    const { items } = await fetchPosts();

    expect(items[1]).toMatchObject({
      guid: '20450098',
      url: 'https://cryptopanic.com/news/20450098/Bitcoin-miners-sell-less-as-hashprice-recovers',
      originalSource: false,
      publisher: 'Chain Ledger',
      categories: ['btc'],
    });
    expect(items[1]?.contentHtml).toBeUndefined();
  });

  it('reads the v1 shape: currencies, and the original link under metadata', () => {
    const page = parseAnswer(
      JSON.stringify({
        count: 1,
        next: null,
        results: [
          {
            id: 7,
            title: 'Old shape',
            url: 'https://cryptopanic.com/news/7/Old-shape',
            source: { title: 'Old Source', region: 'cn' },
            currencies: [{ code: 'BTC', title: 'Bitcoin' }, { code: 'BTC', title: 'Bitcoin' }],
            metadata: { original_url: 'https://old-source.example/7', description: 'From metadata' },
          },
        ],
      }),
    );
    const [post] = page.posts;
    if (!post) throw new Error('the post was skipped');

    expect(toRawItem(post)).toMatchObject({
      url: 'https://old-source.example/7',
      originalSource: true,
      contentHtml: 'From metadata',
      language: 'zh',
      categories: ['btc'],
    });
  });

  it('returns news in the chosen regions only, newest first', async () => {
    const { items } = await fetchPosts({ regions: ['de'] });

    expect(items.map((i) => [i.guid, i.language])).toEqual([['20450071', 'de']]);
  });
});

describe('cryptopanic source: query', () => {
  it('sends the token, public mode, kind and regions by default', async () => {
    await fetchPosts();

    expect(Object.fromEntries(call(0))).toEqual({ auth_token: FAKE_TOKEN, kind: 'news', regions: 'en', public: 'true' });
    expect(fake.calls[0]?.plan).toBe('developer');
  });

  it('sends the filter and the currencies, upper-cased', async () => {
    const { items } = await fetchPosts({ filter: 'hot', currencies: ['eth', 'sol'], public: false, maxPages: 5 });

    expect(call(0).get('filter')).toBe('hot');
    expect(call(0).get('currencies')).toBe('ETH,SOL');
    expect(call(0).has('public')).toBe(false);
    expect(items.map((i) => i.guid)).toEqual(['20450107', '20450085', '20450052']);
  });

  it('calls the plan set, else the plan in the source URL, else the developer plan', async () => {
    await fetchPosts({ plan: 'growth' });
    await fetchPosts({}, { url: `${fake.url}/api/enterprise/v2/posts/` });
    await fetchPosts({}, { url: `${fake.url}/api/v1/posts/` });

    expect(fake.calls.map((c) => c.plan)).toEqual(['growth', 'enterprise', 'developer']);
    expect(postsEndpoint(cryptopanicSettingsSchema.parse({ authToken: 't' }), 'not a url')).toBe(
      'https://cryptopanic.com/api/developer/v2/posts/',
    );
  });

  it('prefers the baseUrl setting to the source URL', async () => {
    const { items } = await fetchPosts({ baseUrl: `${fake.url}/api` }, { url: 'https://unused.example/api/growth/v2/posts/' });

    expect(items).toHaveLength(PAGE_SIZE);
    expect(fake.calls[0]?.plan).toBe('developer');
  });
});

describe('cryptopanic source: pagination', () => {
  it('follows next up to maxPages, with the token on each call', async () => {
    const result = await fetchPosts({ maxPages: 2 });

    expect(fake.calls.map((c) => [c.query.get('page'), c.query.get('auth_token')])).toEqual([
      [null, FAKE_TOKEN],
      ['2', FAKE_TOKEN],
    ]);
    expect(result.items.map((i) => i.guid)).toEqual(['20450107', '20450098', '20450085', '20450060']);
    expect(result.calls).toBe(2);
  });

  it('stops on the last page, when next is null', async () => {
    const result = await fetchPosts({ maxPages: 10 });

    expect(result.calls).toBe(3);
    expect(result.items).toHaveLength(5);
  });

  it('stops once it has as many items as the host wants', async () => {
    const result = await fetchPosts({ maxPages: 10 }, { limit: 3 });

    expect(result.calls).toBe(2);
    expect(result.items.map((i) => i.guid)).toEqual(['20450107', '20450098', '20450085']);
  });

  it('does not follow a next link to another host, so the token stays with CryptoPanic', async () => {
    fake.failWith = 'foreign-next';

    const result = await fetchPosts({ maxPages: 3 });

    expect(result.calls).toBe(1);
    expect(result.items).toHaveLength(PAGE_SIZE);
  });
});

describe('cryptopanic source: cursor', () => {
  it('remembers the newest post and then stops at posts seen before, finding none', async () => {
    const first = await fetchPosts({ maxPages: 10 });
    expect(first.cursor).toEqual({ newestId: 20450107, newestPublishedAt: '2025-03-14T21:40:12Z' });

    const second = await fetchPosts({ maxPages: 10 }, { cursor: first.cursor });

    expect(second.items).toEqual([]);
    expect(second.notModified).toBe(true);
    expect(second.calls).toBe(1);
    expect(second.cursor).toEqual(first.cursor);
  });

  it('returns only the post that arrived since', async () => {
    const first = await fetchPosts({ maxPages: 10 });
    const [template] = loadPosts();
    if (!template) throw new Error('posts.json is empty');
    fake.posts.push({ ...template, id: 20450120, published_at: '2025-03-14T21:55:00Z', original_url: 'https://blockfeed.example/new' });

    const second = await fetchPosts({ maxPages: 10 }, { cursor: first.cursor });

    expect(second.items.map((i) => i.guid)).toEqual(['20450120']);
    expect(second.calls).toBe(1);
    expect(second.cursor).toEqual({ newestId: 20450120, newestPublishedAt: '2025-03-14T21:55:00Z' });
  });

  it('treats an unreadable cursor as a first fetch', async () => {
    const result = await fetchPosts({}, { cursor: { newestId: 'yesterday' } });

    expect(result.items).toHaveLength(PAGE_SIZE);
    expect(result.cursor).toEqual({ newestId: 20450107, newestPublishedAt: '2025-03-14T21:40:12Z' });
  });
});

describe('cryptopanic source: errors', () => {
  it('reports a refused token as an AuthError', async () => {
    const failure = fetchPosts({ authToken: 'not-the-token' });

    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toThrow('CryptoPanic refused the auth token');
  });

  it('reports a plan restriction as an AuthError with the reason', async () => {
    fake.failWith = 'forbidden';

    const error: unknown = await fetchPosts().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: 'CryptoPanic plan does not allow this request: Your plan does not include this endpoint.' });
  });

  it('honours Retry-After when rate limited', async () => {
    fake.failWith = 'rate-limit';

    const error: unknown = await fetchPosts().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ message: 'CryptoPanic rate limit reached', retryAfterSeconds: 30 });
  });

  it('reports a server error as transient', async () => {
    fake.failWith = 'server-error';

    const error: unknown = await fetchPosts().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ message: 'CryptoPanic is unavailable (HTTP 500)' });
  });

  it('reports JSON nested a hundred thousand deep as malformed, without parsing it', async () => {
    fake.failWith = 'deep';

    const error: unknown = await fetchPosts().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: 'CryptoPanic answered with malformed JSON' });
  });

  it('reports malformed JSON as an invalid response', async () => {
    fake.failWith = 'malformed';

    const error: unknown = await fetchPosts().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: 'CryptoPanic answered with malformed JSON' });
  });

  it('reports a refused request with its reason, and waits a minute on a 429 without Retry-After', () => {
    const response = (status: number, body: string): HttpResponse => ({
      status,
      url: 'https://cryptopanic.com/api/developer/v2/posts/',
      headers: {},
      notModified: false,
      body: Buffer.from(body),
      text: () => body,
      json: () => JSON.parse(body) as unknown,
    });

    expect(errorForAnswer(response(400, '{"detail": "Invalid page."}'), NOW)).toMatchObject({
      name: 'InvalidResponseError',
      message: 'CryptoPanic rejected the request (HTTP 400): Invalid page.',
    });
    expect(errorForAnswer(response(429, ''), NOW)).toMatchObject({ retryAfterSeconds: 60 });
  });

  it('rejects an answer without results, and skips a post it cannot use', () => {
    expect(() => parseAnswer('{"status": "Incomplete"}')).toThrow('CryptoPanic answer has no list of posts');
    expect(parseAnswer('{"next": null, "results": [{"title": "no id"}, {"id": 3}]}').posts.map((p) => p.id)).toEqual([3]);
  });
});

describe('cryptopanic source: settings', () => {
  it('rejects a missing or blank token with a clear message', () => {
    for (const input of [{}, { authToken: '' }]) {
      const result = cryptopanicSettingsSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('CryptoPanic auth token is required');
    }
  });

  it('defaults to public English news, one page', () => {
    expect(cryptopanicSettingsSchema.parse({ authToken: 't' })).toEqual({
      authToken: 't',
      regions: ['en'],
      kind: 'news',
      public: true,
      maxPages: 1,
    });
  });

  it('names the allowed values when a filter is unknown', () => {
    const result = cryptopanicSettingsSchema.safeParse({ authToken: 't', filter: 'spicy' });

    expect(result.error?.issues[0]?.message).toBe('Filter must be one of rising, hot, bullish, bearish, important, saved, lol');
  });
});

runSourceConformance(cryptopanicSource, () => ({
  feeds: [
    { name: 'public English news, three pages', url: fake.url, settings: { authToken: FAKE_TOKEN, maxPages: 3 } },
    { name: 'growth plan endpoint', url: `${fake.url}/api/growth/v2/posts/`, settings: { authToken: FAKE_TOKEN, currencies: ['BTC'] } },
  ],
  invalidSettings: [{}, { authToken: ' ' }, { authToken: 't', kind: 'tweets' }, { authToken: 't', regions: [] }, { authToken: 't', plan: 'gold' }],
  failures: [
    { name: 'refused token', url: fake.url, settings: { authToken: 'wrong' } },
    { name: 'wrong path', url: `${fake.url}/elsewhere/`, settings: { authToken: FAKE_TOKEN } },
  ],
}));
