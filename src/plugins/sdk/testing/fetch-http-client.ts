import { TextDecoder } from 'node:util';
import { InvalidResponseError, TransientError } from '../errors.js';
import { decoderFor } from '../text-decoder.js';
import type { HttpRequest, HttpResponse, SafeHttpClient } from '../types.js';

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

function requestHeaders(request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'AlphaWire-test', ...request.headers };
  if (request.conditional?.etag) headers['if-none-match'] = request.conditional.etag;
  if (request.conditional?.lastModified) headers['if-modified-since'] = request.conditional.lastModified;
  return headers;
}

function charsetOf(contentType: string | undefined): string {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
}

// An unknown charset label: read as UTF-8 rather than fail.
const decoderOf = (contentType: string | undefined) => decoderFor(charsetOf(contentType)) ?? new TextDecoder('utf-8');

function toResponse(response: Response, body: Buffer): HttpResponse {
  const headers = Object.fromEntries(response.headers);
  const decode = () => decoderOf(headers['content-type']).decode(body);
  return {
    status: response.status,
    url: response.url,
    headers,
    notModified: response.status === 304,
    body,
    text: decode,
    json: () => JSON.parse(decode()) as unknown,
  };
}

async function send(request: HttpRequest, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: requestHeaders(request),
      body: request.body,
      redirect: 'follow',
      signal: AbortSignal.any([signal, AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS)]),
    });
  } catch (error) {
    throw new TransientError(`Could not reach ${new URL(request.url).host}`, { cause: error });
  }
}

/**
 * A SafeHttpClient for plugin tests, on the global fetch: conditional GET, 304 as notModified, a
 * body cap and a timeout, but no address checks (the host's client has them), so tests can reach
 * a fixture server on loopback without importing the server.
 */
export function createFetchHttpClient(signal: AbortSignal = new AbortController().signal): SafeHttpClient {
  return {
    async request(request) {
      const response = await send(request, signal);
      if (request.readSuccessBody === false && response.ok) {
        await response.body?.cancel();
        return toResponse(response, Buffer.alloc(0));
      }
      const body = Buffer.from(await response.arrayBuffer());
      const maxBytes = request.maxBytes ?? DEFAULT_MAX_BYTES;
      if (body.length > maxBytes) throw new InvalidResponseError(`Response larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      return toResponse(response, body);
    },
  };
}
