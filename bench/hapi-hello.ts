// The baseline for bench/http.ts: a bare Hapi server with one JSON route and nothing else.
import Hapi from '@hapi/hapi';

const server = Hapi.server({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
server.route({ method: 'GET', path: '/', handler: () => ({ hello: 'world' }) });
await server.start();
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
