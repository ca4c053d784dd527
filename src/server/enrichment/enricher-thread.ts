import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ArticleText, type Asset, type Enrichment, type EnricherInstance, LOAD_MODULE, LOWER_THREAD_PRIORITY, moduleBeside } from '../../plugins/sdk/index.js';
import type { ThreadRequest } from './enricher-thread-entry.js';

type Reply = { id: number; enrichment: Enrichment } | { id: number; error: string };

// Run from the sources, the worker reads TypeScript through tsx's require hook (LOAD_MODULE): unlike
// its ESM hook it needs no loader thread of its own, so the worker costs about 10 MB instead of 60.
const BOOT = `${LOWER_THREAD_PRIORITY}
${LOAD_MODULE}
loadModule(${JSON.stringify(fileURLToPath(moduleBeside('./enricher-thread-entry', import.meta.url)))});`;

// A smaller young generation than V8's default keeps the thread's memory near its working set;
// the extra collections run on the thread's own core.
const LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 };

export interface EnricherThread extends EnricherInstance {
  /** Starts the thread if it is not running and scores a sample on it, whose answer is dropped. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

// Written for the warm-up: English, so the thread reads the shipped model, and naming an asset.
const WARM_UP_ARTICLE: Omit<ArticleText, 'publishedAt'> = {
  id: 0,
  title: 'Bitcoin climbs as traders weigh the central bank outlook',
  text: 'The largest cryptocurrency rose 3% on Tuesday while shares of miners fell. Analysts expect volatility to stay high.',
  url: null,
  source: 'AlphaWire',
  sourceWeight: 50,
  categories: [],
  entities: [],
  providerSentiment: null,
  votes: null,
  clusterSize: 1,
  language: 'en',
};

/**
 * The local enricher on a worker thread of its own: the millisecond or so of CPU it spends per
 * article no longer holds up requests or the storing of the next feeds, and runs beside them on
 * a second core. Started on first use or by warm(), and again after a crash (the articles in hand then fail).
 */
export function startLocalEnricherThread(now: () => Date, logLevel: string, assets: readonly Asset[]): EnricherThread {
  const waiting = new Map<number, { resolve: (enrichment: Enrichment) => void; reject: (error: Error) => void }>();
  let worker: Worker | null = null;
  let nextId = 0;

  function failAll(error: Error): void {
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = new Worker(BOOT, { eval: true, workerData: { logLevel, assets }, resourceLimits: LIMITS });
    started.on('message', (reply: Reply) => {
      const caller = waiting.get(reply.id);
      waiting.delete(reply.id);
      // An idle thread must not keep the process alive.
      if (waiting.size === 0) started.unref();
      if ('error' in reply) caller?.reject(new Error(reply.error));
      else caller?.resolve(reply.enrichment);
    });
    started.on('error', failAll);
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('The enricher thread stopped'));
    });
    return started;
  }

  function enrich(article: ArticleText): Promise<Enrichment> {
    worker ??= start();
    const request: ThreadRequest = { id: nextId++, article, now: now().getTime() };
    const reply = new Promise<Enrichment>((resolve, reject) => waiting.set(request.id, { resolve, reject }));
    worker.ref();
    worker.postMessage(request);
    return reply;
  }

  return {
    enrich,
    async warm() {
      await enrich({ ...WARM_UP_ARTICLE, publishedAt: now() });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
