import { defineConfig } from 'vitest/config';

/** Stand-alone config for this package: npx vitest run --config packages/extract/vitest.config.ts */
export default defineConfig({
  test: {
    name: 'extract',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
