/**
 * Reads a Retry-After header (delay in seconds or an HTTP date) as whole seconds from now, or
 * null when it is absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Every HTTP-date form starts with a day name; Date.parse alone would read "-5" as a year.
  if (!/^[A-Za-z]{3}/.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
