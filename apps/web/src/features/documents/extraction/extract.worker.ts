// Text extraction off the main thread. pdf.js comes from the installed pdfjs-dist, bundled by Vite into
// this worker's chunks (nothing from a CDN), and only loads when a PDF arrives.
import {
  extractPdf,
  extractPptx,
  setPdfDocumentParams,
  setPdfjsLoader,
  type PdfjsModule,
} from '@studypilot/extract';

import type { ExtractReply, ExtractRequest } from './protocol';

// The modern build only (the package's default loader would also reference the legacy Node build).
// Importing pdf.worker.mjs registers globalThis.pdfjsWorker, so pdf.js runs in this worker's thread
// instead of starting a nested worker from a workerSrc URL.
setPdfjsLoader(async () => {
  const [lib] = await Promise.all([
    import('pdfjs-dist/build/pdf.mjs'),
    import('pdfjs-dist/build/pdf.worker.mjs'),
  ]);
  return lib as unknown as PdfjsModule;
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
