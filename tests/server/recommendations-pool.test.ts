import { describe, expect, it } from 'vitest';
import { createCandidatePool, KEYWORD_CANDIDATES, RECENT_CANDIDATES } from '../../src/server/modules/recommendations/candidates.js';
import type { Candidate, KeywordQuery, RecommendationsRepository } from '../../src/server/modules/recommendations/repository.js';

// The pool over an in-memory table: which articles a member's ranking weighs, and how many of the
// member's keywords each matches, against what a plain scan of the table says.
const NOW = new Date('2026-05-01T00:00:00Z');
const minutesAgo = (m: number) => NOW.getTime() - m * 60_000;

interface Row extends Candidate {
  words: string[];
}

function fakeRepository(rows: Row[]): RecommendationsRepository {
  const newestFirst = [...rows].sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
  const strip = ({ words: _words, ...candidate }: Row): Candidate => candidate;
  return {
    recent: async (_scope: unknown, limit: number) => newestFirst.slice(0, limit).map(strip),
    matching: async (query: KeywordQuery) => newestFirst
      .filter((row) => row.publishedAt >= query.since.getTime() && row.words.includes(query.text))
      .slice(0, query.limit)
      .map(strip),
  } as unknown as RecommendationsRepository;
}

// 1,000 articles a minute apart; "alpha" in every 7th, "beta" in every 5th (so some have both).
const rows: Row[] = Array.from({ length: 1_000 }, (_, i) => ({
  id: i + 1,
  clusterId: null,
  importance: 50,
  categories: [],
  publishedAt: minutesAgo(1_000 - i),
  sourceId: null,
  tickers: [],
  title: `Article ${i + 1}`,
  language: 'en',
  words: [...(i % 7 === 0 ? ['alpha'] : []), ...(i % 5 === 0 ? ['beta'] : [])],
}));

describe('the candidate pool', () => {
  it("weighs the newest articles and each keyword's newest older matches, each list most weighable first", async () => {
    const pool = createCandidatePool(fakeRepository(rows));
    const keywords = [{ text: 'alpha', symbol: null }, { text: 'beta', symbol: null }];
    const { lists, matches } = await pool.forMember(keywords, NOW, null, 1_000);

    const byAge = [...rows].sort((a, b) => b.publishedAt - a.publishedAt);
    const olderOf = (word: string) => byAge.slice(RECENT_CANDIDATES).filter((row) => row.words.includes(word)).slice(0, KEYWORD_CANDIDATES);
    const ids = (list: { id: number }[]) => list.map((c) => c.id).sort((a, b) => a - b);
    expect(lists.map((list) => ids(list.articles))).toEqual([ids(byAge.slice(0, RECENT_CANDIDATES)), ids(olderOf('alpha')), ids(olderOf('beta'))]);
    for (const list of lists) expect([...list.keys]).toEqual([...list.keys].sort((a, b) => b - a));
    // A keyword's matches among the newest articles count too.
    expect(matches[0]!.has(995)).toBe(rows[994]!.words.includes('alpha'));
    expect([...matches[1]!].filter((id) => id > 600).length).toBe(rows.filter((row) => row.id > 600 && row.words.includes('beta')).length);
  });

  it('reads the shared lists once while no article arrives, and again when one does', async () => {
    let reads = 0;
    const repository = fakeRepository(rows);
    const counting = { ...repository, recent: (...args: Parameters<RecommendationsRepository['recent']>) => (reads++, repository.recent(...args)) };
    const pool = createCandidatePool(counting);
    const keywords = [{ text: 'alpha', symbol: null }];
    await pool.forMember(keywords, NOW, null, 1_000);
    await pool.forMember(keywords, NOW, null, 1_000);
    expect(reads).toBe(1);
    await pool.forMember(keywords, NOW, null, 1_001);
    expect(reads).toBe(2);
  });
});
