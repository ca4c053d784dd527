import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { ArticleText, Enrichment, PluginContext, SafeHttpClient } from '../../sdk/index.js';
import { createFetchHttpClient, createTestContext } from '../../sdk/testing/index.js';
import { FAKE_API_KEY, FAKE_MODEL, loadValidAnswer, startFakeOpenai, type FakeOpenai } from './__fixtures__/fake-openai.js';
import { ALLOWED_CATEGORIES, parseCompletion } from './answer-schema.js';
import { errorForFailure } from './errors.js';
import { openaiEnricher } from './index.js';
import { sentimentScore } from './map-answer.js';
import { countWords, fitSummary } from './plain-text.js';
import { popularityScore } from './popularity.js';
import { openaiSettingsSchema } from './settings.js';
import { composeTweet, tweetLength } from './tweet.js';

type SettingsInput = z.input<typeof openaiSettingsSchema>;

const ARTICLE_TEXT = readFileSync(new URL('./__fixtures__/article.txt', import.meta.url), 'utf8');
const ARTICLE_URL = 'https://news.example/markets/2025/03/14/bitcoin-tops-71000-as-spot-etf-inflows-hit-three-week-high';

let fake: FakeOpenai;

beforeAll(async () => {
  fake = await startFakeOpenai();
});

afterEach(() => {
  fake.mode = 'valid';
  fake.requireKey = true;
  fake.answer = loadValidAnswer();
  fake.requests.length = 0;
});

afterAll(() => fake.stop());

function article(overrides: Partial<ArticleText> = {}): ArticleText {
  return {
    id: 42,
    title: 'Bitcoin tops $71,000 as spot ETF inflows hit a three-week high',
    text: ARTICLE_TEXT,
    url: ARTICLE_URL,
    source: 'Northgate Wire',
    sourceWeight: 0.8,
    publishedAt: new Date('2025-03-14T09:30:00Z'),
    language: 'en',
    categories: [],
    entities: [{ symbol: 'ETH', name: 'Ethereum', type: 'cryptocurrency' }],
    providerSentiment: null,
    votes: { positive: 14, important: 6, negative: 1 },
    clusterSize: 4,
    ...overrides,
  };
}

function enrich(overrides: Partial<SettingsInput> = {}, input: ArticleText = article(), context?: PluginContext): Promise<Enrichment> {
  const settings = openaiSettingsSchema.parse({ baseUrl: fake.url, apiKey: FAKE_API_KEY, model: FAKE_MODEL, ...overrides });
  const ctx = context ?? createTestContext({ pluginId: 'openai', http: createFetchHttpClient() });
  return openaiEnricher.create(ctx, settings).enrich(input);
}

async function expectFailure(promise: Promise<unknown>, type: abstract new (...args: never[]) => Error, message: string): Promise<Error> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
  return error as Error;
}

interface SentBody {
  model: string;
  temperature: number;
  response_format: unknown;
  messages: { role: string; content: string }[];
}

function sentBody(): SentBody {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('the fake received no request');
  return request.body as SentBody;
}

function userMessage(): string {
  return sentBody().messages.find((message) => message.role === 'user')?.content ?? '';
}

