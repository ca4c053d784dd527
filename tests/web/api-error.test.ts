import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable, readableMessage } from '../../src/web/api/api-error';

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

describe('ApiError', () => {
  it('keeps "status: message" as its message for code and the console', () => {
    const error = new ApiError(400, 'That code is not valid');
    expect(error.message).toBe('400: That code is not valid');
    expect(error.serverMessage).toBe('That code is not valid');
  });
});

describe('readableMessage', () => {
  it('is the server sentence alone, without the status code', () => {
    expect(readableMessage(new ApiError(400, 'That code is not valid.'), 'fallback')).toBe('That code is not valid.');
  });

  it('looks through the prefix a hook wraps the error in', () => {
    const cause = new ApiError(403, 'AlphaWire is not authorized to post on your X account yet.');
    const wrapped = new Error(`Failed to post news to X: ${cause.message}`, { cause });
    expect(readableMessage(wrapped, 'fallback')).toBe('AlphaWire is not authorized to post on your X account yet.');
    expect(readableMessage(new Error('outer', { cause: new Error('middle', { cause }) }), 'fallback')).toBe(cause.serverMessage);
  });

  it('keeps the words of an error that is not an answer of the server (a network failure)', () => {
    expect(readableMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
  });

  it('falls back for an empty server message, an empty error and anything that is not an error', () => {
    expect(readableMessage(new ApiError(502, ''), 'fallback')).toBe('fallback');
    expect(readableMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(readableMessage('403: text', 'fallback')).toBe('fallback');
    expect(readableMessage(null, 'fallback')).toBe('fallback');
    expect(readableMessage(undefined, 'fallback')).toBe('fallback');
  });

  it('does not cut a leading number that is part of the server sentence', () => {
    expect(readableMessage(new ApiError(429, '100: calls a day is the limit'), 'fallback')).toBe('100: calls a day is the limit');
  });
});
