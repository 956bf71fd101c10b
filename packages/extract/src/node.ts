/**
 * Node-only entry (@studypilot/extract/node): everything of the main entry, plus PDF extraction
 * spread over worker threads, and pdf.js CMaps read from the installed pdfjs-dist (a local path,
 * never a URL). Do not import this from browser code.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { extractDocument as extractDocumentBase } from './index.ts';
import {
  extractPdfFrom,
  getPdfDocumentParams,
  mapPdfError,
  openPdfInThread,
  setPdfDocumentParams,
  type PdfPageItems,
  type PdfPageSource,
} from './pdf.ts';
import { extractOfficeInWorker } from './node-archive.ts';
import { sniffFileType } from './sniff.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

export * from './index.ts';
export {
  archiveWorkerStats,
  configureArchiveWorkers,
  extractOfficeInWorker,
  shutdownArchiveWorkers,
  verifyArchiveInWorker,
  warmUpArchiveWorkers,
  type ArchiveSource,
  type ArchiveWorkerSettings,
  type VerifyAnswer,
} from './node-archive.ts';

try {
  const pkg = createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
  setPdfDocumentParams({ cMapUrl: join(dirname(pkg), 'cmaps') + '/', cMapPacked: true });
} catch {
  // CMaps are optional: only PDFs with predefined CJK CMaps need them
}

/** Below this many pages per thread, one thread is faster than starting workers. */
export const MIN_PAGES_PER_THREAD = 30;

export interface ParallelOptions extends ExtractOptions {
  /** Threads including this one (default: available parallelism, at most 4). */
  threads?: number;
}

interface WorkerMsg {
  id: number;
  type: 'page' | 'done' | 'error';
  number?: number;
  items?: PdfPageItems['items'];
  viewportTransform?: number[];
  name?: string;
  message?: string;
}

interface PooledWorker {
  worker: Worker;
  busy: boolean;
  /** Handler of the job running on it. */
  onMessage?: (m: WorkerMsg) => void;
  onError?: (e: unknown) => void;
}

/** Persistent, lazily started worker threads (pdf.js stays loaded and warm between calls). */
const pool: PooledWorker[] = [];
let nextJobId = 1;

function spawn(): PooledWorker {
  const pw: PooledWorker = {
    worker: new Worker(new URL('./node/pdf-worker.mjs', import.meta.url)),
    busy: false,
  };
  pw.worker.on('message', (m: WorkerMsg) => pw.onMessage?.(m));
  pw.worker.on('error', (e) => {
    pw.onError?.(e);
    const i = pool.indexOf(pw);
    if (i >= 0) pool.splice(i, 1);
  });
  // idle pooled workers must not keep the process alive
  pw.worker.unref();
  return pw;
}

/** Up to `n` idle workers, starting new ones while the pool is smaller than `max`. */
function acquire(n: number, max: number): PooledWorker[] {
  const out: PooledWorker[] = [];
  for (const pw of pool) if (!pw.busy && out.length < n) out.push(pw);
  while (out.length < n && pool.length < max) {
    const pw = spawn();
    pool.push(pw);
    out.push(pw);
  }
  for (const pw of out) {
    pw.busy = true;
    pw.worker.ref(); // a worker with a job keeps the process alive until it answers
  }
  return out;
}

/** Start the worker threads ahead of the first request (optional). */
export function warmUpPdfWorkers(threads = defaultThreads()): void {
  const free = acquire(Math.max(0, threads - 1), Math.max(0, threads - 1));
  for (const pw of free) {
    pw.busy = false;
    pw.worker.unref();
  }
}

/** Stop all pooled worker threads (tests, graceful shutdown). */
export async function shutdownPdfWorkers(): Promise<void> {
  const all = pool.splice(0);
  await Promise.all(all.map((pw) => pw.worker.terminate()));
}

function defaultThreads(): number {
  return Math.min(availableParallelism(), 4);
}

/**
 * Open the PDF here, and when it is long enough hand contiguous page ranges to pooled worker
 * threads while this thread does the first range and all the layout work.
 */
