import { createServer } from 'node:net';

/** Below Linux's ephemeral range (32768–60999 by default): ports the kernel never hands out by itself. */
const FIRST = 20_000;
const COUNT = 12_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a server process that starts later. Not one the kernel picks (port 0):
 * between this check and the process's own listen, any outgoing connection of the machine may
 * take an ephemeral port, and a spawned worker once failed with EADDRINUSE so. Chosen at random
 * below that range, where only another test's explicit choice could collide.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await canListen(port)) return port;
  }
}
