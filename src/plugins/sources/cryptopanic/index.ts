import { defineSource } from '../../sdk/index.js';
import type { PluginContext, SourceFetchRequest, SourceFetchResult } from '../../sdk/index.js';
import type { CryptopanicPost } from './answer.js';
import { fetchPage, firstPageUrl, nextPageUrl } from './client.js';
import { isUnseen, newestIdOf, nextCursor } from './cursor.js';
import { toRawItem } from './map-post.js';
import { cryptopanicSettingsSchema, type CryptopanicSettings } from './settings.js';

/** CryptoPanic's crypto news aggregator (GET /posts/): reader votes, coins, original links by plan. */
export const cryptopanicSource = defineSource<CryptopanicSettings>({
  id: 'cryptopanic',
  displayName: 'CryptoPanic',
  settingsSchema: cryptopanicSettingsSchema,
  env: [
    { name: 'CRYPTOPANIC_AUTH_TOKEN', key: 'authToken', secret: true, description: 'CryptoPanic auth token (required for CryptoPanic sources)' },
    { name: 'CRYPTOPANIC_BASE_URL', key: 'baseUrl', description: 'CryptoPanic API root (up to /api); the public API when unset' },
  ],
  apiHosts: ['cryptopanic.com'],
  create: (ctx) => ({ fetch: (request) => fetchPosts(ctx, request) }),
});

async function fetchPosts(ctx: PluginContext, request: SourceFetchRequest<CryptopanicSettings>): Promise<SourceFetchResult> {
  const { settings } = request;
  const newestId = newestIdOf(request.cursor);
  const posts: CryptopanicPost[] = [];
  let url: string | null = firstPageUrl(settings, request.url);
  let calls = 0;
  while (url && calls < settings.maxPages && posts.length < request.limit) {
    ctx.signal.throwIfAborted();
    const page = await fetchPage(ctx, url);
    calls += 1;
    // A post can show up on two pages when news arrives between the calls.
    posts.push(...page.posts.filter((p) => isUnseen(newestId, p) && !posts.some((q) => q.id === p.id)));
    // Pages run newest first: once a page holds a post seen before, the rest are older still.
    if (page.posts.some((p) => !isUnseen(newestId, p))) break;
    url = nextPageUrl(page.next, url, settings.authToken);
  }
  const kept = posts.slice(0, request.limit);
  const notModified = newestId !== null && kept.length === 0;
  return { items: kept.map(toRawItem), cursor: nextCursor(request.cursor, kept), notModified, calls };
}
