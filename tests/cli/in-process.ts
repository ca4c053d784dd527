import { Readable } from 'node:stream';
import { runCli as runProgram } from '../../src/cli/program.js';
import type { CliResult } from './processes.js';

/**
 * Runs `alphawire …` in the test process, through the same runCli that bin/alphawire.js calls,
 * with `env` as its environment and `input` as its stdin: what it wrote and the exit code it
 * returned, as spawnCli gives them, without a Node and TypeScript startup per command.
 */
export async function runCli(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runProgram(args, {
    stdin: Readable.from(input === '' ? [] : [input]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
  });
  return { code, stdout, stderr };
}
