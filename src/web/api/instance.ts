import { useQuery } from '@tanstack/react-query';
import type { InstanceInfo } from '../../contracts/instance';
import { apiGet } from './client';

export const instanceKeys = { info: ['instance'] as const };

async function fetchInstance(): Promise<InstanceInfo> {
  return apiGet<InstanceInfo>('/api/instance');
}

/**
 * This instance's public facts: its version, sources, and the operator's sponsored card and
 * footer links. They change with a restart or an admin's edit, so a few minutes' staleness is fine.
 */
export function useInstance() {
  return useQuery({ queryKey: instanceKeys.info, queryFn: fetchInstance, staleTime: 300_000 });
}
