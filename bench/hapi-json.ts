// The baseline for bench/load.ts: a bare Hapi server answering every GET with one JSON document
// (a feed page the app served), so the framework and the answer's size cost the same as the app's.
import { readFileSync } from 'node:fs';
import Hapi from '@hapi/hapi';

const body = JSON.parse(readFileSync(process.env.BENCH_JSON_FILE ?? '', 'utf8')) as object;
const server = Hapi.server({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
server.route({ method: 'GET', path: '/{any*}', handler: () => body });
await server.start();
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