describe('openai enricher: the request', () => {
  it('posts the documented chat-completions request with the key, the title and the text', async () => {
    await enrich();

    const request = fake.requests[0];
    expect([request?.method, request?.path]).toEqual(['POST', '/v1/chat/completions']);
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = sentBody();
    expect(body).toMatchObject({ model: FAKE_MODEL, temperature: 0, response_format: { type: 'json_object' } });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('JSON');
    expect(body.messages[0]?.content).toContain(ALLOWED_CATEGORIES.join(', '));
    expect(body.messages[0]?.content).toContain('"ticker_sentiments": {"SYMBOL": "bullish" | "bearish" | "neutral"}');
    expect(body.messages[0]?.content).toContain('"sentiment_phrases": [{"phrase": string, "direction": "bullish" | "bearish"}]');
    expect(userMessage()).toContain('Title: Bitcoin tops $71,000 as spot ETF inflows hit a three-week high');
    expect(userMessage()).toContain(ARTICLE_TEXT.trim());
  });

  it('cuts a long article to maxInputChars at a word boundary and says so', async () => {
    const long = `${'The desk watched the tape all session long. '.repeat(700)}TAIL-MARKER`;

    await enrich({}, article({ text: long }));

    const sent = /<article>\n([\s\S]*)\n<\/article>/.exec(userMessage())?.[1] ?? '';
    expect(long.length).toBeGreaterThan(30_000);
    expect(sent.length).toBeLessThanOrEqual(12_000);
    expect(sent.length).toBeGreaterThan(11_000);
    expect(long.startsWith(sent)).toBe(true);
    expect(long[sent.length]).toBe(' '); // cut between words, not inside one
    expect(userMessage()).not.toContain('TAIL-MARKER');
    expect(userMessage()).toContain('(The text was cut for length.)');
  });

  it('sends no authorization header to a local server configured without a key', async () => {
    fake.requireKey = false;

    const enrichment = await enrich({ apiKey: '' });

    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(enrichment.sentiment).toBe('bullish');
  });
});

