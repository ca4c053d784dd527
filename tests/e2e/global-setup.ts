import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

let outDir = '';

/**
 * Builds the SPA from the current sources into a private folder, so the browser tests never run
 * against a stale dist/web and never disturb one that another process is serving.
 */
export async function setup(project: TestProject): Promise<void> {
  outDir = mkdtempSync(join(tmpdir(), 'alphawire-e2e-web-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; the
  // browser tests must exercise what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDistDir', outDir);
}

export function teardown(): void {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}
