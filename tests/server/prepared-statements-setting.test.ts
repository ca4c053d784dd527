import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// DATABASE_PREPARED_STATEMENTS=false (docs/operations.md#prepared-statements): behind a pooler that
// cannot keep named statements, the asset reads answer as before and name none.
const NOW = new Date('2026-11-20T12:30:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW, env: { DATABASE_PREPARED_STATEMENTS: 'false', ASSETS_CACHE_MS: '0', FEED_CACHE_MS: '0' } });
  await insertArticle(app.ctx.knex, { title: 'Bitcoin miners sell', tickers: ['BTC'], sentiment: 'bearish', ai_score: 20, published_at: new Date('2026-11-20T12:05:00Z') });
});
afterAll(async () => {
  await app.stop();
});

describe('DATABASE_PREPARED_STATEMENTS=false', () => {
  it('answers the asset news, page and list without naming a statement', async () => {
    const agent = createAgent(app.server);
    for (let i = 0; i < 6; i++) {
      const [news, page, list] = await Promise.all([agent.get('/api/news?ticker=BTC&sentiment=bearish'), agent.get('/api/assets/BTC?window=24h'), agent.get('/api/assets?window=7d')]);
      expect([news.statusCode, page.statusCode, list.statusCode]).toEqual([200, 200, 200]);
      expect(news.body).toMatchObject({ items: [{ title: 'Bitcoin miners sell' }], totalCount: 1 });
      expect(page.body).toMatchObject({ symbol: 'BTC', mentions: 1, topStories: [{ title: 'Bitcoin miners sell' }] });
      expect(list.body).toMatchObject({ items: [{ symbol: 'BTC', mentions: 1 }] });
    }
    // Every connection the pool holds, each asked for what it has named.
    const named = await Promise.all(
      Array.from({ length: 10 }, () => app.ctx.knex.raw<{ rows: { n: number }[] }>('select count(*)::int as n, pg_sleep(0.02) from pg_prepared_statements')),
    );
    expect(named.map((result) => result.rows[0]!.n)).toEqual(named.map(() => 0));
  });
});
