import type { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../plugins/sdk/json.js';
import { BadRequestError } from '../errors.js';

// In a /u pattern a surrogate pair is one code point, so this finds only the lone halves.
const LONE_SURROGATE = /\p{Cs}/u;

// zod's own messages ("Invalid input: expected string…") do not say which field; ours do.
const GENERIC_MESSAGE = /^(Invalid|Unrecognized|Too (big|small))/;

// What a value of zod's expected type is, in a reader's words.
const KINDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object' };

/** zod's wording of a missing or mistyped field ("Invalid input: expected string, received undefined") in plain words. */
function typeMessage(field: string, issue: z.core.$ZodIssue): string | null {
  if (issue.code !== 'invalid_type' || !GENERIC_MESSAGE.test(issue.message)) return null;
  if (/received undefined$/.test(issue.message)) return `${field} is required`;
  const kind = KINDS[issue.expected];
  return kind ? `${field} must be ${kind}` : null;
}

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
    const plain = field ? typeMessage(field, issue) : null;
    byField.set(field, plain ?? (field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message));
  }
  return [...new Set(byField.values())].join('; ');
}

/** One value met in a walk over request input; the field name is built from `parent` only when there is a problem to report. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'input';
}

function textProblem(text: string): 'NUL' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'NUL';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * The one rule for every input, found in one walk that holds its own stack (a hostile body must not
 * reach the call stack's limit) and stops at MAX_JSON_DEPTH, so its cost is linear in the input.
 * Input may not nest deeper than that, and may hold no text we could not store: PostgreSQL refuses
 * U+0000 in text, and a lone surrogate is not Unicode at all (it cannot be encoded as UTF-8).
 * Returns the problem, naming the field, or null.
 */
export function unstorableText(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value);
      if (problem === 'NUL') return `${fieldOf(visit)} must not contain NUL characters`;
      if (problem === 'surrogate') return `${fieldOf(visit)} must be valid Unicode text`;
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (visit.depth === MAX_JSON_DEPTH) return `The request is nested deeper than ${MAX_JSON_DEPTH} levels`;
    const entries = Object.entries(visit.value);
    // Pushed last to first, so fields are judged in their order and the first problem is named.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      if (textProblem(key)) return `${fieldOf(visit)} has a field name that is not valid text`;
      pending.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
    }
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

/** What Hapi hands a validation function beside the value: the request's other parts. */
interface ValidationContext {
  context?: { headers?: Record<string, string | undefined> };
}

/**
 * A payload validator: as zodValidator, where Hapi reads an empty body and the JSON `null` both
 * as null. An empty body is no fields (a call whose fields are all optional changes nothing); a
 * body that is there and reads null is no object, and is refused as `[]` or `42` are.
 */
export function payloadValidator<T extends z.ZodType>(schema: T) {
  const validate = zodValidator(schema);
  return async (value: unknown, options?: object): Promise<z.output<T>> => {
    const length = Number((options as ValidationContext | undefined)?.context?.headers?.['content-length'] ?? 0);
    if (value === null && length > 0) throw new BadRequestError('The request body must be a JSON object');
    return validate(value);
  };
}

/**
 * A query validator: as zodValidator, where a parameter given twice (`?q=a&q=b`, which Hapi reads
 * as a list) and refused for it is said in those words, not as zod's "expected string, received array".
 */
export function queryValidator<T extends z.ZodType>(schema: T) {
  const validate = zodValidator(schema);
  return async (value: unknown): Promise<z.output<T>> => {
    const repeated = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, given]) => Array.isArray(given)).map(([name]) => name);
    if (repeated.length === 0) return validate(value);
    const result = await schema.safeParseAsync(value);
    if (result.success) return validate(value);
    // Refused where it was given twice: the list is what was wrong (a call that takes lists parses them).
    const twice = result.error.issues.find((issue) => issue.path.length <= 1 && repeated.includes(String(issue.path[0])));
    if (twice) throw new BadRequestError(`${String(twice.path[0])} may be given only once`);
    return validate(value);
  };
}
