import { InvalidResponseError } from '../../plugins/sdk/errors.js';
import { redactUrl } from './redact-url.js';

/** Parses a URL (relative to base, for a Location header) and refuses every scheme but http and https. */
export function parseHttpUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    const what = base ? 'Redirected to an invalid URL' : 'Not a valid URL';
    throw new InvalidResponseError(`${what}: ${redactUrl(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidResponseError('Only http and https URLs can be fetched');
  }
  return url;
}
