import type { InstanceInfo } from '../../contracts/instance';
import { useInstance } from '../api/instance';

/** A feature gate of this instance: on, off, or null while the instance facts load. */
export function useFeature(name: keyof InstanceInfo['features']): boolean | null {
  const { data, isError } = useInstance();
  // Unknown (an older server, a failed call): the gate's default, on.
  if (isError) return true;
  return data ? (data.features?.[name] ?? true) : null;
}
