// PostgreSQL's text cannot hold U+0000 (the whole insert fails), and a UTF-16 surrogate without its
// pair has no UTF-8 form (text gets U+FFFD on the way, jsonb refuses its \u escape outright).
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text from outside made storable: NUL characters dropped, lone surrogates turned into U+FFFD. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (char) => (char === '\u0000' ? '' : '\uFFFD'));
}

/** The same for a nullable column. */
export function storableOrNull(text: string | null): string | null {
  return text === null ? null : storableText(text);
}

/** A JSON value with every string in it, keys included, made storable. */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)])) as T;
}
