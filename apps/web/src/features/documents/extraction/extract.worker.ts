// Text extraction off the main thread. pdf.js comes from the installed pdfjs-dist, bundled by Vite into
// this worker's chunks (nothing from a CDN), and only loads when a PDF arrives. Pages without a usable
// text layer are rendered on an OffscreenCanvas and read by tesseract.js, whose worker, wasm core and
// language data are the app's own files (docs/decisions/208).
import {
  documentVerdict,
  extractPdfWithOcr,
  extractPptx,
  setPdfDocumentParams,
  setPdfjsLoader,
  tesseractEngineFactory,
  type PdfExtractResult,
  type PdfjsModule,
} from '@studypilot/extract';

import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import { OCR_ASSET_DIR } from './ocr-assets';
import type { ExtractReply, ExtractRequest } from './protocol';

// The modern build only (the package's default loader would also reference the legacy Node build).
// pdf.js parses in a worker of its own, started from this one from the bundled pdf.worker.min.mjs and
// handed over as a port. Two other ways fail inside a worker: importing pdf.worker.mjs in-thread (as in
// Node) makes it take over `self` as pdf.js's endpoint and answer this worker's messages, and a plain
// workerSrc makes pdf.js read `window.location`, fail, and fall back to that same in-thread import.
setPdfjsLoader(async () => {
  const lib = (await import('pdfjs-dist/build/pdf.mjs')) as unknown as PdfjsModule;
  lib.GlobalWorkerOptions.workerPort = new Worker(pdfWorkerUrl, { type: 'module' });
  return lib;
});
// Fonts are never turned into functions with eval; documents carry untrusted programs.
setPdfDocumentParams({ isEvalSupported: false });

const assetBase = new URL(`${import.meta.env.BASE_URL}${OCR_ASSET_DIR}/`, self.location.origin).href;
const ocrEngine = tesseractEngineFactory({
  workerPath: `${assetBase}worker.min.js`,
  corePath: `${assetBase}core`,
  langPath: `${assetBase}lang`,
  workerBlobURL: false,
});

// The project compiles with the DOM library only; this is the part of the worker scope used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ExtractRequest>) => void) | null;
  postMessage: (message: ExtractReply) => void;
};

scope.onmessage = (event) => void handle(event.data);

async function handle({ id, kind, data }: ExtractRequest) {
  let reply: ExtractReply;
  try {
    const bytes = new Uint8Array(data);
    let pages: number[] = [];
    const result: PdfExtractResult =
      kind === 'pdf'
        ? await extractPdfWithOcr(bytes, {
            ocr: ocrEngine,
            onOcrStart: (p) => (pages = p),
            onOcrProgress: (p) => scope.postMessage({ id, type: 'ocr', pages, ...p }),
          })
        : await extractPptx(bytes);
    const verdict = documentVerdict(result);
    const ocr = verdict.ocr;
    reply = {
      id,
      ok: true,
      unitKind: result.unitKind,
      units: result.units.map((u) => ({ number: u.number, text: u.text })),
      wordCount: result.wordCount,
      textLayer: result.textLayer,
      warnings: result.warnings,
      verdict: { status: verdict.status, ...(verdict.reason ? { reason: verdict.reason } : {}) },
      ...(ocr
        ? {
            ocr: {
              pages: ocr.pages,
              meanConfidence: ocr.meanConfidence,
              lowConfidencePages: ocr.lowConfidencePages,
              unreadablePages: ocr.unreadablePages,
              languages: ocr.languages,
            },
          }
        : {}),
    };
  } catch (error) {
    reply = {
      id,
      ok: false,
      message: error instanceof Error && error.message ? error.message : String(error),
    };
  }
  scope.postMessage(reply);
}
