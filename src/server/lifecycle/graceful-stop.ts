import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import { CLOSE_RESERVE_MS } from '../config.js';

const SHUTTING_DOWN = { statusCode: 503, error: 'Service Unavailable', message: 'Shutting down' };

export interface HttpStopSettings {
  /** How long /readyz answers 503 while everything else is still served (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The whole stop, from the signal to the exit (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
}

export interface HttpStop {
  /** Stops taking traffic without cutting a request; resolves once the HTTP server has stopped. */
  stop(): Promise<void>;
}

/**
 * A stop no client sees as a reset. First /readyz turns 503 and every answer says
 * `Connection: close`, while requests are still served: a load balancer polling /readyz stops
 * sending here, and each keep-alive connection ends after its next answer, when the client knows
 * not to reuse it. The drain is waited out only when something has asked /readyz since the start:
 * otherwise nothing routes by it, and nothing would notice. Then the server stops: live streams end
 * with a reconnect hint (modules/live), the listener closes, idle connections end, and requests in
 * flight finish within what is left of the budget.
 */
export function prepareHttpStop(server: Server, { drainMs, timeoutMs, logger }: HttpStopSettings): HttpStop {
  let stopping = false;
  let probed = false;
  server.ext('onRequest', (request, h) => {
    if (request.path.replace(/\/+$/, '') !== '/readyz') return h.continue;
    probed = true;
    if (!stopping) return h.continue;
    return h.response(SHUTTING_DOWN).code(503).takeover();
  });
  server.ext('onPreResponse', (request, h) => {
    const response = request.response;
    if (!stopping || !response) return h.continue;
    if (Boom.isBoom(response)) response.output.headers.connection = 'close';
    else response.header('connection', 'close');
    return h.continue;
  });
  return {
    async stop() {
      const began = Date.now();
      stopping = true;
      const drain = probed ? drainMs : 0;
      logger.info({ drainMs: drain }, 'shutting down: /readyz answers 503; draining requests');
      if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain));
      await server.stop({ timeout: Math.max(0, timeoutMs - CLOSE_RESERVE_MS - (Date.now() - began)) });
    },
  };
}

/**
 * Ends the process with exit code 1 if the stop has not finished within its budget (background
 * work that hangs), so a supervisor's kill never has to; unref'd, it never holds the process up.
 */
export function exitIfStopHangs(timeoutMs: number, logger: Logger): void {
  setTimeout(() => {
    logger.error({ timeoutMs }, 'shutdown did not finish in time (SHUTDOWN_TIMEOUT_MS); exiting');
    process.exit(1);
  }, timeoutMs).unref();
}
