import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const DATABASE_HELPER = resolve(import.meta.dirname, 'database.ts');
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names: `./x.js` is written for `./x.ts` under ESM. */
function resolveImport(from: string, specifier: string): string | null {
  const target = resolve(dirname(from), specifier);
  for (const candidate of [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target, `${target}.ts`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * Whether a file reaches tests/helpers/database.ts through its relative imports. Only such a test
 * depends on TEST_DB (the helper reads it), so only those run a second time on PostgreSQL: the
 * rest would repeat the same work and prove nothing new.
 */
function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_HELPER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const target = resolveImport(file, specifier!);
    if (target && reachesDatabase(target, seen)) return true;
  }
  return false;
}

/** The test files under these folders (paths from root) that do not depend on the database the tests run on. */
export function databaseIndependentTests(root: string, folders: string[]): string[] {
  const tests = folders.flatMap((folder) =>
    readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => resolve(root, folder, name)),
  );
  return tests.filter((file) => !reachesDatabase(file)).map((file) => relative(root, file));
}
