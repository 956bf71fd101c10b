import type { ExtractKind, ExtractReply } from './protocol';

const REQUEST_ID = 1;

export type BrowserExtraction = Extract<ExtractReply, { ok: true }>;

/**
 * Extracts a PDF or PPTX in a Web Worker. A worker is started per file and ended afterwards, so
 * pdf.js's memory goes back as soon as the text is out; the worker chunk and pdf.js are fetched
 * only the first time a student uploads a PDF or PPTX.
 */
export function extractInWorker(kind: ExtractKind, file: Blob): Promise<BrowserExtraction> {
  return file.arrayBuffer().then(
    (data) =>
      new Promise<BrowserExtraction>((resolve, reject) => {
        const worker = new Worker(new URL('./extract.worker.ts', import.meta.url), { type: 'module' });
        const done = () => worker.terminate();
        worker.onmessage = (event: MessageEvent<ExtractReply>) => {
          const reply = event.data;
          // Only this request's answer counts.
          if (reply?.id !== REQUEST_ID) return;
          done();
          if (reply?.ok === true) resolve(reply);
          else
            reject(
              new Error(
                reply?.ok === false && reply.message ? reply.message : 'The extraction worker gave no result',
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
