import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'core', root: 'packages/core', include: ['test/**/*.test.ts'], environment: 'node' } },
      'packages/engine/vitest.config.ts',
      'packages/extract/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
