// Worker thread for @studypilot/extract/node: text items of a range of pages with pdf.js (legacy
// build, in-thread "fake worker"). Plain JavaScript so it runs without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { data, params, from, to } = workerData;
try {
  // see restoreBuiltins in ../pdfjs.ts: core-js in the legacy build replaces these on Node 20
  const push = Array.prototype.push;
  const { parse, stringify } = JSON;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Object.defineProperty(Array.prototype, 'push', { value: push, writable: true, configurable: true });
  Object.defineProperty(JSON, 'parse', { value: parse, writable: true, configurable: true });
  Object.defineProperty(JSON, 'stringify', { value: stringify, writable: true, configurable: true });
  const doc = await pdfjs.getDocument({ ...params, data }).promise;
  for (let n = from; n <= to; n++) {
    const page = await doc.getPage(n);
    const viewportTransform = page.getViewport({ scale: 1 }).transform;
    const content = await page.getTextContent();
    const items = [];
    for (const it of content.items) {
      if (it.str) items.push({ str: it.str, transform: it.transform, width: it.width });
    }
    parentPort.postMessage({ type: 'page', number: n, items, viewportTransform });
    page.cleanup();
  }
  parentPort.postMessage({ type: 'done' });
  await doc.destroy();
} catch (e) {
  parentPort.postMessage({ type: 'error', name: e?.name ?? 'Error', message: String(e?.message ?? e) });
}
