import { z } from 'zod';
import { httpStatusError, InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';
import type { PluginContext } from '../../sdk/index.js';
import type { FrankfurterSettings } from './settings.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 256 * 1024;

/** The reference rates of one working day: units of each currency for one unit of base. */
export interface RateTable {
  base: string;
  date: string;
  rates: Record<string, number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const tableSchema = z.object({
  base: z.string().regex(/^[A-Z]{3}$/),
  date: z.string().regex(DAY),
  // A rate that is not a positive number is dropped: that currency has no data, the rest still do.
  rates: z.record(z.string(), z.unknown()).transform((rates) =>
    Object.fromEntries(Object.entries(rates).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)),
  ),
});

function parseTable(text: string): RateTable {
  let body: unknown;
  try {
    body = parseUntrustedJson(text);
  } catch (error) {
    throw new InvalidResponseError('Frankfurter answered with something other than JSON', { cause: error });
  }
  const table = tableSchema.safeParse(body);
  if (!table.success) throw new InvalidResponseError('Frankfurter answered without a date and rates');
  return table.data;
}

/**
 * The rates of `day` ('latest', or YYYY-MM-DD for the working day on or before it), against the
 * default base (EUR, the ECB's own): every currency in one small answer, so one unknown code never
 * fails the others.
 */
export async function fetchRates(ctx: PluginContext, settings: FrankfurterSettings, day: string): Promise<RateTable> {
  const response = await ctx.http.request({
    url: `${settings.baseUrl}/${day}`,
    headers: { accept: 'application/json' },
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
  });
  const error = httpStatusError(response, 'Frankfurter', ctx.now());
  if (error) throw error;
  return parseTable(response.text());
}

/** The calendar day before a YYYY-MM-DD date; Frankfurter answers it with the working day on or before. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
