// Browsers have no default pdf.js loader: the app passes its own to setPdfjsLoader (apps/web starts pdf.js's
// worker from its one bundled pdf.worker file). A default here would put the legacy Node build and a second
// pdf.worker into every browser bundle (decision 205).
import type { PdfjsLoader } from './pdfjs.ts';

export const defaultLoader: PdfjsLoader = () =>
  Promise.reject(new Error('pdf.js is not set up in this browser bundle: call setPdfjsLoader() first.'));
