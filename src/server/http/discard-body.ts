import type { IncomingMessage } from 'node:http';
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';

// What a refused upload may still send before its answer goes out.
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;
const DISCARD_MAX_MS = 5_000;
const hardDestroy = Symbol('hardDestroy');
const discarding = Symbol('discarding');

type Upload = IncomingMessage & { [hardDestroy]?: IncomingMessage['destroy']; [discarding]?: Promise<void> };

/**
 * A body declared longer than its route takes is refused before any of it is read: Hapi's own
 * refusal comes at the payload step, after it has read the whole body to its end (a gigabyte
 * declared was read for 12 s, five took 30 s and were answered 408). The refusal's answer then
 * reads at most discardBody's budget.
 */
export function refuseDeclaredOversizeUploads(server: Server): void {
  server.ext('onPreAuth', (request, h) => {
    const declared = Number(request.headers['content-length']);
    const maxBytes = request.route.settings.payload?.maxBytes;
    const parsed = request.method !== 'get' && request.method !== 'head';
    if (parsed && maxBytes !== undefined && Number.isFinite(declared) && declared > maxBytes) {
      throw Boom.entityTooLarge(`Payload content length greater than maximum allowed: ${maxBytes}`);
    }
    return h.continue;
  });
}

/**
 * An answer sent while the client is still uploading is lost: closing a socket with unread bytes
 * makes the kernel reset the connection, and the client drops the answer with it. Hapi's body
 * reader destroys a chunked upload once it passes the size limit, which does exactly that before
 * the 413 can be read. For uploads of unknown length, destroying now only stops reading into
 * memory; the rest of the body is discarded (see discardBody) and the socket stays for the answer.
 */
export function keepRefusedUploadsAnswerable(server: Server): void {
  server.ext('onRequest', (request, h) => {
    const req: Upload = request.raw.req;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return h.continue;
    const original = req.destroy.bind(req);
    req[hardDestroy] = original;
    req.destroy = (error?: Error) => {
      // A destroy with a cause is a broken connection, not a refusal: it goes through at once.
      if (error) return original(error);
      // Hapi reads the rest to its end before it answers: within discardBody's budget only.
      void discardBody(req);
      return req;
    };
    return h.continue;
  });
}

/**
 * Reads and throws away what is left of a request body, up to a budget, so its answer can be
 * read; past the budget the connection is closed (a client that never stops sending gets nothing).
 */
export function discardBody(req: Upload): Promise<void> {
  // One budget for the request, whoever asks first (the refusal, then its answer).
  req[discarding] ??= discardWithin(req);
  return req[discarding];
}

async function discardWithin(req: Upload): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  const ended = await new Promise<boolean>((resolve) => {
    let seen = 0;
    const stop = (done: boolean) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onFail);
      resolve(done);
    };
    const onEnd = () => stop(true);
    const onFail = () => stop(false);
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) stop(false);
    };
    const timer = setTimeout(onFail, DISCARD_MAX_MS);
    req.on('data', onData).once('end', onEnd).once('error', onFail).once('close', onFail);
    req.resume();
  });
  if (!ended) (req[hardDestroy] ?? req.destroy.bind(req))();
}
