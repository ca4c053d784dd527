import { TooManyRequestsError } from '../../errors.js';
import type { RateLimitsRepository } from './repository.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

export interface RateLimiter {
  /** Counts one hit on each limit and throws 429 when any is over its maximum. */
  consume(...limits: Limit[]): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Fixed-window rate limiting over the shared counters table. */
export function createRateLimiter(repository: RateLimitsRepository): RateLimiter {
  return {
    /** Counts one hit on each limit and throws 429 when any is over its maximum. */
    async consume(...limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const { count, windowStart } = await repository.hit(limit.key, limit.windowSeconds);
        if (count > limit.max) {
          const elapsed = (Date.now() - windowStart.getTime()) / 1000;
          const retryAfter = Math.max(1, Math.ceil(limit.windowSeconds - elapsed));
          throw new TooManyRequestsError(limit.message, retryAfter);
        }
      }
    },

    async reset(key: string): Promise<void> {
      await repository.reset(key);
    },
  };
}
