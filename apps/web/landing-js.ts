/**
 * What JavaScript the landing page loads before it can render, measured on a built `dist`: the module scripts
 * and modulepreloads of index.html, then every chunk they import statically, transitively (dynamic `import()`
 * is not followed: that code loads on demand). Used by the CI budget (test/landing-budget.test.ts) and the
 * first-load bench (bench/web/first-load.ts); decision 009.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export type LandingFile = { path: string; bytes: number; gzip: number; brotli: number };
export type LandingJs = { files: LandingFile[]; bytes: number; gzip: number; brotli: number };

/** `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`. */
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const HTML_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const HTML_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/** Site paths (`/assets/index-x.js`) of the JavaScript the landing page loads before rendering. */
export function landingScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(HTML_SCRIPT), ...html.matchAll(HTML_PRELOAD)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path) || /^[a-z]+:/i.test(path)) continue;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const spec of staticImports(code)) {
      queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(path), spec));
    }
  }
  return [...seen];
}

export function measureLandingJs(distDir: string): LandingJs {
  const files = landingScripts(distDir).map((path) => {
    const data = readFileSync(join(distDir, path));
    return {
      path,
      bytes: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      // What the server sends to a browser accepting br: the build's own copy when there is one.
      brotli: existsSync(join(distDir, `${path}.br`))
        ? statSync(join(distDir, `${path}.br`)).size
        : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
  return { files, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
}
