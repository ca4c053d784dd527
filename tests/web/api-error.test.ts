import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable } from '../../src/web/api/api-error';

describe('isRetryable', () => {
  it('does not retry a 4xx, even wrapped in a friendlier error', () => {
    const wrapped = new Error('Failed to fetch news item: 404: News item not found', { cause: new ApiError(404, 'News item not found') });
    expect(isRetryable(new ApiError(404, 'x'))).toBe(false);
    expect(isRetryable(wrapped)).toBe(false);
  });

  it('retries server errors and network failures', () => {
    expect(isRetryable(new Error('x', { cause: new ApiError(503, 'busy') }))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });
});
