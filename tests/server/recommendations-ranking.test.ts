import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/sentiment-training/random.js';
import type { Candidate } from '../../src/server/modules/recommendations/repository.js';
import { byCeiling, DECAY_HOURS } from '../../src/server/modules/recommendations/ceiling.js';
import { matchPercent, OPENED_WEIGHT, PER_CLUSTER, rank, type RankingInput } from '../../src/server/modules/recommendations/ranking.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const hoursAgo = (h: number) => NOW.getTime() - h * 3_600_000;
const article = (id: number, fields: Partial<Candidate> = {}): Candidate => ({
  id, clusterId: null, importance: 50, categories: [], publishedAt: hoursAgo(1), sourceId: null, tickers: [], title: `Article ${id}`, language: 'en', ...fields,
});

/** A ranking's input with the candidates in one list, or in several (which may share articles). */
function input(candidates: Candidate[] | Candidate[][], fields: Partial<Omit<RankingInput, 'lists'>> = {}): RankingInput {
  const lists = (Array.isArray(candidates[0]) ? candidates as Candidate[][] : [candidates as Candidate[]]).map(byCeiling);
  return {
    now: NOW, lists, matches: [], categories: [], excludeIds: [], muted: null, limit: 50, offset: 0,
    opens: { categories: new Map(), opened: new Set() }, ...fields,
  };
}
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('matchPercent', () => {
  it('counts categories and keywords up to three each, plus what the member reads, never over 100', () => {
    expect(matchPercent(0, 0, 0)).toBe(0);
    expect(matchPercent(1, 0, 0)).toBe(40);
    expect(matchPercent(5, 0, 0)).toBe(60);
    expect(matchPercent(0, 1, 0)).toBe(45);
    expect(matchPercent(0, 0, 1)).toBe(15);
    expect(matchPercent(1, 1, 0.5)).toBe(93);
    expect(matchPercent(3, 3, 1)).toBe(100);
  });
});

describe('rank', () => {
  it('puts a followed category and a matched keyword before importance alone', () => {
    const list = rank(input(
      [article(1, { importance: 95 }), article(2, { categories: ['defi'] }), article(3, { categories: ['defi'] })],
      { categories: ['defi'], matches: [new Set([3])] },
    ));
    expect(ids(list)).toEqual([3, 2, 1]);
    expect(list[0]).toMatchObject({ match: 85, matchedCategories: ['defi'], matchedKeywords: [0] });
    expect(list[2]).toMatchObject({ match: 0, matchedCategories: [], matchedKeywords: [] });
  });

  it('counts a category an article lists twice once', () => {
    const [top] = rank(input([article(1, { categories: ['defi', 'defi', 'nft'] })], { categories: ['defi', 'nft'] }));
    expect(top).toMatchObject({ match: 50, matchedCategories: ['defi', 'nft'] });
  });

  it('fades older articles and sinks opened ones', () => {
    const aged = rank(input([article(1, { publishedAt: hoursAgo(100) }), article(2, { publishedAt: hoursAgo(2) })]));
    expect(ids(aged)).toEqual([2, 1]);
    const opened = rank(input([article(1), article(2, { publishedAt: hoursAgo(3) })], {
      opens: { categories: new Map(), opened: new Set([1]) },
    }));
    expect(ids(opened)).toEqual([2, 1]);
  });

  it('keeps at most two reports of one story, and leaves out the excluded', () => {
    const story = [1, 2, 3].map((id) => article(id, { clusterId: 7, importance: 90 - id }));
    expect(ids(rank(input([...story, article(4)])))).toEqual([1, 2, 4]);
    expect(ids(rank(input([...story, article(4)], { excludeIds: [1] })))).toEqual([2, 3, 4]);
  });

  it('names the category the member opens most, the first by name on a tie', () => {
    const opens = { categories: new Map([['finance', 3], ['stocks', 3], ['crypto', 1]]), opened: new Set<number>() };
    const [top] = rank(input([article(1, { categories: ['stocks', 'finance', 'crypto'] })], { opens }));
    expect(top).toMatchObject({ readOften: 'finance', match: 15 });
    const [other] = rank(input([article(2, { categories: ['economy'] })], { opens }));
    expect(other).toMatchObject({ readOften: null, match: 0 });
  });

  it('pages with offset and limit over the same order', () => {
    const all = Array.from({ length: 9 }, (_, i) => article(i + 1, { importance: 10 * i }));
    const whole = ids(rank(input(all)));
    expect([...ids(rank(input(all, { limit: 4 }))), ...ids(rank(input(all, { limit: 5, offset: 4 })))]).toEqual(whole);
  });
});

