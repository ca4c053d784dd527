import { describe, expect, it } from 'vitest';
import { fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { isNearDuplicate } from './near-duplicate.js';
import { splitSentences } from './sentences.js';
import { summarise, SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS } from './summary.js';
import { cleanParagraphs, countWords, isBoilerplate } from './text-cleanup.js';

const sentencesOf = (summary: string) => splitSentences([summary]);

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

describe('one-minute summary', () => {
  it.each(['fed-rate-decision', 'boilerplate-heavy'])('gives %s 150–200 words of whole sentences in their original order', (name) => {
    const article = fixtureArticle(name);
    const summary = summarise(article.title, cleanParagraphs(article.text));
    expect(countWords(summary)).toBeGreaterThanOrEqual(SUMMARY_MIN_WORDS);
    expect(countWords(summary)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expectWholeSentencesInOrder(summary, article.text);
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

  it('gives a text under 150 words back as itself, cleaned, never padded', () => {
    const teaser = fixtureArticle('short-teaser');
    expect(summarise(teaser.title, cleanParagraphs(teaser.text))).toBe('Ether (ETH) slipped 3% on Thursday as fees on the Ethereum network fell to their lowest level in six months.');
    const note = fixtureArticle('minor-product-note');
    expect(summarise(note.title, cleanParagraphs(note.text))).toBe(cleanParagraphs(note.text).join(' '));
    expect(summarise('Title only', [])).toBe('');
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

  it('summarises every sample item with 150 words or more of text in 150–200 words, and none over 200', () => {
    const articles = sampleArticles(new Date('2025-06-10T12:00:00Z'));
    const long = articles.filter((a) => countWords(cleanParagraphs(a.text).join(' ')) >= SUMMARY_MIN_WORDS);
    expect(long.length).toBeGreaterThanOrEqual(10);
    for (const article of articles) {
      const words = countWords(summarise(article.title, cleanParagraphs(article.text)));
      expect(words).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
      if (long.includes(article)) expect(words, article.title).toBeGreaterThanOrEqual(SUMMARY_MIN_WORDS);
    }
  });
});
