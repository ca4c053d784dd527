import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../sdk/testing/index.js';
import { ENGLISH_FIXTURES, FIXTURE_NAMES, fixtureArticle, fixtureExpectation } from './__fixtures__/articles.js';
import { localEnricher } from './index.js';
import { packSentenceRules } from './languages/pack-sentences.js';
import { PACKS } from './languages/packs.js';
import type { PackLanguage } from './languages/pack.js';
import { splitSentences } from './sentences.js';
import { SUMMARY_MAX_WORDS } from './summary.js';
import { cleanParagraphs, countWords } from './text-cleanup.js';

const NOW = new Date('2025-06-10T12:00:00Z');
const enricher = () => localEnricher.create(createTestContext({ pluginId: 'local', now: NOW }), {});
const languageOf = (name: string) => fixtureArticle(name, NOW).language;
const PACK_FIXTURES = FIXTURE_NAMES.filter((name) => languageOf(name) in PACKS);
const UNREAD_FIXTURES = FIXTURE_NAMES.filter((name) => !ENGLISH_FIXTURES.includes(name) && !PACK_FIXTURES.includes(name));
// What importance may weigh in a text it cannot read: nothing that comes from its words.
const NON_TEXT_REASONS = new Set(['source_weight', 'tickers', 'ticker', 'topic', 'recency', 'text_unread']);

describe('articles in Spanish, French and German', () => {
  it('has Spanish fixtures at least, each with what it should give', () => {
    expect(PACK_FIXTURES).toEqual(expect.arrayContaining(['es-crash', 'es-rally']));
    for (const name of PACK_FIXTURES) expect(fixtureExpectation(name), name).toBeDefined();
  });

  it.each(PACK_FIXTURES)('finds the tickers and topics %s is about', async (name) => {
    const expected = fixtureExpectation(name)!;
    const result = await enricher().enrich(fixtureArticle(name, NOW));
    expect(result.tickers).toEqual(expected.tickers);
    expect(result.categories).toEqual(expect.arrayContaining(expected.topics));
  });

  it.each(PACK_FIXTURES)('summarises %s in its own sentences, in order, within the budget', async (name) => {
    const article = fixtureArticle(name, NOW);
    const rules = packSentenceRules(PACKS[article.language as PackLanguage]);
    const own = splitSentences(cleanParagraphs(article.text), rules).map((s) => s.text);
    const { summary } = await enricher().enrich(article);
    const taken = splitSentences([summary], rules).map((s) => s.text);
    expect(taken.length).toBeGreaterThan(1);
    let from = 0;
    for (const sentence of taken) {
      expect(own.indexOf(sentence, from), sentence).toBeGreaterThanOrEqual(from);
      from = own.indexOf(sentence, from) + 1;
    }
    expect(countWords(summary)).toBeLessThanOrEqual(Math.min(SUMMARY_MAX_WORDS, countWords(article.text) / 2));
  });

  it.each(PACK_FIXTURES)('reads the sentiment of %s in its language, with the phrases behind it and a direction in the tweet', async (name) => {
    const expected = fixtureExpectation(name)!;
    const result = await enricher().enrich(fixtureArticle(name, NOW));
    expect(result.sentiment).toBe(expected.sentiment);
    expect(Math.sign(result.sentimentScore ?? 0)).toBe(expected.sentiment === 'bullish' ? 1 : -1);
    expect(result.sentimentReasons?.[0]).toMatch(new RegExp(`^${expected.sentiment}:`));
    expect(result.tweet).toMatch(expected.sentiment === 'bullish' ? /^📈 /u : /^📉 /u);
  });

  it.each([
    ['es-crash', 'hack'], ['fr-crash', 'hack'], ['de-crash', 'hack'], ['es-rally', 'earnings'], ['fr-rally', 'earnings'], ['de-rally', 'earnings'],
  ])('weighs the kind of news %s reports (%s) in its importance', async (name, kind) => {
    const { importance } = await enricher().enrich(fixtureArticle(name, NOW));
    expect(importance.reasons).toContain(`event:${kind}`);
  });

  it.each([
    ['es', 'La demanda de bitcoin se dispara entre los inversores minoristas de la región'],
    ['fr', 'La poursuite de la hausse du bitcoin surprend les investisseurs particuliers'],
    ['de', 'Der Umsatz mit Bitcoin stieg im Vergleich zum Vorjahr deutlich an'],
  ])('takes no lawsuit from a word with another sense (%s)', async (language, title) => {
    const { importance } = await enricher().enrich({ ...fixtureArticle('es-crash', NOW), title, text: '', language });
    expect(importance.reasons).not.toContain('event:enforcement');
  });

  it.each([
    ['es', 'El bitcoin se desploma y marca un mínimo histórico', ['magnitude:histórico', 'magnitude:desploma', 'magnitude:se_desploma']],
    ['fr', "Le bitcoin s'effondre : un krach historique", ['magnitude:historique', 'magnitude:effondre', "magnitude:s'effondre"]],
    ['de', 'Bitcoin: der größte Kurssturz seit Jahren', ['magnitude:größte', 'magnitude:Kurssturz']],
  ])('names the words of size of a %s headline as it writes them, not by their stems', async (language, title, reasons) => {
    const { impact } = await enricher().enrich({ ...fixtureArticle('es-crash', NOW), title, text: '', language });
    expect(impact.reasons.filter((r) => r.startsWith('magnitude:'))).toEqual(reasons);
  });

  it('weighs the move a Spanish headline reports', async () => {
    const crash = await enricher().enrich(fixtureArticle('es-crash', NOW));
    expect(crash.importance.reasons).toContain('move:-15%');
    expect(crash.impact.reasons).toContain('move:-15%');
  });
});

