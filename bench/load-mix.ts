// The mixed workload of bench/load.ts: 80 % feed pages, 10 % article pages signed in, 5 % market,
// 5 % recommendations, drawn from a seeded generator so every run asks the same things.
import { NEWS_SORTS } from '../src/contracts/news-constants.js';
import { TOPIC_IDS } from '../src/contracts/topics.js';
import type { LoadRequest } from './load-client.js';
import { seededRandom as random } from '../scripts/sentiment-training/random.js';

// Search words the seeded and the ingested articles both use, some common, some rare.
const SEARCHES = ['inflation', 'bitcoin', 'earnings', 'yields', 'oil', 'etf', 'merger', 'tariff', 'Nvidia', 'record high'];
const MARKET = ['/api/market/tickers', '/api/market/crypto', '/api/market/indices'];

export interface MixOptions {
  /** The web instances' base URLs; requests are dealt out over them in turn. */
  origins: string[];
  /** Cookie headers of signed-in members. */
  sessions: string[];
  /** Article ids that exist (1..maxArticleId). */
  maxArticleId: number;
}

/** A feed page as readers ask for it: mostly the first pages, sometimes a topic, a sort or a search. */
function feedPath(next: () => number): string {
  const roll = next();
  const page = roll < 0.6 ? 1 : roll < 0.85 ? 2 + Math.floor(next() * 4) : 6 + Math.floor(next() * 95);
  const query = new URLSearchParams({ page: String(page), limit: next() < 0.8 ? '20' : '50' });
  query.set('sort', NEWS_SORTS[Math.floor(next() * NEWS_SORTS.length)]!);
  if (next() < 0.3) query.set('topic', TOPIC_IDS[1 + Math.floor(next() * (TOPIC_IDS.length - 1))]!);
  if (next() < 0.1) query.set('q', SEARCHES[Math.floor(next() * SEARCHES.length)]!);
  return `/api/news?${query}`;
}

export function createMix(options: MixOptions): () => LoadRequest {
  const next = random(42);
  let turn = 0;
  return () => {
    const origin = options.origins[turn++ % options.origins.length]!;
    const cookie = options.sessions[Math.floor(next() * options.sessions.length)]!;
    const roll = next();
    if (roll < 0.8) return { kind: 'feed page', origin, path: feedPath(next) };
    if (roll < 0.9) return { kind: 'article, signed in', origin, path: `/api/news/${1 + Math.floor(next() * options.maxArticleId)}`, headers: { cookie } };
    if (roll < 0.95) return { kind: 'market', origin, path: MARKET[Math.floor(next() * MARKET.length)]! };
    return { kind: 'recommendations', origin, path: '/api/recommendations', headers: { cookie } };
  };
}
