import { describe, expect, it } from 'vitest';
import { cleanParagraphs, countWords, isBoilerplate } from './text-cleanup.js';

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
});
