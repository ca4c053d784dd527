import type { Server } from '@hapi/hapi';

export interface AgentResponse<T = unknown> {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over server.inject: it keeps cookies between requests and, like the web
 * client, echoes the crumb cookie in X-CSRF-Token on every mutating request.
 */
export function createAgent(server: Server, options: { ip?: string; csrf?: boolean } = {}) {
  const jar = new Map<string, string>();

  function remember(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request<T = unknown>(method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}): Promise<AgentResponse<T>> {
    if (method !== 'GET' && options.csrf !== false && !jar.has('crumb')) await request('GET', '/api/version');
    const headers: Record<string, string> = { ...extra };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = jar.get('crumb') ?? '';
    const response = await server.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    remember(response.headers['set-cookie']);
    const text = response.payload;
    let body: unknown = text;
    if ((response.headers['content-type'] ?? '').toString().includes('application/json')) body = JSON.parse(text);
    return { statusCode: response.statusCode, headers: response.headers, body: body as T };
  }

  return {
    jar,
    // `headers` adds what a browser would send besides cookies and the CSRF token (Origin, Sec-Fetch-Site).
    get: <T = unknown>(url: string, headers?: Record<string, string>) => request<T>('GET', url, undefined, headers),
    post: <T = unknown>(url: string, payload?: unknown, headers?: Record<string, string>) => request<T>('POST', url, payload, headers),
    put: <T = unknown>(url: string, payload?: unknown, headers?: Record<string, string>) => request<T>('PUT', url, payload, headers),
    // A body too, for the deletes that ask for a confirmation (DELETE /api/user/account).
    delete: <T = unknown>(url: string, headers?: Record<string, string>, payload?: unknown) => request<T>('DELETE', url, payload, headers),
  };
}

export type Agent = ReturnType<typeof createAgent>;

/** The Set-Cookie lines of an answer. */
export function setCookieLines(headers: AgentResponse['headers']): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}
