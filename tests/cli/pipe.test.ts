import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const io = fileURLToPath(new URL('../../src/cli/io.ts', import.meta.url));
// A command's long output written through processIo(), a little at a time as a listing's rows are.
const LISTING = `
  const { processIo } = await import(${JSON.stringify(io)});
  const { stdout } = processIo();
  for (let i = 0; i < 2000; i += 1) {
    stdout.write('source ' + i + ', '.repeat(40) + '\\n');
    await new Promise((resolve) => setImmediate(resolve));
  }`;

// `alphawire sources list | head -1`: head reads what it wants and closes the pipe, and the rest of
// the listing has nowhere to go. It crashed with an unhandled EPIPE and a stack.
it('stops writing quietly once the reader of its output has gone, and ends as it would have', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', LISTING], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // Read the first chunk, then go, as head does.
  await once(child.stdout, 'data');
  child.stdout.destroy();
  const [code] = (await once(child, 'close')) as [number | null];
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
