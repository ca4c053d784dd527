// Query parameters that only track the reader: they never reach a link we show or share.
const TRACKING_PARAMS = new Set([
  'fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'igshid', 'twclid', 'mc_cid', 'mc_eid',
  'mkt_tok', '_hsenc', '_hsmi', 'ref_src', 'ref_url', 'cmpid', 'ncid', 'guccounter', 'guce_referrer',
  'guce_referrer_sig', 'soc_src', 'soc_trk', 'xtor', 'smid', 'sr_share', 'oly_enc_id', 'oly_anon_id', 'vero_id',
]);
// Parameters a feed adds to say where the reader came from; an article's identity ignores them too,
// though a site might still read them, so the link itself keeps them.
const FEED_MARKERS = new Set(['ref', 'spm', 'ito', 'cid', 'feedtype', 'feedname', 'rss', 'output']);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower.startsWith('at_') || TRACKING_PARAMS.has(lower);
}

function isFeedMarker(name: string): boolean {
  return FEED_MARKERS.has(name.toLowerCase());
}

/** The link without its tracking parameters, as we show, share and fetch it; the rest is untouched. */
export function withoutTracking(url: URL): URL {
  const clean = new URL(url);
  for (const name of new Set(clean.searchParams.keys())) if (isTracking(name)) clean.searchParams.delete(name);
  // Deleting re-serialises the query; an untouched link keeps its original spelling.
  return clean.searchParams.size === url.searchParams.size ? url : clean;
}

/** Parses an absolute http(s) URL, resolving a relative one against base; null when it is neither. */
export function parseHttpUrl(value: string | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The key that identifies an article across feeds: https, lower-case host without "www." and
 * default port, no fragment, no tracking parameters, the rest sorted, no trailing slash.
 */
export function canonicalUrl(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const params = [...url.searchParams].filter(([name]) => !isTracking(name) && !isFeedMarker(name));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  return `https://${host}${port}${path}${query}`;
}
