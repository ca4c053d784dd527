import type { Readable } from 'node:stream';
import { InvalidResponseError } from '../../plugins/sdk/errors.js';
import { createDecoders } from './decompress.js';

/** Formats a byte count the way admins read sizes ("10 MB", "512 KB"). */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** The error for an answer over the cap, the same whether Content-Length or counting told us. */
export function tooLargeError(maxBytes: number): InvalidResponseError {
  return new InvalidResponseError(`Response larger than ${formatBytes(maxBytes)}`);
}

/**
 * Reads a response body, decompressed, refusing it once it passes maxBytes. The cap counts
 * decompressed bytes, so a small gzip bomb stops at the cap instead of filling memory; the
 * body is pulled chunk by chunk, so no more than the cap is ever held.
 */
export async function readBody(
  body: Readable,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<Buffer> {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLargeError(maxBytes);
  let source: AsyncIterable<Buffer> = body;
  for (const decode of createDecoders(headers['content-encoding'])) source = decode(source);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw tooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
