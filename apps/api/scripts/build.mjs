// Compiles the API server to JavaScript for `npm start` (docs/decisions/007-robustness.md): src/main.ts and the
// workspace packages it imports (@studypilot/*, TypeScript sources) are bundled into dist/main.js; every other
// package stays an import from node_modules (a package's own `#...` imports, such as @studypilot/extract's
// #pdfjs-default-loader, are resolved and bundled like its other files). Files that code loads by a URL next to itself are copied beside the
// bundle: the database migrations and the worker scripts of @studypilot/extract (node/*.mjs); the archive worker's
// job code and the OCR worker's are compiled beside them as node/archive-jobs.js and node/ocr-jobs.js,
// which those workers load when they exist.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(api, '../..');
const dist = path.join(api, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(api, 'src/main.ts'),
    'node/archive-jobs': path.join(root, 'packages/extract/src/node/archive-jobs.ts'),
    'node/ocr-jobs': path.join(root, 'packages/extract/src/node/ocr-jobs.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@studypilot/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(root, 'packages/extract/src/node'), path.join(dist, 'node'), {
  recursive: true,
  filter: (src) => !src.endsWith('.ts'),
});
console.log(`API built to ${path.relative(process.cwd(), dist) || 'dist'}`);
