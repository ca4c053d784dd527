import { describe, expect, it } from 'vitest';
import { FIXTURE_NAMES, fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { splitSentences } from './sentences.js';
import { cleanParagraphs, countWords, isBoilerplate, isBoilerplateInCleanParagraph } from './text-cleanup.js';

describe('text cleanup', () => {
  it('drops bylines, credits, calls to action, cookie notices and copyright lines', () => {
    const text = [
      'By Jane Doe, Senior Markets Reporter',
      'Photo: Getty Images',
      'Shares rose 3% on Monday.',
      'Click here to subscribe to our newsletter.',
      'Read more: Why the halving matters',
      'We use cookies to improve your experience.',
      '© 2025 Example Media. All rights reserved.',
      'Analysts expect more gains.',
    ].join('\n');
    expect(cleanParagraphs(text)).toEqual(['Shares rose 3% on Monday.', 'Analysts expect more gains.']);
  });

  it('cuts a "The post … appeared first on …" trailer and a trailing "Read more" off the last paragraph', () => {
    const text = 'Ether slipped 3% on Thursday. Read more\nFees fell. The post Ether slips appeared first on Crypto Daily.';
    expect(cleanParagraphs(text)).toEqual(['Ether slipped 3% on Thursday.', 'Fees fell.']);
  });

  it('keeps news that only looks like furniture', () => {
    const news = [
      'By Tuesday, shares had fallen 5% from their peak.',
      "By Apple's own estimate, sales fell.",
      'The bond sale was three times oversubscribed.',
      'Investors subscribed to the offering within an hour.',
      'Meta updated its privacy policy for advertisers in Europe.',
    ];
    expect(cleanParagraphs(news.join('\n'))).toEqual(news);
  });

  it('reads HTML the same as text: tags removed, block ends as paragraph breaks, entities decoded', () => {
    const html = '<p>Gold &amp; silver rose.</p><p>Oil fell&nbsp;2%.<br>Copper held.</p><script>alert(1)</script>';
    expect(cleanParagraphs(html)).toEqual(['Gold & silver rose.', 'Oil fell 2%.', 'Copper held.']);
  });

  it('tells boilerplate sentences from news', () => {
    expect(isBoilerplate('Subscribe now for unlimited access.')).toBe(true);
    expect(isBoilerplate('This article originally appeared on Example News.')).toBe(true);
    expect(isBoilerplate('The central bank held rates at 5.25%.')).toBe(false);
  });

  it('counts words as a reader does, not punctuation', () => {
    expect(countWords('Bitcoin ($BTC) rose 4% — to $71,000.')).toBe(6);
    expect(countWords('  ')).toBe(0);
  });

  it('judges a sentence of a clean paragraph by its start alone, as isBoilerplate would in full', () => {
    const texts = [
      ...FIXTURE_NAMES.map((name) => fixtureArticle(name).text),
      ...sampleArticles(new Date('2025-06-10T12:00:00Z')).map((a) => a.text),
      'Prices rose. Read more about the rally below. Join us on Friday. © Acme Media. Shares of Acme Inc. fell.',
      'Analysts want to read more. Follow the money, they say! Download the app? Yes. Sign up was slow, read more carefully.',
    ];
    let furniture = 0;
    for (const text of texts) {
      for (const { text: sentence } of splitSentences(cleanParagraphs(text))) {
        expect(isBoilerplateInCleanParagraph(sentence), sentence).toBe(isBoilerplate(sentence));
        if (isBoilerplate(sentence)) furniture += 1;
      }
    }
    expect(furniture).toBeGreaterThanOrEqual(4);
  });
});
