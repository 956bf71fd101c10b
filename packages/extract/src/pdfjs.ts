/**
 * How the pdf.js module is obtained. Nothing is fetched from a CDN: both builds come from the
 * installed pdfjs-dist and are bundled by Vite (browser) or loaded from node_modules (Node).
 *
 * - Node: the legacy build (the modern build needs Node 22 APIs). Importing the worker module
 *   registers globalThis.pdfjsWorker, so pdf.js runs its "fake worker" in this thread; no worker
 *   file is spawned.
 * - Browser: no default. The app supplies its loader with setPdfjsLoader (apps/web starts pdf.js's own
 *   worker from the one bundled pdf.worker file). Which default applies is chosen by the package's
 *   `#pdfjs-default-loader` import ('browser' condition), so a browser bundle never contains the
 *   legacy Node build nor a second copy of pdf.worker (decision 205).
 */
import { defaultLoader } from '#pdfjs-default-loader';

export { isNodeRuntime } from './runtime.ts';

export type PdfjsModule = typeof import('pdfjs-dist');
export type PdfjsLoader = () => Promise<PdfjsModule>;

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
