import { chmod, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';

// The embedded database admits one process, so while the server runs the CLI cannot open it. The
// server listens on a socket inside the data dir instead, readable by the data dir's owner only:
// whoever may open the database files may ask for a backup or a restore, and nobody else.

export const CONTROL_SOCKET = 'control.sock';

const requestSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('backup'), file: z.string().min(1) }),
  z.object({ command: z.literal('restore'), file: z.string().min(1), force: z.boolean() }),
]);
export type ControlRequest = z.infer<typeof requestSchema>;

export type ControlAnswer = { ok: true; tables: number; rows: number } | { ok: false; message: string };

export interface ControlHandlers {
  backup(file: string): Promise<{ tables: number; rows: number }>;
  restore(file: string, force: boolean): Promise<{ tables: number; rows: number }>;
}

// A request is one short JSON line; anything longer is not ours.
const MAX_REQUEST_BYTES = 8_192;

/** The path of a data dir's control socket. */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, CONTROL_SOCKET);
}

async function answer(handlers: ControlHandlers, line: string, logger: Logger): Promise<ControlAnswer> {
  let request: ControlRequest;
  try {
    request = requestSchema.parse(JSON.parse(line));
  } catch {
    return { ok: false, message: 'Not a control request' };
  }
  try {
    const done = request.command === 'backup' ? await handlers.backup(request.file) : await handlers.restore(request.file, request.force);
    logger.info({ command: request.command, ...done }, `${request.command} done for the CLI`);
    return { ok: true, ...done };
  } catch (error) {
    logger.warn({ command: request.command, reason: (error as Error).message }, `${request.command} failed`);
    return { ok: false, message: (error as Error).message };
  }
}

function serve(socket: Socket, handlers: ControlHandlers, logger: Logger): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) {
      socket.end(`${JSON.stringify({ ok: false, message: 'Request too long' })}\n`);
      return;
    }
    const end = received.indexOf('\n');
    if (end === -1) return;
    socket.pause();
    void answer(handlers, received.slice(0, end), logger).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

/** Listens on the data dir's control socket; returns the function that closes it and removes the file. */
export async function startControlSocket(dataDir: string, handlers: ControlHandlers, logger: Logger): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  // Left by a process that died: this process holds the data dir's lock, so nobody else uses it.
  await rm(path, { force: true });
  const server = createServer((socket) => serve(socket, handlers, logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(path, { force: true });
  };
}
