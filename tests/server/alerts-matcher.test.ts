import { describe, expect, it } from 'vitest';
import { ruleIndex, ruleTest } from '../../src/server/modules/alerts/matcher.js';
import { sampleArticle } from '../../src/server/modules/alerts/message.js';
import type { AlertArticle } from '../../src/server/modules/alerts/queue-repository.js';

// The rule index hands each article only the rules that can match it; it must find exactly what
// testing every rule finds, in the rules' order.
const TICKERS = ['BTC', 'ETH', 'SOL', 'AAPL', 'TSLA'];
const TOPICS = ['crypto', 'stocks', 'economy', 'defi'];
const KEYWORDS = ['halving', 'earnings', 'etf approval', 'hack'];
const SENTIMENTS = ['bullish', 'bearish', 'neutral', null] as const;

/** A small deterministic generator (a test never depends on Math.random). */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('ruleIndex', () => {
  it('finds for every article exactly the rules that testing each rule finds, in order', () => {
    const next = numbers(7);
    const some = <T>(from: readonly T[], most: number) => from.filter(() => next(from.length) < most);
    const rules = Array.from({ length: 400 }, (_, id) => ({
      id,
      tickers: some(TICKERS, 1),
      keywords: next(6) === 0 ? some(KEYWORDS, 2) : [],
      topics: next(4) === 0 ? some(TOPICS, 1) : [],
      min_importance: next(3) * 30,
      sentiment: SENTIMENTS[next(4)]!,
    }));
    const base = sampleArticle(new Date('2026-03-02T10:00:00Z'));
    const articles: AlertArticle[] = Array.from({ length: 150 }, (_, i) => ({
      ...base,
      id: i,
      title: `${KEYWORDS[next(KEYWORDS.length)]!} moves ${TICKERS[next(TICKERS.length)]!}`,
      summary: next(2) === 0 ? null : 'A quiet day otherwise.',
      tickers: some(TICKERS, 2),
      categories: some(TOPICS, 1),
      ai_score: next(101),
      sentiment: SENTIMENTS[next(3)]!,
      ticker_sentiments: next(2) === 0 ? { BTC: 'bearish', ETH: 'bullish' } : null,
    }));
    const index = ruleIndex(rules);
    let matched = 0;
    for (const article of articles) {
      const expected = rules.filter((rule) => ruleTest(rule)(article));
      expect(index(article).map((rule) => rule.id)).toEqual(expected.map((rule) => rule.id));
      matched += expected.length;
    }
    // The data must exercise both outcomes, or the comparison above proves nothing.
    expect(matched).toBeGreaterThan(500);
    expect(matched).toBeLessThan(rules.length * articles.length / 2);
  });

});
