import type { z } from 'zod';
import { BadRequestError } from '../errors.js';

/** Joins a zod error's messages into one sentence-like line for the API's `message`. */
export function describeZodError(error: z.ZodError): string {
  const messages = error.issues.map((issue) => {
    const generic = issue.code === 'invalid_type' || issue.code === 'unrecognized_keys';
    return generic && issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)].join('; ');
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
