import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * What the proxy does to the connections between the app and its database:
 * - forward: passes bytes both ways;
 * - refuse: new connections are closed at once (the server is down), open ones keep working;
 * - stall: nothing is passed either way, and sockets stay open (a hung server or network);
 * cut() destroys every open connection (the server restarted or the network dropped them).
 */
export type ProxyMode = 'forward' | 'refuse' | 'stall';

export interface TcpProxy {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  setMode(mode: ProxyMode): void;
  /** Destroys every connection open now (both sides). */
  cut(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket;
}

/**
 * A TCP proxy on a free loopback port in front of `target` (e.g. PostgreSQL on 127.0.0.1:5432),
 * through which a test makes the database fail the ways production does: a real server restart
 * would need control of a server other tests share, and cut() does to the app what a restart does.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();
  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, server: upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    // Bytes that arrive while stalled are held back, not delivered late: a stall ends with a cut.
    client.on('data', (chunk) => {
      if (mode !== 'stall') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode !== 'stall') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy did not get a port');
  const cut = () => {
    for (const pair of [...pairs]) {
      pair.client.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };
  return {
    port: address.port,
    setMode(next) {
      mode = next;
    },
    cut,
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
