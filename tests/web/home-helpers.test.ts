import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../src/contracts/news';
import { hotNewsOrder, isHighlighted } from '../../src/web/components/hot-news/hot-news-order';
import { searchTerms } from '../../src/web/components/search-box/search-terms';
import { absorbPages, emptyFeedKind, moveCursor, onlyRead, withoutMuted, withSponsored } from '../../src/web/components/news-feed/feed-entries';
import { newsQueryString } from '../../src/web/api/news';
import { feedFilterEntries, filterChips, hasFeedFilters, parseFeedFilters } from '../../src/web/lib/feed-filters';
import { tickerHref, tickerLabel } from '../../src/web/lib/ticker-link';

function item(id: number, scores: { relevance?: number | null; popularity?: number | null } = {}): NewsItem {
  return {
    id,
    title: `Story ${id}`,
    content: null,
    source: 'Wire',
    source_id: 1,
    published_at: '2026-11-22T12:00:00.000Z',
    url: null,
    image_url: null,
    categories: [],
    tickers: [],
    sentiment: null,
    sentiment_note: null,
    language: 'en',
    ticker_sentiments: null,
    aiScore: null,
    popularityScore: scores.popularity ?? null,
    impactScore: null,
    scoring: { relevance_score: scores.relevance ?? null },
    score_reasons: null,
    one_minute_summary: null,
    tweet: null,
    full_content_status: 'none',
    original_source: true,
    cluster_size: 1,
  };
}

const ids = (items: readonly NewsItem[]) => items.map((entry) => entry.id);

describe('absorbPages', () => {
  it('appends a newly loaded page after what is shown, without repeats', () => {
    const shown = [item(1), item(2)];
    expect(ids(absorbPages(shown, [item(1), item(2)], [item(2), item(3), item(4)]))).toEqual([1, 2, 3, 4]);
  });

  it('puts new page-1 items on top and keeps the ones they pushed off page 1', () => {
    const shown = [item(1), item(2), item(3)];
    expect(ids(absorbPages(shown, [item(9), item(1)], []))).toEqual([9, 1, 2, 3]);
  });

  it('shows the fresher copy of an item a refetched page brings', () => {
    const shown = [item(1), item(2)];
    const fresher = { ...item(2), title: 'Updated' };
    expect(absorbPages(shown, [item(1)], [fresher])[1]?.title).toBe('Updated');
  });
});

describe('withoutMuted', () => {
  const story = (id: number, fields: Partial<NewsItem>): NewsItem => ({ ...item(id), ...fields });
  const shown = [
    story(1, { source_id: 7, tickers: ['BTC'] }),
    story(2, { tickers: ['ETH', 'BTC'] }),
    story(3, { title: 'Spot ETF approved' }),
    story(4, { title: 'ETFs and NETFLIX', source_id: null }),
  ];
  const none = { sources: [], keywords: [], tickers: [] };

  it('drops the items a source, a ticker or a whole-word title keyword covers', () => {
    expect(ids(withoutMuted(shown, { ...none, sources: [7] }))).toEqual([2, 3, 4]);
    expect(ids(withoutMuted(shown, { ...none, tickers: ['ETH'] }))).toEqual([1, 3, 4]);
    expect(ids(withoutMuted(shown, { ...none, keywords: ['etf'] }))).toEqual([1, 2, 4]);
  });

  it('keeps everything with no lists known or empty ones, and a source-less item under a source mute', () => {
    expect(withoutMuted(shown, undefined)).toBe(shown);
    expect(withoutMuted(shown, none)).toBe(shown);
    expect(ids(withoutMuted(shown, { ...none, sources: [1] }))).toEqual([1, 4]);
    expect(withoutMuted([], { ...none, tickers: ['BTC'] })).toEqual([]);
  });
});

describe('onlyRead', () => {
  const shown = [{ ...item(1), language: 'es' }, item(2), { ...item(3), language: 'und' }, { ...item(4), language: 'ja' }];

  it('keeps the languages the member reads and text too short to tell', () => {
    expect(ids(onlyRead(shown, ['es']))).toEqual([1, 3]);
    expect(ids(onlyRead(shown, ['en', 'ja']))).toEqual([2, 3, 4]);
  });

  it('keeps everything when all languages are read or the preferences are not known', () => {
    expect(ids(onlyRead(shown, []))).toEqual([1, 2, 3, 4]);
    expect(ids(onlyRead(shown, undefined))).toEqual([1, 2, 3, 4]);
  });
});

