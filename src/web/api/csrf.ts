// @hapi/crumb in restful mode: pages and GET /api/version set a JS-readable `crumb` cookie and
// every mutating request must echo it in this header (double submit).
export const CSRF_HEADER = 'X-CSRF-Token';
const CRUMB_COOKIE = 'crumb';

/** The current crumb cookie value, or null before the server has set one. */
export function readCrumb(cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === CRUMB_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Returns the crumb, first fetching a cheap GET when the browser has none yet. */
export async function ensureCrumb(): Promise<string | null> {
  const existing = readCrumb();
  if (existing !== null) return existing;
  await fetch('/api/version', { credentials: 'include' });
  return readCrumb();
}
