// Does what the Dockerfile does, without Docker: no daemon runs here and no base image can be
// pulled. In a scratch folder it runs the deps stage's own RUN line (a real `npm ci --omit=dev`,
// with a private npm cache), lays out /app from the final stage's COPY lines, starts the final
// stage's CMD as an unprivileged user with the final stage's ENV, and runs its HEALTHCHECK command
// until it passes. The build stage's `npm run build` runs in this repository instead of a fresh
// full install. Run: npm run check:image [-- --keep]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { validate } from 'dockerfile-utils';
import { copiesOf, dockerfileStages, envOf, execForm, type Instruction } from './dockerfile.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// The image's `node` user does not exist on this machine: nobody stands in for it.
const RUN_AS = 'nobody';
const READY_TIMEOUT_MS = 120_000;

function step(title: string, work: () => string | void): void {
  const started = performance.now();
  const detail = work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`ok  ${title} (${seconds} s)${detail ? `: ${detail}` : ''}\n`);
}

function stageNamed(stages: Instruction[][], name: string): Instruction[] {
  const stage = stages.find((s) => s[0]!.args.endsWith(` AS ${name}`));
  if (!stage) throw new Error(`no stage named ${name} in the Dockerfile`);
  return stage;
}

/** The deps stage in a folder of its own: its context copies, then its RUN lines as they are. */
function runDepsStage(stage: Instruction[], dir: string): string {
  for (const copy of copiesOf(stage)) for (const source of copy.sources) cpSync(join(repo, source), join(dir, source));
  const env = { ...process.env, npm_config_cache: join(dir, '.npm-cache'), npm_config_update_notifier: 'false' };
  for (const run of stage.filter((i) => i.keyword === 'RUN')) execFileSync('sh', ['-c', run.args], { cwd: dir, env, stdio: 'inherit' });
  const has = (name: string) => existsSync(join(dir, 'node_modules', name));
  if (has('vite') || has('vitest')) throw new Error('devDependencies were installed');
  if (!has('tsx')) throw new Error('tsx, which runs the server, is missing');
  return `${readdirSync(join(dir, 'node_modules')).length} top-level packages, no vite or vitest, tsx present`;
}

