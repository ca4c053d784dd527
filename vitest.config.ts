import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer.js';

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/template-database.ts'],
    include: ['tests/**/*.test.ts', 'src/plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core (vitest's default leaves one core free, which halves a 2-core machine).
    maxWorkers: '100%',
    sequence: { sequencer: SlowFirstSequencer },
  },
});
