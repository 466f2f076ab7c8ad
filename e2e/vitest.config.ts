import { defineConfig } from 'vitest/config';

/** Browser tests: one file at a time against the one server that e2e/run.mjs started. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
