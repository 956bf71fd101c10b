// Persistent worker thread for @studypilot/extract/node: extracts the text items of page ranges
// with pdf.js (legacy build, in-thread "fake worker"). Plain JavaScript so it runs without a
// TypeScript loader. Protocol: {type:'job', id, data, params, from, to} -> {id, type:'page', ...}*
// then {id, type:'done'} or {id, type:'error', name, message}; {type:'cancel', id} stops a job.
import { parentPort } from 'node:worker_threads';

// see restoreBuiltins in ../pdfjs.ts: core-js in the legacy build replaces these on Node 20
const push = Array.prototype.push;
const { parse, stringify } = JSON;
const pdfjsPromise = (async () => {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Object.defineProperty(Array.prototype, 'push', { value: push, writable: true, configurable: true });
  Object.defineProperty(JSON, 'parse', { value: parse, writable: true, configurable: true });
  Object.defineProperty(JSON, 'stringify', { value: stringify, writable: true, configurable: true });
  return lib;
})();

const cancelled = new Set();

async function run({ id, data, params, from, to }) {
  let doc;
  try {
    const pdfjs = await pdfjsPromise;
    doc = await pdfjs.getDocument({ ...params, data }).promise;
    for (let n = from; n <= to && !cancelled.has(id); n++) {
      const page = await doc.getPage(n);
      const viewportTransform = page.getViewport({ scale: 1 }).transform;
      const content = await page.getTextContent();
      const items = [];
      for (const it of content.items) {
        if (it.str) items.push({ str: it.str, transform: it.transform, width: it.width });
      }
      parentPort.postMessage({ id, type: 'page', number: n, items, viewportTransform });
      page.cleanup();
    }
    parentPort.postMessage({ id, type: 'done' });
  } catch (e) {
    parentPort.postMessage({ id, type: 'error', name: e?.name ?? 'Error', message: String(e?.message ?? e) });
  } finally {
    cancelled.delete(id);
    await doc?.destroy().catch(() => {});
  }
}

let queue = Promise.resolve();
parentPort.on('message', (m) => {
  if (m.type === 'cancel') cancelled.add(m.id);
  else if (m.type === 'job') queue = queue.then(() => run(m));
});
