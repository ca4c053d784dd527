import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/web/api/api-error';
import { apiGet, apiSend } from '../../src/web/api/client';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let cookie: string;

function answer(...responses: Response[]): void {
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected fetch of ${url}`);
      return next;
    }),
  );
}

beforeEach(() => {
  calls = [];
  cookie = '';
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiGet', () => {
  it('sends cookies and returns the parsed body', async () => {
    answer(Response.json({ version: '1.0.0' }));
    await expect(apiGet('/api/version')).resolves.toEqual({ version: '1.0.0' });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('yields null for an empty body', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiGet('/api/thing')).resolves.toBeNull();
  });

  it('rejects a successful answer that is not JSON', async () => {
    answer(new Response('<html>', { status: 200 }));
    await expect(apiGet('/api/thing')).rejects.toThrow('Invalid JSON response from server');
  });

  it('turns a 401 into null only when asked to', async () => {
    answer(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await expect(apiGet('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
    answer(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await expect(apiGet('/api/auth/me')).rejects.toThrow('401: Authentication required');
  });

  it('builds "status: message" from message, then error, then text, then status text', async () => {
    answer(Response.json({ statusCode: 400, error: 'Bad Request', message: 'Username already exists' }, { status: 400 }));
    await expect(apiGet('/a')).rejects.toThrow('400: Username already exists');
    answer(Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(apiGet('/a')).rejects.toThrow('403: Forbidden');
    answer(new Response('upstream down', { status: 502 }));
    await expect(apiGet('/a')).rejects.toThrow('502: upstream down');
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/a')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps the status on the error and logs the failure', async () => {
    answer(Response.json({ message: 'Too many requests' }, { status: 429 }));
    const error: unknown = await apiGet('/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('apiSend', () => {
  it('echoes the crumb cookie and sends JSON with its content type', async () => {
    cookie = 'other=1; crumb=abc123';
    answer(Response.json({ id: 1 }));
    await apiSend('POST', '/api/auth/login', { loginId: 'ann', password: 'secret1' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('abc123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"loginId":"ann","password":"secret1"}');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    cookie = 'crumb=abc123';
    answer(new Response(null, { status: 204 }));
    await expect(apiSend('POST', '/api/auth/logout')).resolves.toBeNull();
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('fetches a crumb with a GET first when the browser has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, init });
        if (url !== '/api/version') return new Response(null, { status: 204 });
        cookie = 'crumb=fresh'; // as the server's Set-Cookie would
        return Response.json({ version: '1' });
      }),
    );
    await apiSend('POST', '/api/auth/heartbeat');
    expect(calls.map((call) => call.url)).toEqual(['/api/version', '/api/auth/heartbeat']);
    expect((calls[1]?.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('fresh');
  });

  it('leaves a 429 to the page that sent it, and logs what the page cannot explain', async () => {
    cookie = 'crumb=abc123';
    answer(Response.json({ message: 'Too Many Requests' }, { status: 429 }));
    await expect(apiSend('POST', '/api/news/1/post-to-x', {})).rejects.toThrow('429: Too Many Requests');
    expect(console.error).not.toHaveBeenCalled();
    answer(new Response('upstream down', { status: 502 }));
    await expect(apiSend('POST', '/api/news/1/post-to-x', {})).rejects.toThrow('502: upstream down');
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
