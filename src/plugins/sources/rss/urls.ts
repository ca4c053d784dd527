/** Resolves a link against a base; undefined unless the result is an http(s) URL (no javascript:, data:, mailto:…). */
export function httpUrl(value: string | undefined, base: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves an xml:base (or any base) against an outer one, keeping non-http documents (sample://) usable. */
export function resolveBase(value: string | undefined, outer: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return outer;
  try {
    return new URL(trimmed, outer).href;
  } catch {
    return outer;
  }
}

/** The first URL of a list that resolves to http(s). */
export function firstHttpUrl(candidates: Array<string | undefined>, base: string | undefined): string | undefined {
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return undefined;
}
