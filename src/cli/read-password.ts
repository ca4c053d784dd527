import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ReadStream } from 'node:tty';
import { CliError } from './errors.js';
import type { TextSink } from './io.js';

const ENTER = new Set(['\r', '\n', '\u0004']); // Enter, or Ctrl-D to end early
const CTRL_C = '\u0003';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Asks on the terminal without echoing what is typed. */
function promptHidden(input: ReadStream, stderr: TextSink, prompt: string): Promise<string> {
  // Raw mode before the prompt: whatever is typed after seeing it must never be echoed.
  input.setRawMode(true);
  stderr.write(prompt);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === CTRL_C) return finish(() => reject(new CliError(['cancelled'])));
        if (ENTER.has(char)) return finish(() => resolve(typed));
        typed = BACKSPACE.has(char) ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * Reads a password from stdin: a hidden prompt on a terminal, else everything piped in without
 * the final line break (so `echo secret | alphawire …` and here-strings work). Passing it this way
 * keeps it out of the shell history and the process list.
 */
export async function readPassword(stdin: Readable, stderr: TextSink, prompt: string): Promise<string> {
  if (stdin instanceof ReadStream && stdin.isTTY) return promptHidden(stdin, stderr, prompt);
  return (await text(stdin)).replace(/\r?\n$/, '');
}
