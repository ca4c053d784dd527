import { describe, expect, it } from 'vitest';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from './errors.js';
import { httpStatusError } from './http-status.js';

const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers });

describe('httpStatusError', () => {
  it('lets successes and 304 through', () => {
    expect(httpStatusError(answer(200), 'Feed')).toBeNull();
    expect(httpStatusError(answer(204), 'Feed')).toBeNull();
    expect(httpStatusError(answer(304), 'Feed')).toBeNull();
  });

  it.each([
    [401, AuthError, 'Feed refused access (HTTP 401)'],
    [403, AuthError, 'Feed refused access (HTTP 403)'],
    [404, InvalidResponseError, 'Feed not found (HTTP 404)'],
    [410, InvalidResponseError, 'Feed not found (HTTP 410)'],
    [400, InvalidResponseError, 'Feed answered with an error (HTTP 400)'],
    [408, TransientError, "Feed is failing on the server's side (HTTP 408)"],
    [502, TransientError, "Feed is failing on the server's side (HTTP 502)"],
  ])('names HTTP %i as %o with an admin-readable message', (status, kind, message) => {
    const error = httpStatusError(answer(status), 'Feed');
    expect(error).toBeInstanceOf(kind);
    expect(error?.message).toBe(message);
  });

  it('reads Retry-After as seconds or as a date, and waits a minute when it is absent', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const seconds = httpStatusError(answer(429, { 'retry-after': '30' }), 'Marketaux', now);
    const date = httpStatusError(answer(429, { 'retry-after': 'Tue, 10 Jun 2025 12:02:00 GMT' }), 'Marketaux', now);
    const none = httpStatusError(answer(429), 'Marketaux', now);
    expect(seconds).toBeInstanceOf(RateLimitedError);
    expect([seconds, date, none].map((error) => (error as RateLimitedError).retryAfterSeconds)).toEqual([30, 120, 60]);
    expect(seconds?.message).toBe('Marketaux asked us to slow down (HTTP 429)');
  });
});
