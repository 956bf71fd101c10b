/**
 * How the pdf.js module is obtained. Nothing is fetched from a CDN: both builds come from the
 * installed pdfjs-dist and are bundled by Vite (browser) or loaded from node_modules (Node).
 *
 * - Node: the legacy build (the modern build needs Node 22 APIs). Importing the worker module
 *   registers globalThis.pdfjsWorker, so pdf.js runs its "fake worker" in this thread; no worker
 *   file is spawned.
 * - Browser (extraction already runs inside the app's own Web Worker): the modern build, with the
 *   worker module imported in-thread the same way, so pdf.js does not try to start a nested worker.
 *
 * Callers can replace this with setPdfjsLoader (e.g. to use a real pdf.js worker port).
 */
export type PdfjsModule = typeof import('pdfjs-dist');
export type PdfjsLoader = () => Promise<PdfjsModule>;

export function isNodeRuntime(): boolean {
  const p = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return !!p?.versions?.node && typeof (globalThis as { window?: unknown }).window === 'undefined';
}

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

const defaultLoader: PdfjsLoader = async () => {
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

let loader: PdfjsLoader = defaultLoader;
let loaded: Promise<PdfjsModule> | undefined;

/** Replace how pdf.js is loaded (call before the first extraction). */
export function setPdfjsLoader(next: PdfjsLoader): void {
  loader = next;
  loaded = undefined;
}

export function loadPdfjs(): Promise<PdfjsModule> {
  if (!loaded) {
    loaded = loader().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    });
  }
  return loaded;
}
