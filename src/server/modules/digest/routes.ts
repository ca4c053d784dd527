import type { Plugin, ResponseToolkit } from '@hapi/hapi';
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

/** A small page; `action` is a form's own HTML (the confirmation's button), already escaped. */
function page(title: string, text: string, action = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · AlphaWire</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b0f14;color:#e6e9ee;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem}h1{font-size:1.4rem}a{color:#20c997}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#20c997;color:#0b0f14;cursor:pointer}</style></head>
<body><main><h1>${title}</h1><p>${text}</p>${action}<p><a href="/">Back to AlphaWire</a></p></main></body></html>`;
}

/** The confirmation's button: a form posting the token (base64url and digits, nothing to escape) to the confirm call. */
function confirmForm(token: string): string {
  return `<form method="post" action="/api/digest/unsubscribe/confirm?token=${encodeURIComponent(token)}"><p><button type="submit">Unsubscribe</button></p></form>`;
}

const htmlPage = (h: ResponseToolkit, html: string, code: number) => h.response(html).type('text/html; charset=utf-8').code(code).header('cache-control', 'no-store');

// What a mail client's one-click POST may be sent as (RFC 8058 §3.1), and JSON as every other call.
const ONE_CLICK_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain', 'application/json'];

const ASK = 'Turn the daily digest e-mails off for this account? You can turn them back on at any time under News Preferences.';
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
        summary: 'The digest e-mail’s unsubscribe link: a page asking to confirm',
        response: { type: 'text/html', errorType: 'text/html' },
        query,
        // Only a page with a button: mail scanners and link checkers open every link in a mail
        // (RFC 8058 §1), and this GET (or Hapi's HEAD of it) unsubscribed members who never clicked.
        handler: ({ query: { token }, h }) => {
          if (token === undefined || !digest.isValidLink(token)) return htmlPage(h, page('Link not valid', BAD), 400);
          return htmlPage(h, page('Unsubscribe from the daily digest?', ASK, confirmForm(token)), 200);
        },
      }),
      route({
        method: 'POST',
        path: '/api/digest/unsubscribe/confirm',
        summary: 'The unsubscribe page’s button: turns the digest off and says it is done',
        response: { type: 'text/html', errorType: 'text/html' },
        query,
        // Sent by the page's form: no CSRF header (the signed token is the proof), and whatever its body.
        options: { plugins: { crumb: false }, payload: { parse: false, output: 'data', maxBytes: 16 * 1024, allow: ONE_CLICK_TYPES } },
        handler: async ({ query: { token }, h }) => {
          if (!(await unsubscribe(digest, token))) return htmlPage(h, page('Link not valid', BAD), 400);
          return htmlPage(h, page('You are unsubscribed', DONE), 200);
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
