// Text extraction off the main thread. pdf.js comes from the installed pdfjs-dist, bundled by Vite into
// this worker's chunks (nothing from a CDN), and only loads when a PDF arrives.
import {
  extractPdf,
  extractPptx,
  setPdfDocumentParams,
  setPdfjsLoader,
  type PdfjsModule,
} from '@studypilot/extract';

import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

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
    const result = kind === 'pdf' ? await extractPdf(bytes) : await extractPptx(bytes);
    reply = {
      id,
      ok: true,
      unitKind: result.unitKind,
      units: result.units.map((u) => ({ number: u.number, text: u.text })),
      wordCount: result.wordCount,
      textLayer: result.textLayer,
      warnings: result.warnings,
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