describe('articles in a language the enricher cannot read', () => {
  it('has a Japanese and an Arabic fixture', () => {
    expect(UNREAD_FIXTURES).toEqual(expect.arrayContaining(['ar-rally', 'ja-crash']));
  });

  it.each(UNREAD_FIXTURES)('leaves the sentiment of %s not assessed, even with a provider score, and gives no summary', async (name) => {
    const article = fixtureArticle(name, NOW);
    expect(article.providerSentiment).not.toBeNull();
    const result = await enricher().enrich(article);
    expect(result).toMatchObject({ sentiment: null, sentimentScore: null, summary: '' });
    expect(result).not.toHaveProperty('sentimentReasons');
    expect(result).not.toHaveProperty('tickerSentiments');
  });

  it.each(UNREAD_FIXTURES)('finds in %s only the tickers that need no reading, and its categories from its source and tickers', async (name) => {
    const expected = fixtureExpectation(name)!;
    const result = await enricher().enrich(fixtureArticle(name, NOW));
    expect(result.tickers).toEqual(expected.tickers);
    expect(result.categories).toEqual(expected.topics);
  });

  it.each(UNREAD_FIXTURES)('scores %s on what does not read its text, and says so', async (name) => {
    const article = fixtureArticle(name, NOW);
    const result = await enricher().enrich(article);
    const names = result.importance.reasons.map((r) => r.split(':')[0]);
    expect(names.filter((n) => !NON_TEXT_REASONS.has(n ?? ''))).toEqual([]);
    for (const score of [result.importance, result.relevance, result.impact]) expect(score.reasons).toContain(`text_unread:${article.language}`);
    // Another text with the same symbols scores the same: the words count for nothing.
    const reworded = await enricher().enrich({ ...article, text: `${result.tickers.map((t) => `$${t}`).join(' ')} 記事` });
    expect(reworded.importance).toEqual(result.importance);
  });

  it('drafts the tweet as the headline, cashtags and link, with no marker', async () => {
    const result = await enricher().enrich(fixtureArticle('ja-crash', NOW));
    expect(result.tweet).toBe('暗号資産が急落、BTCは一時12%安 国内取引所に不正アクセス $BTC $ETH https://news.example/ja-crash');
  });

  // Too short for the detector to tell ("und"), in another script than Latin: the English model knew none of its words and read "the ruble collapsed" bullish.
  it.each(['Рубль рухнул на 7%', 'النفط يهبط 5%'])('leaves the sentiment of the undetermined headline %s not assessed', async (title) => {
    const article = { ...fixtureArticle('ja-crash', NOW), language: 'und', title, text: '', providerSentiment: null };
    const result = await enricher().enrich(article);
    expect(result).toMatchObject({ sentiment: null, sentimentScore: null });
    expect(result.importance.reasons).toContain('text_unread:und');
  });

  it('reads no names, only symbols, in a text it cannot read', async () => {
    const article = { ...fixtureArticle('ja-crash', NOW), title: 'Solana と Apple の株価', text: 'Bitcoin ETF、NYSE: IBM、$DOGE。', categories: [], entities: [] };
    expect((await enricher().enrich(article)).tickers).toEqual(['IBM', 'DOGE']);
  });
});

describe('English articles', () => {
  it.each(ENGLISH_FIXTURES)('reads %s the same when its language is undetermined', async (name) => {
    const article = fixtureArticle(name, NOW);
    expect(await enricher().enrich({ ...article, language: 'und' })).toEqual(await enricher().enrich(article));
  });
});
