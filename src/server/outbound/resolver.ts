import { lookup } from 'node:dns/promises';
import { TransientError } from '../../plugins/sdk/errors.js';
import { formatSeconds } from './format.js';

/** Resolves a hostname to every address it has; tests inject one to play DNS. */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** Resolves through the operating system, as every other program on the machine would. */
export const systemResolver: HostResolver = async (hostname) => {
  const entries = await lookup(hostname, { all: true, verbatim: true });
  return entries.map((entry) => entry.address);
};

/** Resolves a hostname within the connect budget, turning every failure into words an admin reads. */
export async function resolveWithin(resolve: HostResolver, hostname: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TransientError(`DNS lookup for ${hostname} timed out after ${formatSeconds(timeoutMs)}`)),
      timeoutMs,
    );
  });
  try {
    const addresses = await Promise.race([resolve(hostname), timeout]);
    if (addresses.length === 0) throw new Error('no addresses');
    return addresses;
  } catch (error) {
    if (error instanceof TransientError) throw error;
    throw new TransientError(`DNS lookup failed for ${hostname}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
