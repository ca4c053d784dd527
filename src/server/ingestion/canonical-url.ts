// Query parameters that only track the reader; two links differing only in these are one article.
const TRACKING_PARAMS = new Set([
  'fbclid', 'gclid', 'dclid', 'msclkid', 'yclid', 'igshid', 'mc_cid', 'mc_eid', 'mkt_tok', '_hsenc', '_hsmi',
  'ref', 'ref_src', 'ref_url', 'cmpid', 'ncid', 'guccounter', 'guce_referrer', 'guce_referrer_sig', 'spm',
  'soc_src', 'soc_trk', 'ito', 'xtor', 'smid', 'sr_share', 'cid', 'feedtype', 'feedname', 'rss', 'output',
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower.startsWith('at_') || TRACKING_PARAMS.has(lower);
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
  const params = [...url.searchParams].filter(([name]) => !isTracking(name));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  return `https://${host}${port}${path}${query}`;
}
