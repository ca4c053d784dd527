import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PROVIDER_TIERS, TIER_KEYS } from '../../../contracts/provider.js';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { Cursor, HttpResponse, SourceFetchResult } from '../../sdk/index.js';
import { createTestContext, runSourceConformance } from '../../sdk/testing/index.js';
import { FAKE_TOKEN, loadArticles, startFakeMarketaux, type FakeMarketaux } from './__fixtures__/fake-marketaux.js';
import { parseAnswer } from './answer.js';
import { resolveBaseUrl } from './client.js';
import { errorForAnswer, secondsUntilUtcMidnight } from './errors.js';
import { marketauxSource } from './index.js';
import { ARTICLES_PER_CALL, CATEGORY_QUERIES, MARKETAUX_CATEGORIES, marketauxSettingsSchema } from './settings.js';

type SettingsInput = z.input<typeof marketauxSettingsSchema>;

// 22:00 UTC: the daily allowance comes back two hours later.
const NOW = new Date('2025-03-14T22:00:00Z');
const FREE_LIMIT = 3;

let fake: FakeMarketaux;

beforeAll(async () => {
  fake = await startFakeMarketaux(FREE_LIMIT);
});

afterEach(() => {
  fake.failWith = null;
  fake.articlesPerCall = FREE_LIMIT;
  fake.articles = loadArticles();
  fake.calls.length = 0;
});

afterAll(async () => {
  await fake.stop();
});

function fetchNews(
  overrides: Partial<SettingsInput> = {},
  options: { cursor?: Cursor | null; limit?: number; url?: string } = {},
): Promise<SourceFetchResult> {
  const settings = marketauxSettingsSchema.parse({ apiToken: FAKE_TOKEN, ...overrides });
  const source = marketauxSource.create(createTestContext({ now: NOW }));
  return source.fetch({ url: options.url ?? fake.url, settings, cursor: options.cursor ?? null, limit: options.limit ?? 100 });
}

function lastCall(): URLSearchParams {
  const call = fake.calls.at(-1);
  if (!call) throw new Error('the fake received no call');
  return call;
}

describe('marketaux source: mapping', () => {
  it('maps an article to an item linking to the publisher, with its entities and their mean sentiment', async () => {
    const { items } = await fetchNews();

    expect(items[0]).toMatchObject({
      guid: '5b0c2f9e-8d1a-4e0b-9f6c-0a1b2c3d4e01',
      url: 'https://ledgerline.example/markets/northwind-bitcoin-custody',
      title: 'Northwind Bank lifts bitcoin custody limits as ETF inflows climb',
      contentHtml:
        'Northwind Bank said on Tuesday it would raise custody limits for institutional bitcoin clients after a third week of ETF inflows.',
      summaryHtml:
        'Northwind Bank will raise custody limits for institutional clients, citing steady inflows into spot bitcoin funds over the past three weeks...',
      imageUrl: 'https://ledgerline.example/images/northwind-custody.jpg',
      publishedAt: '2025-03-14T21:45:30.000000Z',
      language: 'en',
      publisher: 'ledgerline.example',
      originalSource: true,
      entities: [
        { symbol: 'CC:BTC', name: 'Bitcoin', type: 'cryptocurrency', sentiment: 0.6 },
        { symbol: 'NWB', name: 'Northwind Bank Corp', type: 'equity', sentiment: 0.2 },
      ],
      categories: ['bitcoin', 'etf', 'custody', 'banking'],
    });
    expect(items[0]?.providerSentiment).toBeCloseTo(0.4);
  });

  it('falls back to the snippet when the description is empty and leaves out what the article lacks', async () => {
    const { items } = await fetchNews();

    const spanish = items[1];
    expect(spanish?.contentHtml).toBe(spanish?.summaryHtml);
    expect(spanish?.imageUrl).toBeUndefined();
    expect(spanish?.categories).toEqual([]);
    expect(spanish?.providerSentiment).toBeCloseTo(-0.4);
    expect(items[2]?.entities).toEqual([]);
    expect(items[2]?.providerSentiment).toBeUndefined();
  });

  it('returns articles in the enabled languages only, newest first', async () => {
    const { items } = await fetchNews({ languages: ['en'], maxPages: 5 });

    expect(items.map((i) => i.language)).toEqual(['en', 'en', 'en', 'en']);
    expect(items.map((i) => i.guid?.slice(-2))).toEqual(['01', '05', '06', '08']);
  });
});

