const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` UTF-16 code units (the unit JavaScript's length and most chat
 * services count in), ending with an ellipsis when cut. It never splits a surrogate pair, so an
 * emoji at the edge goes whole rather than leaving half a character the service would refuse.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let cut = text.slice(0, max - ELLIPSIS.length);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}

// Shorter pieces of a URL ("api", "webhooks", "services") are words, not credentials.
const MIN_SECRET_PART = 9;

/** A secret URL's parts that may be quoted on their own: its path segments and query values. */
function partsOf(secret: string): string[] {
  if (!URL.canParse(secret)) return [];
  const url = new URL(secret);
  const parts = [...url.pathname.split('/'), ...url.searchParams.values()];
  return parts.filter((part) => part.length >= MIN_SECRET_PART);
}

/**
 * `text` with each secret replaced by "[hidden]", and for a secret URL also each of its longer
 * path segments and query values, where a webhook's token lives: for a service's own words quoted
 * in an error message, in case they echo what was sent.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const all = secrets.flatMap((secret) => [secret, ...partsOf(secret)]).filter((secret) => secret.length > 0);
  // Longest first, so a URL goes whole before its parts are looked for.
  return all.sort((a, b) => b.length - a.length).reduce((result, secret) => result.replaceAll(secret, '[hidden]'), text);
}
