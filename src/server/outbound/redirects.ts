import { InvalidResponseError, RejectedError } from '../../plugins/sdk/errors.js';
import { parseHttpUrl } from './http-url.js';

/** One request on the way to the final answer: the first URL or a redirect target. */
export interface Hop {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

// Sent to the origin the plugin named; a redirect elsewhere must not carry them along.
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** The hop a redirect answer leads to, or null when the answer is final (not a redirect, or no Location). */
export function nextHop(hop: Hop, status: number, location: string | undefined): Hop | null {
  if (!REDIRECT_STATUSES.has(status) || !location) return null;
  const url = parseHttpUrl(location, hop.url);
  const headers = { ...hop.headers };
  if (url.origin !== hop.url.origin) {
    for (const name of CREDENTIAL_HEADERS) delete headers[name];
  }
  // 307 and 308 promise the same request again; 301, 302 and 303 become a GET as in browsers.
  if (status === 307 || status === 308) return { url, method: hop.method, headers, body: hop.body };
  // Not for a POST: it would go on as a GET without its body, and that GET's 200 (a login page, a
  // site's front page) would pass for a delivered alert or a published post. The message names the
  // target's origin only: a webhook's path is its credential (Slack, Discord), and so may be the
  // path it redirects to, and this text is stored, shown and logged.
  if (hop.method !== 'GET') {
    throw new RejectedError(`The address redirects (${status}) to ${url.origin}, where a POST would arrive as a GET without its content: use the address it redirects to instead`);
  }
  delete headers['content-type'];
  return { url, method: 'GET', headers };
}

/** The error for a chain longer than allowed. */
export function tooManyRedirects(maxRedirects: number): InvalidResponseError {
  return new InvalidResponseError(`Too many redirects (more than ${maxRedirects})`);
}