describe('marketaux source: query', () => {
  it('sends the token, the languages, the tier limit and entity filtering on each call', async () => {
    const result = await fetchNews();

    expect(Object.fromEntries(lastCall())).toEqual({
      api_token: FAKE_TOKEN,
      language: 'en,es,fr',
      limit: String(FREE_LIMIT),
      page: '1',
      filter_entities: 'true',
    });
    expect(result.calls).toBe(1);
    expect(result.items).toHaveLength(FREE_LIMIT);
  });

  it('sends the Basic tier limit of 20 articles per call', async () => {
    fake.articlesPerCall = 20;

    const result = await fetchNews({ tier: 'basic' });

    expect(lastCall().get('limit')).toBe('20');
    expect(result.items).toHaveLength(8);
  });

  it('asks for fewer articles than the tier allows when the host wants fewer', async () => {
    const result = await fetchNews({}, { limit: 2 });

    expect(lastCall().get('limit')).toBe('2');
    expect(result.items).toHaveLength(2);
  });

  it.each(MARKETAUX_CATEGORIES)('narrows the %s category with its documented query and tags the items', async (category) => {
    const { items } = await fetchNews({ category });

    for (const [name, value] of Object.entries(CATEGORY_QUERIES[category])) expect(lastCall().get(name)).toBe(value);
    expect(items[0]?.categories?.[0]).toBe(category);
  });

  it('sends the configured symbols', async () => {
    await fetchNews({ symbols: ['CC:BTC', 'NWB'] });

    expect(lastCall().get('symbols')).toBe('CC:BTC,NWB');
  });

  it('takes the API root from the source URL, even when it is the documented endpoint', async () => {
    const result = await fetchNews({}, { url: `${fake.url}/v1/news/all` });

    expect(result.items).toHaveLength(FREE_LIMIT);
  });

  it('prefers the baseUrl setting to the source URL', async () => {
    const result = await fetchNews({ baseUrl: fake.url }, { url: 'not a url' });

    expect(result.items).toHaveLength(FREE_LIMIT);
    expect(resolveBaseUrl(undefined, 'not a url')).toBe('https://api.marketaux.com');
  });
});

describe('marketaux source: pagination', () => {
  it('follows pages up to maxPages and counts each call', async () => {
    const result = await fetchNews({ maxPages: 2 });

    expect(fake.calls.map((c) => c.get('page'))).toEqual(['1', '2']);
    expect(result.items).toHaveLength(6);
    expect(result.calls).toBe(2);
  });

  it('stops at a short page without spending another call', async () => {
    const result = await fetchNews({ maxPages: 10 });

    expect(result.calls).toBe(3);
    expect(result.items).toHaveLength(8);
    expect(new Set(result.items.map((i) => i.guid)).size).toBe(8);
  });

  it('stops when meta.found says the last page was full', async () => {
    const result = await fetchNews({ languages: ['en', 'fr'], maxPages: 10 });

    expect(result.items).toHaveLength(6);
    expect(result.calls).toBe(2);
  });
});

describe('marketaux source: cursor', () => {
  it('remembers the newest article and then asks only for newer ones, finding none', async () => {
    const first = await fetchNews({ maxPages: 10 });
    expect(first.cursor).toEqual({
      publishedAfter: '2025-03-14T21:45:30.000Z',
      newestGuids: '5b0c2f9e-8d1a-4e0b-9f6c-0a1b2c3d4e01',
    });

    const second = await fetchNews({ maxPages: 10 }, { cursor: first.cursor });

    expect(lastCall().get('published_after')).toBe('2025-03-14T21:45:30');
    expect(second.items).toEqual([]);
    expect(second.notModified).toBe(true);
    expect(second.calls).toBe(1);
    expect(second.cursor).toEqual(first.cursor);
  });

  it('returns an article published later, and one published in the same second as the newest seen', async () => {
    const first = await fetchNews({ maxPages: 10 });
    const [template] = loadArticles();
    if (!template) throw new Error('articles.json is empty');
    fake.articles.push(
      { ...template, uuid: 'later', published_at: '2025-03-14T21:50:00.000000Z' },
      { ...template, uuid: 'same-second', published_at: '2025-03-14T21:45:30.000000Z' },
    );

    const second = await fetchNews({ maxPages: 10 }, { cursor: first.cursor });

    expect(second.items.map((i) => i.guid)).toEqual(['later', 'same-second']);
    expect(second.cursor).toEqual({ publishedAfter: '2025-03-14T21:50:00.000Z', newestGuids: 'later' });
  });

  it('treats an unreadable cursor as a first fetch', async () => {
    const result = await fetchNews({}, { cursor: { publishedAfter: 'yesterday' } });

    expect(lastCall().has('published_after')).toBe(false);
    expect(result.items).toHaveLength(FREE_LIMIT);
  });
});

