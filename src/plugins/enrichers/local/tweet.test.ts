import { describe, expect, it } from 'vitest';
import { fitTweet } from '../../sdk/index.js';
import { draftTweet, MAX_CASHTAGS, TWEET_MAX_LENGTH, tweetLength } from './tweet.js';

const URL = 'https://news.example/markets/2025/06/10/a-rather-long-path-for-an-article-about-markets?utm_source=feed';

describe('tweet length as X counts it', () => {
  it('counts any link as 23 characters', () => {
    expect(tweetLength(URL)).toBe(23);
    expect(tweetLength('see https://t.co/x')).toBe(4 + 23);
    expect(tweetLength('Crypto.com lists it')).toBe(23 + ' lists it'.length);
  });

  it('counts emoji, wide characters and the ellipsis as 2, plain letters as 1', () => {
    expect(tweetLength('📈')).toBe(2);
    expect(tweetLength('👩‍💻')).toBe(2);
    expect(tweetLength('日本')).toBe(4);
    expect(tweetLength('…')).toBe(2);
    expect(tweetLength('Café — “quoted”')).toBe(15);
    expect(tweetLength('© Acme ®')).toBe(10);
  });
});

describe('tweet draft', () => {
  it('leads with the headline, marks the direction, adds cashtags and ends with the link', () => {
    expect(draftTweet({ title: 'Bitcoin tops $71,000', url: URL, sentiment: 'bullish', tickers: ['BTC', 'ETH'] })).toBe(`📈 Bitcoin tops $71,000 $BTC $ETH ${URL}`);
    expect(draftTweet({ title: 'Ether slips 3%', url: URL, sentiment: 'bearish', tickers: ['ETH'] })).toBe(`📉 Ether slips 3% $ETH ${URL}`);
    expect(draftTweet({ title: 'Fed holds rates', url: null, sentiment: 'neutral', tickers: [] })).toBe('Fed holds rates');
  });

  it('adds at most three cashtags and none the headline already carries or X cannot tag', () => {
    const tweet = draftTweet({ title: '$BTC and friends rally', url: URL, sentiment: 'neutral', tickers: ['BTC', 'ETH', 'SOL', 'N225', 'XRP', 'DOGE'] });
    expect(tweet).toBe(`$BTC and friends rally $ETH $SOL $XRP ${URL}`);
    expect(tweet.match(/\$[A-Z]+/g)?.length).toBe(1 + MAX_CASHTAGS);
  });

  it('writes plain text: no tags, no markdown', () => {
    const tweet = draftTweet({ title: '<b>Stocks</b> **surge** on `jobs` data', url: null, sentiment: 'bullish', tickers: [] });
    expect(tweet).toBe('📈 Stocks surge on jobs data');
  });

  it('cuts a long headline at a word boundary with an ellipsis, keeping tags and link', () => {
    const title = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const tweet = draftTweet({ title, url: URL, sentiment: 'bearish', tickers: ['AAPL', 'MSFT'] });
    expect(tweetLength(tweet)).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
    expect(tweet.endsWith(`… $AAPL $MSFT ${URL}`)).toBe(true);
    const kept = tweet.slice('📉 '.length, tweet.indexOf('…'));
    expect(title.startsWith(kept)).toBe(true);
    expect(title[kept.length]).toBe(' ');
  });

  it('is never over 280 as X counts, whatever the headline holds', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pieces = ['Bitcoin', '📈', '日本株', 'surges', '—', 'Crypto.com', 'https://x.example/a', '$ETH', 'a-very-long-hyphenated-compound-word-indeed', '🇺🇸'];
    for (let round = 0; round < 300; round += 1) {
      const title = Array.from({ length: 5 + Math.floor(next() * 80) }, () => pieces[Math.floor(next() * pieces.length)]).join(' ');
      const url = next() < 0.8 ? `https://news.example/${'p'.repeat(Math.floor(next() * 300))}` : null;
      const tweet = draftTweet({ title, url, sentiment: next() < 0.5 ? 'bullish' : 'neutral', tickers: ['BTC', 'ETH', 'SOL', 'XRP'] });
      expect(tweetLength(tweet), tweet).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
    }
  });

  it('leaves a text that fits alone and cuts one that does not', () => {
    expect(fitTweet('short headline', 20)).toBe('short headline');
    expect(fitTweet('one two three four', 12)).toBe('one two…');
    expect(fitTweet('unbreakable', 6)).toBe('unbr…');
  });

  it('cuts a Chinese headline after a whole character, filling the room, never between a flag\'s halves', () => {
    const headline = `美联储 FOMC ${'会议纪要显示多数官员支持在年内再降息一次'.repeat(8)}`;
    const tweet = draftTweet({ title: headline, url: 'https://news.example/a', sentiment: null, tickers: [] });
    expect(tweetLength(tweet)).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
    expect(tweetLength(tweet)).toBeGreaterThan(TWEET_MAX_LENGTH - 10);
    expect(tweet.endsWith('… https://news.example/a')).toBe(true);
    expect(fitTweet('二十五个🇺🇸🇺🇸', 14)).toBe('二十五个🇺🇸…');
    expect(fitTweet('二十五个🇺🇸🇺🇸', 13)).toBe('二十五个…');
  });
});
