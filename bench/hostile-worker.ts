// One hostile case of bench/hostile.ts: AlphaWire (context and HTTP server, as `npm start` runs it)
// in its own process, so the parent can time /healthz and read this process's memory from outside
// while a source is fetched here. Sends { port } when listening, then { outcome } for the feed URL it
// is given.
import { rssSource } from '../src/plugins/sources/rss/index.js';
import { loadConfig } from '../src/server/config.js';
import { type AppContext, createContext } from '../src/server/context.js';
import { createLogger } from '../src/server/logger.js';
import { createSourcesRepository } from '../src/server/modules/sources/repository.js';
import { createServer } from '../src/server/server.js';

export interface HostileOutcome {
  error: string | null;
  added: number;
  /** Full-text status and reason of each article of the source. */
  fullText: { status: string; error: string | null }[];
}

async function fetchFeed(ctx: AppContext, url: string): Promise<HostileOutcome> {
  const source = await createSourcesRepository(ctx.knex).insert({ name: 'Hostile', type: 'rss', plugin: 'rss', url, categories: [], enabled: true });
  const outcome = await ctx.services.scheduler.fetchNow(source.id);
  await ctx.services.fullText.onIdle();
  const rows = await ctx.knex('articles').where({ source_id: source.id }).select('full_content_status', 'full_content_error');
  return {
    error: outcome ? outcome.error : 'not fetched (held by another run)',
    added: outcome?.added ?? 0,
    fullText: rows.filter((r) => r.full_content_status !== 'none').map((r) => ({ status: r.full_content_status, error: r.full_content_error })),
  };
}

const config = loadConfig(process.env);
const ctx = await createContext(config, createLogger(config.LOG_LEVEL), [rssSource]);
const server = await createServer(ctx);
await server.start();
process.send?.({ port: server.info.port });
process.on('message', (message: { url: string }) => {
  void fetchFeed(ctx, message.url).then((outcome) => process.send?.({ outcome }));
});
process.on('SIGTERM', () => {
  void server.stop().then(() => ctx.close()).then(() => process.exit(0));
});
