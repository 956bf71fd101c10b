import type { ExtractKind, ExtractReply, OcrProgressMessage } from './protocol';

const REQUEST_ID = 1;

export type BrowserExtraction = Extract<ExtractReply, { ok: true }>;

/** Thrown when the student cancelled the extraction. */
export class ExtractionCancelled extends Error {
  constructor() {
    super('Text recognition (OCR) was cancelled');
    this.name = 'ExtractionCancelled';
  }
}

export type ExtractInWorkerOptions = {
  /** OCR progress of scanned pages, page by page. */
  onOcr?: (progress: Omit<OcrProgressMessage, 'id' | 'type'>) => void;
  /** Aborting ends the worker at once (pdf.js and tesseract with it). */
  signal?: AbortSignal;
};

/**
 * Extracts a PDF or PPTX in a Web Worker. A worker is started per file and ended afterwards, so
 * pdf.js's and tesseract's memory goes back as soon as the text is out; the worker chunk, pdf.js and
 * the OCR files are fetched only the first time a student uploads a file that needs them.
 */
export function extractInWorker(
  kind: ExtractKind,
  file: Blob,
  opts: ExtractInWorkerOptions = {},
): Promise<BrowserExtraction> {
  return file.arrayBuffer().then(
    (data) =>
      new Promise<BrowserExtraction>((resolve, reject) => {
        if (opts.signal?.aborted) return reject(new ExtractionCancelled());
        const worker = new Worker(new URL('./extract.worker.ts', import.meta.url), { type: 'module' });
        const onAbort = () => {
          worker.terminate();
          reject(new ExtractionCancelled());
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => {
          opts.signal?.removeEventListener('abort', onAbort);
          worker.terminate();
        };
        worker.onmessage = (event: MessageEvent<ExtractReply>) => {
          const reply = event.data;
          // Only this request's messages count.
          if (reply?.id !== REQUEST_ID) return;
          if ('type' in reply) {
            if (reply.type === 'ocr') {
              const { id: _id, type: _type, ...progress } = reply;
              opts.onOcr?.(progress);
            }
            return;
          }
          done();
          if (reply.ok === true) resolve(reply);
          else
            reject(
              new Error(
                reply.ok === false && reply.message ? reply.message : 'The extraction worker gave no result',
              ),
            );
        };
        worker.onerror = (event) => {
          done();
          event.preventDefault();
          reject(new Error(event.message || 'The extraction worker could not start'));
        };
        worker.postMessage({ id: REQUEST_ID, kind, data }, [data]);
      }),
  );
}
