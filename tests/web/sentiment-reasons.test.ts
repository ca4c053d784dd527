import { describe, expect, it } from 'vitest';
import { markPhrases, sentimentBasis, sentimentReasons, tickerSentiments } from '../../src/web/lib/sentiment-reasons';

const none = { bullish: [], bearish: [], other: [] };

describe('sentimentReasons', () => {
  it('sorts the phrases by the way they pulled, in the stored order', () => {
    const reasons = { sentiment: ['bullish:record profit', 'bearish:slumps', 'bullish:beats estimates', 'bearish:exploit'] };
    expect(sentimentReasons(reasons)).toEqual({ bullish: ['record profit', 'beats estimates'], bearish: ['slumps', 'exploit'], other: [] });
  });

  it('keeps each phrase once, ignoring case and spacing, and keeps colons inside a phrase', () => {
    const reasons = { sentiment: ['bullish:Rally', 'bullish:rally', 'Bearish: sell  off ', 'bearish:sell off', 'bullish:up: 10%'] };
    expect(sentimentReasons(reasons)).toEqual({ bullish: ['Rally', 'up: 10%'], bearish: ['sell off'], other: [] });
  });

  it('shows entries of neither form as they came rather than dropping them', () => {
    const reasons = { sentiment: ['neutral:steady', 'bullish', 'bullish:', 'soaring', '', 7, 'bullish!'] };
    expect(sentimentReasons(reasons)).toEqual({
      bullish: [],
      bearish: [],
      other: ['neutral:steady', 'bullish', 'bullish:', 'soaring', 'an empty entry', 'an unreadable entry', 'bullish!'],
    });
  });

  it('reads no reasons, a missing list or one that is not a list as none', () => {
    expect(sentimentReasons(null)).toEqual(none);
    expect(sentimentReasons({ importance: ['event:hack'] })).toEqual(none);
    expect(sentimentReasons({ sentiment: 'bullish:rally' })).toEqual(none);
    expect(sentimentReasons({ sentiment: [] })).toEqual(none);
  });
});

describe('sentimentBasis', () => {
  it('says nothing more when phrases were found', () => {
    expect(sentimentBasis('bullish', { ...none, bullish: ['rally'] })).toBeNull();
    expect(sentimentBasis('neutral', { ...none, bearish: ['slump'] })).toBeNull();
  });

  it('says what a score without phrases rests on', () => {
    expect(sentimentBasis('neutral', none)).toBe('No strongly worded phrases were found; the overall tone was scored neutral.');
    expect(sentimentBasis('bearish', none)).toMatch(/rests on the tone of the text as a whole, which read bearish/);
    expect(sentimentBasis(null, none)).toMatch(/not been scored for sentiment yet/);
    expect(sentimentBasis(null, none, 'not assessed for Japanese')).toBe(
      'The sentiment was not assessed for Japanese: the scorer does not read the language, so it gives none rather than a guess.',
    );
    expect(sentimentBasis('neutral', { ...none, other: ['odd'] })).toMatch(/scored neutral/);
  });
});

describe('markPhrases', () => {
  const marked = (text: string, bullish: string[], bearish: string[] = []) =>
    markPhrases(text, { bullish, bearish })
      .map((piece) => (piece.pull ? `[${piece.pull === 'bullish' ? '+' : '-'}${piece.text}]` : piece.text))
      .join('');

  it('marks every whole phrase ignoring case, with the way it pulled', () => {
    expect(marked('BTC rallies as ETH slumps; ETH Slumps again.', ['rallies'], ['slumps'])).toBe('BTC [+rallies] as ETH [-slumps]; ETH [-Slumps] again.');
  });

  it('marks whole phrases only, not a word inside another', () => {
    expect(marked('A rally, then rallying and prerally talk: RALLY!', ['rally'])).toBe('A [+rally], then rallying and prerally talk: [+RALLY]!');
    expect(marked('up 10% then up 100%', ['up 10%'])).toBe('[+up 10%] then up 100%');
  });

  it('matches a phrase across line breaks and extra spaces, the longer phrase first', () => {
    expect(marked('a record\n  profit and a record', ['record', 'record profit'])).toBe('a [+record\n  profit] and a [+record]');
  });

  it('treats the phrases as text, never as patterns or markup', () => {
    expect(marked('a (big) drop.* here; a bigxdrop', [], ['(big) drop.*'])).toBe('a [-(big) drop.*] here; a bigxdrop');
    const pieces = markPhrases('<b>loss</b> <img src=x onerror=alert(1)>', { bullish: [], bearish: ['loss', '<img src=x onerror=alert(1)>'] });
    expect(pieces).toEqual([
      { text: '<b>' },
      { text: 'loss', pull: 'bearish' },
      { text: '</b> ' },
      { text: '<img src=x onerror=alert(1)>', pull: 'bearish' },
    ]);
  });

  it('gives the text whole when there is nothing to mark, and nothing for no text', () => {
    expect(markPhrases('Calm day.', { bullish: [], bearish: [] })).toEqual([{ text: 'Calm day.' }]);
    expect(markPhrases('Calm day.', { bullish: ['surge'], bearish: [] })).toEqual([{ text: 'Calm day.' }]);
    expect(markPhrases('', { bullish: ['surge'], bearish: [] })).toEqual([]);
  });

  it('marks letters beyond English with the same whole-phrase rule', () => {
    expect(marked('Kurs steigt stark; übersteigt nicht', ['steigt'])).toBe('Kurs [+steigt] stark; übersteigt nicht');
  });
});

describe('tickerSentiments', () => {
  it('lists the assets whose sentiment differs, when the item carries them', () => {
    expect(tickerSentiments({ id: 1, ticker_sentiments: { BTC: 'bullish', ETH: 'bearish' } })).toEqual([
      { symbol: 'BTC', sentiment: 'bullish' },
      { symbol: 'ETH', sentiment: 'bearish' },
    ]);
  });

  it('gives none when the item has none or they are malformed', () => {
    expect(tickerSentiments({ id: 1 })).toEqual([]);
    expect(tickerSentiments({ ticker_sentiments: null })).toEqual([]);
    expect(tickerSentiments({ ticker_sentiments: ['BTC'] })).toEqual([]);
    expect(tickerSentiments({ ticker_sentiments: 'bullish' })).toEqual([]);
    expect(tickerSentiments({ ticker_sentiments: { BTC: 'moon', ETH: 3, SOL: 'bearish' } })).toEqual([{ symbol: 'SOL', sentiment: 'bearish' }]);
  });
});
