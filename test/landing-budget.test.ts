// The first-load budget (issue 13, decision 009): the JavaScript the landing page loads before it can render is
// at most 150 KB gzipped. The web app is built here from the current sources into a temporary folder, and the
// built files are measured (apps/web/landing-js.ts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { landingScripts, measureLandingJs, staticImports } from '../apps/web/landing-js';

const BUDGET_GZIP = 150 * 1024;
const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
let outDir: string;

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'studypilot-budget-'));
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development version.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('first load of the built web app', () => {
  it('loads at most 150 KB of gzipped JavaScript on the landing page', () => {
    const landing = measureLandingJs(outDir);
    const report = landing.files.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ');
    // React and the router alone are well over 50 KB: a smaller figure would mean the walk missed the entry.
    expect(landing.gzip, report).toBeGreaterThan(50 * 1024);
    expect(landing.gzip, report).toBeLessThanOrEqual(BUDGET_GZIP);
  }, 60_000);

  it('keeps the heavy libraries out of the landing page', () => {
    const code = landingScripts(outDir)
      .map((p) => readFileSync(join(outDir, p), 'utf8'))
      .join('\n');
    expect(code).toContain('createRoot'); // the walk did reach React
    expect(code).not.toContain('recharts-wrapper'); // recharts (progress charts)
    expect(code).not.toContain('PDFDocumentProxy'); // pdf.js
    expect(code).not.toContain('word/document.xml'); // DOCX extraction
    expect(code).not.toContain('$ZodObject'); // zod (forms and API schemas)
    expect(code).not.toContain('axe-core'); // accessibility checks are for the e2e tests only
  });

  it('holds exactly one pdf.js worker and one pdf.js library', () => {
    const names = allFiles(outDir);
    expect(names.filter((n) => /pdf\.worker[^/]*\.m?js$/.test(n))).toHaveLength(1);
    const pdfLibraries = names.filter(
      (n) => n.endsWith('.js') && readFileSync(join(outDir, n), 'utf8').includes('PDFDocumentProxy'),
    );
    expect(pdfLibraries, pdfLibraries.join(', ')).toHaveLength(1);
  });

  it('writes a Brotli and a gzip copy of each landing file, which decompress to the file itself', () => {
    for (const file of [...landingScripts(outDir).filter((p) => p.startsWith('/assets/')), '/index.html']) {
      const original = readFileSync(join(outDir, file));
      const br = readFileSync(join(outDir, `${file}.br`));
      const gz = readFileSync(join(outDir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
    // Already-compressed data (the OCR language files) gets no copies.
    expect(allFiles(outDir).filter((n) => n.endsWith('.gz.gz') || n.endsWith('.gz.br'))).toEqual([]);
  });

  it('finds static imports but not dynamic ones', () => {
    const code =
      'import{a as b}from"./x-1.js";import"./y-2.js";export*from"./z.js";const c=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./x-1.js', './y-2.js', './z.js']);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });
});
