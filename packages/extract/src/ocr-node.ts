/**
 * OCR in Node (@studypilot/extract/ocr-node): tesseract.js in a worker_thread with the language
 * data of the installed @tesseract.js-data packages (local files, never a URL). Page rendering uses
 * @napi-rs/canvas, which pdf.js's legacy build loads by itself. Do not import this from browser code.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tesseractEngineFactory, type OcrEngineFactory, type OcrLanguage } from './ocr.ts';
import { extractPdfWithOcr, ocrPdfResult, type PdfExtractResult, type PdfOcrOptions } from './pdf-ocr.ts';

export * from './ocr.ts';
export * from './pdf-ocr.ts';

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
