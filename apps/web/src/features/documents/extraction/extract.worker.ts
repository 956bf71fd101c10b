// Text extraction off the main thread. pdf.js comes from the installed pdfjs-dist, bundled by Vite into
// this worker's chunks (nothing from a CDN), and only loads when a PDF arrives. Pages without a usable
// text layer are rendered on an OffscreenCanvas and read by tesseract.js, whose worker, wasm core and
// language data are the app's own files (docs/decisions/208).
import {
  browserPictureDecoder,
  documentVerdict,
  extractDocx,
  extractPdfWithOcr,
  extractPptx,
  ocrOfficeResult,
  officePictures,
  setPdfDocumentParams,
  setPdfjsLoader,
  tesseractEngineFactory,
  type ExtractResult,
  type OcrProgress,
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

/** officePictures of a DOCX needs only the archive (its text is not read to find them). */
const docxProbe: ExtractResult = {
  kind: 'docx',
  unitKind: 'section',
  units: [],
  text: '',
  wordCount: 0,
  language: 'other',
  hasHebrew: false,
  textLayer: 'ok',
  warnings: [],
};

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
    const unit = kind === 'pdf' ? 'page' : kind === 'pptx' ? 'slide' : 'picture';
    const progress = {
      onOcrStart: (p: number[]) => (pages = p),
      onOcrProgress: (p: OcrProgress) => scope.postMessage({ id, type: 'ocr', unit, pages, ...p }),
    };
    let pictures: number | undefined;
    let result: PdfExtractResult;
    if (kind === 'pdf') result = await extractPdfWithOcr(bytes, { ocr: ocrEngine, ...progress });
    else {
      // a DOCX's text came from the server at upload: mammoth is loaded here only when it has pictures to read
      const layer =
        kind === 'pptx'
          ? await extractPptx(bytes)
          : officePictures(bytes, docxProbe).length
            ? await extractDocx(bytes)
            : null;
      if (!layer) {
        reply = {
          id,
          ok: true,
          unitKind: 'section',
          units: [],
          wordCount: 0,
          textLayer: 'ok',
          warnings: [],
          verdict: { status: 'completed' },
          pictures: 0,
        };
        scope.postMessage(reply);
        return;
      }
      pictures = officePictures(bytes, layer).length;
      result = await ocrOfficeResult(bytes, layer, {
        ocr: ocrEngine,
        decode: browserPictureDecoder,
        ...progress,
      });
    }
    const verdict = documentVerdict(result);
    const ocr = verdict.ocr;
    reply = {
      id,
      ok: true,
      unitKind: result.unitKind,
      units: result.units.map((u) => ({
        number: u.number,
        text: u.text,
        ...(u.title ? { title: u.title } : {}),
      })),
      wordCount: result.wordCount,
      textLayer: result.textLayer,
      warnings: result.warnings,
      verdict: {
        status: verdict.status,
        ...(verdict.reason ? { reason: verdict.reason } : {}),
        ...(verdict.failure ? { failure: verdict.failure } : {}),
      },
      ...(ocr
        ? {
            ocr: {
              pages: ocr.pages,
              meanConfidence: ocr.meanConfidence,
              lowConfidencePages: ocr.lowConfidencePages,
              unreadablePages: ocr.unreadablePages,
              languages: ocr.languages,
              ...(ocr.unit && ocr.unit !== 'page' ? { unit: ocr.unit } : {}),
            },
          }
        : {}),
      ...(pictures !== undefined ? { pictures } : {}),
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
