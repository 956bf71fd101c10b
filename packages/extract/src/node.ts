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
import { sniffFileType } from './sniff.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

export * from './index.ts';

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
  type: 'page' | 'done' | 'error';
  number?: number;
  items?: PdfPageItems['items'];
  viewportTransform?: number[];
  name?: string;
  message?: string;
}

/**
 * Open the PDF here, and when it is long enough hand contiguous page ranges to worker threads while
 * this thread does the first range and all the layout work.
 */
export async function openPdfParallel(data: Uint8Array, opts: ParallelOptions = {}): Promise<PdfPageSource> {
  const local = await openPdfInThread(data, opts.signal);
  const n = local.numPages;
  const threads = Math.max(1, Math.min(opts.threads ?? Math.min(availableParallelism(), 4), 16));
  const k = Math.min(threads, Math.floor(n / MIN_PAGES_PER_THREAD));
  if (k <= 1) return local;
  // this thread also lays out every page, so it takes a smaller share
  const mainShare = Math.max(1, Math.floor((n / k) * 0.8));
  const ranges: [number, number][] = [];
  const rest = n - mainShare;
  for (let i = 0; i < k - 1; i++) {
    const from = mainShare + 1 + Math.floor((i * rest) / (k - 1));
    const to = mainShare + Math.floor(((i + 1) * rest) / (k - 1));
    ranges.push([from, to]);
  }
  const buffered = new Map<number, PdfPageItems>();
  const waiting = new Map<number, (p: PdfPageItems) => void>();
  let failure: ExtractError | undefined;
  let fail: ((e: ExtractError) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = (e) => {
      failure ??= e;
      reject(e);
    };
  });
  failed.catch(() => {});
  const params = getPdfDocumentParams();
  const workers = ranges.map(([from, to]) => {
    const w = new Worker(new URL('./node/pdf-worker.mjs', import.meta.url), {
      workerData: { data: data.slice(), params, from, to },
    });
    w.on('message', (m: WorkerMsg) => {
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
      } else if (m.type === 'error') {
        fail!(mapPdfError(Object.assign(new Error(m.message), { name: m.name })));
      }
    });
    w.on('error', (e) => fail!(mapPdfError(e)));
    return w;
  });
  const onAbort = () => fail!(new ExtractError('ABORTED', 'Extraction was aborted'));
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
      await Promise.all(workers.map((w) => w.terminate()));
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

/** extractDocument for the server: PDFs go through extractPdfParallel. */
export async function extractDocumentNode(
  data: Uint8Array,
  fileName: string,
  opts: ParallelOptions = {},
): Promise<ExtractResult> {
  const s = sniffFileType(data, fileName);
  if (s.ok && s.detected === 'pdf') return extractPdfParallel(data, opts);
  return extractDocumentBase(data, fileName, opts);
}
