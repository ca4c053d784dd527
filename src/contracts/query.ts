import { z } from 'zod';

/** The message of a query parameter a call does not take: its name (docs/product.md#conventions-of-every-call). */
const unknownQueryParameter = {
  // A name left empty (`?=1`) is named as such rather than printed as nothing.
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${(issue.keys ?? []).map((key) => (key === '' ? '(an empty name)' : key)).join(', ')}` : undefined,
};

/** A call's query: these parameters and no others. */
export function queryObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, unknownQueryParameter);
}
