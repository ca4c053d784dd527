import type { IncomingHttpHeaders } from 'node:http';
import type { HttpResponse } from '../../plugins/sdk/types.js';
import { decodeText, parseJson } from './charset.js';

/** Flattens undici's headers (already lower-cased) into one string per name. */
export function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Builds the answer handed to plugins; text() and json() decode by the Content-Type charset. */
export function buildResponse(status: number, url: URL, headers: Record<string, string>, body: Buffer): HttpResponse {
  const contentType = headers['content-type'];
  return {
    status,
    url: url.toString(),
    headers,
    notModified: status === 304,
    body,
    text: () => decodeText(body, contentType),
    json: () => parseJson(body, contentType),
  };
}
