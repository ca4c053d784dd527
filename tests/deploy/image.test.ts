import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validate } from 'dockerfile-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { copiesOf, dockerfileStages, envOf, execForm, repoRoot } from '../../scripts/image/dockerfile.js';

const stages = dockerfileStages();
const final = stages.at(-1)!;
const instruction = (keyword: string) => final.find((i) => i.keyword === keyword)?.args;

describe('the Dockerfile', () => {
  it('passes the Dockerfile linter', () => {
    const problems = validate(readFileSync(new URL('Dockerfile', repoRoot), 'utf8')).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('runs as an unprivileged user, on every interface, with its data in a volume', () => {
    expect(instruction('USER')).toBe('node');
    const env = envOf(final);
    expect(env).toMatchObject({ HOST: '0.0.0.0', NODE_ENV: 'production' });
    expect(instruction('VOLUME')).toBe(`["${env.DATA_DIR}"]`);
    expect(instruction('EXPOSE')).toBe(env.PORT);
  });

  it('ships production dependencies only, installed in a stage of their own', () => {
    const modules = copiesOf(final).find((c) => c.sources.includes('/app/node_modules'));
    const depsStage = stages.find((s) => s[0]!.args.endsWith(` AS ${modules?.from}`))!;
    expect(depsStage.filter((i) => i.keyword === 'RUN').map((i) => i.args).join(' ')).toMatch(/npm ci --omit=dev/);
    expect(final.filter((i) => i.keyword === 'RUN').map((i) => i.args).join(' ')).not.toMatch(/npm (ci|install)/);
  });

  it('copies only files the repository has and .dockerignore lets through', () => {
    const ignored = readFileSync(new URL('.dockerignore', repoRoot), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    const fromContext = stages.flatMap(copiesOf).filter((c) => c.from === null).flatMap((c) => c.sources);
    for (const source of fromContext) {
      expect(existsSync(new URL(source, repoRoot)), source).toBe(true);
      expect(ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)), source).toBe(false);
    }
    // The web app the final stage serves comes from the build stage's `npm run build`.
    expect(copiesOf(final).some((c) => c.from === 'build' && c.sources.includes('/app/dist/web'))).toBe(true);
  });

  it('checks its health and starts the server with commands that exist in the image', () => {
    const health = execForm(instruction('HEALTHCHECK')!);
    expect(health).toEqual(['node', 'bin/healthcheck.js']);
    // The server as `npm run build` compiles it (scripts/build-server.ts), copied from the build stage.
    expect(execForm(instruction('CMD')!)).toEqual(['node', '--max-old-space-size=256', 'dist/server/src/server/main.js']);
    expect(copiesOf(final).some((c) => c.from === 'build' && c.sources.includes('/app/dist/server'))).toBe(true);
    // The CLI (bin/alphawire.js) runs from the sources, and the compiled server reads config/ beside it.
    const shipped = copiesOf(final).flatMap((c) => c.sources);
    expect(shipped).toEqual(expect.arrayContaining(['bin', 'config', 'src/server', 'src/cli']));
  });
});

describe('bin/healthcheck.js', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function answering(status: number): Promise<number> {
    server = createServer((req, res) => res.writeHead(req.url === '/healthz' ? status : 404).end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }

  async function healthcheck(port: number): Promise<number | null> {
    const child = spawn(process.execPath, ['bin/healthcheck.js'], { cwd: repoRoot, env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'ignore' });
    const [code] = (await once(child, 'exit')) as [number | null];
    return code;
  }

  it('exits 0 when /healthz answers 200, and 1 when it fails or nothing listens', async () => {
    expect(await healthcheck(await answering(200))).toBe(0);
    server!.close();
    expect(await healthcheck(await answering(503))).toBe(1);
    const port = (server!.address() as AddressInfo).port;
    server!.close();
    await once(server!, 'close');
    server = undefined;
    expect(await healthcheck(port)).toBe(1);
  });
});
