/**
 * What the server's OCR worker thread runs (see ../ocr-node.ts, ocrInWorker): rendering PDF pages
 * with pdf.js, decoding pictures of DOCX/PPTX and reading them with tesseract.js all happen on this
 * thread (tesseract.js starts its own thread from here), never on the server's event loop.
 */
import { nodeOcrEngine, nodePictureDecoder } from '../ocr-node.ts';
import { ocrOfficeResult } from '../office-ocr.ts';
import { ocrPdfResult, type PdfExtractResult } from '../pdf-ocr.ts';
import { ExtractError, type ExtractResult } from '../types.ts';

export interface OcrJob {
  data: Uint8Array;
  /** The document's text extraction (pages without text / pictures are read). */
  result: ExtractResult;
  maxOcrPages?: number;
  maxChars?: number;
}

export type OcrAnswer = { ok: true; result: PdfExtractResult } | { ok: false; code: string; message: string };

export async function runOcrJob(job: OcrJob): Promise<OcrAnswer> {
  try {
    const ocr = nodeOcrEngine();
    const result =
      job.result.kind === 'pdf'
        ? await ocrPdfResult(job.data, job.result, {
            ocr,
            maxOcrPages: job.maxOcrPages,
            maxChars: job.maxChars,
          })
        : await ocrOfficeResult(job.data, job.result, {
            ocr,
            decode: nodePictureDecoder,
            maxChars: job.maxChars,
          });
    return { ok: true, result };
  } catch (e) {
    if (e instanceof ExtractError) return { ok: false, code: e.code, message: e.message };
    return {
      ok: false,
      code: 'CORRUPT',
      message: `Text recognition (OCR) failed: ${(e as Error)?.message ?? e}`,
    };
  }
}
