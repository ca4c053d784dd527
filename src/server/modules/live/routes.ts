import type { Plugin } from '@hapi/hapi';
import { PassThrough } from 'node:stream';
import { route } from '../../http/route.js';
import type { LiveEvent, LiveHub } from './hub.js';

const PING_MS = 15_000;

function frame(event: LiveEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** GET /api/live: Server-Sent Events of new and updated articles and market refreshes. */
export const liveRoutes: Plugin<{ live: LiveHub; countClients: (count: number) => void }> = {
  name: 'live',
  register(server, { live, countClients }) {
    const streams = new Set<PassThrough>();
    // Open streams would hold a graceful stop until its timeout; end them first.
    server.ext('onPreStop', () => {
      for (const stream of streams) stream.end();
    });

    server.route(
      route({
        method: 'GET',
        path: '/api/live',
        summary: 'Server-sent events: articles added or changed, market quotes refreshed',
        response: { type: 'text/event-stream' },
        handler: ({ request, h }) => {
          const stream = new PassThrough();
          streams.add(stream);
          countClients(streams.size);
          const unsubscribe = live.subscribe((event) => stream.write(frame(event)));
          const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
          const stop = () => {
            clearInterval(ping);
            unsubscribe();
            streams.delete(stream);
            countClients(streams.size);
            stream.end();
          };
          request.raw.req.once('close', stop);
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
