import { z } from 'zod';

/** The message of a body field a call does not take: its name, as an unknown query parameter's. */
const unknownField = {
  error: (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined),
};

/**
 * A call's JSON body: these fields and no others. A field dropped in silence (a typo, `enable` for
 * `enabled`) answered 200 as if saved.
 */
export function bodyObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, unknownField);
}
