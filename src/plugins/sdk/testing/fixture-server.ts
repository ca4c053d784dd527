import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the fixture server. A route with etag or lastModified answers 304 to a matching conditional request. */
export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A file to serve as the body (read on each request, so a test may change it). */
  file?: string | URL;
  etag?: string;
  lastModified?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/feed.xml?page=2". */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A route: a body as is, a full answer, or a function of the request for answers that change. */
export type FixtureRoute = string | Buffer | FixtureResponse | ((request: RecordedRequest) => FixtureResponse | Promise<FixtureResponse>);

export interface FixtureServer {
  /** Base URL without a trailing slash, e.g. "http://127.0.0.1:40123". */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

function isNotModified(request: RecordedRequest, answer: FixtureResponse): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (answer.etag && ifNoneMatch) return ifNoneMatch === answer.etag;
  const ifModifiedSince = request.headers['if-modified-since'];
  return Boolean(answer.lastModified && ifModifiedSince === answer.lastModified);
}

async function resolveAnswer(route: FixtureRoute | undefined, request: RecordedRequest): Promise<FixtureResponse> {
  if (route === undefined) return { status: 404, body: 'Not found' };
  if (typeof route === 'string' || Buffer.isBuffer(route)) return { body: route };
  return typeof route === 'function' ? route(request) : route;
}

async function writeAnswer(res: ServerResponse, request: RecordedRequest, answer: FixtureResponse): Promise<void> {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.etag) headers.etag = answer.etag;
  if (answer.lastModified) headers['last-modified'] = answer.lastModified;
  if (isNotModified(request, answer)) {
    res.writeHead(304, headers).end();
    return;
  }
  const body = answer.file ? await readFile(answer.file) : (answer.body ?? '');
  res.writeHead(answer.status ?? 200, headers).end(body);
}

/**
 * Starts an HTTP server on 127.0.0.1 (a free port) answering each path from `routes` (keyed by
 * path with query, or by path alone); unknown paths get 404. Stop it in afterAll.
 */
export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const request: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers };
    requests.push(request);
    const route = routes[path] ?? routes[path.split('?')[0] ?? path];
    resolveAnswer(route, request)
      .then((answer) => writeAnswer(res, request, answer))
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // keep-alive sockets would hold close() open for seconds
      }),
  };
}
