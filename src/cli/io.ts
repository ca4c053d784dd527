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

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}
