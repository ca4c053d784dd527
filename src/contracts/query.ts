import { z } from 'zod';

/** The message of a query parameter a call does not take: its name (docs/product.md#conventions-of-every-call). */
const unknownQueryParameter = {
  error: (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${(issue.keys ?? []).join(', ')}` : undefined),
};

/** A call's query: these parameters and no others. */
export function queryObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, unknownQueryParameter);
}
