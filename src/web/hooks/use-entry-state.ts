import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { remember, remembered } from '../lib/entry-memory';

/**
 * useState whose value outlives the page for a return to the same history entry (Back, Forward):
 * it starts from what the entry kept, and keeps every new value (lib/entry-memory.ts). `name`
 * tells apart the values of one entry.
 */
export function useEntryState<T>(name: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const { key } = useLocation();
  const [value, setValue] = useState<T>(() => remembered<T>(key, name) ?? initial());
  useEffect(() => remember(key, name, value), [key, name, value]);
  return [value, setValue];
}
