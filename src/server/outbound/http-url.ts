import { InvalidResponseError } from '../../plugins/sdk/errors.js';
import { redactUrl } from './redact-url.js';

/** Parses a URL (relative to base, for a Location header) and refuses every scheme but http and https. */
export function parseHttpUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    // A Location is not echoed: it may be a secret webhook's path (with a typo), and this text is
    // stored, shown and logged. The caller's own URL is, without its query (redactUrl).
    if (base) throw new InvalidResponseError(`${base.origin} redirected to an invalid URL`);
    throw new InvalidResponseError(`Not a valid URL: ${redactUrl(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidResponseError('Only http and https URLs can be fetched');
  }
  return url;
}
