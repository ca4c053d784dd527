import type { z } from 'zod';
import { MAX_ID } from '../contracts/ids.js';
import { UsageError } from './errors.js';
import type { TextSink } from './io.js';

/** Writes a listing: JSON (one document) with --json, else the table's text. */
export function writeListing(stdout: TextSink, json: boolean | undefined, value: unknown, text: () => string): void {
  stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : text());
}

/** Parses arguments with the API's own zod contract: its messages, and exit code 2 when they do not pass. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new UsageError(result.error.issues.map((issue) => issue.message));
  return result.data;
}

/**
 * A row id argument (every command's, so all refuse alike with exit code 2): digits only, within
 * the id column's range, so a typo never reaches the database as a query it cannot run.
 */
export function parseId(value: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw new UsageError([`${what} must be a whole number from 1 to ${MAX_ID}, not '${value}'`]);
  return Number(value);
}

export function formatDate(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'Never';
}
