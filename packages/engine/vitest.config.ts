import { defineConfig } from 'vitest/config';

/** Runs the engine's tests on their own: npx vitest run --config packages/engine/vitest.config.ts */
export default defineConfig({
  test: { name: 'engine', root: import.meta.dirname, include: ['test/**/*.test.ts'], environment: 'node' },
});
