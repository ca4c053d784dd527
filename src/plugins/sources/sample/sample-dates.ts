import type { RawItem } from '../../sdk/index.js';

const WINDOW_MINUTES = 48 * 60;
const ANCHOR_STEP_MS = 15 * 60_000;
const JITTER_MINUTES = 20;

/** A small stable hash (FNV-1a), so each item gets the same jitter on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/**
 * Static files cannot hold dates relative to now, so items are spread over the 48 hours before
 * `now`, newest first in file order, each nudged by a jitter from its guid and each feed shifted
 * by `phaseMinutes` so feeds interleave. The anchor moves in 15-minute steps: fetches within one
 * step return identical dates.
 */
export function spreadDates(items: RawItem[], now: Date, phaseMinutes: number): RawItem[] {
  const anchor = Math.floor(now.getTime() / ANCHOR_STEP_MS) * ANCHOR_STEP_MS;
  const step = WINDOW_MINUTES / Math.max(items.length, 1);
  return items.map((item, index) => {
    const jitter = (hash(item.guid ?? item.url ?? String(index)) % (2 * JITTER_MINUTES + 1)) - JITTER_MINUTES;
    const minutesAgo = Math.min(Math.max((index + 0.5) * step + jitter + phaseMinutes, 1), WINDOW_MINUTES - 1);
    return { ...item, publishedAt: new Date(anchor - Math.round(minutesAgo) * 60_000) };
  });
}
