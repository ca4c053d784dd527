// A date that names no zone is read as UTC, not as the server's local time, so the same feed
// gives the same instant wherever AlphaWire runs.
const NUMERIC_ZONE = /[+-]\d\d:?\d\d$/;
const ISO_WITHOUT_ZONE = /^\d{4}-\d\d-\d\d[t ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/i;

/** Reads an RSS (RFC 822) or Atom/JSON (RFC 3339) date; undefined when absent or unreadable. */
export function parseFeedDate(raw: string | undefined): Date | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let date: Date;
  if (ISO_WITHOUT_ZONE.test(value)) date = new Date(`${value.replace(' ', 'T')}Z`);
  else if (/\d\d:\d\d(?::\d\d)?$/.test(value) && !NUMERIC_ZONE.test(value)) date = new Date(`${value} GMT`);
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
