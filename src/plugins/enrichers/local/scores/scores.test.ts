import { describe, expect, it } from 'vitest';
import type { ArticleText, Enrichment, Score } from '../../../sdk/index.js';
import { createTestContext } from '../../../sdk/testing/index.js';
import { FIXTURE_NAMES, fixtureArticle } from '../__fixtures__/articles.js';
import { sampleArticles } from '../__fixtures__/sample-feeds.js';
import { enrichArticle } from '../enrich.js';
import { tickerIndex } from '../tickers.js';
import type { ClassifierResult } from '../sentiment-blend.js';

const NOW = new Date('2025-06-10T12:00:00Z');
const tickers = tickerIndex(createTestContext().assets);
// A fixed classifier: these tests are about the scores, not about the sentiment model.
const fixedSentiment = (score: number): ClassifierResult => ({
  label: score > 0.2 ? 'bullish' : score < -0.2 ? 'bearish' : 'neutral',
  score,
  probabilities: { bullish: Math.max(score, 0), bearish: Math.max(-score, 0), neutral: 1 - Math.abs(score) },
});
const enrich = (article: ArticleText, sentiment = 0): Enrichment => enrichArticle(article, { classify: () => fixedSentiment(sentiment), now: () => NOW, tickers });
const SCORES = ['importance', 'popularity', 'relevance', 'impact'] as const;

function expectWellFormed(score: Score): void {
  expect(Number.isInteger(score.value)).toBe(true);
  expect(score.value).toBeGreaterThanOrEqual(0);
  expect(score.value).toBeLessThanOrEqual(100);
  // A value may quote a Spanish, French or German word as written ("magnitude:s'effondre", "magnitude:größte").
  for (const reason of score.reasons) expect(reason).toMatch(/^[a-z_]+(?::[\p{L}\p{M}\p{N}_.=+\-$%^/'’]+)?$/u);
}

describe('scores', () => {
  it.each(FIXTURE_NAMES)('gives %s four integer scores in 0–100 with machine-readable reasons', (name) => {
    const enrichment = enrich(fixtureArticle(name, NOW));
    for (const key of SCORES) expectWellFormed(enrichment[key]);
  });

  it('rates a Fed rate decision far more important than a minor product note, and says why', () => {
    const fed = enrich(fixtureArticle('fed-rate-decision', NOW)).importance;
    const note = enrich(fixtureArticle('minor-product-note', NOW)).importance;
    expect(fed.value).toBeGreaterThanOrEqual(75);
    expect(note.value).toBeLessThan(30);
    expect(fed.reasons).toEqual(expect.arrayContaining(['source_weight:70', 'entity:central_bank', 'event:rate_decision', 'topic:economy', 'recency:1h']));
  });

  it('lowers importance as a story ages', () => {
    const fresh = enrich(fixtureArticle('sec-lawsuit', NOW)).importance;
    const old = enrich({ ...fixtureArticle('sec-lawsuit', NOW), publishedAt: new Date(NOW.getTime() - 100 * 3_600_000) }).importance;
    expect(old.value).toBeLessThan(fresh.value);
    expect(old.reasons).toContain('recency:4d');
  });

  it('raises popularity with the number of sources carrying the story and with reader votes', () => {
    const covered = enrich(fixtureArticle('exchange-hack', NOW)).popularity;
    const alone = enrich({ ...fixtureArticle('exchange-hack', NOW), clusterSize: 1, votes: null }).popularity;
    expect(covered.value).toBeGreaterThan(alone.value + 30);
    expect(covered.reasons).toEqual(expect.arrayContaining(['cluster:6_sources', 'votes:important=41', 'votes:total=112']));
    expect(alone.value).toBeLessThan(40);
  });

  it('rates a market story more relevant than an office-budget story that merely uses finance words', () => {
    const market = enrich(fixtureArticle('apple-earnings', NOW)).relevance;
    const office = enrich(fixtureArticle('ticker-false-friends', NOW)).relevance;
    expect(market.value).toBeGreaterThan(50);
    expect(office.value).toBeLessThan(20);
    expect(market.reasons).toEqual(expect.arrayContaining(['topic:stocks', 'tickers:1']));
  });

  it('rates a $310m hack with a 38% plunge as high impact, and a strong reading above a flat one', () => {
    const hack = enrich(fixtureArticle('exchange-hack', NOW), -0.8).impact;
    const flat = enrich(fixtureArticle('exchange-hack', NOW), 0).impact;
    const note = enrich(fixtureArticle('minor-product-note', NOW)).impact;
    expect(hack.reasons).toEqual(expect.arrayContaining(['move:-38%', 'amount:$310m', 'event:hack', 'sentiment:0.80']));
    expect(hack.value).toBeGreaterThan(flat.value);
    expect(flat.value).toBeGreaterThan(note.value + 30);
  });

  it('spreads the sample feeds over the bands: 80+ rare, under 40 common, not all in one band', () => {
    // A stand-in that reads the headline's direction, so strength varies as it would with the model.
    const headlineSentiment = (title: string) => fixedSentiment(/\b(?:jumps?|tops|rall(?:y|ies)|beats|climbs|surges?|recover)/i.test(title) ? 0.7 : /\b(?:slips?|falls?|sinks?|slide|hack|exploit|fined|weakens|lag|miss)/i.test(title) ? -0.7 : 0);
    const enriched = sampleArticles(NOW).map((article) => enrichArticle(article, { classify: (title) => headlineSentiment(title), now: () => NOW, tickers }));
    const band = (v: number) => (v >= 80 ? 3 : v >= 60 ? 2 : v >= 40 ? 1 : 0);
    for (const key of ['importance', 'relevance', 'impact'] as const) {
      const values = enriched.map((e) => e[key].value);
      const bands = new Set(values.map(band));
      expect(values.filter((v) => v >= 80).length, key).toBeLessThanOrEqual(values.length * 0.1);
      expect(bands.size, key).toBeGreaterThanOrEqual(3);
    }
    for (const key of ['importance', 'impact', 'popularity'] as const) {
      expect(enriched.filter((e) => e[key].value < 40).length, key).toBeGreaterThanOrEqual(enriched.length / 2);
    }
  });
});
