import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/20261127_0200_create_article_assets.js';
import type { Enrichment } from '../../../src/plugins/sdk/index.js';
import { createEnrichmentRepository, type EnrichmentRepository } from '../../../src/server/modules/news/enrichment-repository.js';
import { createAgent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';

// Each mentioned asset's own sentiment (docs/asset-data.md): stored by enrichment beside the
// article's scores, replaced when it is enriched again, gone with the article, and backfilled
// for articles enriched before it existed.
let app: TestApp;
let knex: Knex;
let repository: EnrichmentRepository;

const result = (fields: Partial<Enrichment> = {}): Enrichment => ({
  sentiment: 'bullish',
  sentimentScore: 0.4,
  importance: { value: 70, reasons: ['tier1'] },
  popularity: { value: 10, reasons: [] },
  relevance: { value: 50, reasons: [] },
  impact: { value: 30, reasons: [] },
  categories: ['crypto'],
  tickers: ['BTC', 'ETH'],
  summary: '',
  tweet: 'tweet',
  ...fields,
});

const assetsOf = (id: number) =>
  knex('article_assets').where({ article_id: id }).orderBy('symbol').select('symbol', 'sentiment', 'ai_score', 'published_at');
const PUBLISHED = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  app = await startTestApp();
  knex = app.ctx.knex;
  repository = createEnrichmentRepository(knex);
});
afterAll(async () => {
  await app.stop();
});

describe('per-asset sentiment as enrichment stores it', () => {
  it('stores one row per mentioned symbol with its own sentiment, or the article’s, and the article’s time and importance', async () => {
    const id = await insertArticle(knex, { published_at: PUBLISHED });
    const sentimentReasons = ['bullish:rallies', 'bearish:slumps'];
    await repository.saveMany([{ id, result: result({ tickerSentiments: { ETH: 'bearish', BTC: 'bullish' }, sentimentReasons }), enrichedBy: 'local', error: null }]);
    expect(await assetsOf(id)).toEqual([
      { symbol: 'BTC', sentiment: 'bullish', ai_score: 70, published_at: PUBLISHED },
      { symbol: 'ETH', sentiment: 'bearish', ai_score: 70, published_at: PUBLISHED },
    ]);
    const row = await knex('articles').where({ id }).first('ticker_sentiments', 'score_reasons');
    // Only the symbol that differs from the article is kept on it.
    expect(row.ticker_sentiments).toEqual({ ETH: 'bearish' });
    expect(row.score_reasons.sentiment).toEqual(sentimentReasons);
  });

  it('shows the differing symbols on news items: {} when none differs, null before enrichment', async () => {
    const split = await insertArticle(knex, { title: 'Split item', published_at: PUBLISHED });
    const plain = await insertArticle(knex, { title: 'Plain item', published_at: PUBLISHED });
    const pending = await insertArticle(knex, { title: 'Pending item', published_at: PUBLISHED });
    await repository.saveMany([
      { id: split, result: result({ tickerSentiments: { ETH: 'bearish' } }), enrichedBy: 'local', error: null },
      { id: plain, result: result(), enrichedBy: 'local', error: null },
    ]);
    const res = await createAgent(app.server).get<{ items: { id: number; ticker_sentiments: unknown; score_reasons: Record<string, string[]> | null }[] }>('/api/news?limit=100');
    const byId = new Map(res.body.items.map((item) => [item.id, item]));
    expect(byId.get(split)?.ticker_sentiments).toEqual({ ETH: 'bearish' });
    expect(byId.get(plain)?.ticker_sentiments).toEqual({});
    expect(byId.get(plain)?.score_reasons?.sentiment).toEqual([]);
    expect(byId.get(pending)?.ticker_sentiments).toBeNull();
  });

  it('replaces the rows when the article is enriched again, dropping symbols no longer mentioned', async () => {
    const id = await insertArticle(knex, { published_at: PUBLISHED });
    await repository.saveMany([{ id, result: result({ tickerSentiments: { ETH: 'bearish' } }), enrichedBy: 'local', error: null }]);
    await repository.saveMany([{ id, result: result({ sentiment: 'bearish', tickers: ['ETH', 'SOL'], importance: { value: 20, reasons: [] } }), enrichedBy: 'local', error: null }]);
    expect(await assetsOf(id)).toEqual([
      { symbol: 'ETH', sentiment: 'bearish', ai_score: 20, published_at: PUBLISHED },
      { symbol: 'SOL', sentiment: 'bearish', ai_score: 20, published_at: PUBLISHED },
    ]);
    expect((await knex('articles').where({ id }).first('ticker_sentiments')).ticker_sentiments).toEqual({});
  });

  it('ignores a per-symbol value that is no sentiment, and a symbol the article does not mention', async () => {
    const id = await insertArticle(knex, { published_at: PUBLISHED });
    const odd = { BTC: 'positive', DOGE: 'bearish' } as unknown as Record<string, 'bearish'>;
    await repository.saveMany([{ id, result: result({ tickers: ['BTC', 'BTC'], tickerSentiments: odd }), enrichedBy: 'local', error: null }]);
    expect(await assetsOf(id)).toEqual([{ symbol: 'BTC', sentiment: 'bullish', ai_score: 70, published_at: PUBLISHED }]);
    expect((await knex('articles').where({ id }).first('ticker_sentiments')).ticker_sentiments).toEqual({});
  });

  it('stores an article without tickers with no rows, and skips an article deleted before its results are saved', async () => {
    const none = await insertArticle(knex, { published_at: PUBLISHED });
    const gone = await insertArticle(knex, { published_at: PUBLISHED });
    await knex('articles').where({ id: gone }).delete();
    await repository.saveMany([
      { id: none, result: result({ tickers: [] }), enrichedBy: 'local', error: null },
      { id: gone, result: result(), enrichedBy: 'local', error: null },
    ]);
    expect(await assetsOf(none)).toEqual([]);
    expect(await assetsOf(gone)).toEqual([]);
  });

  it('deletes the rows with their article', async () => {
    const id = await insertArticle(knex, { published_at: PUBLISHED });
    await repository.saveMany([{ id, result: result(), enrichedBy: 'local', error: null }]);
    expect(await assetsOf(id)).toHaveLength(2);
    await knex('articles').where({ id }).delete();
    expect(await assetsOf(id)).toEqual([]);
  });
});

describe('migration 0200: article_assets backfilled', () => {
  it('gives every symbol of an article enriched before it the article’s sentiment, and skips articles not enriched', async () => {
    const enriched = await insertArticle(knex, { tickers: ['BTC', 'AAPL'], sentiment: 'bearish', ai_score: 44, published_at: PUBLISHED });
    const unscored = await insertArticle(knex, { tickers: ['ETH'], sentiment: null, published_at: PUBLISHED });
    await down(knex);
    await up(knex);
    expect(await assetsOf(enriched)).toEqual([
      { symbol: 'AAPL', sentiment: 'bearish', ai_score: 44, published_at: PUBLISHED },
      { symbol: 'BTC', sentiment: 'bearish', ai_score: 44, published_at: PUBLISHED },
    ]);
    expect(await assetsOf(unscored)).toEqual([]);
  });
});
