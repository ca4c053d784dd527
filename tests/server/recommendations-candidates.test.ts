import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '../../src/contracts/recommendations.js';
import { RECENT_CANDIDATES } from '../../src/server/modules/recommendations/candidates.js';
import { signedInAs } from '../helpers/accounts.js';
import type { Agent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// Which articles a ranking looks at: the newest ones, read once for all members, and each
// keyword's older matches, with a database where the newest articles match nothing.
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

let app: TestApp;
let agent: Agent;
const ids: Record<'olderMatch' | 'tooOld' | 'tickerMatch', number> = { olderMatch: 0, tooOld: 0, tickerMatch: 0 };

const list = async () => {
  const res = await agent.get<Recommendation[]>('/api/recommendations?limit=50');
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  // Every request ranks anew (no per-member answer cache), as the pool itself is what is tested.
  app = await startTestApp({ clock: () => NOW, env: { RECOMMENDATIONS_CACHE_MS: '0' } });
  const { knex } = app.ctx;
  ids.tooOld = await insertArticle(knex, { title: 'Uniswap launches', ai_score: 50, published_at: daysAgo(31) });
  ids.olderMatch = await insertArticle(knex, { title: 'Uniswap volume doubles', ai_score: 50, published_at: daysAgo(10) });
  ids.tickerMatch = await insertArticle(knex, { title: 'Token holders vote', tickers: ['UNI'], ai_score: 50, published_at: daysAgo(12) });
  // More newer articles than a ranking's newest candidates, none of them a match or of any weight.
  const newer = Array.from({ length: RECENT_CANDIDATES + 20 }, (_, i) => ({
    source_name: 'Filler Wire', url: `https://filler.example.org/${i}`, canonical_url: `https://filler.example.org/${i}`,
    title: `Quiet session ${i}`, content: '<p>Nothing moved.</p>', content_text: 'Nothing moved.', categories: [],
    published_at: new Date(daysAgo(9).getTime() + i * 60_000), ai_score: 0, tickers: [], enrichment_status: 'done',
  }));
  await knex.batchInsert('articles', newer, 100);
  agent = await signedInAs(app, 'uni-fan');
  expect((await agent.put('/api/user/preferences', { keywords: ['Uniswap'] })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.stop();
});

describe('the articles a ranking looks at', () => {
  it('brings in keyword and ticker matches older than the newest articles, within 30 days', async () => {
    const items = await list();
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([ids.olderMatch, ids.tickerMatch]);
    expect(items[0]!.reason).toBe("Because you follow 'Uniswap'");
    // "Uniswap" names the UNI token: the article tagged UNI matches without the word.
    expect(items[1]!.reason).toBe("Because you follow 'Uniswap'");
    expect(items.map((item) => item.id)).not.toContain(ids.tooOld);
  });

  it('sees an article that arrived after the last ranking at once', async () => {
    await list();
    const fresh = await insertArticle(app.ctx.knex, { title: 'Uniswap fee switch passes', ai_score: 50, published_at: daysAgo(1) });
    const [top] = await list();
    expect(top!.id).toBe(fresh);
  });

  it("shows an article's new summary once the article's change is announced, not before", async () => {
    const [top] = await list();
    expect(top!.one_minute_summary).toBeNull();
    await app.ctx.knex('summaries').insert({ article_id: top!.id, type: 'one_minute', summary: 'Fees now go to token holders.', word_count: 5, model: 'test' });
    // The rows shown are kept for all members: a change is read again when it is announced.
    expect((await list())[0]!.one_minute_summary).toBeNull();
    await app.ctx.services.live.publish({ event: 'articles', data: { kind: 'updated', ids: [top!.id] } });
    await vi.waitFor(async () => expect((await list())[0]!.one_minute_summary).toBe('Fees now go to token holders.'));
  });
});
