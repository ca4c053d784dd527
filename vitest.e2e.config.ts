import { defineConfig } from 'vitest/config';

// Browser tests: each file drives its own Chromium against its own server. Two files at a time:
// they mostly wait on the page, so a third or fourth adds no speed on a 2-core machine, only load.
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/template-database.ts'],
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // As in vitest.config.ts: files share their worker's loaded modules instead of loading the server again.
    isolate: false,
  },
});
