/**
 * Server fallback of an 'Extract text' retry (docs/decisions/208): PDF pages without a usable text
 * layer are read by OCR in this process (tesseract.js in a worker thread, one job at a time), and
 * the verdict is the same function the browser uses.
 */
import type { OcrNote } from '@studypilot/core';
import { documentVerdict, type ExtractResult } from '@studypilot/extract';
import { ocrPdfResultNode, pagesWithoutText, type PdfExtractResult } from '@studypilot/extract/ocr-node';

export { documentVerdict, type PdfExtractResult };

/** At most this many pages are read by OCR on the server per request (about 5-10 s each on 2 cores). */
export const SERVER_OCR_MAX_PAGES = 20;

export async function withOcrFallback(
  data: Uint8Array,
  result: ExtractResult,
  opts: { signal?: AbortSignal; maxChars?: number },
): Promise<PdfExtractResult> {
  if (result.kind !== 'pdf' || pagesWithoutText(result).length === 0) return result;
  return ocrPdfResultNode(data, result, {
    signal: opts.signal,
    maxChars: opts.maxChars,
    maxOcrPages: SERVER_OCR_MAX_PAGES,
  });
}

/** The stored OCR note, or null when OCR read no page. */
export function ocrNote(r: PdfExtractResult): OcrNote | null {
  if (!r.ocr || r.ocr.pages.length === 0) return null;
  const { pages, meanConfidence, lowConfidencePages, unreadablePages, languages } = r.ocr;
  return { pages, meanConfidence, lowConfidencePages, unreadablePages, languages };
}
