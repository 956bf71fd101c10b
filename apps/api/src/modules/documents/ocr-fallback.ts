/**
 * Server fallback of an 'Extract text' retry (docs/decisions/208): PDF pages without a usable text
 * layer, and pictures of a DOCX/PPTX that carry a slide's or page's text, are read by OCR in a
 * worker thread started for the job (pdf.js rendering, picture decoding and tesseract.js off the
 * event loop; one job at a time per process), and the verdict is the same function the browser uses.
 */
import type { OcrNote } from '@studypilot/core';
import { documentVerdict, type ExtractResult } from '@studypilot/extract';
import { ocrInWorker, pagesWithoutText, type PdfExtractResult } from '@studypilot/extract/ocr-node';

export { documentVerdict, type PdfExtractResult };

/** At most this many pages are read by OCR on the server per request (about 5-10 s each on 2 cores). */
export const SERVER_OCR_MAX_PAGES = 20;

export async function withOcrFallback(
  data: Uint8Array,
  result: ExtractResult,
  opts: { signal?: AbortSignal; maxChars?: number; timeoutMs?: number },
): Promise<PdfExtractResult> {
  const wanted =
    result.kind === 'pdf'
      ? pagesWithoutText(result).length > 0
      : result.kind === 'docx' || result.kind === 'pptx';
  if (!wanted) return result;
  return ocrInWorker(data, result, {
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
    maxChars: opts.maxChars,
    maxOcrPages: SERVER_OCR_MAX_PAGES,
  });
}

/** The stored OCR note, or null when OCR read no page. */
export function ocrNote(r: PdfExtractResult): OcrNote | null {
  if (!r.ocr || r.ocr.pages.length === 0) return null;
  const { pages, meanConfidence, lowConfidencePages, unreadablePages, languages, unit } = r.ocr;
  return {
    pages,
    meanConfidence,
    lowConfidencePages,
    unreadablePages,
    languages,
    ...(unit && unit !== 'page' ? { unit } : {}),
  };
}
