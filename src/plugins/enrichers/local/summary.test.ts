import { describe, expect, it } from 'vitest';
import { ENGLISH_FIXTURES, fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { isNearDuplicate } from './near-duplicate.js';
import { splitSentences } from './sentences.js';
import { summarise, SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS } from './summary.js';
import { cleanParagraphs, countWords, isBoilerplate } from './text-cleanup.js';

const sentencesOf = (summary: string) => splitSentences([summary]);
const summaryOf = (article: { title: string; text: string }) => summarise(article.title, cleanParagraphs(article.text));
const SAMPLE_NOW = new Date('2025-06-10T12:00:00Z');

/** Every summary sentence must be a whole sentence of the article, in the article's order. */
function expectWholeSentencesInOrder(summary: string, text: string): void {
  let from = 0;
  for (const { text: sentence } of sentencesOf(summary)) {
    expect(sentence).toMatch(/[.!?]["'”’)]*$/);
    const at = text.indexOf(sentence, from);
    expect(at, `"${sentence}" is not a sentence of the article at or after ${from}`).toBeGreaterThanOrEqual(from);
    from = at + sentence.length;
  }
}

/**
 * Every quotation mark of the text has its partner, counted plainly: straight double marks come in pairs, each “
 * is closed by a ” before the next “, and each ‘ by a later ’ (a ’ alone may be an apostrophe).
 */
function expectPairedQuotes(text: string): void {
  expect((text.match(/"/g) ?? []).length % 2, text).toBe(0);
  let open = 0;
  for (const mark of text.match(/[“”]/g) ?? []) {
    open += mark === '“' ? 1 : -1;
    expect(open, text).toBeGreaterThanOrEqual(0);
    expect(open, text).toBeLessThanOrEqual(1);
  }
  expect(open, text).toBe(0);
  for (const [at, mark] of [...text].entries()) if (mark === '‘') expect(text.slice(at), text).toMatch(/’/);
}

describe('one-minute summary', () => {
  it.each([
    ['length-518', 518],
    ['length-1300', 1300],
  ])('gives %s (%i words) 150–200 words of whole sentences in their original order', (name, words) => {
    const article = fixtureArticle(name);
    expect(countWords(article.text)).toBe(words);
    const summary = summaryOf(article);
    expect(countWords(summary)).toBeGreaterThanOrEqual(SUMMARY_MIN_WORDS);
    expect(countWords(summary)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expectWholeSentencesInOrder(summary, article.text);
  });

  it.each([
    ['length-40', 40],
    ['length-115', 115],
    ['length-250', 250],
  ])('gives %s (%i words) its core: whole sentences, at most half its words, never the whole text', (name, words) => {
    const article = fixtureArticle(name);
    expect(countWords(article.text)).toBe(words);
    const summary = summaryOf(article);
    expect(countWords(summary)).toBeGreaterThan(0);
    expect(countWords(summary)).toBeLessThanOrEqual(words / 2);
    expectWholeSentencesInOrder(summary, article.text);
  });

  it('opens with the lead when the lead fits', () => {
    for (const name of ['length-40', 'length-115', 'length-250', 'length-518', 'length-1300']) {
      const article = fixtureArticle(name);
      expect(summaryOf(article).startsWith(splitSentences(cleanParagraphs(article.text))[0]?.text ?? '-'), name).toBe(true);
    }
  });

  it('keeps an article under 400 words to at most half its words', () => {
    for (const name of ['fed-rate-decision', 'boilerplate-heavy']) {
      const article = fixtureArticle(name);
      const summary = summaryOf(article);
      expect(countWords(summary)).toBeGreaterThan(SUMMARY_MIN_WORDS / 2);
      expect(countWords(summary)).toBeLessThanOrEqual(countWords(article.text) / 2);
      expectWholeSentencesInOrder(summary, article.text);
    }
  });

  it('leaves out bylines, credits, calls to action, cookie notices and feed trailers', () => {
    const article = fixtureArticle('boilerplate-heavy');
    const summary = summarise(article.title, cleanParagraphs(article.text));
    for (const furniture of ['Jane Doe', 'Photo:', 'Click here', 'Read more', 'cookie', 'All rights reserved', 'appeared first on']) {
      expect(summary).not.toContain(furniture);
    }
    for (const { text } of sentencesOf(summary)) expect(isBoilerplate(text)).toBe(false);
  });

  it('never repeats a sentence or a near copy of one', () => {
    const article = fixtureArticle('boilerplate-heavy');
    const summary = summarise(article.title, cleanParagraphs(article.text));
    expect(summary.split('Bitcoin miners are adding capacity in Texas').length).toBe(2);
    const sentences = sentencesOf(summary);
    for (let i = 0; i < sentences.length; i += 1) {
      for (let j = i + 1; j < sentences.length; j += 1) expect(isNearDuplicate(sentences[i]!, sentences[j]!)).toBe(false);
    }
  });

  it('gives no summary of a one-sentence text, which would be the whole text, and none of an empty one', () => {
    expect(summaryOf(fixtureArticle('short-teaser'))).toBe('');
    expect(summarise('Title only', [])).toBe('');
    const note = fixtureArticle('minor-product-note');
    expect(summaryOf(note)).not.toBe(cleanParagraphs(note.text).join(' '));
  });

  it('answers the same summary every time', () => {
    const article = fixtureArticle('fed-rate-decision');
    expect(summarise(article.title, cleanParagraphs(article.text))).toBe(summarise(article.title, cleanParagraphs(article.text)));
  });

  it('keeps a long full text to 150–200 words', () => {
    const paragraphs = ['fed-rate-decision', 'boilerplate-heavy', 'exchange-hack', 'apple-earnings', 'sec-lawsuit'].flatMap((name) => fixtureArticle(name).text.split('\n'));
    const text = paragraphs.join('\n');
    const summary = summarise('Fed cuts rates as miners expand and an exchange is hacked', cleanParagraphs(text));
    expect(countWords(summary)).toBeGreaterThanOrEqual(SUMMARY_MIN_WORDS);
    expect(countWords(summary)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expectWholeSentencesInOrder(summary, text);
  });

  it('keeps every sample item\'s summary to at most half its words and 200 at most, and summarises every long one', () => {
    const articles = sampleArticles(SAMPLE_NOW);
    const long = articles.filter((a) => countWords(a.text) >= 140);
    expect(long.length).toBeGreaterThanOrEqual(20);
    for (const article of articles) {
      const words = countWords(summaryOf(article));
      expect(words, article.title).toBeLessThanOrEqual(Math.min(SUMMARY_MAX_WORDS, countWords(article.text) / 2));
      if (long.includes(article)) expect(words, article.title).toBeGreaterThan(countWords(article.text) / 3);
    }
  });

  it('takes a quotation with both its marks or not at all, in every sentence and summary of the sample feeds and English fixtures', () => {
    const articles = [...sampleArticles(SAMPLE_NOW), ...ENGLISH_FIXTURES.map((name) => fixtureArticle(name))];
    const unpaired: string[] = [];
    let quotedInSummaries = 0;
    for (const article of articles) {
      const summary = summaryOf(article);
      expectPairedQuotes(summary);
      for (const sentence of splitSentences(cleanParagraphs(article.text))) {
        if (!sentence.quotesBalanced) unpaired.push(sentence.text);
        else expectPairedQuotes(sentence.text);
        if (/["“‘]/.test(sentence.text) && summary.includes(sentence.text)) quotedInSummaries += 1;
      }
    }
    // The one quotation that runs on into the next paragraph, which no summary may take.
    expect(unpaired).toEqual(['“The board is telling us it would rather do too much than too little. It has seen what happens when inflation is allowed to settle in.']);
    expect(quotedInSummaries).toBeGreaterThanOrEqual(5);
  });

  it('keeps a quotation of several sentences whole, and leaves out one that runs on into the next paragraph', () => {
    const bank = sampleArticles(SAMPLE_NOW).find((a) => a.title.startsWith('Central bank holds rates'));
    expect(bank && summaryOf(bank)).toContain('"If the next two inflation prints are soft, September is very much in play. If not, they can wait."');
    const kestria = summaryOf(fixtureArticle('length-518'));
    expect(kestria).not.toContain('settle in');
    expect(kestria).not.toContain('The board is telling us');
  });
});