describe('withSponsored', () => {
  it('places a sponsored entry after every 8th item', () => {
    const entries = withSponsored(Array.from({ length: 17 }, (_, i) => item(i + 1)), 8);
    const adPositions = entries.flatMap((entry, index) => (entry.kind === 'sponsored' ? [index] : []));
    expect(adPositions).toEqual([8, 17]);
    expect(entries).toHaveLength(19);
  });

  it('places none when the feed is not plain', () => {
    expect(withSponsored([item(1), item(2)], null).every((entry) => entry.kind === 'news')).toBe(true);
  });
});

describe('moveCursor', () => {
  it('starts at the top and stops at both ends', () => {
    expect(moveCursor(3, -1, 1)).toBe(0);
    expect(moveCursor(3, -1, -1)).toBe(0);
    expect(moveCursor(3, 2, 1)).toBe(2);
    expect(moveCursor(3, 0, -1)).toBe(0);
    expect(moveCursor(0, -1, 1)).toBe(-1);
  });
});

describe('hot news', () => {
  it('highlights items with both relevance and popularity at 80 or more, and lists them first', () => {
    const list = [item(1, { relevance: 95, popularity: 50 }), item(2, { relevance: 80, popularity: 80 }), item(3), item(4, { relevance: 85, popularity: 90 })];
    expect(isHighlighted(list[0]!)).toBe(false);
    expect(hotNewsOrder(list).map((entry) => [entry.item.id, entry.highlighted])).toEqual([
      [2, true],
      [4, true],
      [1, false],
      [3, false],
    ]);
  });
});

describe('searchTerms', () => {
  it('keeps the words to mark and drops search operators and exclusions', () => {
    expect(searchTerms('"spot ETFs" or bitcoin -scam')).toEqual(['spot', 'ETF', 'bitcoin']);
    expect(searchTerms('  rates  ')).toEqual(['rate']);
    expect(searchTerms('a')).toEqual([]);
  });
});

describe('emptyFeedKind', () => {
  const none = { tickers: [], languages: [] };
  it('tells a search without hits from an empty topic or filter, an asset page without news, and all from an instance without any news yet', () => {
    expect(emptyFeedKind({ q: 'lithium', topic: 'all', filters: none })).toBe('search');
    expect(emptyFeedKind({ q: 'lithium', topic: 'crypto', filters: none })).toBe('search');
    expect(emptyFeedKind({ q: '', topic: 'defi', filters: none })).toBe('filter');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: { tickers: ['DOGE'], languages: [] } })).toBe('filter');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: { tickers: [], languages: [], sentiment: 'bearish' } })).toBe('filter');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: { tickers: [], languages: ['es'] } })).toBe('filter');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: none })).toBe('fresh');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: { tickers: ['BRK.B'], languages: [] }, asset: 'BRK.B' })).toBe('asset');
    expect(emptyFeedKind({ q: '', topic: 'all', filters: { tickers: ['BRK.B'], languages: [], sentiment: 'bearish' }, asset: 'BRK.B' })).toBe('filter');
  });
});

