/**
 * Vite plugin: serves tesseract.js's worker, wasm cores and language data from the app itself
 * (docs/decisions/208). `vite build` copies them into dist/<OCR_ASSET_DIR>/; the dev server answers
 * the same URLs from node_modules. Kept apart from vite.config.ts so the config stays small.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { OCR_ASSET_DIR, OCR_ASSET_FILES } from './src/features/documents/extraction/ocr-assets';

const require = createRequire(import.meta.url);

function sourcePath(spec: string): string {
  // resolve through each package's package.json: their "exports"/"main" do not list these files
  const [scopeOrName, maybeName, ...rest] = spec.split('/');
  const name = scopeOrName!.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName!;
  const file = scopeOrName!.startsWith('@') ? rest.join('/') : [maybeName, ...rest].join('/');
  const pkg = require.resolve(`${name}/package.json`);
  return pkg.slice(0, -'package.json'.length) + file;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.gz': 'application/gzip',
};

export function ocrAssets(): Plugin {
  return {
    name: 'studypilot-ocr-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = `/${OCR_ASSET_DIR}/`;
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const spec = OCR_ASSET_FILES[url.slice(prefix.length)];
        if (!spec) return next();
        res.setHeader('content-type', TYPES[url.slice(url.lastIndexOf('.'))] ?? 'application/octet-stream');
        res.end(readFileSync(sourcePath(spec)));
      });
    },
    generateBundle() {
      for (const [name, spec] of Object.entries(OCR_ASSET_FILES)) {
        this.emitFile({
          type: 'asset',
          fileName: `${OCR_ASSET_DIR}/${name}`,
          source: readFileSync(sourcePath(spec)),
        });
      }
    },
  };
}
