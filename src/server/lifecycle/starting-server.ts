import { createServer, type ServerResponse } from 'node:http';

const WAITING = { statusCode: 503, error: 'Service Unavailable', message: 'Starting: waiting for the database' };
// What a client should wait before asking again: about the pause between two tries of the database.
const RETRY_AFTER_SECONDS = '5';

export interface StartingServer {
  /**
   * Stops listening, so the app's own server can take the port at once. Requests already accepted
   * are still answered here; no connection is cut.
   */
  release(): void;
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // Every connection ends with its answer: none is left for the app's server to inherit.
    connection: 'close',
    ...(status === 503 ? { 'retry-after': RETRY_AFTER_SECONDS } : {}),
  });
  res.end(JSON.stringify(body));
}

/**
 * Holds the app's port while the process waits for its database: /healthz says the process is
 * alive (so an orchestrator does not restart it), /readyz and every other path answer 503 in the
 * API's error format (so a load balancer sends it nothing yet).
 */
export async function startStartingServer(host: string, port: number): Promise<StartingServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://starting').pathname.replace(/(.)\/+$/, '$1');
    const asksLiveness = path === '/healthz' && (req.method === 'GET' || req.method === 'HEAD');
    if (asksLiveness) send(res, 200, { status: 'starting' });
    else send(res, 503, WAITING);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { release: () => void server.close() };
}
