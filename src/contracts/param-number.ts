import { z } from 'zod';

const WHOLE = /^-?\d+$/;

/**
 * A whole number read from a query string or a path: digits, with an optional minus, and nothing
 * else. z.coerce.number read '' as 0 and '0x3C', '1e1', '+5', ' 5' and '5.0' as numbers, so
 * `?minImportance=` filtered as 0. A number (a caller in code) passes as it is; `schema` holds the
 * bounds and their messages, and its first message answers any other text. A default goes on
 * `schema` itself: outside, it would be missing from the API document (the JSON Schema of the input).
 */
export function paramNumber<T extends z.ZodType<number | undefined>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && WHOLE.test(value) ? Number(value) : value), schema);
}
