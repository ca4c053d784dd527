import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FeedCounts {
  full: number;
  notModified: number;
  bytes: number;
}

export interface FeedServer {
  /** One URL per feed, spread over the loopback hosts. */
  urls: string[];
  /** Whether answers carry an ETag (and honour If-None-Match); off makes every fetch a full one. */
  setEtags(on: boolean): void;
  /** Answers since the last call, then starts counting afresh. */
  takeCounts(): FeedCounts;
  stop(): Promise<void>;
}

interface Feed {
  plain: Buffer;
  gzip: Buffer;
  etag: string;
}

function toFeed(text: string): Feed {
  const plain = Buffer.from(text, 'utf8');
  return { plain, gzip: gzipSync(plain), etag: `"${createHash('sha1').update(plain).digest('hex').slice(0, 16)}"` };
}

/**
 * Serves the feeds from `hosts` loopback addresses (127.0.0.1, 127.0.0.2, …), feeds dealt out in
 * turn, so the per-host cap applies as it would to feeds on many sites. Bodies are gzipped when
 * the client accepts it, as most news sites do.
 */
export async function startFeedServer(texts: string[], hosts: number): Promise<FeedServer> {
  const feeds = texts.map(toFeed);
  let etags = true;
  let counts: FeedCounts = { full: 0, notModified: 0, bytes: 0 };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const feed = feeds[Number(/^\/feeds\/(\d+)\.xml$/.exec(req.url ?? '')?.[1] ?? -1)];
    if (!feed) return void res.writeHead(404).end();
    if (etags && req.headers['if-none-match'] === feed.etag) {
      counts.notModified += 1;
      return void res.writeHead(304, { etag: feed.etag }).end();
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? feed.gzip : feed.plain;
    counts.full += 1;
    counts.bytes += body.length;
    const headers: Record<string, string> = { 'content-type': 'application/rss+xml; charset=utf-8' };
    if (gzip) headers['content-encoding'] = 'gzip';
    if (etags) headers.etag = feed.etag;
    res.writeHead(200, headers).end(body);
  };

  const servers: Server[] = [];
  const bases: string[] = [];
  for (let host = 1; host <= hosts; host += 1) {
    const server = createServer(handle).listen(0, `127.0.0.${host}`);
    await once(server, 'listening');
    servers.push(server);
    bases.push(`http://127.0.0.${host}:${(server.address() as AddressInfo).port}`);
  }

  return {
    urls: feeds.map((_, n) => `${bases[n % hosts]}/feeds/${n}.xml`),
    setEtags: (on) => (etags = on),
    takeCounts: () => {
      const taken = counts;
      counts = { full: 0, notModified: 0, bytes: 0 };
      return taken;
    },
    stop: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
      await Promise.all(servers.map((server) => once(server, 'close')));
    },
  };
}