/** The ranking spelled out the slow way: weigh every candidate once, sort, keep PER_CLUSTER per story, page. */
function weighEverything(given: RankingInput): number[] {
  const followed = new Set(given.categories);
  let openedTotal = 0;
  for (const n of given.opens.categories.values()) openedTotal += n;
  const candidates = [...new Map(given.lists.flatMap((list) => list.articles).map((c) => [c.id, c])).values()];
  const weighed = candidates.filter((c) => !given.excludeIds.includes(c.id)).map((c) => {
    const categories = [...new Set(c.categories)];
    const fondness = categories.reduce((sum, category) => sum + (given.opens.categories.get(category) ?? 0), 0);
    const keywords = given.matches.filter((ids) => ids.has(c.id)).length;
    const match = matchPercent(categories.filter((x) => followed.has(x)).length, keywords, openedTotal > 0 ? fondness / openedTotal : 0);
    const decay = Math.exp(-Math.max(given.now.getTime() - c.publishedAt, 0) / (DECAY_HOURS * 3_600_000));
    const weight = (0.65 * (match / 100) + 0.35 * ((c.importance ?? 40) / 100)) * decay;
    return { c, weight: given.opens.opened.has(c.id) ? weight * OPENED_WEIGHT : weight };
  });
  weighed.sort((a, b) => b.weight - a.weight || b.c.id - a.c.id);
  const perStory = new Map<number, number>();
  return weighed
    .filter(({ c }) => c.clusterId === null || (perStory.set(c.clusterId, (perStory.get(c.clusterId) ?? 0) + 1).get(c.clusterId)! <= PER_CLUSTER))
    .slice(given.offset, given.offset + given.limit)
    .map(({ c }) => c.id);
}

describe('rank, weighing only what can still make the page', () => {
  it('gives the same pages as weighing every candidate, over 300 random members and corpora', () => {
    const random = seededRandom(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const CATEGORIES = ['crypto', 'defi', 'nft', 'finance', 'investing', 'markets', 'economy'];
    for (let round = 0; round < 300; round++) {
      const size = 1 + Math.floor(random() * 600);
      const candidates = Array.from({ length: size }, (_, i) => article(i + 1, {
        importance: random() < 0.1 ? null : Math.floor(random() * 101),
        publishedAt: hoursAgo(random() * 24 * 40),
        clusterId: random() < 0.5 ? Math.floor(random() * size / 3) : null,
        categories: Array.from({ length: Math.floor(random() * 4) }, () => pick(CATEGORIES)),
      }));
      const all = candidates.map((c) => c.id);
      // The newest articles, and keyword lists that may share articles (as two keywords' matches do).
      const lists = [candidates.filter(() => random() < 0.6), ...Array.from({ length: Math.floor(random() * 4) }, () => candidates.filter(() => random() < 0.2))];
      const matches = Array.from({ length: Math.floor(random() * 6) }, () => new Set(all.filter(() => random() < 0.2)));
      const opens = {
        categories: new Map(CATEGORIES.filter(() => random() < 0.4).map((c) => [c, 1 + Math.floor(random() * 20)])),
        opened: new Set(all.filter(() => random() < 0.1)),
      };
      const given = input(lists, {
        matches, opens,
        categories: CATEGORIES.filter(() => random() < 0.3),
        excludeIds: all.filter(() => random() < 0.05),
        limit: 1 + Math.floor(random() * 50),
        offset: random() < 0.5 ? 0 : Math.floor(random() * 60),
      });
      expect(ids(rank(given)), `round ${round}`).toEqual(weighEverything(given));
    }
  });
});
