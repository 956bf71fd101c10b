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

const defaultLoader: PdfjsLoader = async () => {
  if (isNodeRuntime()) {
    const [lib] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    return lib as unknown as PdfjsModule;
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
