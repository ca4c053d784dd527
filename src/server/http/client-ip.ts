import type { Request } from '@hapi/hapi';

/** The caller's address: the first X-Forwarded-For hop when behind a trusted proxy, else the socket's. */
export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    if (first) return first;
  }
  return request.info.remoteAddress;
}
