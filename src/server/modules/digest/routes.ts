import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { unsubscribedSchema } from '../../../contracts/digest.js';
import { BadRequestError } from '../../errors.js';
import { route } from '../../http/route.js';
import type { DigestService } from './service.js';

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** @hapi/crumb's per-route switch (it ships no types). */
    crumb?: boolean;
  }
}

interface Deps {
  digest: DigestService;
}

// A link cut short, doubled or mangled by a mail client is a link that is not valid: the page says
// so in words rather than answer a person with a JSON validation error.
const query = z.object({ token: z.string().max(100).optional().catch(undefined) });

const unsubscribe = (digest: DigestService, token: string | undefined) => (token === undefined ? Promise.resolve(false) : digest.unsubscribe(token));

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · AlphaWire</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b0f14;color:#e6e9ee;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem}h1{font-size:1.4rem}a{color:#20c997}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to AlphaWire</a></p></main></body></html>`;
}

// What a mail client's one-click POST may be sent as (RFC 8058 §3.1), and JSON as every other call.
const ONE_CLICK_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain', 'application/json'];

const DONE = 'You will get no more daily digest e-mails. You can turn the digest back on at any time under News Preferences.';
const BAD = 'This unsubscribe link is not valid. Turn the digest off under News Preferences instead.';

/**
 * The digest mail's one-click unsubscribe: no sign-in, the signed token names the member. GET is
 * the link a person opens; POST is RFC 8058's one-click call a mail client makes from the
 * List-Unsubscribe-Post header (no CSRF token: the signed token is the proof).
 */
export const digestRoutes: Plugin<Deps> = {
  name: 'digest',
  register(server, { digest }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/digest/unsubscribe',
        summary: 'The digest e-mail’s unsubscribe link: a page saying it is done',
        response: { type: 'text/html', errorType: 'text/html' },
        query,
        handler: async ({ query: { token }, h }) => {
          const done = await unsubscribe(digest, token);
          const html = done ? page('You are unsubscribed', DONE) : page('Link not valid', BAD);
          return h.response(html).type('text/html; charset=utf-8').code(done ? 200 : 400).header('cache-control', 'no-store');
        },
      }),
      route({
        method: 'POST',
        path: '/api/digest/unsubscribe',
        summary: 'One-click unsubscribe from the digest, as mail clients send it (no CSRF header)',
        response: unsubscribedSchema,
        query,
        // The body says only "List-Unsubscribe=One-Click", as multipart/form-data (the RFC's SHOULD) or
        // form-encoded: the token is the proof, so the body is read but not parsed, whatever its type.
        options: { plugins: { crumb: false }, payload: { parse: false, output: 'data', maxBytes: 16 * 1024, allow: ONE_CLICK_TYPES } },
        handler: async ({ query: { token } }) => {
          if (!(await unsubscribe(digest, token))) throw new BadRequestError(BAD);
          return { message: DONE };
        },
      }),
    ]);
  },
};
