import type { Request } from '@hapi/hapi';
import { clientIp } from './client-ip.js';

/** Who is asking: the address (for rate limits and the audit log) and the browser's name. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function requestMeta(request: Request, trustProxy: boolean): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: clientIp(request, trustProxy), userAgent: typeof userAgent === 'string' ? userAgent : null };
}