describe('openai enricher: mapping a valid answer', () => {
  it('clamps the numbers, keeps allowed categories and upper-case tickers, and blends popularity with cluster and votes', async () => {
    const enrichment = await enrich();

    expect(enrichment).toMatchObject({
      sentiment: 'bullish',
      sentimentScore: 1,
      importance: { value: 100, reasons: ['large_price_move', 'etf_flows', 'institutional_demand'] },
      relevance: { value: 0, reasons: ['crypto_markets'] },
      impact: { value: 72, reasons: [] },
      categories: ['crypto', 'bitcoin', 'markets'],
      tickers: ['BTC', 'MSTR', 'ETH'],
    });
    // 0.35 × 80 (model) + 0.65 × (100 − (100 − 50 cluster) × (100 − 58.3 votes) / 100) = 79.4
    expect(enrichment.popularity).toEqual({ value: 79, reasons: ['cluster_size:4', 'votes:21', 'model_estimate:80', 'bitcoin_headline'] });
  });

  it('gives a plain-text summary of whole, distinct sentences within 150–200 words', async () => {
    const { summary } = await enrich();

    expect(summary.startsWith('Bitcoin rose above $71,000 on Thursday, its highest level')).toBe(true);
    expect(summary).not.toContain('**');
    expect(summary.endsWith('up 9% in pre-market trading.')).toBe(true);
    expect(summary.split('The funds took in $612 million').length).toBe(2);
    expect(countWords(summary)).toBeGreaterThanOrEqual(150);
    expect(countWords(summary)).toBeLessThanOrEqual(200);
  });

  it('keeps the assets whose own sentiment differs from the article, and the phrases the text holds, as it writes them', async () => {
    const enrichment = await enrich();

    // BTC agrees with the article, DOGE is no ticker of it, "sideways" is no sentiment: only MSTR is left.
    expect(enrichment.tickerSentiments).toEqual({ MSTR: 'neutral' });
    // The repeat, the phrase the text lacks, the "neutral" direction and the bare string are dropped.
    expect(enrichment.sentimentReasons).toEqual(['bullish:Bitcoin rose above $71,000', 'bullish:largest daily inflow', 'bearish:sharp pullbacks']);
  });

  it('says which language the model read, and drops a language that is no ISO 639-1 code', async () => {
    fake.answer = { ...(loadValidAnswer() as object), language: 'ES' };
    expect((await enrich({}, article({ language: 'und' }))).language).toBe('es');
    expect(sentBody().messages[1]?.content).toContain('Language (as detected): und');
    for (const language of ['Spanish', 'esp', 42]) {
      fake.answer = { ...(loadValidAnswer() as object), language };
      const enrichment = await enrich();
      expect(enrichment.language).toBeUndefined();
      expect(enrichment.sentiment).toBe('bullish');
    }
  });

  it('accepts an answer without per-asset sentiments or phrases, or with them malformed, and gives neither', async () => {
    const { ticker_sentiments: _sentiments, sentiment_phrases: _phrases, ...without } = loadValidAnswer();
    fake.answer = without;
    const plain = await enrich();
    expect(plain.sentiment).toBe('bullish');
    expect(plain).not.toHaveProperty('tickerSentiments');
    expect(plain).not.toHaveProperty('sentimentReasons');

    fake.answer = { ...without, ticker_sentiments: 'bullish', sentiment_phrases: { phrase: 'rose', direction: 'bullish' } };
    const malformed = await enrich();
    expect(malformed.summary.length).toBeGreaterThan(0);
    expect(malformed).not.toHaveProperty('tickerSentiments');
    expect(malformed).not.toHaveProperty('sentimentReasons');

    fake.answer = { ...without, ticker_sentiments: { BTC: 'bullish' }, sentiment_phrases: [] };
    const agreeing = await enrich();
    expect(agreeing).not.toHaveProperty('tickerSentiments');
    expect(agreeing.sentimentReasons).toEqual([]);
  });

  it('keeps at most six phrases', async () => {
    const words = ['Bitcoin', 'rose', 'above', 'Thursday', 'highest', 'level', 'three', 'weeks'];
    fake.answer = { ...loadValidAnswer(), sentiment_phrases: words.map((phrase) => ({ phrase, direction: 'bullish' })) };
    expect((await enrich()).sentimentReasons).toEqual(words.slice(0, 6).map((word) => `bullish:${word}`));
  });

  it('drafts a plain tweet with the article link, cut at a word so it counts at most 280 with the link as 23', async () => {
    const { tweet } = await enrich();

    expect(tweet.startsWith('Bitcoin tops $71,000 for the first time in three weeks')).toBe(true);
    expect(tweet.endsWith(`… ${ARTICLE_URL}`)).toBe(true);
    expect(tweet).not.toMatch(/t\.co|\*\*|#bitcoin/);
    expect(tweet.length).toBeGreaterThan(280); // the link itself is long…
    expect(tweetLength(tweet)).toBeLessThanOrEqual(280); // …but X counts it as 23
    expect(tweetLength(tweet)).toBeGreaterThan(260);
  });
});

describe('openai enricher: failures the host falls back on', () => {
  it('reports content that is not JSON as an invalid answer', async () => {
    fake.mode = 'invalid-json';
    await expectFailure(enrich(), InvalidResponseError, "The language model's answer was not the expected JSON: the message content is not valid JSON");
  });

  it('reports content nested a hundred thousand deep as not JSON, before parsing it', async () => {
    fake.mode = 'deep-json';
    await expectFailure(enrich(), InvalidResponseError, "The language model's answer was not the expected JSON: the message content is not valid JSON");
  });

  it('reports JSON that breaks the schema with the first problem', async () => {
    fake.mode = 'schema-violation';
    await expectFailure(enrich(), InvalidResponseError, "The language model's answer was not the expected JSON: sentiment: expected bullish, bearish or neutral");
  });

  it('reports an answer cut off at the token limit', async () => {
    fake.mode = 'truncated';
    await expectFailure(enrich(), InvalidResponseError, "The language model's answer was not the expected JSON: the answer was cut off at the token limit");
  });

  it('gives up after timeoutMs as a transient failure', async () => {
    fake.mode = 'timeout';
    const started = performance.now();
    await expectFailure(enrich({ timeoutMs: 300 }), TransientError, 'The language model endpoint did not answer within 0.3 s');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('passes on 429 as rate limited after Retry-After, with the reason the endpoint gave', async () => {
    fake.mode = 'rate-limit';
    const error = await expectFailure(
      enrich(),
      RateLimitedError,
      'The language model endpoint asked us to slow down (HTTP 429): Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.',
    );
    expect((error as RateLimitedError).retryAfterSeconds).toBe(20);
  });

  it('reports a refused key as an auth error without echoing the key', async () => {
    const error = await expectFailure(enrich({ apiKey: 'sk-wrong-key-9876' }), AuthError, 'The language model endpoint refused the API key (HTTP 401)');
    expect(error.message).not.toContain('9876');
  });

  it('reports a 500 as a transient failure', async () => {
    fake.mode = 'server-error';
    await expectFailure(
      enrich(),
      TransientError,
      'The language model endpoint is failing on its side (HTTP 500): The server had an error while processing your request. Sorry about that!',
    );
  });

  it('reports an unknown model with the endpoint’s reason', async () => {
    await expectFailure(
      enrich({ model: 'gpt-5-nano' }),
      InvalidResponseError,
      'The language model endpoint rejected the request (HTTP 404): The model `gpt-5-nano` does not exist or you do not have access to it.',
    );
  });

  it('reports an endpoint that cannot be reached as transient', async () => {
    await expectFailure(enrich({ baseUrl: 'http://127.0.0.1:9/v1' }), TransientError, 'The language model endpoint could not be reached: Could not reach 127.0.0.1:9');
  });

  it('rewords the host client’s own rate-limit error and keeps its delay', async () => {
    const http: SafeHttpClient = {
      request: () => Promise.reject(new RateLimitedError('Rate limited by api.openai.com (HTTP 429): retry after 7 s', 7)),
    };
    const error = await expectFailure(
      enrich({}, article(), createTestContext({ http })),
      RateLimitedError,
      'The language model endpoint asked us to slow down: retry after 7 s',
    );
    expect((error as RateLimitedError).retryAfterSeconds).toBe(7);
  });

  it('words the default timeout in seconds and a reply that is no completion as invalid', () => {
    const timedOut = errorForFailure(new TransientError('Server too slow'), { timeoutMs: 30_000, elapsedMs: 30_004, cancelled: false });
    expect((timedOut as Error).message).toBe('The language model endpoint did not answer within 30 s');
    expect(() => parseCompletion('<html>Bad gateway</html>')).toThrow(
      new InvalidResponseError("The language model's answer was not the expected JSON: the endpoint reply is not valid JSON"),
    );
  });
});

describe('openai enricher: settings and rules', () => {
  it('fills the defaults and reads an empty key as none', () => {
    const settings = openaiSettingsSchema.parse({ baseUrl: 'http://127.0.0.1:8080/v1/', apiKey: '', model: 'llama-3.1-8b' });
    expect(settings).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'llama-3.1-8b', timeoutMs: 30_000, maxInputChars: 12_000, temperature: 0 });
  });

  it('refuses garbage settings with a message', () => {
    for (const garbage of [{ baseUrl: 'ftp://models.example' }, { temperature: 3 }, { model: ' ' }, { timeoutMs: 0 }]) {
      const parsed = openaiSettingsSchema.safeParse(garbage);
      expect(parsed.success, JSON.stringify(garbage)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBeTruthy();
    }
  });

  it('keeps the score on the side of the sentiment label', () => {
    expect([sentimentScore('bearish', 0.6), sentimentScore('bullish', -0.2), sentimentScore('neutral', -3)]).toEqual([-0.6, 0.2, -1]);
  });

  it('caps popularity at 35 for a story one source carries with no votes', () => {
    expect(popularityScore({ score: 100, reasons: [] }, { clusterSize: 1, votes: null })).toEqual({ value: 35, reasons: ['model_estimate:100'] });
  });

  it('fits a summary to 200 words of whole sentences without splitting at abbreviations', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Mr. Powell spoke at meeting number ${i + 1} of the U.S. Treasury panel.`).join(' ');
    const summary = fitSummary(long, 200);
    expect(countWords(summary)).toBeLessThanOrEqual(200);
    expect(countWords(summary)).toBeGreaterThan(180);
    expect(summary.startsWith('Mr. Powell spoke')).toBe(true);
    expect(summary.endsWith('Treasury panel.')).toBe(true);
  });

  it('counts any link as 23 and CJK as 2 when fitting a tweet', () => {
    const url = `https://news.example/${'a'.repeat(200)}`;
    expect(tweetLength(composeTweet('word '.repeat(100), url, 'Headline'))).toBeLessThanOrEqual(280);
    expect(tweetLength(composeTweet('比特币'.repeat(100), null, 'Headline'))).toBeLessThanOrEqual(280);
    expect(composeTweet(`https://t.co/x ${url}`, url, 'Headline only')).toBe(`Headline only ${url}`);
  });
});