describe('marketaux source: errors', () => {
  it('reports a refused token as an AuthError', async () => {
    const failure = fetchNews({ apiToken: 'not-the-token' });

    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toThrow('Marketaux refused the API token');
  });

  it('waits until the next UTC midnight when the daily limit is reached', async () => {
    fake.failWith = 'usage-limit';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ message: 'Marketaux daily limit reached', retryAfterSeconds: 2 * 3600 });
  });

  it('honours Retry-After when rate limited', async () => {
    fake.failWith = 'rate-limit';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ message: 'Marketaux rate limit reached', retryAfterSeconds: 42 });
  });

  it('reports a plan restriction as an AuthError with the reason', async () => {
    fake.failWith = 'plan-restricted';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      message: 'Marketaux plan does not allow this request: This endpoint is not available on the current plan.',
    });
  });

  it('reports a server error as transient', async () => {
    fake.failWith = 'server-error';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ message: 'Marketaux is unavailable (HTTP 500)' });
  });

  it('reports JSON nested a hundred thousand deep as malformed, without parsing it', async () => {
    fake.failWith = 'deep';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: 'Marketaux answered with malformed JSON' });
  });

  it('reports malformed JSON as an invalid response', async () => {
    fake.failWith = 'malformed';

    const error: unknown = await fetchNews().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: 'Marketaux answered with malformed JSON' });
  });

  it('reports refused parameters with the reason Marketaux gives', async () => {
    const error: unknown = await fetchNews({ tier: 'pro' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: 'Marketaux rejected the request (HTTP 400): limit exceeds the plan maximum of 3' });
  });

  it('waits one minute when a 429 carries no Retry-After, and reads Retry-After as a date', () => {
    const response = (headers: Record<string, string>): HttpResponse => ({
      status: 429,
      url: 'https://api.marketaux.com/v1/news/all',
      headers,
      notModified: false,
      body: Buffer.from(''),
      text: () => '',
      json: () => null,
    });

    expect(errorForAnswer(response({}), NOW)).toMatchObject({ retryAfterSeconds: 60 });
    expect(errorForAnswer(response({ 'Retry-After': 'Fri, 14 Mar 2025 22:05:00 GMT' }), NOW)).toMatchObject({ retryAfterSeconds: 300 });
    expect(secondsUntilUtcMidnight(new Date('2025-03-14T23:59:59.500Z'))).toBe(1);
  });

  it('rejects an answer without a data list, and skips an article it cannot use', () => {
    expect(() => parseAnswer('{"meta": {}}')).toThrow('Marketaux answer has no list of articles');
    const page = parseAnswer(JSON.stringify({ meta: { found: 2 }, data: [{ title: 'no uuid' }, { uuid: 'ok' }] }));
    expect(page.articles.map((a) => a.uuid)).toEqual(['ok']);
    expect(page.returned).toBe(2);
  });
});

describe('marketaux source: settings', () => {
  it('rejects a missing or blank token with a clear message', () => {
    for (const input of [{}, { apiToken: '   ' }]) {
      const result = marketauxSettingsSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Marketaux API token is required');
    }
  });

  it('defaults to the Free tier, English, Spanish and French, entity filtering and one page', () => {
    expect(marketauxSettingsSchema.parse({ apiToken: 't' })).toEqual({
      apiToken: 't',
      tier: 'free',
      languages: ['en', 'es', 'fr'],
      filterEntities: true,
      maxPages: 1,
    });
  });

  it('names the allowed values when a tier or category is unknown', () => {
    const result = marketauxSettingsSchema.safeParse({ apiToken: 't', tier: 'gold', category: 'bonds' });

    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Marketaux tier must be one of free, basic, pro, enterprise',
      'Category must be one of crypto, trading, investment, stocks, forex',
    ]);
  });

  it('keeps the articles-per-call caps equal to the shared tier table', () => {
    for (const tier of TIER_KEYS) expect(ARTICLES_PER_CALL[tier]).toBe(PROVIDER_TIERS[tier].limit);
  });
});

runSourceConformance(marketauxSource, () => ({
  feeds: [
    { name: 'Free tier in three languages', url: fake.url, settings: { apiToken: FAKE_TOKEN, maxPages: 3 } },
    { name: 'crypto category', url: `${fake.url}/v1/news/all`, settings: { apiToken: FAKE_TOKEN, category: 'crypto' } },
  ],
  invalidSettings: [{}, { apiToken: '' }, { apiToken: 't', tier: 'gold' }, { apiToken: 't', languages: [] }, { apiToken: 't', maxPages: 0 }],
  failures: [
    { name: 'refused token', url: fake.url, settings: { apiToken: 'wrong' } },
    { name: 'limit above the plan', url: fake.url, settings: { apiToken: FAKE_TOKEN, tier: 'enterprise' } },
    { name: 'wrong path', url: `${fake.url}/nowhere`, settings: { apiToken: FAKE_TOKEN } },
  ],
}));
