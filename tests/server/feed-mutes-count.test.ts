import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutes } from '../../src/contracts/mutes.js';
import { createFeedRepository, type FeedFilter } from '../../src/server/modules/news/feed-repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// Under mutes the title pattern runs only on titles holding a hint of a muted keyword (its longest
// run of word characters): the hint must never leave out a title the pattern mutes, so counts and
// pages stay exact whatever the keyword looks like (docs/product.md#mutes).
let app: TestApp;
let wire: number;
let desk: number;

/** Titles with their source (wire, desk or none) and tickers, an hour apart, oldest first. */
const ARTICLES: [string, 'wire' | 'desk' | null, string[]][] = [
  ['Spot ETF approved', 'wire', []],
  ['Talk of a crypto-ETF returns', 'wire', []],
  ['ETFs draw steady interest', 'wire', []],
  ['NETFLIX earnings beat', 'wire', []],
  ['S&P 500 climbs', 'wire', []],
  ['S&P   500 dips after the open', 'wire', []],
  ['S&P500 futures flat', 'wire', []],
  ['Rate\tcut hopes lift bonds', 'wire', []],
  ['Traders weigh a rate-cut', 'wire', []],
  ['Markets && rates', null, []],
  ['Desk note on yields', 'desk', []],
  ['Ether slides', 'wire', ['ETH']],
  ['Gold edges higher', null, ['XAU']],
  ['ETF_FLOWS data out', 'wire', []],
];

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  [wire, desk] = (await knex('sources').insert([{ name: 'Wire', url: 'https://wire.example/rss' }, { name: 'Desk', url: 'https://desk.example/rss' }]).returning('id')).map((r: { id: number }) => r.id) as [number, number];
  for (const [i, [title, source, tickers]] of ARTICLES.entries()) {
    const source_id = source === 'wire' ? wire : source === 'desk' ? desk : null;
    await insertArticle(knex, { title, source_id, tickers, categories: [i % 2 ? 'crypto' : 'markets'], published_at: new Date(Date.UTC(2026, 10, 20, i)) });
  }
});
afterAll(async () => {
  await app.stop();
});

/** What the pages list: the titles left, newest first. */
async function listed(filter: FeedFilter): Promise<string[]> {
  return (await createFeedRepository(app.ctx.knex).page(filter, 'latest', 100, { after: null, skip: 0 })).map((row) => row.title);
}

describe('the feed’s count under mutes', () => {
  // Functions: the sources' ids are known once they are stored.
  it.each<[string, () => Mutes]>([
    ['a word, in any case, only as a whole word', () => ({ sources: [], keywords: ['etf'], tickers: [] })],
    ['phrases, a space matching any run of white space, other characters as they are', () => ({ sources: [], keywords: ['S&P 500', 'rate cut'], tickers: [] })],
    ['a keyword of no word character', () => ({ sources: [], keywords: ['&&'], tickers: [] })],
    ['sources (an article without a source is never muted by one) and tickers', () => ({ sources: [desk], keywords: [], tickers: ['ETH'] })],
    ['all of them at once, overlapping', () => ({ sources: [wire], keywords: ['etf', 'S&P 500', '&&', 'yields'], tickers: ['XAU', 'ETH'] })],
  ])('counts what the pages list: %s', async (_case, muted) => {
    const feed = createFeedRepository(app.ctx.knex);
    const mutes = muted();
    for (const filter of [{ mutes }, { mutes, topic: 'crypto' }, { mutes, q: 'etf' }]) {
      const titles = await listed(filter);
      expect(await feed.count(filter), JSON.stringify({ filter, titles })).toBe(titles.length);
    }
  });

  it('leaves out exactly the muted titles', async () => {
    const kept = ['ETFs draw steady interest', 'NETFLIX earnings beat', 'S&P500 futures flat', 'Traders weigh a rate-cut', 'Desk note on yields', 'Ether slides', 'Gold edges higher'];
    const mutes = { sources: [], keywords: ['etf', 'S&P 500', 'rate cut', '&&', 'etf_Flows'], tickers: [] };
    expect(await listed({ mutes })).toEqual(kept.reverse());
    expect(await createFeedRepository(app.ctx.knex).count({ mutes })).toBe(kept.length);
  });
});
