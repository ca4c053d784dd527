/**
 * Just enough of a browser for redirect flows over real HTTP: one cookie jar per origin (cookie
 * paths and expiry are ignored) and redirects followed one at a time, so a test can stop at a
 * hop, look at it or change it, and go on.
 */
export function createRedirectBrowser() {
  const jars = new Map<string, Map<string, string>>();

  function jarFor(url: URL): Map<string, string> {
    let jar = jars.get(url.origin);
    if (!jar) jars.set(url.origin, (jar = new Map()));
    return jar;
  }

  function remember(url: URL, response: Response): void {
    const jar = jarFor(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** One GET, sending and keeping cookies; redirects are not followed. */
  async function get(address: string | URL): Promise<Response> {
    const url = new URL(address);
    const jar = jarFor(url);
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { headers, redirect: 'manual' });
    remember(url, response);
    return response;
  }

  /**
   * Follows redirects from `address` and returns the first location `stop` accepts, without
   * requesting it. Throws when a page answers without redirecting first.
   */
  async function follow(address: string | URL, stop: (url: URL) => boolean, maxHops = 20): Promise<URL> {
    let url = new URL(address);
    for (let hop = 0; hop < maxHops; hop += 1) {
      if (stop(url)) return url;
      const response = await get(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`${url.href} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
      }
      url = new URL(location, url);
    }
    throw new Error(`more than ${maxHops} redirects from ${String(address)}`);
  }

  return { get, follow, jars };
}

export type RedirectBrowser = ReturnType<typeof createRedirectBrowser>;
