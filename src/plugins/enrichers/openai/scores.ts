import type { Score } from '../../sdk/index.js';
import type { ModelScore } from './answer-schema.js';

const MAX_REASONS = 4;
const MAX_REASON_LENGTH = 40;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Reasons as short snake_case tags, so the UI can map them to words; free prose is cut down to one. */
export function normaliseReasons(reasons: string[]): string[] {
  const tags = reasons
    .map((reason) =>
      reason
        .toLowerCase()
        .replace(/[^a-z0-9:.]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, MAX_REASON_LENGTH)
        .replace(/_+$/, ''),
    )
    .filter(Boolean);
  return [...new Set(tags)].slice(0, MAX_REASONS);
}

/** The model's score as a whole number from 0 to 100, with its reasons as tags. */
export function toScore(score: ModelScore): Score {
  return { value: Math.round(clamp(score.score, 0, 100)), reasons: normaliseReasons(score.reasons) };
}
