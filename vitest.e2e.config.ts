import { defineConfig } from 'vitest/config';

// Browser tests: each file drives its own Chromium against its own server. Two files at a time:
// Chromium keeps both cores busy (four at a time took 784 s against 712 s for two, on 27 Nov).
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/template-database.ts'],
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // As in vitest.config.ts: files share their worker's loaded modules instead of loading the server again.
    isolate: false,
    // A page loads its chunk, then its data: on a machine this busy that can take more than the default 1 s.
    expect: { poll: { timeout: 10_000 } },
    // As in vitest.config.ts: transformed modules kept on disk, shared with the server runs before.
    experimental: { fsModuleCache: true },
  },
});
