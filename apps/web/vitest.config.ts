import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

import { compiledCatalogues } from './vite-catalogs.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const webDir = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root: webDir,
  plugins: [compiledCatalogues(), react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
    // The first test of a file renders the app with its lazily loaded pages: on a loaded 2-core machine that took
    // more than the default 5 s; a test still fails on what it asserts (findBy waits are set in test/setup.ts).
    testTimeout: 20_000,
  },
});
