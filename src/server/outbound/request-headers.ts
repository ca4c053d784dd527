import type { HttpRequest } from '../../plugins/sdk/types.js';
import { ACCEPTED_ENCODINGS } from './decompress.js';

// Framing and hop-by-hop headers belong to the HTTP layer; accept-encoding and user-agent are
// ours, because the client decompresses and answers for the instance.
const HOST_CONTROLLED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'content-length',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'accept-encoding',
  'user-agent',
]);

/** Builds the first hop's headers: the plugin's own, then ours, then the conditional-GET validators. */
export function buildRequestHeaders(request: HttpRequest, url: URL, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = { accept: '*/*' };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const lower = name.toLowerCase();
    if (!HOST_CONTROLLED.has(lower)) headers[lower] = value;
  }
  headers['user-agent'] = userAgent;
  headers['accept-encoding'] = ACCEPTED_ENCODINGS;
  if (request.conditional?.etag) headers['if-none-match'] = request.conditional.etag;
  if (request.conditional?.lastModified) headers['if-modified-since'] = request.conditional.lastModified;
  // A feed URL with user:password@ means HTTP basic auth, as feed readers have always read it.
  if (url.username && !headers.authorization) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  return headers;
}
