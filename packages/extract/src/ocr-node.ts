/**
 * OCR in Node (@studypilot/extract/ocr-node): tesseract.js in a worker_thread with the language
 * data of the installed @tesseract.js-data packages (local files, never a URL). Page rendering uses
 * @napi-rs/canvas, which pdf.js's legacy build loads by itself. Do not import this from browser code.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OcrAnswer } from './node/ocr-jobs.ts';
import { tesseractEngineFactory, type OcrEngineFactory, type OcrLanguage } from './ocr.ts';
import {
  encodePng,
  extractPdfWithOcr,
  ocrPdfResult,
  toGreyscale,
  type PdfExtractResult,
  type PdfOcrOptions,
} from './pdf-ocr.ts';
import { OFFICE_OCR_RULE, type PictureDecoder } from './office-ocr.ts';
import { ExtractError, type ExtractResult } from './types.ts';

export * from './ocr.ts';
export * from './pdf-ocr.ts';
export * from './office-ocr.ts';

/** The model variant served everywhere (LSTM only, integer weights: eng 2.9 MB, heb 0.6 MB). */
export const TESSDATA_VARIANT = '4.0.0_best_int';

/** Path of a language's gzipped traineddata in node_modules. */
export function nodeLangFile(language: OcrLanguage): string {
  const pkg = createRequire(import.meta.url).resolve(`@tesseract.js-data/${language}/package.json`);
  return join(dirname(pkg), TESSDATA_VARIANT, `${language}.traineddata.gz`);
}

/**
 * tesseract.js reads `${langPath}/${lang}.traineddata.gz` from one folder, and the two language
 * packages are two folders: the files are copied once per process into a private temporary folder.
 */
let langFolder: Promise<string> | undefined;
export function nodeLangPath(): Promise<string> {
  langFolder ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studypilot-tessdata-'));
    for (const lang of ['eng', 'heb'] as const) {
      await copyFile(nodeLangFile(lang), join(dir, `${lang}.traineddata.gz`));
    }
    return dir;
  })();
  langFolder.catch(() => (langFolder = undefined));
  return langFolder;
}

/** A Node engine factory (tesseract.js takes its worker script and wasm core from node_modules). */
export function nodeOcrEngine(): OcrEngineFactory {
  return async (languages) => tesseractEngineFactory({ langPath: await nodeLangPath() })(languages);
}

/** Serialises OCR in this process: one tesseract worker at a time (each takes 100+ MB and a core). */
let queue: Promise<unknown> = Promise.resolve();
export function runOcrExclusive<T>(fn: () => Promise<T>): Promise<T> {
  const next = queue.then(fn, fn);
  queue = next.catch(() => {});
  return next;
}

/** extractPdfWithOcr with the Node engine, one OCR job at a time per process. */
export function extractPdfWithOcrNode(
  data: Uint8Array,
  opts: Omit<PdfOcrOptions, 'ocr'> = {},
): Promise<PdfExtractResult> {
  return runOcrExclusive(() => extractPdfWithOcr(data, { ...opts, ocr: nodeOcrEngine() }));
}

/** OCR the pages of an existing text-layer result (server: after extractDocumentNode). */
export function ocrPdfResultNode(
  data: Uint8Array,
  result: PdfExtractResult,
  opts: Omit<PdfOcrOptions, 'ocr'> = {},
): Promise<PdfExtractResult> {
  return runOcrExclusive(() => ocrPdfResult(data, result, { ...opts, ocr: nodeOcrEngine() }));
}

/** Node: pictures decoded with @napi-rs/canvas, drawn grey at a size tesseract reads well. */
export const nodePictureDecoder: PictureDecoder = async (bytes, size) => {
  const napi = createRequire(import.meta.url)('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
  let image: import('@napi-rs/canvas').Image;
  try {
    image = await napi.loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new ExtractError('CORRUPT', 'A picture could not be decoded', { cause: e });
  }
  const side = Math.max(size.width, size.height);
  let k = 1;
  if (side > OFFICE_OCR_RULE.targetMaxSidePx) k = OFFICE_OCR_RULE.targetMaxSidePx / side;
  else if (side < OFFICE_OCR_RULE.targetMinSidePx)
    k = Math.min(OFFICE_OCR_RULE.maxUpscale, OFFICE_OCR_RULE.targetMinSidePx / side);
  const w = Math.max(1, Math.round(size.width * k));
  const h = Math.max(1, Math.round(size.height * k));
  const canvas = napi.createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, w, h);
  toGreyscale(ctx, w, h);
  return encodePng(canvas);
};

export interface OcrInWorkerOptions {
  signal?: AbortSignal;
  /** Time limit of the job (the thread is ended at it). */
  timeoutMs?: number;
  maxOcrPages?: number;
  maxChars?: number;
}

/**
 * OCR of a document's pages without text (PDF) or its text-bearing pictures (DOCX/PPTX) in a worker
 * thread started for this job and ended after it: pdf.js rendering, picture decoding and tesseract
 * never run on the caller's event loop (the server's /api/health keeps answering during an OCR
 * retry). One job at a time per process (runOcrExclusive).
 */
export function ocrInWorker(
  data: Uint8Array,
  result: ExtractResult,
  opts: OcrInWorkerOptions = {},
): Promise<PdfExtractResult> {
  return runOcrExclusive(
    () =>
      new Promise<PdfExtractResult>((resolve, reject) => {
        if (opts.signal?.aborted) return reject(new ExtractError('ABORTED', 'Extraction was aborted'));
        const worker = new Worker(new URL('./node/ocr-worker.mjs', import.meta.url), {
          resourceLimits: { maxOldGenerationSizeMb: 1024 },
        });
        let settled = false;
        const finish = (fn: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          opts.signal?.removeEventListener('abort', onAbort);
          void worker.terminate();
          fn();
        };
        const onAbort = () => finish(() => reject(new ExtractError('ABORTED', 'Extraction was aborted')));
        const timer = opts.timeoutMs
          ? setTimeout(
              () =>
                finish(() =>
                  reject(
                    new ExtractError(
                      'ABORTED',
                      `Text recognition (OCR) took longer than ${Math.round(opts.timeoutMs! / 1000)} s`,
                    ),
                  ),
                ),
              opts.timeoutMs,
            )
          : undefined;
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        worker.on('message', ({ answer }: { answer: OcrAnswer }) =>
          finish(() =>
            answer.ok
              ? resolve(answer.result)
              : reject(new ExtractError(answer.code as ExtractError['code'], answer.message)),
          ),
        );
        worker.on('error', (e) =>
          finish(() =>
            reject(
              (e as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new ExtractError('TOO_LARGE', 'The document needs more memory to read than is allowed')
                : new ExtractError('CORRUPT', `Text recognition (OCR) failed: ${(e as Error)?.message ?? e}`),
            ),
          ),
        );
        worker.on('exit', () =>
          finish(() => reject(new ExtractError('CORRUPT', 'Text recognition (OCR) stopped unexpectedly'))),
        );
        const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
        worker.postMessage({
          job: {
            data: own,
            result,
            ...(opts.maxOcrPages ? { maxOcrPages: opts.maxOcrPages } : {}),
            ...(opts.maxChars ? { maxChars: opts.maxChars } : {}),
          },
        });
      }),
  );
}
