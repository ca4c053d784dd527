import type { z } from 'zod';
import { BadRequestError } from '../errors.js';

// zod's own messages ("Invalid input: expected string…") do not say which field; ours do.
const GENERIC_MESSAGE = /^(Invalid|Unrecognized|Too (big|small))/;

/** One line for the API's `message`: the first problem of each field, naming the field when zod's wording does not. */
export function describeZodError(error: z.ZodError): string {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (byField.has(field)) continue;
    byField.set(field, field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message);
  }
  return [...new Set(byField.values())].join('; ');
}

/**
 * A Hapi validation function from a zod schema: Hapi accepts a plain function that returns the
 * parsed value or throws. The parsed (coerced, trimmed) value replaces the raw input.
 */
export function zodValidator<T extends z.ZodType>(schema: T) {
  return async (value: unknown): Promise<z.output<T>> => {
    const result = await schema.safeParseAsync(value ?? {});
    if (!result.success) throw new BadRequestError(describeZodError(result.error));
    return result.data;
  };
}
