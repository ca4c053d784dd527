import { decoderFor, type BodyDecoder } from '../../sdk/index.js';

const decoders = new Map<string, BodyDecoder>();

function cachedDecoder(label: string): BodyDecoder {
  let decoder = decoders.get(label);
  if (!decoder) {
    // An encoding name the platform does not know: UTF-8 reads most such feeds well enough.
    decoder = decoderFor(label) ?? cachedDecoder('utf-8');
    decoders.set(label, decoder);
  }
  return decoder;
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function headerCharset(contentType: string | undefined): string | null {
  if (!contentType) return null;
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? null;
}

/** The encoding named in an `<?xml … encoding="…"?>` prolog, read from the raw bytes. */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 256)).toString('latin1');
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1]?.toLowerCase() ?? null;
}

/**
 * Decodes a feed body: a byte-order mark wins, then the charset of the Content-Type header, then
 * the XML prolog's encoding (servers often send ISO-8859-1 feeds with no charset), else UTF-8.
 */
export function decodeFeedBody(bytes: Uint8Array, contentType?: string): string {
  const label = bomEncoding(bytes) ?? headerCharset(contentType) ?? declaredEncoding(bytes) ?? 'utf-8';
  return cachedDecoder(label).decode(bytes);
}
