import type { Request } from '@hapi/hapi';
import ipaddr from 'ipaddr.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientIp } from '../../http/client-ip.js';

/** allowed: answer; hidden: 404 as if there were no such route; unauthorized: 401 asking for the token. */
export type MetricsAccess = 'allowed' | 'hidden' | 'unauthorized';

export interface MetricsAccessOptions {
  /** METRICS_TOKEN: callers send it as `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** METRICS_ALLOW: CIDRs (or single addresses) the caller must come from. */
  networks: string[];
  trustProxy: boolean;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function toRange(entry: string): Range {
  if (entry.includes('/')) return ipaddr.parseCIDR(entry);
  const address = ipaddr.process(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

function inNetworks(address: string, ranges: Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; process() gives the IPv4 back.
  const parsed = ipaddr.process(address);
  return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

// Hashing first gives both sides one length, so the comparison takes the same time whatever was sent.
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics: off (null) unless a token or networks are set; with both, a caller needs
 * both. A caller outside the networks sees no such route; one inside with a missing or wrong token
 * is told to authenticate, so a scraper's misconfiguration shows as 401 rather than a puzzling 404.
 */
export function createMetricsAccess(options: MetricsAccessOptions): ((request: Request) => MetricsAccess) | null {
  const { token, trustProxy } = options;
  if (token === undefined && options.networks.length === 0) return null;
  const ranges = options.networks.map(toRange);
  return (request) => {
    if (ranges.length > 0 && !inNetworks(clientIp(request, trustProxy), ranges)) return 'hidden';
    if (token === undefined) return 'allowed';
    const given = bearerToken(request);
    return given !== null && sameToken(given, token) ? 'allowed' : 'unauthorized';
  };
}
