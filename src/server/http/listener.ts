import { createServer, type Server } from 'node:http';

// Node looks for overdue requests every 30 s by default: a stalled request would outlive its limit by up to that.
const MOST_CHECK_INTERVAL_MS = 5_000;

/**
 * The HTTP server Hapi listens with. Node's own limit on receiving a request is 5 minutes, and a
 * request whose body never finishes is held that long: Hapi's payload timeout answers 408 only
 * after reading the rest of the body, which such a client never sends. Each one held a socket
 * and a file descriptor, so a few hundred of them from one client could starve the process.
 * Here the whole request, headers and body, must arrive within REQUEST_TIMEOUT_MS. Once received,
 * an answer may take as long as it takes: a live stream is not cut.
 */
export function createListener(requestTimeoutMs: number): Server {
  return createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(MOST_CHECK_INTERVAL_MS, requestTimeoutMs / 4),
    // Node's own refusal of an HTTP/1.1 request without Host is a bare 400: http/client-errors.ts
    // refuses it in the API's error shape instead.
    requireHostHeader: false,
  });
}
