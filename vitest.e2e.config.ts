import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time, since each drives its own Chromium against its own server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
