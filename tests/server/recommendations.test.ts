import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendation } from '../../src/contracts/recommendations.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

const NOW = new Date('2026-11-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

let app: TestApp;
type Fixture = 'both' | 'defiOnly' | 'keywordOnly' | 'important' | 'old' | 'ticker' | 'future' | `story${1 | 2 | 3}`;
const ids = {} as Record<Fixture, number>;

async function member(name: string, preferences?: Record<string, unknown>): Promise<Agent> {
  const agent = await signedInAs(app, name);
  if (preferences) expect((await agent.put('/api/user/preferences', preferences)).statusCode).toBe(200);
  return agent;
}

const list = async (agent: Agent, query = '') => {
  const res = await agent.get<Recommendation[]>(`/api/recommendations${query}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW });
  const { knex } = app.ctx;
  const [cluster] = await knex('story_clusters').insert({ title: 'Uniswap fee switch' }).returning('id');
  const clusterId = (cluster as { id: number }).id;
  ids.both = await insertArticle(knex, { title: 'Uniswap v4 hooks go live on mainnet', categories: ['defi', 'crypto'], ai_score: 55, published_at: hoursAgo(3) });
  ids.defiOnly = await insertArticle(knex, { title: 'Aave lending rates climb', categories: ['defi', 'crypto'], ai_score: 60, published_at: hoursAgo(2) });
  ids.keywordOnly = await insertArticle(knex, { title: 'Governance vote passes', content_text: 'Holders of the Uniswap token approved the proposal.', ai_score: 50, published_at: hoursAgo(2) });
  ids.important = await insertArticle(knex, { title: 'Fed holds rates steady', categories: ['finance'], ai_score: 95, published_at: hoursAgo(1) });
  ids.old = await insertArticle(knex, { title: 'Stocks drift in thin trade', categories: ['finance'], ai_score: 30, published_at: hoursAgo(200) });
  ids.ticker = await insertArticle(knex, { title: 'Staking flows turn positive', content_text: 'Validators added more stake this week.', tickers: ['ETH'], ai_score: 45, published_at: hoursAgo(4) });
  for (const n of [1, 2, 3] as const) {
    ids[`story${n}`] = await insertArticle(knex, {
      title: `Uniswap fee switch report ${n}`, categories: ['defi'], ai_score: 70, cluster_id: clusterId, published_at: hoursAgo(1 + n / 10),
    });
  }
  ids.future = await insertArticle(knex, { title: 'Uniswap story from the future', categories: ['defi'], ai_score: 99, published_at: new Date(NOW.getTime() + 3_600_000) });
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/recommendations', () => {
  it('is for members only', async () => {
    expect((await createAgent(app.server).get('/api/recommendations')).statusCode).toBe(401);
  });

  it('checks its limit: 1 to 50, 10 by default', async () => {
    const agent = await member('limits');
    expect((await agent.get('/api/recommendations?limit=0')).statusCode).toBe(400);
    const tooMany = await agent.get<{ message: string }>('/api/recommendations?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('limit must be a whole number from 1 to 50');
    expect((await agent.get('/api/recommendations?sort=x')).statusCode).toBe(400);
    // Ten articles: one is dated after "now", one is a story's third report.
    expect(await list(agent)).toHaveLength(8);
  });

  it('puts what matches DeFi and "Uniswap" first, saying why', async () => {
    const agent = await member('defi-fan', { news_categories: ['defi'], keywords: ['Uniswap'] });
    const items = await list(agent);
    const both = [ids.both, ids.story1, ids.story2, ids.story3];
    expect(both).toContain(items[0]!.id);
    expect(both).toContain(items[1]!.id);
    expect(both).toContain(items[2]!.id);
    expect(items[0]!.reason).toBe("Because you follow DeFi and 'Uniswap'");
    expect(items[0]!.recommendationScore).toBeGreaterThanOrEqual(80);
    expect(items[0]!.recommendationScore).toBeLessThanOrEqual(100);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(ids.keywordOnly)!.reason).toBe("Because you follow 'Uniswap'");
    expect(byId.get(ids.defiOnly)!.reason).toBe('Because you follow DeFi');
    expect(byId.get(ids.important)!.reason).toBe('Important recent news outside your preferences');
    // A ranking, not a filter: what does not match comes after what does.
    const order = items.map((item) => item.id);
    expect(order.indexOf(ids.important)).toBeGreaterThan(order.indexOf(ids.keywordOnly));
    expect(order).not.toContain(ids.future);
    for (const item of items) {
      expect(item).toMatchObject({ title: expect.any(String), sentiment: null });
      expect(item).not.toHaveProperty('full_content');
    }
  });

  it('shows no more than two reports of one story', async () => {
    const agent = await member('cluster-reader', { news_categories: ['defi'], keywords: ['Uniswap'] });
    const items = await list(agent, '?limit=50');
    const story = [ids.story1, ids.story2, ids.story3].filter((id) => items.some((item) => item.id === id));
    expect(story).toHaveLength(2);
  });

  it('ranks an opened article lower, and the categories a member opens higher', async () => {
    const agent = await member('opener', { news_categories: ['defi'], keywords: ['Uniswap'] });
    const position = async () => (await list(agent)).findIndex((item) => item.id === ids.both);
    const opened = await position();
    expect(opened).toBeLessThan(3);
    expect((await agent.get(`/api/news/${ids.both}`)).statusCode).toBe(200);
    expect(await position()).toBeGreaterThan(opened + 2);

    const reader = await member('finance-reader', { keywords: ['Uniswap'] });
    const before = (await list(reader)).find((item) => item.id === ids.old)!;
    await reader.get(`/api/news/${ids.important}`);
    await reader.get(`/api/news/${ids.important}`);
    const later = (await list(reader)).find((item) => item.id === ids.old)!;
    expect(later.recommendationScore).toBeGreaterThan(before.recommendationScore);
    expect(later.reason).toBe('Because you often read Finance news');
  });

  it('matches a coin keyword against the extracted tickers', async () => {
    const agent = await member('eth-holder', { keywords: ['Ethereum'] });
    const [top] = await list(agent);
    expect(top!.id).toBe(ids.ticker);
    expect(top!.reason).toBe("Because you follow 'Ethereum'");
    const cashtag = await member('cashtag', { keywords: ['$ETH'] });
    expect((await list(cashtag))[0]!.id).toBe(ids.ticker);
  });

  it('weighs a watched asset as a followed keyword, with no preferences saved, and at once after a watch', async () => {
    const agent = await member('watcher');
    expect((await list(agent))[0]!.id).toBe(ids.important);
    expect((await agent.put('/api/user/watchlist', { symbols: ['ETH'] })).statusCode).toBe(200);
    const [top] = await list(agent);
    expect(top!.id).toBe(ids.ticker);
    expect(top!.reason).toBe("Because you follow 'ETH'");
    // Followed as a keyword too, in another case: counted once, not twice.
    const both = await member('both-ways', { keywords: ['eth'] });
    const [once] = await list(both);
    await both.put('/api/user/watchlist', { symbols: ['ETH'] });
    expect((await list(both))[0]).toEqual(once);
  });

  it('gives a member without preferences the most important recent news, saying so', async () => {
    const agent = await member('newcomer');
    const items = await list(agent);
    expect(items[0]!.id).toBe(ids.important);
    expect(items[0]!.recommendationScore).toBe(95);
    expect(items[0]!.reason).toMatch(/most important recent news/);
  });

  it('ranks anew as soon as the member saves preferences', async () => {
    const agent = await member('changer');
    expect((await list(agent))[0]!.reason).toMatch(/most important recent news/);
    await agent.put('/api/user/preferences', { keywords: ['Uniswap'] });
    expect((await list(agent))[0]!.reason).toBe("Because you follow 'Uniswap'");
  });

  it('pages with offset without repeating an article', async () => {
    const agent = await member('pager', { news_categories: ['defi'] });
    const whole = await list(agent, '?limit=6');
    const pages = [...(await list(agent, '?limit=3')), ...(await list(agent, '?limit=3&offset=3'))];
    expect(pages.map((item) => item.id)).toEqual(whole.map((item) => item.id));
  });
});

describe('recommend() for the digest and auto-posting', () => {
  it('keeps to the given categories and leaves out the excluded articles', async () => {
    const agent = await member('service-user', { keywords: ['Uniswap'] });
    // Left to themselves, the member's keyword leads; the given categories override it below.
    expect((await list(agent))[0]!.reason).toBe("Because you follow 'Uniswap'");
    const { id: userId } = await app.ctx.knex('users').where({ username: 'service-user' }).first('id');
    const items = await app.ctx.services.recommendations.recommend(userId, { limit: 10, categories: ['finance'], excludeArticleIds: [ids.important] });
    expect(items.map((item) => item.id)).toEqual([ids.old]);
    expect(items[0]!.reason).toBe('Because you follow Finance');
  });
});
