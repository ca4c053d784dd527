import { InvalidResponseError } from '../../plugins/sdk/errors.js';
import { parseUntrustedJson } from '../../plugins/sdk/json.js';
import { decoderFor, type BodyDecoder } from '../../plugins/sdk/text-decoder.js';

/**
 * Decodes a body as text: a byte-order mark wins, then the charset of Content-Type, then UTF-8,
 * the order the WHATWG encoding standard uses. An unknown charset falls back to UTF-8 rather
 * than failing, since a wrong label is common and most such feeds are UTF-8 anyway.
 */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  const label = bomEncoding(body) ?? charsetOf(contentType) ?? 'utf-8';
  return createDecoder(label).decode(body);
}

/** Parses a body as JSON, with an error an admin can read when it is not. */
export function parseJson(body: Buffer, contentType: string | undefined): unknown {
  try {
    return parseUntrustedJson(decodeText(body, contentType));
  } catch (error) {
    throw new InvalidResponseError('Response is not valid JSON', { cause: error });
  }
}

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function bomEncoding(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function createDecoder(label: string): BodyDecoder {
  return decoderFor(label) ?? new TextDecoder('utf-8');
}
