import type { Request } from '@hapi/hapi';

/**
 * The caller's address. Behind the trusted proxy it is the last X-Forwarded-For hop, the one that
 * proxy wrote: one that appends to the header (nginx's $proxy_add_x_forwarded_for) leaves the
 * caller's own text in front, and reading the first hop let a caller pick its address for each
 * request (rate limits, the audit log). Without the proxy, the connection's.
 */
export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
    if (last) return last;
  }
  return request.info.remoteAddress;
}
