import { documentThread, InvalidResponseError, ThreadLimitError, threadTask, ThreadTaskError } from '../../sdk/index.js';
import { type ParsedFeed, parseFeedBody, type ParseFeedOptions } from './parse-feed.js';

interface ParseInput {
  body: Uint8Array | string;
  options: ParseFeedOptions;
}

/** The thread's side: parseFeedBody with its two arguments in one message. */
export function parseOnThread({ body, options }: ParseInput): ParsedFeed {
  return parseFeedBody(body, options);
}

const PARSE = threadTask<ParseInput, ParsedFeed>(new URL(import.meta.url), 'parseOnThread');

/**
 * parseFeedBody on the SDK's document thread: even a feed within every limit can take over a tenth
 * of a second to parse, which the server's event loop (every request) would otherwise wait for.
 */
export async function parseFeedOffThread(body: Uint8Array | string, options: ParseFeedOptions): Promise<ParsedFeed> {
  try {
    return await documentThread().run(PARSE, { body, options });
  } catch (error) {
    if (error instanceof ThreadTaskError && error.taskErrorName === 'InvalidResponseError') throw new InvalidResponseError(error.message);
    if (error instanceof ThreadLimitError) throw new InvalidResponseError(`Feed refused: reading it ${error.message}`, { cause: error });
    throw error;
  }
}
