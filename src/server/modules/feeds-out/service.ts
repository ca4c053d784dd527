import { createHash } from 'node:crypto';
import { FEED_FORMATS, FEED_TOKEN_MESSAGES, type FeedFormat, type FeedToken, type NewsFeedQuery } from '../../../contracts/feeds-out.js';
import type { Mutes } from '../../../contracts/mutes.js';
import type { NewsItem, NewsList } from '../../../contracts/news.js';
import { createCache } from '../../cache.js';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { NotFoundError } from '../../errors.js';
import { hashToken, newToken } from '../accounts/session-token.js';
import type { NewsService } from '../news/service.js';
import { canonicalQuery, newsFeedMeta, type PersonalFeed, personalFeedUrl, recommendationsFeedMeta, watchlistFeedMeta } from './feed-meta.js';
import { type FeedMeta, newestOf, presentFeed } from './presenter.js';
import type { FeedTokensRepository } from './repository.js';

/** A feed document ready to send, with what a conditional GET is judged by. */
export interface RenderedFeed {
  body: string;
  /** A strong validator: the body's SHA-256, equal on every instance for the same list. */
  etag: string;
  /** When this instance first made this body (a later rebuild of the same body keeps it). */
  lastModified: Date;
}

export interface FeedsOutService {
  /** The public news feed for the filters of GET /api/news. */
  news(format: FeedFormat, query: NewsFeedQuery): Promise<RenderedFeed>;
  /** A member's For You list by the key in the URL; 404 for a key that was reset or never was. */
  recommendations(format: FeedFormat, token: string): Promise<RenderedFeed>;
  /** The news of a member's watched assets by the key in the URL; 404 as recommendations. */
  watchlist(format: FeedFormat, token: string): Promise<RenderedFeed>;
  /** The member's key and feed URLs, the key made on their first ask. */
  token(userId: number): Promise<FeedToken>;
  /** A new key: the old URLs answer 404 at once. */
  resetToken(userId: number): Promise<FeedToken>;
}

interface Deps {
  news: Pick<NewsService, 'list'>;
  /** The member's For You list, best first. */
  recommend(userId: number, limit: number): Promise<NewsItem[]>;
  /** The member's watched symbols and their mutes, which the watchlist feed applies as the home feed does. */
  watchlistOf(userId: number): Promise<string[]>;
  mutesOf(userId: number): Promise<Mutes>;
  /** The languages a member reads, undefined for all (docs/languages.md#reading-languages). */
  readingLanguagesOf(userId: number): Promise<string[] | undefined>;
  repository: FeedTokensRepository;
  secretBox: SecretBox;
  publicUrl: string;
  /** The app's "now": when a body was first made. */
  clock: Clock;
  /** Milliseconds since the epoch, for the caches' lifetimes (tests hand in a fixed clock). */
  now?: () => number;
}

/** Items of a personal feed: the For You page's first screens. */
const PERSONAL_LIMIT = 50;
/** Bodies kept: one per format and filter read in the last while. */
const CACHE_SIZE = 500;
/**
 * And at most this much text in all: anyone may ask for a new filter (any `since`, any `q`), and a
 * body of 100 items with their summaries runs to a few hundred kilobytes, so a count alone let
 * anonymous requests fill the heap. A string's length, two bytes a character at most.
 */
const CACHE_BYTES = 24 * 1024 * 1024;
const bodyBytes = (feed: RenderedFeed) => feed.body.length * 2;
/** A kept body is used only while the news list it was made of is still the one the news cache answers. */
const CACHE_MS = 10 * 60_000;

/**
 * An empty feed's date, any fixed one: it has no item to be dated by. Not the Unix epoch: Hapi
 * reads a date of 0 in If-Modified-Since as none, and never answered it 304.
 */
export const EMPTY_FEED_DATE = new Date('2000-01-01T00:00:00Z');

/** The prefix tells a leaked key for what it is; the rest is 256 random bits. */
const TOKEN_PREFIX = 'awf_';
const TOKEN_SHAPE = /^awf_[A-Za-z0-9_-]{43}$/;

