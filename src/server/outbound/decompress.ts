import { Readable, pipeline } from 'node:stream';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { InvalidResponseError } from '../../plugins/sdk/errors.js';

/** One decoding step of a response body, pulled chunk by chunk so the size cap can stop it early. */
export type Decoder = (source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>;

// Like browsers, accept a stream cut short at a flush boundary instead of failing the whole
// answer: many servers close gzip streams sloppily.
const ZLIB_OPTIONS = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
const BROTLI_OPTIONS = {
  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
};

/** The value sent as Accept-Encoding: exactly the codings createDecoders undoes. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/** Builds the decoders for a Content-Encoding header, outermost coding first; throws for a coding we never asked for. */
export function createDecoders(contentEncoding: string | undefined): Decoder[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  // The header lists codings in the order they were applied, so they are undone last-first.
  return codings.reverse().map(createDecoder);
}

function createDecoder(coding: string): Decoder {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return through(coding, () => zlib.createGunzip(ZLIB_OPTIONS));
    case 'br':
      return through(coding, () => zlib.createBrotliDecompress(BROTLI_OPTIONS));
    case 'deflate':
      return inflateEither;
    default:
      throw new InvalidResponseError(`Response uses an unsupported content encoding: ${coding}`);
  }
}

function through(coding: string, makeTransform: () => Transform): Decoder {
  return async function* decode(source) {
    const transform = pipeline(Readable.from(source), makeTransform(), () => {});
    try {
      for await (const chunk of transform) yield chunk as Buffer;
    } catch (error) {
      throw isDecompressionError(error)
        ? new InvalidResponseError(`Response body could not be decompressed (${coding}): ${error.message}`, { cause: error })
        : error;
    }
  };
}

/**
 * "deflate" should be zlib-wrapped (RFC 9110) but some servers send raw deflate; like browsers,
 * look at the first byte to tell them apart.
 */
async function* inflateEither(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const chunks = source[Symbol.asyncIterator]();
  let first = await chunks.next();
  while (!first.done && first.value.length === 0) first = await chunks.next();
  if (first.done) return;
  const firstChunk = first.value;
  const zlibWrapped = (firstChunk[0]! & 0x0f) === 0x08;
  async function* rejoined(): AsyncGenerator<Buffer> {
    yield firstChunk;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const inflate = through('deflate', () =>
    zlibWrapped ? zlib.createInflate(ZLIB_OPTIONS) : zlib.createInflateRaw(ZLIB_OPTIONS),
  );
  yield* inflate(rejoined());
}

function isDecompressionError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  return error.code.startsWith('Z_') || error.code.startsWith('ERR__ERROR') || error.code.startsWith('ERR_BROTLI');
}
