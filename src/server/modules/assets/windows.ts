import type { AssetWindow } from '../../../contracts/assets.js';
import type { Span } from './repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const BUCKETS: Record<AssetWindow, { count: number; ms: number }> = {
  '24h': { count: 24, ms: HOUR_MS },
  '7d': { count: 7, ms: DAY_MS },
  '30d': { count: 30, ms: DAY_MS },
};

/** A window as counted: its span and the buckets of its trend, the last one holding `until`. */
export interface WindowSpan extends Span {
  bucketMs: number;
  buckets: number;
}

/**
 * The window ending now (docs/asset-data.md#windows-and-buckets): whole UTC hours for 24h (this
 * hour and the 23 before), whole UTC days otherwise (today and the 6 or 29 before), so each
 * trend bucket is an hour or a day and the window's counts are the sum of its buckets.
 */
export function windowSpan(window: AssetWindow, now: Date): WindowSpan {
  const { count, ms } = BUCKETS[window];
  const current = Math.floor(now.getTime() / ms) * ms;
  return { since: new Date(current - (count - 1) * ms), until: now, bucketMs: ms, buckets: count };
}

/** The start of each bucket, oldest first. */
export function bucketStarts(span: WindowSpan): Date[] {
  return Array.from({ length: span.buckets }, (_, i) => new Date(span.since.getTime() + i * span.bucketMs));
}
