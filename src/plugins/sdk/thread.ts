import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A function a thread can run: the named export of a module, taking and returning cloneable data. */
export interface ThreadTask<Input, Output> {
  module: string;
  name: string;
  /** Only carries the types. */
  readonly types?: (input: Input) => Output;
}

/** Names `exportName` of the module at `moduleUrl` (`new URL(import.meta.url)`, or `moduleBeside('./x', import.meta.url)`) as a task. */
export function threadTask<Input, Output>(moduleUrl: URL, exportName: string): ThreadTask<Input, Output> {
  return { module: fileURLToPath(moduleUrl), name: exportName };
}

/**
 * The module `name` (written without its extension) beside the module at `fromUrl`, with that
 * module's own extension: `.ts` when the server runs from its sources, `.js` when it runs compiled
 * (scripts/build-server.ts).
 */
export function moduleBeside(name: string, fromUrl: string): URL {
  return new URL(`${name}${extname(new URL(fromUrl).pathname)}`, fromUrl);
}

/** A task stopped for going past its thread's time or memory, or because the thread died. */
export class ThreadLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
    this.name = 'ThreadLimitError';
  }
}

/** An error the task itself threw, with its name and message (its class stays on the thread). */
export class ThreadTaskError extends Error {
  constructor(readonly taskErrorName: string, message: string) {
    super(message);
    this.name = 'ThreadTaskError';
  }
}

/**
 * How long a fresh thread may take to load a task's module before the task starts: seconds on a
 * slow or busy machine (jsdom, for the full text), and nothing a document's content can change.
 */
const START_TIMEOUT_MS = 60_000;

export interface ThreadLimits {
  /** The thread's heap (V8's old generation), in MB. */
  memoryMb: number;
  /** A task running longer is stopped, and its thread with it. */
  timeoutMs: number;
}

export interface TaskThread {
  /** Runs a task on the thread, after the tasks given before it. */
  run<Input, Output>(task: ThreadTask<Input, Output>, input: Input): Promise<Output>;
  close(): Promise<void>;
}

type Reply = { started: true } | { output: unknown } | { error: { name: string; message: string } };

/**
 * Run first on a background thread: on Linux a thread's nice value is its own, so this thread
 * yields the cores to the event loop that answers requests whenever both want them, and still
 * gets every idle cycle. (Elsewhere the call would lower the whole process: it is skipped.)
 */
export const LOWER_THREAD_PRIORITY = `if (process.platform === 'linux') { try { require('node:os').setPriority(0, 10); } catch {} }`;

/**
 * Loads the module at the path `module` on a thread: a compiled one (.js) is imported; one run
 * from its sources (.ts) is read through tsx's require hook, which unlike its ESM hook needs no
 * loader thread of its own.
 */
export const LOAD_MODULE = `const loadModule = (() => {
  let tsx = false;
  return async (module) => {
    if (!module.endsWith('.ts')) return import(require('node:url').pathToFileURL(module).href);
    if (!tsx) require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register();
    tsx = true;
    return require(module);
  };
})();`;

// Tasks come one at a time, so a reply needs no id. The thread says when the task's module is
// loaded: the time budget is the task's own, not the thread's start-up.
const BOOT = `const { parentPort } = require('node:worker_threads');
${LOWER_THREAD_PRIORITY}
${LOAD_MODULE}
parentPort.on('message', async ({ module, name, input }) => {
  try {
    const task = (await loadModule(module))[name];
    parentPort.postMessage({ started: true });
    parentPort.postMessage({ output: await task(input) });
  } catch (error) {
    parentPort.postMessage({ error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } });
  }
});`;

function limitError(error: unknown, limits: ThreadLimits): ThreadLimitError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new ThreadLimitError('memory', `needed more than ${limits.memoryMb} MB of memory`);
  return new ThreadLimitError('crash', `stopped unexpectedly (${error instanceof Error ? error.message : String(error)})`);
}

/**
 * A worker thread for work that must not hold the event loop (parsing untrusted documents): tasks
 * run one after another with a memory ceiling and a time budget. A task past either is stopped by
 * ending the thread, and the next task starts a fresh one. An idle thread keeps nothing alive.
 */
export function startTaskThread(limits: ThreadLimits): TaskThread {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function start(): Worker {
    // A small young generation keeps the thread's memory near its working set.
    const started = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 8 } });
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  }

  function runNow<Input, Output>(task: ThreadTask<Input, Output>, input: Input): Promise<Output> {
    const thread = (worker ??= start());
    thread.ref();
    return new Promise<Output>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        thread.unref();
        settle();
      };
      const stop = (message: string) => () => {
        finish(() => reject(new ThreadLimitError('time', message)));
        if (worker === thread) worker = null;
        void thread.terminate();
      };
      const onMessage = (reply: Reply) => {
        if ('started' in reply) {
          clearTimeout(timer);
          timer = setTimeout(stop(`took longer than ${limits.timeoutMs / 1000} s`), limits.timeoutMs);
          return;
        }
        finish(() => ('error' in reply ? reject(new ThreadTaskError(reply.error.name, reply.error.message)) : resolve(reply.output as Output)));
      };
      const onError = (error: unknown) => finish(() => reject(limitError(error, limits)));
      const onExit = (code: number) => finish(() => reject(new ThreadLimitError('crash', `stopped unexpectedly (exit code ${code})`)));
      timer = setTimeout(stop(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      thread.postMessage({ module: task.module, name: task.name, input });
    });
  }

  return {
    run(task, input) {
      const result = queue.then(() => runNow(task, input));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      await queue;
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}

// Feeds and their items' HTML: a 10 MB feed parses and sanitises in a second or two and about 100 MB.
const DOCUMENT_LIMITS: ThreadLimits = { memoryMb: 192, timeoutMs: 30_000 };
let documents: TaskThread | null = null;

/**
 * The one thread where feeds and their HTML are parsed, by plugins and the host alike (one thread
 * costs about 15 MB however many use it). Started on first use; never closed, it keeps nothing alive.
 */
export function documentThread(): TaskThread {
  documents ??= startTaskThread(DOCUMENT_LIMITS);
  return documents;
}