describe('feed filters in the address', () => {
  it('reads each filter, one spelling per ticker, and writes them back for the API', () => {
    const filters = parseFeedFilters(new URLSearchParams('ticker=btc,%24ETH,BTC,&sentiment=bearish&minImportance=70&source=3&since=2026-11-20&q=x'));
    expect(filters).toEqual({ tickers: ['BTC', 'ETH'], languages: [], sentiment: 'bearish', minImportance: '70', source: '3', since: '2026-11-20' });
    expect(feedFilterEntries(filters)).toEqual([['ticker', 'BTC,ETH'], ['sentiment', 'bearish'], ['minImportance', '70'], ['source', '3'], ['since', '2026-11-20']]);
    expect(newsQueryString({ page: 1, limit: 20, sort: 'latest', filters })).toBe(
      'page=1&limit=20&sort=latest&ticker=BTC%2CETH&sentiment=bearish&minImportance=70&source=3&since=2026-11-20',
    );
    expect(hasFeedFilters(parseFeedFilters(new URLSearchParams('topic=crypto&ticker=')))).toBe(false);
  });

  it('reads languages as lower-case codes, each once, and writes them back for the API', () => {
    const filters = parseFeedFilters(new URLSearchParams('language=ES,fr,es,%20,&ticker=BTC'));
    expect(filters).toEqual({ tickers: ['BTC'], languages: ['es', 'fr'] });
    expect(feedFilterEntries(filters)).toEqual([['ticker', 'BTC'], ['language', 'es,fr']]);
    expect(newsQueryString({ page: 1, limit: 20, sort: 'latest', filters })).toBe('page=1&limit=20&sort=latest&ticker=BTC&language=es%2Cfr');
    expect(hasFeedFilters(parseFeedFilters(new URLSearchParams('language=fr')))).toBe(true);
    expect(hasFeedFilters(parseFeedFilters(new URLSearchParams('language=')))).toBe(false);
  });

  it('makes a chip per language, named, each removing only itself', () => {
    const address = new URLSearchParams('language=es,fr,und,zz&sentiment=bearish');
    const chips = filterChips(parseFeedFilters(address));
    expect(chips.map((c) => c.label)).toEqual(['Bearish', 'Language: Spanish', 'Language: French', 'Language: Undetermined', 'Language: zz']);
    expect(chips[1]!.without(address).toString()).toBe('language=fr%2Cund%2Czz&sentiment=bearish');
    const french = new URLSearchParams('language=fr');
    expect(filterChips(parseFeedFilters(french))[0]!.without(french).toString()).toBe('');
  });

  it('makes a chip per ticker and per filter, each removing only itself', () => {
    const address = new URLSearchParams('topic=crypto&ticker=BTC,ETH&sentiment=bullish');
    const chips = filterChips(parseFeedFilters(address));
    expect(chips.map((c) => c.label)).toEqual(['$BTC', '$ETH', 'Bullish']);
    expect(chips[0]!.without(address).toString()).toBe('topic=crypto&ticker=ETH&sentiment=bullish');
    expect(chips[2]!.without(chips[0]!.without(address)).toString()).toBe('topic=crypto&ticker=ETH');
    expect(filterChips(parseFeedFilters(new URLSearchParams('ticker=ETH')))[0]!.without(new URLSearchParams('ticker=ETH')).toString()).toBe('');
  });

  it("names a since filter's day by its own date west of UTC too, and a time in the reader's zone", () => {
    // The reader is in New York, whatever this machine's zone; files share their process, so it is put back.
    vi.stubEnv('TZ', 'America/New_York');
    try {
      const label = (since: string) => filterChips(parseFeedFilters(new URLSearchParams({ since })))[0]!.label;
      // Noon UTC is the 20th in New York as well: the day named as any date is, in the reader's locale.
      const nov20 = new Date('2026-11-20T12:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium' });
      expect(label('2026-11-20')).toBe(`Since ${nov20}`);
      // A time is an instant: 03:00 UTC on the 20th is the evening of the 19th in New York.
      expect(label('2026-11-20T03:00:00Z')).toContain('19');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("names a source filter's chip by the source's name, by its id when the name is not known", () => {
    const filters = parseFeedFilters(new URLSearchParams('source=5'));
    expect(filterChips(filters, { '5': 'CoinDesk' }).map((c) => c.label)).toEqual(['Source: CoinDesk']);
    expect(filterChips(filters, { '6': 'CoinDesk' }).map((c) => c.label)).toEqual(['Source #5']);
    expect(filterChips(filters).map((c) => c.label)).toEqual(['Source #5']);
  });

  it('links a ticker to its asset page, a symbol with a slash staying one path segment', () => {
    expect(tickerHref('BTC')).toBe('/assets/BTC');
    expect([tickerLabel('BTC'), tickerLabel('BRK.B'), tickerLabel('^GSPC'), tickerLabel('EUR/USD')]).toEqual(['$BTC', '$BRK.B', '^GSPC', 'EUR/USD']);
    expect(tickerHref('EUR/USD')).toBe('/assets/EUR%2FUSD');
    expect(tickerHref('^GSPC')).toBe('/assets/%5EGSPC');
  });
});
