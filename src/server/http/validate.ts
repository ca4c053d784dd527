import type { z } from 'zod';
import { BadRequestError } from '../errors.js';

// In a /u pattern a surrogate pair is one code point, so this finds only the lone halves.
const LONE_SURROGATE = /\p{Cs}/u;

// zod's own messages ("Invalid input: expected string…") do not say which field; ours do.
const GENERIC_MESSAGE = /^(Invalid|Unrecognized|Too (big|small))/;

/** One line for the API's `message`: the first problem of each field, naming the field when zod's wording does not. */
export function describeZodError(error: z.ZodError): string {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (byField.has(field)) continue;
    if (!field && issue.code === 'invalid_type' && issue.expected === 'object') {
      byField.set(field, 'The request body must be a JSON object');
      continue;
    }
    byField.set(field, field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message);
  }
  return [...new Set(byField.values())].join('; ');
}

/**
 * What no text we store may hold: PostgreSQL refuses U+0000 in text, and a lone surrogate is not
 * Unicode at all (it cannot be encoded as UTF-8). Returns the problem, naming the field, or null.
 */
export function unstorableText(value: unknown, path: string[] = []): string | null {
  const field = path.length > 0 ? path.join('.') : 'input';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${field} must not contain NUL characters`;
    if (LONE_SURROGATE.test(value)) return `${field} must be valid Unicode text`;
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableText(key, path) ? `${field} has a field name that is not valid text` : unstorableText(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/**
 * A Hapi validation function from a zod schema: Hapi accepts a plain function that returns the
 * parsed value or throws. Every input first passes the one rule for all routes (no text we could
 * not store); the parsed (coerced, trimmed) value then replaces the raw input.
 */
export function zodValidator<T extends z.ZodType>(schema: T) {
  return async (value: unknown): Promise<z.output<T>> => {
    const problem = unstorableText(value);
    if (problem) throw new BadRequestError(problem);
    const result = await schema.safeParseAsync(value ?? {});
    if (!result.success) throw new BadRequestError(describeZodError(result.error));
    return result.data;
  };
}
