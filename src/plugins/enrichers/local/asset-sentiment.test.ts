import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../sdk/testing/index.js';
import { assetSentiments, type AssetSentimentInput } from './asset-sentiment.js';
import { findTickerMentionsAndSpans, tickerIndex } from './tickers.js';

const tickers = tickerIndex(createTestContext().assets);
// A scorer that reads only two words, so each test says exactly what each clause scores.
const score = (clause: string) => (/\brises\b/.test(clause) ? 0.8 : /\bfalls\b/.test(clause) ? -0.8 : 0);

function input(title: string, text = '', article: AssetSentimentInput['article'] = 'neutral'): AssetSentimentInput {
  const found = findTickerMentionsAndSpans(tickers, { title, text });
  return { title, text, spans: found.spans, symbols: found.mentions.map((m) => m.symbol), article, score };
}

describe('assetSentiments', () => {
  it('gives each asset the sentiment of the clauses that name it', () => {
    expect(assetSentiments(input('Bitcoin rises as ether falls'))).toEqual({ BTC: 'bullish', ETH: 'bearish' });
    expect(assetSentiments(input('Ether falls while bitcoin rises'))).toEqual({ ETH: 'bearish', BTC: 'bullish' });
  });

  it('returns only the assets whose sentiment differs from the article', () => {
    expect(assetSentiments(input('Bitcoin rises as ether falls', '', 'bullish'))).toEqual({ ETH: 'bearish' });
    expect(assetSentiments(input('Bitcoin rises', '', 'bullish'))).toEqual({});
  });

  it('lets a clause that names no asset continue the one before it, but not a concession', () => {
    expect(assetSentiments(input('Ether rises as bitcoin holds after it falls'))).toEqual({ ETH: 'bullish', BTC: 'bearish' });
    expect(assetSentiments(input('Bitcoin holds despite what falls'))).toEqual({});
  });

  it('falls back to the article for an asset whose clauses lean neither way, or only cancel out', () => {
    expect(assetSentiments(input('Bitcoin is flat as ether falls', '', 'bearish'))).toEqual({});
    expect(assetSentiments(input('Bitcoin rises; bitcoin falls', '', 'bearish'))).toEqual({});
  });

  it('weighs a clause of the title twice one of the text', () => {
    const text = 'Bitcoin falls at the open. Bitcoin falls again. Bitcoin falls late.';
    // In the title, the rise counts 2 × 0.8 against 3 × −0.8: a mean of −0.16, not clear.
    expect(assetSentiments(input('Bitcoin rises', text))).toEqual({});
    // In the text, 0.8 against 3 × −0.8: a mean of −0.4.
    expect(assetSentiments(input('Crypto news', `Bitcoin rises early. ${text}`))).toEqual({ BTC: 'bearish' });
  });

  it('reads only the assets of the article and the lead of the text', () => {
    const only = { ...input('Bitcoin rises as ether falls'), symbols: ['BTC'] };
    expect(assetSentiments(only)).toEqual({ BTC: 'bullish' });
    const late = input('Crypto news', `${'Nothing moved. '.repeat(100)}Bitcoin rises.`);
    expect(assetSentiments({ ...late, symbols: ['BTC'] })).toEqual({});
  });

  it('gives nothing for an article without assets or text', () => {
    expect(assetSentiments(input(''))).toEqual({});
    expect(assetSentiments({ ...input('Bitcoin rises'), symbols: [] })).toEqual({});
  });
});