/** Whether a URL's key has the shape of one: any other text is an unknown key. */
export const isFeedKeyShaped = (token: string) => TOKEN_SHAPE.test(token);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Feeds out (docs/product.md#feeds-out): the news feed and each member's For You list as RSS 2.0,
 * Atom 1.0 and JSON Feed 1.1 documents, and the members' keys to their personal feeds.
 */
export function createFeedsOutService({ news, recommend, watchlistOf, mutesOf, readingLanguagesOf, repository, secretBox, publicUrl, clock, now = Date.now }: Deps): FeedsOutService {
  // Kept with the very list they were made of: the news service answers the same object while its
  // page cache holds it, and a new one once articles change clear that cache. So a body lives
  // exactly as long as its list, and is made once per list. The list is held weakly: once the news
  // cache lets it go, it must not stay in memory for the body's sake (it holds every item's text).
  const bodies = createCache<RenderedFeed & { list: WeakRef<NewsList> }>({ ttlMs: CACHE_MS, size: CACHE_SIZE, now, maxBytes: { total: CACHE_BYTES, sizeOf: bodyBytes } });

  /**
   * The document is dated by its newest item, so every instance makes the same body (and ETag); an
   * empty one by EMPTY_FEED_DATE, the same everywhere and at any time. (Dated when first made empty,
   * it was dated anew once its kept body lapsed: a reader polling less often than that never got a
   * 304, and each instance answered its own ETag.) Last-Modified is when this instance first made
   * this body: an article arriving with an older date changes the body but not its newest item, and
   * a reader asking If-Modified-Since must still get it.
   */
  function rendered(format: FeedFormat, meta: FeedMeta, items: NewsItem[], previous: RenderedFeed | undefined): RenderedFeed {
    const newest = newestOf(items);
    const body = presentFeed(format, meta, items, newest ?? EMPTY_FEED_DATE);
    const etag = sha256(body);
    if (!newest) return { body, etag, lastModified: EMPTY_FEED_DATE };
    const made = new Date(Math.floor(clock().getTime() / 1000) * 1000);
    return { body, etag, lastModified: previous?.etag === etag ? previous.lastModified : made };
  }

  function feedToken(token: string): FeedToken {
    const urlsOf = (feed: PersonalFeed) => Object.fromEntries(FEED_FORMATS.map((format) => [format, personalFeedUrl(publicUrl, token, format, feed)])) as FeedToken['urls'];
    return { token, urls: urlsOf('recommendations'), watchlistUrls: urlsOf('watchlist') };
  }

  async function userOf(token: string): Promise<number> {
    const userId = isFeedKeyShaped(token) ? await repository.userIdByHash(hashToken(token)) : null;
    if (userId === null) throw new NotFoundError(FEED_TOKEN_MESSAGES.notFound);
    return userId;
  }

  // Personal bodies are made on each poll (the recommendations service keeps the member's list);
  // the last one is kept only to carry its Last-Modified over to the same body made again.
  const personal = createCache<RenderedFeed>({ ttlMs: CACHE_MS, size: CACHE_SIZE, now, maxBytes: { total: CACHE_BYTES, sizeOf: bodyBytes } });

  return {
    async news(format, query) {
      const list = await news.list(query);
      const key = `${format}${canonicalQuery(query)}`;
      const kept = bodies.kept(key);
      if (kept?.list.deref() === list) return kept;
      const fresh = { ...rendered(format, newsFeedMeta(publicUrl, format, query), list.items, kept), list: new WeakRef(list) };
      bodies.set(key, fresh);
      return fresh;
    },

    async recommendations(format, token) {
      const userId = await userOf(token);
      const items = await recommend(userId, PERSONAL_LIMIT);
      const key = `${userId}|${format}`;
      const fresh = rendered(format, recommendationsFeedMeta(publicUrl, format, token), items, personal.kept(key));
      personal.set(key, fresh);
      return fresh;
    },

    async watchlist(format, token) {
      const userId = await userOf(token);
      const symbols = await watchlistOf(userId);
      // The home feed's Watchlist filter, newest first; no symbol watched yet, no item.
      const items = symbols.length === 0 ? [] : (await news.list({ page: 1, limit: PERSONAL_LIMIT, sort: 'latest', ticker: symbols, language: await readingLanguagesOf(userId) }, await mutesOf(userId))).items;
      const key = `${userId}|watchlist|${format}`;
      const fresh = rendered(format, watchlistFeedMeta(publicUrl, format, token, symbols), items, personal.kept(key));
      personal.set(key, fresh);
      return fresh;
    },

    async token(userId) {
      const sealed = await repository.sealedFor(userId);
      if (sealed !== null) return feedToken(secretBox.open(sealed));
      const token = TOKEN_PREFIX + newToken();
      if (await repository.insertFirst(userId, hashToken(token), secretBox.seal(token))) return feedToken(token);
      // Another first ask won the race: theirs is the key.
      return feedToken(secretBox.open((await repository.sealedFor(userId))!));
    },

    async resetToken(userId) {
      const token = TOKEN_PREFIX + newToken();
      await repository.replace(userId, hashToken(token), secretBox.seal(token));
      return feedToken(token);
    },
  };
}
