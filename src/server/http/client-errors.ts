import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import type { Logger } from 'pino';

// Node's parser codes for a request too big to read: its head, or a chunk of its body.
const TOO_LARGE: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413 };

function answer(status: number, message: string): string {
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

// Node keeps the answer being written on its socket (as its own default for this error checks).
const answerStarted = (socket: Socket): boolean => (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent === true;

/**
 * A request Node cannot parse never reaches a route, and Hapi answers it with a bare
 * "400 Bad Request" and no body. This answers it in the API's one error shape instead, and logs
 * it at debug level: a client that sends garbage or drops its connection is not our error.
 */
export function answerUnreadableRequests(server: Server, logger: Logger): void {
  server.listener.removeAllListeners('clientError');
  server.listener.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Only the code and reason: the error also carries the raw bytes, cookies and all.
    logger.debug({ err: { code: error.code, message: error.message } }, 'client connection error');
    // A request that did not arrive in time (REQUEST_TIMEOUT_MS, http/listener.ts) is told so,
    // unless its answer has started.
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.writable && !answerStarted(socket)) {
      socket.end(answer(408, 'The request took too long to arrive'));
      return;
    }
    // A reset connection, or one whose answer is already on its way, has nobody left to tell.
    if (!socket.writable || (error as { bytesParsed?: number }).bytesParsed === undefined) {
      socket.destroy();
      return;
    }
    const status = TOO_LARGE[error.code ?? ''] ?? 400;
    const message = status === 431 ? 'The request line and headers are too large (a very long URL or cookie)' : status === 413 ? 'Payload content length greater than maximum allowed' : 'The request could not be read as HTTP';
    socket.end(answer(status, message));
  });
}

/**
 * Requests Node would answer itself, with a bare status and no body, or not at all: an Expect
 * other than 100-continue (417), a CONNECT (the socket closed unanswered), and an HTTP/1.1 request
 * without Host (400, refused here since the listener leaves it to us: http/listener.ts). Each gets
 * the API's one error shape.
 */
export function answerRequestsNodeRefuses(server: Server): void {
  server.listener.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({ statusCode: 417, error: STATUS_CODES[417], message: 'The only Expect this server takes is 100-continue' });
    res.shouldKeepAlive = false;
    res.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
    res.end(body);
  });
  server.listener.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(answer(405, 'This server is no proxy: CONNECT is not taken'));
  });
  server.ext('onRequest', (request, h) => {
    if (request.raw.req.httpVersion === '1.1' && request.headers.host === undefined) throw Boom.badRequest('An HTTP/1.1 request must name its Host');
    return h.continue;
  });
}
