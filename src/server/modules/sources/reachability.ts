import { resolveWithin, systemResolver } from '../../outbound/index.js';
import type { SourceRow } from './repository.js';

// A resolver that has not answered in this long is as good as absent for a demo that should start now.
const LOOKUP_TIMEOUT_MS = 3_000;

/** An internet source whose host did not resolve, and the resolver's words. */
export interface UnreachableSource {
  source: SourceRow;
  reason: string;
}

/** The host an internet source is fetched from; null for bundled ones (sample://), which need no network. */
function internetHost(source: SourceRow): string | null {
  const url = new URL(source.url);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/^\[|\]$/g, '') : null;
}

/**
 * The sources whose host does not resolve. A DNS lookup is the cheap test of "is there a network":
 * offline it fails at once, and it sends nothing to the feed's site. Each host is asked once, all at once.
 */
export async function unreachableSources(sources: SourceRow[]): Promise<UnreachableSource[]> {
  const hosts = [...new Set(sources.map(internetHost).filter((host) => host !== null))];
  const failures = new Map<string, string>();
  await Promise.all(
    hosts.map((host) =>
      resolveWithin(systemResolver, host, LOOKUP_TIMEOUT_MS).catch((error: Error) => {
        failures.set(host, error.message);
      }),
    ),
  );
  return sources.flatMap((source) => {
    const reason = failures.get(internetHost(source) ?? '');
    return reason === undefined ? [] : [{ source, reason }];
  });
}
