import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../sdk/testing/index.js';
import { ENGLISH_FIXTURES, fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { enrichArticle, localEnricher, tickerIndex, TWEET_MAX_LENGTH, tweetLength } from './index.js';
import type { ClassifierResult } from './sentiment-blend.js';
import { countWords } from './text-cleanup.js';

const NOW = new Date('2025-06-10T12:00:00Z');
const enricher = () => localEnricher.create(createTestContext({ pluginId: 'local', now: NOW }), {});
const tickers = tickerIndex(createTestContext().assets);

describe('local enricher plugin', () => {
  it('is the enricher with id "local"', () => {
    expect(localEnricher).toMatchObject({ kind: 'enricher', id: 'local' });
  });

  it.each(ENGLISH_FIXTURES)('returns a complete enrichment for %s with the shipped classifier', async (name) => {
    const article = fixtureArticle(name, NOW);
    const result = await enricher().enrich(article);
    expect(['bullish', 'bearish', 'neutral']).toContain(result.sentiment);
    expect(result.sentimentScore).toBeGreaterThanOrEqual(-1);
    expect(result.sentimentScore).toBeLessThanOrEqual(1);
    for (const score of [result.importance, result.popularity, result.relevance, result.impact]) expect(score.reasons.length).toBeGreaterThan(0);
    expect(tweetLength(result.tweet)).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
    expect(countWords(result.summary)).toBeLessThanOrEqual(countWords(article.text) / 2);
    // The teaser is one sentence: its summary would be the whole text.
    if (name !== 'short-teaser') expect(result.summary.length).toBeGreaterThan(0);
  });

  it('finds the assets of the list the host hands it, and no others', async () => {
    const acme = { symbol: 'ACME', kind: 'equity' as const, tier: 1 as const, names: ['Acme Rockets'] };
    const handed = localEnricher.create(createTestContext({ pluginId: 'local', now: NOW, assets: [acme] }), {});
    const article = { ...fixtureArticle('short-teaser', NOW), title: 'Acme Rockets and Bitcoin climb', entities: [] };
    const result = await handed.enrich(article);
    expect(result.tickers).toEqual(['ACME']);
    expect(result.popularity.reasons).toContain('ticker_popularity:ACME');
    expect((await enricher().enrich(article)).tickers).toEqual(['BTC', 'ETH']);
  });

  it('answers the same enrichment for the same article and clock', async () => {
    const article = fixtureArticle('fed-rate-decision', NOW);
    expect(await enricher().enrich(article)).toEqual(await enricher().enrich(article));
  });

  it('blends the provider score into the classifier score at the documented weight', async () => {
    const withProvider = fixtureArticle('apple-earnings', NOW);
    const without = await enricher().enrich({ ...withProvider, providerSentiment: null, entities: [] });
    const blended = await enricher().enrich(withProvider);
    expect(blended.sentimentScore).toBeCloseTo(0.65 * (without.sentimentScore ?? Number.NaN) + 0.35 * 0.6, 2);
  });

  it('words the tweet after the blended sentiment', () => {
    const says = (label: ClassifierResult['label'], score: number) => () => ({ label, score, probabilities: { bullish: Math.max(score, 0), bearish: Math.max(-score, 0), neutral: 1 - Math.abs(score) } });
    const article = { ...fixtureArticle('short-teaser', NOW), url: 'https://news.example/e' };
    expect(enrichArticle(article, { classify: says('bearish', -0.9), now: () => NOW, tickers }).tweet).toBe('📉 Ether slips 3% as network fees fall to a six-month low $ETH https://news.example/e');
    expect(enrichArticle(article, { classify: says('neutral', 0), now: () => NOW, tickers }).tweet).toBe('Ether slips 3% as network fees fall to a six-month low $ETH https://news.example/e');
  });

  it('gives a central-bank story that names bitcoin once in passing no BTC chip and no $BTC in its tweet', async () => {
    const result = await enricher().enrich(fixtureArticle('length-518', NOW));
    expect(result.tickers).toEqual([]);
    expect(result.tweet).not.toContain('$BTC');
    const sample = sampleArticles(NOW).find((a) => a.title.startsWith('Central bank holds rates'));
    expect(sample?.text).toContain('bitcoin ($BTC) added 3%');
    const fromSample = await enricher().enrich(sample!);
    expect(fromSample.tickers).not.toContain('BTC');
    expect(fromSample.tweet).not.toContain('$BTC');
  });

  it('reads the cleaned text, so furniture in the body makes no ticker or topic', () => {
    const article = { ...fixtureArticle('minor-product-note', NOW), text: 'Pocketledger adds widgets.\nClick here to buy $BTC now.\nThe post Pocketledger appeared first on Crypto Daily.' };
    const result = enrichArticle(article, { classify: () => ({ label: 'neutral', score: 0, probabilities: { bullish: 0, bearish: 0, neutral: 1 } }), now: () => NOW, tickers });
    expect(result.tickers).toEqual([]);
    expect(result.categories).not.toContain('crypto');
  });

  it('gives each asset its own sentiment where a headline is good for one and bad for another', async () => {
    const article = { ...fixtureArticle('short-teaser', NOW), title: 'Solana jumps 12%; Cardano falls on the news', text: '', entities: [] };
    const result = await enricher().enrich(article);
    expect(result.tickers).toEqual(['SOL', 'ADA']);
    expect(result.sentiment).toBe('neutral');
    expect(result.tickerSentiments).toEqual({ SOL: 'bullish', ADA: 'bearish' });
    expect(result.sentimentReasons).toEqual(['bearish:falls', 'bullish:jumps']);
  });

  it('leaves tickerSentiments out when every asset shares the article sentiment', async () => {
    const article = { ...fixtureArticle('short-teaser', NOW), title: 'Bitcoin and ether both jump as inflows return', text: '', entities: [] };
    const result = await enricher().enrich(article);
    expect(result.sentiment).toBe('bullish');
    expect(result).not.toHaveProperty('tickerSentiments');
    expect(result.sentimentReasons?.[0]).toMatch(/^bullish:/);
  });

  it('gives neither per-asset sentiment nor reasons when built without clause scores or an explainer', () => {
    const article = { ...fixtureArticle('short-teaser', NOW), title: 'Solana jumps 12%; Cardano falls on the news', text: '', entities: [] };
    const neutral = () => ({ label: 'neutral' as const, score: 0, probabilities: { bullish: 0, bearish: 0, neutral: 1 } });
    const result = enrichArticle(article, { classify: neutral, now: () => NOW, tickers });
    expect(result).not.toHaveProperty('tickerSentiments');
    expect(result).not.toHaveProperty('sentimentReasons');
  });
});
