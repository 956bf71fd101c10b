// The server's OCR worker thread (../ocr-node.ts, ocrInWorker): one job, then the thread is ended,
// which also ends tesseract's own thread and frees its memory. Plain JavaScript so that it starts
// without a TypeScript loader: it loads the job code compiled (ocr-jobs.js) when that exists, else
// the TypeScript source through tsx. Protocol: {job} -> {answer}.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

async function load() {
  const js = new URL('./ocr-jobs.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return import(js.href);
  const ts = new URL('./ocr-jobs.ts', import.meta.url).href;
  try {
    return await import(ts);
  } catch (e) {
    if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    const { register } = await import('tsx/esm/api');
    register();
    return import(`${ts}?tsx`);
  }
}

parentPort.once('message', async ({ job }) => {
  let answer;
  try {
    answer = await (await load()).runOcrJob(job);
  } catch (e) {
    answer = { ok: false, code: 'CORRUPT', message: String(e?.message ?? e) };
  }
  parentPort.postMessage({ answer });
});
