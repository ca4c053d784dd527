import { ApiError, apiErrorOf, errorText } from './api-error';
import { CSRF_HEADER, ensureCrumb } from './csrf';

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface GetOptions {
  /** Answer null instead of failing on 401, for calls where "not signed in" is a normal state. */
  nullOn401?: boolean;
}

/**
 * Loads JSON with a GET; null for an empty body (or a 401 when asked). The body is taken to be a
 * T without parsing: it is our own server's answer, whose shape the contracts and the server's
 * tests pin, and checking it again here would put zod into the first page load.
 */
export async function apiGet<T = unknown>(path: string, options: GetOptions = {}): Promise<T> {
  return logFailures(path, 'read', async () => {
    const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (response.status === 401 && options.nullOn401 === true) return null as T;
    return (await readBody(response)) as T;
  });
}

/** Sends a mutating request with the CSRF token and an optional JSON body. */
export async function apiSend(method: MutationMethod, path: string, body?: unknown): Promise<unknown> {
  return logFailures(path, 'send', async () => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const crumb = await ensureCrumb();
    if (crumb !== null) headers[CSRF_HEADER] = crumb;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, credentials: 'include', headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    return readBody(await fetch(path, init));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!response.ok) throw new ApiError(response.status, errorText(raw, response.statusText));
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Error('Invalid JSON response from server');
  }
}

/**
 * A refusal (4xx) is an answer the page shows in its own words: a form's error, "Asset not found".
 * What the page cannot explain is logged for whoever opens the console: the server failing (5xx),
 * the network, an answer that is not JSON, and a read answered 429, which says the app itself asks
 * too often. A send answered 429 is the member's own action refused ("try again in a few minutes",
 * X's rate limit): the page that sent it shows that, as it shows any other refusal.
 */
function unexpected(error: unknown, kind: 'read' | 'send'): boolean {
  const apiError = apiErrorOf(error);
  return apiError === null || apiError.status >= 500 || (apiError.status === 429 && kind === 'read');
}

async function logFailures<T>(path: string, kind: 'read' | 'send', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (unexpected(error, kind)) console.error(`API request to ${path} failed:`, error);
    throw error;
  }
}
