// The default pdf.js loader outside browsers (Node): the legacy build, run in this thread (decision 205).
import type { PdfjsLoader, PdfjsModule } from './pdfjs.ts';
import { isNodeRuntime } from './runtime.ts';

/**
 * The legacy build bundles core-js, which on Node 20 (V8 < 12.2) force-replaces some built-ins
 * process-wide: Array.prototype.push with a JavaScript version (about 4x slower, for every module
 * of the server, and a large part of pdf.js's own time) and JSON.parse / JSON.stringify with
 * wrappers. They only fix exotic edge cases (length 2^32 array-likes, JSON source text access),
 * so the native functions are put back after loading. Additions such as Promise.withResolvers are
 * kept because pdf.js needs them.
 */
function restoreBuiltins<T extends object>(target: T, key: keyof T & string, original: unknown): void {
  if ((target as Record<string, unknown>)[key] === original) return;
  const d = Object.getOwnPropertyDescriptor(target, key);
  if (d && !d.configurable && !d.writable) return;
  Object.defineProperty(target, key, {
    value: original,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

export const defaultLoader: PdfjsLoader = async () => {
  if (isNodeRuntime()) {
    const saved = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    try {
      const [lib] = await Promise.all([
        import('pdfjs-dist/legacy/build/pdf.mjs'),
        import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
      ]);
      return lib as unknown as PdfjsModule;
    } finally {
      restoreBuiltins(Array.prototype, 'push', saved.push);
      restoreBuiltins(JSON, 'parse', saved.parse);
      restoreBuiltins(JSON, 'stringify', saved.stringify);
    }
  }
  const [lib] = await Promise.all([
    import('pdfjs-dist/build/pdf.mjs'),
    import('pdfjs-dist/build/pdf.worker.mjs'),
  ]);
  return lib as unknown as PdfjsModule;
};
