import { defineConfig } from 'vitest/config';

/**
 * Runs the engine's tests on their own: npx vitest run --config packages/engine/vitest.config.ts
 * Several tests generate whole tests on purpose (supported counts, math markup); on two cores shared with the other
 * projects one takes 8-11 s, so the timeout is 30 s. Speed is measured by bench/question-quality/run.ts --perf.
 */
export default defineConfig({
  test: {
    name: 'engine',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
