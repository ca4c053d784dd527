// Compiles the server from TypeScript to JavaScript, file for file, into a folder laid out like the
// repository (src/server, src/plugins, src/contracts and migrations/ under it, config/ linked
// beside them, package.json copied), so every path a module reads relative to itself (the config
// files, the models, the sample feeds, package.json) resolves as it does from the sources.
// Why: started through tsx, whose loader runs on a thread of its own, a server on PostgreSQL took
// 4.1–4.7 s of CPU to be ready and held 191–196 MB; compiled, 2.3–2.8 s and 150 MB. `npm run build` writes dist/server; the tests build
// a scratch copy of their own (tests/helpers/compiled-server.ts).
// Run: node --import tsx scripts/build-server.ts [out-dir]
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** What the server loads at run time: the web app, the CLI (run from its sources) and the tests stay out. */
const SOURCE_DIRS = ['src/server', 'src/plugins', 'src/contracts', 'migrations'];
export const DEFAULT_OUT_DIR = join(REPO, 'dist', 'server');

function isTestOnly(path: string): boolean {
  return path.endsWith('.test.ts') || path.split('/').includes('__fixtures__');
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(REPO, join(entry.parentPath, entry.name)))
    .filter((path) => !isTestOnly(path));
}

/** Compiles the server into `outDir` (emptied first) and returns the path of its main module. */
export async function buildServer(outDir: string = DEFAULT_OUT_DIR): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const files = SOURCE_DIRS.flatMap(filesUnder);
  await build({
    entryPoints: files.filter((path) => path.endsWith('.ts')).map((path) => join(REPO, path)),
    outbase: REPO,
    outdir: outDir,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  // The models, word lists, sample feeds and quotes the modules read beside themselves.
  for (const path of files.filter((file) => !file.endsWith('.ts') && !file.endsWith('.md'))) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    copyFileSync(join(REPO, path), join(outDir, path));
  }
  // package.json makes the .js files ES modules and gives the version; config/ stays the one the
  // operator edits. A copy outside the repository finds the packages through a link.
  copyFileSync(join(REPO, 'package.json'), join(outDir, 'package.json'));
  symlinkSync(relative(outDir, join(REPO, 'config')), join(outDir, 'config'));
  if (relative(REPO, outDir).startsWith('..')) symlinkSync(join(REPO, 'node_modules'), join(outDir, 'node_modules'));
  const main = join(outDir, 'src', 'server', 'main.js');
  if (!existsSync(main)) throw new Error(`The build left no ${main}`);
  return main;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const main = await buildServer(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT_DIR);
  console.log(`server compiled to ${relative(process.cwd(), dirname(dirname(dirname(main)))) || '.'} in ${Math.round(performance.now() - started)} ms`);
}
