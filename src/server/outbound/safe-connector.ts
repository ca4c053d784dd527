import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import { InvalidResponseError } from '../../plugins/sdk/errors.js';
import type { AddressPolicy } from './address-policy.js';
import { resolveWithin } from './resolver.js';
import type { HostResolver } from './resolver.js';

export interface SafeConnectorOptions {
  policy: AddressPolicy;
  resolve: HostResolver;
  connectTimeoutMs: number;
}

/**
 * Builds undici's connect step so the address is checked at connect time: the hostname is
 * resolved once, every answer goes through the policy, and the socket may only use the
 * addresses that were checked. A DNS answer that changes between a check and the connect
 * (rebinding) therefore cannot slip through, and every redirect hop passes here too.
 */
export function createSafeConnector(options: SafeConnectorOptions): buildConnector.connector {
  return (connectOptions, callback) => {
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    vetAddresses(connectOptions.hostname, port, options).then(
      (addresses) => {
        // A connector per connection carries its own lookup answering with the checked
        // addresses; Node's happy eyeballs still picks between IPv6 and IPv4 among them.
        const connect = buildConnector({ timeout: options.connectTimeoutMs, lookup: presetLookup(addresses) });
        connect(connectOptions, callback);
      },
      (error: Error) => callback(error, null),
    );
  };
}

async function vetAddresses(hostname: string, port: number, options: SafeConnectorOptions): Promise<string[]> {
  const addresses = isIP(hostname) ? [hostname] : await resolveWithin(options.resolve, hostname, options.connectTimeoutMs);
  for (const address of addresses) {
    const reason = options.policy(address, port);
    if (reason === null) continue;
    // A name's address is left out: members see this message (a channel's test and delivery log),
    // and it would tell them what the server's internal names (db, redis…) resolve to.
    throw new InvalidResponseError(address === hostname ? `Refused to connect to ${address}: ${reason}` : `Refused to connect to ${hostname}: it resolves to an address that is not public (${reason})`);
  }
  return addresses;
}

function presetLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, lookupOptions, callback) => {
    const wanted = entries.filter((entry) => !lookupOptions.family || entry.family === lookupOptions.family);
    if (lookupOptions.all) {
      callback(null, wanted);
      return;
    }
    const first = wanted[0];
    if (first) callback(null, first.address, first.family);
    else callback(Object.assign(new Error('no address of the wanted family'), { code: 'ENOTFOUND' }), '', 0);
  };
}
