import { defineConfig } from 'vitest/config';
import { databaseIndependentTests } from './tests/helpers/database-dependents.js';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer.js';

// On PostgreSQL only the tests that depend on the database run again: the rest ran on PGlite.
const onPostgresSkip = process.env.TEST_DB === 'postgres' ? databaseIndependentTests(import.meta.dirname, ['tests', 'src/plugins', 'scripts']) : [];

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/template-database.ts', 'tests/helpers/compiled-server.ts'],
    include: ['tests/**/*.test.ts', 'src/plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', ...onPostgresSkip],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's loaded modules: each file loading the whole server again took 40 %
    // of the run (an app holds nothing between files: every test app is started and stopped by its file).
    isolate: false,
    // One file per core (vitest's default leaves one core free, which halves a 2-core machine).
    maxWorkers: '100%',
    sequence: { sequencer: SlowFirstSequencer },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by content):
    // each worker of each run read and transformed the whole server again, some 5 s of CPU each.
    experimental: { fsModuleCache: true },
  },
});
