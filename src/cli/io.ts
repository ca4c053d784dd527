import type { Readable } from 'node:stream';

/** Where text goes: process.stdout and process.stderr, or a test's buffers. */
export interface TextSink {
  write(text: string): unknown;
}

/**
 * What one run of the CLI reads and writes: the process's own streams and environment from
 * bin/alphawire.js, or a test's, so the commands can run inside the test process.
 */
export interface CliIo {
  stdin: Readable;
  stdout: TextSink;
  stderr: TextSink;
  /** Read by loadConfig: DATABASE_URL, DATA_DIR and every other setting. */
  env: Record<string, string | undefined>;
}

/**
 * A pipe's writing end that goes quiet once its reader has gone: `alphawire sources list | head`
 * closes the pipe when head has read enough, and the rest of the output has nowhere to go. Command-
 * line tools then stop writing, as here; unheard, the EPIPE error crashed the command with a stack.
 */
export function pipeSink(stream: NodeJS.WritableStream): TextSink {
  let readerGone = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return { write: (text: string) => readerGone || stream.write(text) };
}

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: pipeSink(process.stdout), stderr: process.stderr, env: process.env };
}