/** /app as the final stage lays it out: from the context, the deps stage and the build stage. */
function layOutApp(stage: Instruction[], depsName: string, depsDir: string, appDir: string): void {
  for (const copy of copiesOf(stage)) {
    for (const source of copy.sources) {
      const from = copy.from === null ? join(repo, source) : copy.from === depsName ? join(depsDir, source.replace(/^\/app\//, '')) : join(repo, source.replace(/^\/app\//, ''));
      const destination = copy.destination.endsWith('/') ? join(appDir, copy.destination, basename(source)) : join(appDir, copy.destination);
      // Links as Docker's COPY keeps them: dist/server/config points at /app/config.
      cpSync(from, destination, { recursive: true, verbatimSymlinks: true });
    }
  }
  // Root's files, readable by all: the app must not need to write anywhere but its data folder.
  execFileSync('chmod', ['-R', 'a+rX,go-w', appDir]);
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

function idsOf(user: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

// setpriv execs the command itself (runuser stays in between and ends it on SIGTERM), so the
// server gets signals as it does as the image's PID 1.
function asUser(command: string[]): [string, string[]] {
  const { uid, gid } = idsOf(RUN_AS);
  return ['setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...command]];
}

async function waitForHealth(health: string[], cwd: string, env: NodeJS.ProcessEnv, exited: () => boolean): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (exited()) throw new Error('the server exited before it was healthy');
    const [command, args] = asUser(health);
    if (spawnSync(command, args, { cwd, env }).status === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the health check did not pass within ${READY_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  const text = readFileSync(join(repo, 'Dockerfile'), 'utf8');
  const stages = dockerfileStages(text);
  const final = stages.at(-1)!;
  const depsName = copiesOf(final).find((c) => c.sources.includes('/app/node_modules'))!.from!;
  const scratch = mkdtempSync(join(tmpdir(), 'alphawire-image-'));
  chmodSync(scratch, 0o755);
  const [depsDir, appDir, dataDir, secretsDir] = ['deps', 'app', 'data', 'secrets'].map((d) => join(scratch, d)) as [string, string, string, string];
  for (const dir of [depsDir, appDir, dataDir, secretsDir]) mkdirSync(dir);
  const { uid, gid } = idsOf(RUN_AS);
  try {
    step('Dockerfile lint (dockerfile-utils)', () => {
      const problems = validate(text);
      if (problems.length > 0) throw new Error(problems.map((p) => `line ${p.range.start.line + 1}: ${p.message}`).join('\n'));
    });
    step('build stage: npm run build, in this repository', () => void execFileSync('npm', ['run', '-s', 'build'], { cwd: repo, stdio: 'ignore' }));
    step(`${depsName} stage: its RUN line in a scratch folder`, () => runDepsStage(stageNamed(stages, depsName), depsDir));
    step('final stage: /app from its COPY lines, read-only to the app user', () => layOutApp(final, depsName, depsDir, appDir));

    // The volume and the secrets are the user's, as `chown node:node /data` and Docker secrets make them.
    chownSync(dataDir, uid, gid);
    const secret = (name: string, value: string) => {
      writeFileSync(join(secretsDir, name), `${value}\n`, { mode: 0o400 });
      chownSync(join(secretsDir, name), uid, gid);
      return join(secretsDir, name);
    };
    const port = String(await freePort());
    const local = (value: string) => value.replace(/^\/app(?=\/|$)/, appDir).replace(/^\/data(?=\/|$)/, dataDir);
    const imageEnv = Object.fromEntries(Object.entries(envOf(final)).map(([name, value]) => [name, local(value)]));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      ...imageEnv,
      PORT: port,
      // Offline: no feeds are polled and no quotes fetched.
      SEED_DEFAULT_SOURCES: 'false',
      SCHEDULER_ENABLED: 'false',
      APP_SECRET_FILE: secret('app_secret', 'a'.repeat(48)),
      ADMIN_USERNAME: 'chief',
      ADMIN_EMAIL: 'chief@news.example.com',
      ADMIN_PASSWORD_FILE: secret('admin_password', 'image-check-admin-password'),
    };
    const [command, args] = asUser(execForm(final.find((i) => i.keyword === 'CMD')!.args));
    const health = execForm(final.find((i) => i.keyword === 'HEALTHCHECK')!.args);
    let output = '';
    const server = spawn(command, args, { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const ms = await waitForHealth(health, appDir, env, () => server.exitCode !== null);
      process.stdout.write(`ok  CMD as ${RUN_AS} (uid ${uid}), HEALTHCHECK ${health.join(' ')} exits 0 after ${(ms / 1000).toFixed(1)} s\n`);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error(`GET / answered ${page.status} without the web app`);
      process.stdout.write('ok  GET / serves the built web app\n');
      if (!output.includes('admin chief created from ADMIN_USERNAME')) throw new Error('the first admin was not made');
      process.stdout.write('ok  first admin made from ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD_FILE; APP_SECRET from APP_SECRET_FILE\n');
      const owners = new Set(execFileSync('find', [dataDir, '-mindepth', '1', '-printf', '%u\\n'], { encoding: 'utf8' }).trim().split('\n'));
      process.stdout.write(`ok  the data volume holds ${readdirSync(dataDir).join(', ')}, owned by ${[...owners].join(', ')}\n`);
    } finally {
      server.kill('SIGTERM');
    }
    const code = await exit;
    if (code !== 0) throw new Error(`SIGTERM: the server exited with ${code}\n${output}`);
    const [hc, hcArgs] = asUser(health);
    const after = spawnSync(hc, hcArgs, { cwd: appDir, env }).status;
    if (after !== 1) throw new Error(`the health check exited ${after} with the server stopped`);
    process.stdout.write('ok  SIGTERM: the server drained and exited 0; the health check then exits 1\n');
  } finally {
    if (values.keep) process.stdout.write(`kept: ${scratch}\n`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
