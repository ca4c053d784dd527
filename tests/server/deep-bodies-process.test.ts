import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, type ServerProcess, startServerProcess } from '../cli/processes.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// The attack of issue 21 against the real process, with the heap `npm start` gives it (through
// start:prod, which it runs after the build): deeply nested bodies, many of them at once, while a
// monitor keeps asking /healthz.
const startScript = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod']!;
const heapCap = /--max-old-space-size=\$\{MAX_HEAP_MB:-\d+\}/.exec(startScript)?.[0].replace(/\$\{MAX_HEAP_MB:-(\d+)\}/, '$1');

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"loginId":'.repeat(depth) + '"x"' + '}'.repeat(depth);
// 50 bodies: mostly the 200 KB body of the report, some objects, some shallower.
const BODIES = Array.from({ length: 50 }, (_, i) => [arrays(100_000), objects(60_000), arrays(1000), objects(10)][i % 4]!);
const AT_ONCE = 5;

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  expect(heapCap).toMatch(/^--max-old-space-size=\d+$/);
  database = await createTestDatabase();
  server = await startServerProcess({ ...childEnv(database.env), LOGIN_MAX_PER_IP: '1000' }, [heapCap!]);
}, 90_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await database?.drop();
});

/** The crumb cookie and header an anonymous browser would send. */
async function csrf(): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/version`);
  const crumb = /crumb=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' };
}

/** Asks /healthz until stopped; returns every failure (no answer within a second, or not 200). */
function watchHealth(): { stop: () => Promise<string[]> } {
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const status = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1000) }).then((res) => res.status, (error: Error) => error.name);
      if (status !== 200) failures.push(String(status));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return failures;
    },
  };
}

describe('deeply nested bodies sent to the running server', () => {
  it('are each refused with a 400 that says so, while /healthz keeps answering within a second', { timeout: 60_000 }, async () => {
    const headers = await csrf();
    const health = watchHealth();
    const answers: { status: number; message: string }[] = [];
    for (let i = 0; i < BODIES.length; i += AT_ONCE) {
      const batch = BODIES.slice(i, i + AT_ONCE).map(async (body) => {
        const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body });
        const answer = (await res.json()) as { message: string };
        return { status: res.status, message: answer.message };
      });
      answers.push(...(await Promise.all(batch)));
    }
    expect(await health.stop()).toEqual([]);
    expect(answers).toHaveLength(50);
    const deep = answers.filter((_, i) => i % 4 !== 3);
    expect(new Set(deep.map((a) => `${a.status} ${a.message}`))).toEqual(new Set(['400 The request is nested deeper than 32 levels']));
    // The shallow body is an ordinary bad login, judged by the schema.
    expect(answers[3]).toMatchObject({ status: 400 });
    expect(answers[3]!.message).not.toContain('nested');
  });

  it('still judges an ordinary login afterwards', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: await csrf(), body: JSON.stringify({ loginId: 'nobody', password: 'a-good-password' }) });
    expect(res.status).toBe(401);
  });
});
