import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemo } from '../../src/cli/commands/demo.js';
import type { TrendingItem } from '../../src/contracts/trending.js';
import { builtInPlugins } from '../../src/plugins/index.js';
import type { TrendingRepository } from '../../src/server/modules/trending/repository.js';
import { createTrendingService } from '../../src/server/modules/trending/service.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
// The last day is the app clock's, not the machine's: these dates never age.
const now = new Date('2026-11-20T15:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
  const knex = app.ctx.knex;
  for (let i = 0; i < 4; i += 1) await insertArticle(knex, { tickers: ['BTC'], published_at: hoursAgo(i + 1) });
  for (let i = 0; i < 3; i += 1) await insertArticle(knex, { tickers: ['SOL'], published_at: hoursAgo(i + 1) });
  await insertArticle(knex, { tickers: ['AAPL', 'BTC'], published_at: hoursAgo(2) });
  // Stored by an enricher before symbols were folded: SOL twice, counted once.
  await insertArticle(knex, { tickers: ['SOL', 'SOL'], published_at: hoursAgo(5) });
  // Dated ahead (another instance's clock, a direct write): it trends from its time, not before.
  for (let i = 0; i < 6; i += 1) await insertArticle(knex, { tickers: ['XRP'], published_at: hoursAgo(-2) });
  // Old news does not trend.
  for (let i = 0; i < 9; i += 1) await insertArticle(knex, { tickers: ['DOGE'], published_at: hoursAgo(30) });
  await knex('market_quotes').insert([
    { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 97000, change_percent: 1.5, data_source: 'test' },
    { symbol: 'SOL', name: 'Solana', type: 'crypto', market_group: 'crypto', price: 180, change_percent: -20, data_source: 'test' },
  ]);
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/trending', () => {
  it('ranks what the last day of news mentions, weighed by how much the market moved', async () => {
    const res = await createAgent(app.server).get<TrendingItem[]>('/api/trending');
    expect(res.statusCode).toBe(200);
    // SOL: 4 articles (one naming it twice) doubled by a 20 % move (8) beats BTC: 5 mentions and a
    // small move (5.4). XRP's articles dated ahead are not counted; AAPL is named as its page names it.
    expect(res.body).toEqual([
      { rank: 1, name: 'Solana', symbol: 'SOL', changePercentage: '-20.00%', isPositive: false, mentions: 4 },
      { rank: 2, name: 'Bitcoin', symbol: 'BTC', changePercentage: '+1.50%', isPositive: true, mentions: 5 },
      { rank: 3, name: 'Apple', symbol: 'AAPL', changePercentage: 'no-data', isPositive: false, mentions: 1 },
    ]);
  });
});

describe('trending changes', () => {
  it('shows a fall that rounds to nothing as +0.00% and up, as the market panels do', async () => {
    const repository: TrendingRepository = {
      mentions: async () => [{ symbol: 'SOL', mentions: 3 }],
      quotes: async () => [{ symbol: 'SOL', name: 'Solana', change_percent: -0.004 }],
    };
    const service = createTrendingService(repository, () => now, { identify: () => ({ name: 'Solana', type: 'crypto' }) });
    expect(await service.list()).toEqual([{ rank: 1, name: 'Solana', symbol: 'SOL', changePercentage: '+0.00%', isPositive: true, mentions: 3 }]);
  });
});

describe('GET /api/trending in the demo', () => {
  let demo: TestApp;

  beforeAll(async () => {
    demo = await startTestApp({ plugins: [...builtInPlugins], env: { MARKET_PROVIDERS: 'sample' } });
    await loadDemo(demo.ctx, () => {});
  });
  afterAll(async () => {
    await demo?.stop();
  });

  it('names the companies the sample news is about and gives their sample moves', async () => {
    const { body } = await createAgent(demo.server).get<TrendingItem[]>('/api/trending');
    const bySymbol = new Map(body.map((entry) => [entry.symbol, entry]));
    expect(bySymbol.get('AAPL')).toMatchObject({ name: 'Apple', changePercentage: '+1.25%', isPositive: true });
    expect(bySymbol.get('MSFT')).toMatchObject({ name: 'Microsoft', changePercentage: '+1.10%', isPositive: true });
    // Every trending name the bundled market list knows comes with its name and a figure.
    const known = new Set(['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'ARB', 'TRX', 'BTC', 'ETH', 'SOL', 'USD/JPY', 'EUR/USD']);
    for (const entry of body.filter((row) => known.has(row.symbol))) {
      expect(entry.name, entry.symbol).not.toBe(entry.symbol);
      expect(entry.changePercentage, entry.symbol).not.toBe('no-data');
    }
  });
});
