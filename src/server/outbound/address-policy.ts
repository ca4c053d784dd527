import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { resolveWithin } from './resolver.js';
import type { HostResolver } from './resolver.js';

/**
 * Decides whether the client may open a connection to one resolved address: the reason it is
 * refused in an admin's words ("private address"), or null when it is allowed. The port is
 * passed so a test can allow exactly its own loopback fixture and nothing else.
 */
export type AddressPolicy = (address: string, port: number) => string | null;

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

// Cloud metadata endpoints: AWS, GCP, Azure, OpenStack (v4) and AWS's IPv6 twin. They sit in
// link-local / unique-local space anyway; naming them makes the refusal obvious to an admin.
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

const IPV4_REASONS: Record<string, string> = {
  loopback: 'loopback address',
  private: 'private address',
  linkLocal: 'link-local address',
  carrierGradeNat: 'shared (CGNAT) address',
  multicast: 'multicast address',
  unspecified: 'unspecified address',
  broadcast: 'broadcast address',
};

const IPV6_REASONS: Record<string, string> = {
  loopback: 'loopback address',
  uniqueLocal: 'private address',
  deprecatedSiteLocal: 'private address',
  linkLocal: 'link-local address',
  multicast: 'multicast address',
  unspecified: 'unspecified address',
  rfc6052: 'private address',
};

// Only global unicast (2000::/3) reaches the public internet; the rest of the unlisted IPv6
// space (IPv4-compatible ::a.b.c.d among it) is reserved and has no business in a feed URL.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** Classifies one IP address (any textual form ipaddr.js reads): null when it is public, else why not. */
export function refusalReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? ipv4Reason(parsed as IPv4) : ipv6Reason(parsed as IPv6);
}

function ipv4Reason(address: IPv4): string | null {
  if (METADATA_ADDRESSES.has(address.toString())) return 'cloud metadata address';
  const range = address.range();
  if (range === 'unicast') return null;
  return IPV4_REASONS[range] ?? 'reserved address';
}

function ipv6Reason(address: IPv6): string | null {
  if (METADATA_ADDRESSES.has(address.toString())) return 'cloud metadata address';
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const reason = ipv4Reason(embedded.v4);
    return reason === null ? null : `${reason} (${embedded.via})`;
  }
  const range = address.range();
  if (range === 'unicast' && address.match(GLOBAL_UNICAST)) return null;
  return IPV6_REASONS[range] ?? 'reserved address';
}

/**
 * The IPv4 address that IPv6 forms carry and that the network may deliver to: IPv4-mapped and
 * translated (::ffff:…), NAT64 (64:ff9b::/96, which a DNS64 resolver hands out for public
 * hosts too) and 6to4 (2002::/16). Judging the inner address refuses ::ffff:127.0.0.1 while
 * still allowing NAT64 networks to reach public sites.
 */
function embeddedIPv4(address: IPv6): { v4: IPv4; via: string } | null {
  const parts = address.parts;
  const fromWords = (high: number, low: number): IPv4 =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return { v4: fromWords(parts[6] ?? 0, parts[7] ?? 0), via: 'IPv4-mapped IPv6' };
    case 'rfc6052':
      // 64:ff9b:1::/48 is the local-use NAT64 prefix: a private network by definition.
      if (parts[1] !== 0xff9b || parts[2] !== 0) return null;
      return { v4: fromWords(parts[6] ?? 0, parts[7] ?? 0), via: 'NAT64' };
    case '6to4':
      return { v4: fromWords(parts[1] ?? 0, parts[2] ?? 0), via: '6to4' };
    default:
      return null;
  }
}

/** Builds the production policy: every non-public address is refused unless allowPrivate is set. */
export function createAddressPolicy(options: { allowPrivate: boolean }): AddressPolicy {
  if (options.allowPrivate) return () => null;
  return (address) => refusalReason(address);
}

/**
 * Why a URL's host, as written, is a private or local address the client would refuse, or null:
 * what a form can tell at once. A name is resolvedHostReason's, and the connector's at connect time.
 */
export function privateHostReason(url: URL): string | null {
  // A trailing dot (the root of DNS) names the same host: localhost. is localhost.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  const reason = refusalReason(host);
  return reason === 'not an IP address' ? null : reason;
}

/**
 * Why a URL's host name resolves to an address the client would refuse (the first such reason,
 * never the address), or null: also for a literal address, and when the lookup fails or takes
 * longer than timeoutMs. A form's early word only: the connector checks again at connect time.
 */
export async function resolvedHostReason(url: URL, resolve: HostResolver, timeoutMs: number): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await resolveWithin(resolve, host, timeoutMs).catch(() => []);
  for (const address of addresses) {
    const reason = refusalReason(address);
    if (reason) return reason;
  }
  return null;
}
