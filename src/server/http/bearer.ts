import type { Request } from '@hapi/hapi';

/**
 * The token of an `Authorization: Bearer …` header ('' when the header names Bearer but holds no
 * token), or null without one. Another scheme (a proxy's Basic auth) is not ours, and leaves the
 * request to the session cookie.
 */
export function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

/** Whether the raw Cookie header carries the session cookie (readable before Hapi parses cookies). */
export function sendsSessionCookie(request: Request, cookieName: string): boolean {
  const header = request.headers.cookie;
  return typeof header === 'string' && header.split(';').some((pair) => pair.trim().startsWith(`${cookieName}=`));
}

/**
 * A script's call: a bearer token and no session cookie. A browser never adds an Authorization
 * header to a request another site makes it send (that takes a CORS preflight we never allow), so
 * such a call needs neither the CSRF token nor the same-site check. With a session cookie present
 * both checks stay, whatever else is sent.
 */
export function isScriptCall(request: Request, cookieName: string): boolean {
  return bearerToken(request) !== null && !sendsSessionCookie(request, cookieName);
}
