import { describe, expect, it } from 'vitest';
import type { RawEntity } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { fixtureArticle } from './__fixtures__/articles.js';
import { findTickerMentions, MAX_TICKERS, normaliseSymbol, providerSymbol, tickerIndex } from './tickers.js';

// The list the host hands the plugin.
const index = tickerIndex(createTestContext().assets);
const extractTickers = (article: { title: string; text: string; entities?: RawEntity[] }) => findTickerMentions(index, article).map((m) => m.symbol);
const tickers = (title: string, text = '') => extractTickers({ title, text });

describe('tickers', () => {
  it('always takes cashtags, in any case, known or not', () => {
    expect(tickers('$BTC and $eth lead; $NWSC jumps')).toEqual(['BTC', 'ETH', 'NWSC']);
  });

  it('does not mistake money for cashtags', () => {
    expect(tickers('Revenue of $4.1bn and a price of $71,000; A$2bn deal')).toEqual([]);
  });

  it('reads coin and company names', () => {
    expect(tickers('Bitcoin and ether rally', 'Solana and Cardano follow.')).toEqual(['BTC', 'ETH', 'SOL', 'ADA']);
    expect(tickers('Microsoft and Nvidia report')).toEqual(['MSFT', 'NVDA']);
  });

  it('takes the longest name, so Bitcoin Cash is not Bitcoin', () => {
    expect(tickers('Bitcoin Cash jumps')).toEqual(['BCH']);
  });

  it('reads indices by name, and "the Dow" only when it is about the index', () => {
    expect(tickers('S&P 500 hits a record', 'The Dow closed 1% higher; SPX options were busy.')).toEqual(['^GSPC', '^DJI']);
    expect(tickers('Dow Chemical layoffs? No: Dow as a surname, Jim Dow, spoke.')).toEqual([]);
  });

  it('counts "Apple" only when it is clearly the company', () => {
    expect(tickers('Apple shares rise after iPhone launch')).toEqual(['AAPL']);
    expect(tickers('Bake an apple pie', 'Apple pie recipes for autumn.')).toEqual([]);
    expect(tickers('Amazon rainforest fires spread')).toEqual([]);
  });

  it('finds no ticker in words such as ONE, ALL and IT, or in an avalanche and a target', () => {
    expect(extractTickers(fixtureArticle('ticker-false-friends'))).toEqual([]);
  });

  it('takes an ambiguous symbol when cashtagged, after an exchange prefix, or in brackets after its name', () => {
    expect(tickers('Harmony (ONE) and Ford (F) rise; (NYSE: T) falls; $DOT gains')).toEqual(['ONE', 'F', 'T', 'DOT']);
    expect(tickers('F and T and ONE and (ONE)')).toEqual([]);
  });

  it('takes an acronym-like coin symbol when a cue word of its kind is near', () => {
    expect(tickers('XRP and ADA lead altcoin gains')).toEqual(['XRP', 'ADA']);
    expect(tickers('ADA compliance rules for offices')).toEqual([]);
  });

  it('ignores bare symbols in a shouting headline but still reads names there', () => {
    expect(tickers('BITCOIN SURGES AS IT BREAKS ALL RECORDS')).toEqual(['BTC']);
  });

  it('folds aliases and provider spellings into one symbol', () => {
    expect(tickers('GOOG and GOOGL both rise; MATIC becomes POL')).toEqual(['GOOGL', 'POL']);
    expect(normaliseSymbol(index, 'brk.a')).toBe('BRK.B');
    expect(providerSymbol(index, { symbol: 'CC:BTC', type: 'cryptocurrency' })).toBe('BTC');
    expect(providerSymbol(index, { symbol: 'BTCUSD', type: 'cryptocurrency' })).toBe('BTC');
    expect(providerSymbol(index, { symbol: 'AAPL.MX', type: 'equity' })).toBe('AAPL');
    expect(providerSymbol(index, { symbol: 'XYZQ.F', type: 'equity' })).toBeNull();
  });

  it('puts provider entities and title mentions before the text\'s, and caps the list', () => {
    expect(extractTickers({ title: 'Tesla slides', text: 'Nvidia and Microsoft.', entities: [{ symbol: 'AMZN' }] })).toEqual(['TSLA', 'AMZN', 'NVDA', 'MSFT']);
    const many = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'LTC', 'BCH', 'XMR', 'AVAX', 'SHIB', 'TRX', 'HBAR'].map((s) => `$${s}`).join(' ');
    expect(tickers(many)).toHaveLength(MAX_TICKERS);
  });

  it('names indices and currency pairs with the market panels\' ids', () => {
    expect(tickers('Nikkei slips as yen firms', 'EUR/USD held at 1.08 while the Swiss franc strengthened against the dollar.')).toEqual(['^N225', 'USD/JPY', 'EUR/USD', 'USD/CHF']);
    expect(tickers('Euro area growth beats forecasts')).toEqual([]);
  });

  it('finds the assets of the fixture stories, not those they name in passing', () => {
    // The Fed story names the S&P 500, the Nasdaq and bitcoin once each, in its market-reaction paragraphs.
    expect(extractTickers(fixtureArticle('fed-rate-decision'))).toEqual([]);
    // Ether and solana were stolen (the lead); the loot "had already been swapped for bitcoin", once, later.
    expect(extractTickers(fixtureArticle('exchange-hack'))).toEqual(['ETH', 'SOL']);
    expect(extractTickers(fixtureArticle('apple-earnings'))[0]).toBe('AAPL');
  });
});

describe('the assets an article is about', () => {
  const later = 'Officials met on Tuesday.\nThe statement was read at noon.\n';

  it('leaves out an asset named once in passing, even as "bitcoin ($BTC)"', () => {
    expect(extractTickers(fixtureArticle('length-518'))).toEqual([]);
    expect(tickers('Central bank holds rates', `${later}Gold rose 1% and bitcoin ($BTC) added 3%.\nEconomists were divided.`)).toEqual([]);
  });

  it('takes an asset named in the title, wherever else it appears', () => {
    expect(tickers('Bitcoin miners expand in Texas', `${later}Miners signed new power contracts.`)).toEqual(['BTC']);
  });

  it('takes an asset named in the lead, the first paragraph\'s first 60 words', () => {
    expect(tickers('Exchange adds a staking product', `Customers can now stake solana through the app.\n${later}`)).toEqual(['SOL']);
    const longFirstParagraph = `${'Officials met and talked at length about rates. '.repeat(10)}Bitcoin rose 1%.`;
    expect(tickers('Central bank holds rates', longFirstParagraph)).toEqual([]);
  });

  it('takes an asset the text names again', () => {
    expect(tickers('Regulators publish a report', `${later}Ether funds saw inflows.\nStaking yields on ether rose.`)).toEqual(['ETH']);
    expect(tickers('Regulators publish a report', `${later}Ether ($ETH) funds saw inflows.`)).toEqual([]);
  });
});
