import { useQuery } from '@tanstack/react-query';
import type { VersionInfo } from '../../contracts/version';
import { apiGet } from './client';

export const versionKeys = { current: ['version'] as const };

async function fetchVersion(): Promise<VersionInfo> {
  try {
    return await apiGet<VersionInfo>('/api/version');
  } catch (cause) {
    throw new Error('Failed to fetch version information', { cause });
  }
}

/** The running server's version; refetched every 5 minutes, 3 retries (docs/product.md#client-timings). */
export function useVersion() {
  return useQuery({
    queryKey: versionKeys.current,
    queryFn: fetchVersion,
    refetchInterval: 300_000,
    retry: 3,
  });
}
