// Worker thread of @studypilot/extract/node's archive pool (../node-archive.ts). Plain JavaScript
// so that it starts without a TypeScript loader: it loads the job code compiled (archive-jobs.js)
// when that exists, else the TypeScript source, registering tsx's loader when this thread has none
// (a worker started by vitest, or by a process run without tsx). Protocol: {id, job} ->
// {id, answer}; one job at a time; the pool terminates this thread at its time limit.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

async function load() {
  const js = new URL('./archive-jobs.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return import(js.href);
  const ts = new URL('./archive-jobs.ts', import.meta.url).href;
  try {
    return await import(ts);
  } catch (e) {
    if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    const { register } = await import('tsx/esm/api');
    register();
    // a failed import stays cached under its URL: ask again under another one
    return import(`${ts}?tsx`);
  }
}

const jobs = load();
jobs.catch(() => {});

parentPort.on('message', async ({ id, job }) => {
  let answer;
  try {
    answer = await (await jobs).runArchiveJob(job);
  } catch (e) {
    answer = { ok: false, code: 'CORRUPT', message: String(e?.message ?? e) };
  }
  parentPort.postMessage({ id, answer });
});