export async function openPdfParallel(data: Uint8Array, opts: ParallelOptions = {}): Promise<PdfPageSource> {
  const local = await openPdfInThread(data, opts.signal);
  const n = local.numPages;
  const threads = Math.max(1, Math.min(opts.threads ?? defaultThreads(), 16));
  const wanted = Math.min(threads, Math.floor(n / MIN_PAGES_PER_THREAD)) - 1;
  const workers = wanted > 0 ? acquire(wanted, threads - 1) : [];
  if (workers.length === 0) return local;
  const k = workers.length + 1;
  // this thread also lays out every page, so it takes a smaller share
  const mainShare = Math.max(1, Math.floor((n / k) * 0.8));
  const rest = n - mainShare;
  const buffered = new Map<number, PdfPageItems>();
  const waiting = new Map<number, (p: PdfPageItems) => void>();
  let failure: ExtractError | undefined;
  let rejectFailed: (e: ExtractError) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});
  const fail = (e: ExtractError) => {
    if (failure) return;
    failure = e;
    rejectFailed(e);
  };
  const params = getPdfDocumentParams();
  const jobs = workers.map((pw, i) => {
    const id = nextJobId++;
    const from = mainShare + 1 + Math.floor((i * rest) / (k - 1));
    const to = mainShare + Math.floor(((i + 1) * rest) / (k - 1));
    let finished = false;
    const release = () => {
      finished = true;
      pw.onMessage = undefined;
      pw.onError = undefined;
      pw.busy = false;
      pw.worker.unref();
    };
    pw.onMessage = (m) => {
      if (m.id !== id) return;
      if (m.type === 'page') {
        const p: PdfPageItems = {
          number: m.number!,
          items: m.items!,
          viewportTransform: m.viewportTransform!,
        };
        const r = waiting.get(p.number);
        if (r) {
          waiting.delete(p.number);
          r(p);
        } else buffered.set(p.number, p);
      } else if (m.type === 'done') release();
      else {
        release();
        fail(mapPdfError(Object.assign(new Error(m.message), { name: m.name })));
      }
    };
    pw.onError = (e) => {
      finished = true;
      fail(mapPdfError(e));
    };
    pw.worker.postMessage({ type: 'job', id, data: data.slice(), params, from, to });
    return {
      cancel: () => {
        if (!finished) pw.worker.postMessage({ type: 'cancel', id });
      },
    };
  });
  const onAbort = () => fail(new ExtractError('ABORTED', 'Extraction was aborted'));
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    numPages: n,
    async *pages() {
      yield* local.pages(1, mainShare);
      for (let i = mainShare + 1; i <= n; i++) {
        if (failure) throw failure;
        let p = buffered.get(i);
        if (p) buffered.delete(i);
        else p = await Promise.race([new Promise<PdfPageItems>((r) => waiting.set(i, r)), failed]);
        yield p;
      }
    },
    async close() {
      opts.signal?.removeEventListener('abort', onAbort);
      // workers finish or cancel their job and return to the pool by themselves
      for (const j of jobs) j.cancel();
      await local.close();
    },
  };
}

/** extractPdf using worker threads for long documents (same result as extractPdf). */
export async function extractPdfParallel(
  data: Uint8Array,
  opts: ParallelOptions = {},
): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  return extractPdfFrom(await openPdfParallel(data, opts), opts);
}

/**
 * extractDocument for the server: PDFs go through extractPdfParallel; DOCX, PPTX and TXT are read in
 * the archive worker pool (node-archive.ts), never on this thread.
 */
export async function extractDocumentNode(
  data: Uint8Array,
  fileName: string,
  opts: ParallelOptions & { timeoutMs?: number } = {},
): Promise<ExtractResult> {
  const s = sniffFileType(data, fileName);
  if (s.ok && s.detected === 'pdf') return extractPdfParallel(data, opts);
  if (s.ok && (s.detected === 'docx' || s.detected === 'pptx')) {
    return extractOfficeInWorker({ data }, s.detected, opts);
  }
  if (s.ok && s.detected === 'txt') {
    return extractOfficeInWorker({ data }, 'txt', { ...opts, markdown: s.ext === 'md' });
  }
  return extractDocumentBase(data, fileName, opts);
}
