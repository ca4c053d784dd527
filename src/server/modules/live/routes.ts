import type { Plugin } from '@hapi/hapi';
import { PassThrough } from 'node:stream';
import { AUTH, type CredentialsCheck } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { LiveEvent, LiveHub } from './hub.js';

const PING_MS = 15_000;
// On a stop, when the browser comes back: spread over a few seconds, so the streams of an
// instance that stops do not all land on the next one at the same moment.
const RECONNECT_MS = 1_000;
const RECONNECT_SPREAD_MS = 2_000;
/**
 * What a stream may hold unread before it is ended. A reader that stops reading (a frozen tab, a
 * client that keeps the socket open and reads nothing) would otherwise have every event kept for it
 * in memory; a live reader never comes near this, and one that comes back reconnects.
 */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** The last frame of a stream the server ends: when to reconnect, and why the end is expected. */
function goodbye(): string {
  return `retry: ${RECONNECT_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n: server stopping; reconnect\n\n`;
}

function frame(event: LiveEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The frame this stream's reader gets, if any: a member's notification reaches only their own streams, without the member's id. */
function frameFor(event: LiveEvent, userId: number | null): string | null {
  if (event.event !== 'notification') return frame(event);
  const { userId: owner, ...data } = event.data as { userId: number };
  return owner === userId ? frame({ event: event.event, data }) : null;
}

/** GET /api/live: Server-Sent Events of new and updated articles, market refreshes and the member's notifications. */
export const liveRoutes: Plugin<{ live: LiveHub; countClients: (count: number) => void; stillSignedIn: CredentialsCheck }> = {
  name: 'live',
  register(server, { live, countClients, stillSignedIn }) {
    // Each open stream's end: it stops the stream's pings and events, then ends it with `last`.
    const streams = new Set<(last?: string) => void>();
    // Open streams would hold a graceful stop until its timeout; end them first, each with a
    // reconnect hint, so the browser comes back (to another instance) and not as after an error.
    server.ext('onPreStop', () => {
      for (const end of [...streams]) end(goodbye());
    });

    server.route(
      route({
        method: 'GET',
        path: '/api/live',
        summary: 'Server-sent events: articles added or changed, market quotes refreshed, and the member’s own notifications',
        response: { type: 'text/event-stream' },
        auth: AUTH.optional,
        handler: ({ request, h, user }) => {
          const stream = new PassThrough();
          const userId = user?.id ?? null;
          const { credentials } = request.auth;
          const send = (text: string) => {
            // A frame held for the check below may come after the stream ended.
            if (!streams.has(stop)) return;
            if (stream.writableLength + stream.readableLength > MAX_UNREAD_BYTES) stop();
            else stream.write(text);
          };
          // The stream outlives the sign-in that opened it: before a member's own event goes out, the
          // session or token is checked again, and a stream whose sign-in has ended (signed out, a
          // password reset, a token revoked) is ended instead. One check serves the events that
          // arrive while it runs. A failed check ends the stream too: the browser comes back and
          // signs in anew.
          let checking: Promise<boolean> | null = null;
          const stillMine = () => (checking ??= stillSignedIn(credentials).finally(() => (checking = null)));
          const unsubscribe = live.subscribe((event) => {
            const text = frameFor(event, userId);
            if (text === null) return;
            if (event.event !== 'notification') return send(text);
            stillMine().then(
              (yes) => (yes ? send(text) : stop(': signed out\n\n')),
              () => stop(),
            );
          });
          const ping = setInterval(() => send(': ping\n\n'), PING_MS);
          const stop = (last?: string) => {
            if (!streams.delete(stop)) return;
            clearInterval(ping);
            unsubscribe();
            countClients(streams.size);
            stream.end(last);
          };
          streams.add(stop);
          countClients(streams.size);
          request.raw.req.once('close', () => stop());
          stream.write('retry: 5000\n: connected\n\n');
          return h
            .response(stream)
            .type('text/event-stream')
            .header('cache-control', 'no-cache, no-transform')
            .header('x-accel-buffering', 'no')
            // Set so Hapi does not gzip the stream, which would hold events back in its buffer.
            .header('content-encoding', 'identity');
        },
      }),
    );
  },
};
