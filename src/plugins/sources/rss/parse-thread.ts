import {
  InvalidResponseError,
  startTaskThread,
  type TaskThread,
  ThreadLimitError,
  threadTask,
  ThreadTaskError,
} from '../../sdk/index.js';
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
// A 10 MB feed parses in a fraction of a second and about 100 MB; past these something is wrong.
const LIMITS = { memoryMb: 192, timeoutMs: 20_000 };

let thread: TaskThread | null = null;

/**
 * parseFeedBody on a worker thread of its own: even a feed within every limit can take a tenth of
 * a second to parse, which the server's event loop (every request) would otherwise wait for.
 */
export async function parseFeedOffThread(body: Uint8Array | string, options: ParseFeedOptions): Promise<ParsedFeed> {
  thread ??= startTaskThread(LIMITS);
  try {
    return await thread.run(PARSE, { body, options });
  } catch (error) {
    if (error instanceof ThreadTaskError && error.taskErrorName === 'InvalidResponseError') throw new InvalidResponseError(error.message);
    if (error instanceof ThreadLimitError) throw new InvalidResponseError(`Feed refused: reading it ${error.message}`, { cause: error });
    throw error;
  }
}
