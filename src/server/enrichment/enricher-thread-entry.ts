// The worker side of enricher-thread.ts: one local enricher, answering one article at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { localEnricher } from '../../plugins/index.js';
import { type ArticleText, type Asset, InvalidResponseError } from '../../plugins/sdk/index.js';
import { createLogger } from '../logger.js';

export interface ThreadRequest {
  id: number;
  article: ArticleText;
  /** The host's clock when the article was handed over (recency is scored against it). */
  now: number;
}

const { logLevel, assets } = workerData as { logLevel: string; assets: Asset[] };
let clock = new Date();
const enricher = localEnricher.create(
  {
    pluginId: 'local',
    logger: createLogger(logLevel).child({ enricher: 'local' }),
    // The local enricher works offline; this thread has no network client at all.
    http: { request: () => Promise.reject(new InvalidResponseError('The local enricher thread has no network access')) },
    signal: new AbortController().signal,
    now: () => clock,
    // The host's list, handed over when the thread started.
    assets,
  },
  {},
);

parentPort?.on('message', async ({ id, article, now }: ThreadRequest) => {
  clock = new Date(now);
  try {
    parentPort?.postMessage({ id, enrichment: await enricher.enrich(article) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
