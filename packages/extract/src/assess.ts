import { countWords, type ExtractionFailure } from '@studypilot/core';
import type { OcrReport } from './ocr.ts';
import { PDF_LAYER_RULE } from './pdf.ts';
import type { ExtractResult } from './types.ts';

/** docs/decisions/203: when the server flags visual_ai_required. */
export const VISUAL_AI_RULE = {
  /** extractionRate = extractedWords / estimatedWords below this flags the document... */
  minExtractionRate: 0.3,
  /** ...when the metadata promises at least this many words (tiny documents are not judged by rate). */
  minEstimatedWords: 50,
} as const;

export interface ExtractionAssessment {
  extractedWords: number;
  estimatedWords: number | null;
  /**
   * extractedWords / estimatedWords rounded to 3 decimals, at most 1; null without an estimate. The estimate
   * (Word's or PowerPoint's own count, or the XML's) counts words its own way, so reading more words than it
   * promised means nothing is missing, not more than all of it (issue 13: "2973/2771 words (107%)").
   */
  extractionRate: number | null;
  requiresVisualAI: boolean;
  reason?: string;
}

/** Apply VISUAL_AI_RULE to an extraction result (server: extract-text response fields). */
export function assessExtraction(r: ExtractResult): ExtractionAssessment {
  // PowerPoint's <Words> also counts speaker notes, so notes count as extracted for pptx
  const extractedWords =
    r.kind === 'pptx'
      ? r.wordCount + r.units.reduce((n, u) => n + countWords(u.notes ?? ''), 0)
      : r.wordCount;
  const estimatedWords = r.estimatedWords ?? null;
  const extractionRate = estimatedWords
    ? Math.min(1, Math.round((extractedWords / estimatedWords) * 1000) / 1000)
    : null;
  let reason: string | undefined;
  // a PDF without a usable layer is read by OCR instead (documentVerdict), never sent to visual AI
  if (r.textLayer !== 'ok' && r.kind !== 'pdf') reason = `text layer ${r.textLayer}`;
  else if (
    estimatedWords !== null &&
    estimatedWords >= VISUAL_AI_RULE.minEstimatedWords &&
    extractionRate !== null &&
    extractionRate < VISUAL_AI_RULE.minExtractionRate
  ) {
    reason = `extracted ${extractedWords} of ~${estimatedWords} words (rate ${extractionRate} < ${VISUAL_AI_RULE.minExtractionRate})`;
  }
  return {
    extractedWords,
    estimatedWords,
    extractionRate,
    requiresVisualAI: reason !== undefined,
    ...(reason ? { reason } : {}),
  };
}

/**
 * One verdict for one file (docs/decisions/208), the same in the browser and on the server:
 * - completed: usable text (from the text layer, from OCR, or both);
 * - needs_ocr: a PDF whose layer is missing or garbled and that has not been through OCR yet;
 * - visual_ai_required: a DOCX/PPTX without text or with far fewer words than its metadata promises;
 * - failed: nothing usable, with the reason in words.
 */
export type VerdictStatus = 'completed' | 'needs_ocr' | 'visual_ai_required' | 'failed';

export interface DocumentVerdict extends ExtractionAssessment {
  status: VerdictStatus;
  /** Why the document is not completed, in words a student understands. */
  reason?: string;
  /** The same reason by code (set when failed or needs_ocr), for the web to translate (issue 15). */
  failure?: ExtractionFailure;
  /** Words of the text that would be stored (0 unless completed). */
  usableWords: number;
  /** Set when OCR read pages of this document. */
  ocr?: OcrReport;
}

export const VERDICT_MESSAGES = {
  noLayer: 'The PDF has no text layer (scanned or image-only pages)',
  garbled: 'The PDF text layer is unreadable (fonts without a Unicode map)',
  noText: 'No text could be extracted from this document',
  ocrNothing: 'The pages are scanned images and OCR found no text on them',
  ocrUnreadable: (confidence: number) =>
    `The pages are scanned images and OCR could not read them reliably (mean confidence ${confidence}%)`,
  blank: 'The pages have no text and no images to read',
} as const;

const nonSpace = (s: string) => s.replace(/\s/g, '').length;

export function documentVerdict(r: ExtractResult & { ocr?: OcrReport }): DocumentVerdict {
  const a = assessExtraction(r);
  const ocr = r.ocr && r.ocr.pages.length > 0 ? r.ocr : undefined;
  const base = { ...a, ...(ocr ? { ocr } : {}) };
  if (r.kind !== 'pdf') {
    if (a.requiresVisualAI)
      return { ...base, status: 'visual_ai_required', reason: a.reason, usableWords: 0 };
    if (r.wordCount === 0)
      return {
        ...base,
        status: 'failed',
        reason: VERDICT_MESSAGES.noText,
        failure: { code: 'NO_TEXT' },
        usableWords: 0,
      };
    return { ...base, status: 'completed', usableWords: r.wordCount };
  }
  if (r.textLayer !== 'ok' && !r.ocr) {
    return {
      ...base,
      status: 'needs_ocr',
      reason: r.textLayer === 'garbled' ? VERDICT_MESSAGES.garbled : VERDICT_MESSAGES.noLayer,
      failure: { code: r.textLayer === 'garbled' ? 'GARBLED_TEXT_LAYER' : 'NO_TEXT_LAYER' },
      usableWords: 0,
    };
  }
  // Words on pages with a real amount of text: a page number or a scanner's stamp on an image page
  // is not content (the "one junk word" of a scan must not make it "completed").
  let usable = 0;
  for (const u of r.units) if (nonSpace(u.text) >= PDF_LAYER_RULE.pageMinChars) usable += countWords(u.text);
  if (r.textLayer === 'ok' && usable === 0) usable = r.wordCount;
  if (usable > 0) return { ...base, status: 'completed', usableWords: usable };
  let reason: string = VERDICT_MESSAGES.noText;
  let failure: ExtractionFailure = { code: 'NO_TEXT' };
  if (r.textLayer !== 'ok') {
    if (!ocr) {
      reason = r.ocr ? VERDICT_MESSAGES.blank : VERDICT_MESSAGES.noLayer;
      failure = { code: r.ocr ? 'BLANK_PAGES' : 'NO_TEXT_LAYER' };
    } else if (ocr.unreadablePages.length === 0) {
      reason = VERDICT_MESSAGES.ocrNothing;
      failure = { code: 'OCR_NO_TEXT' };
    } else {
      reason = VERDICT_MESSAGES.ocrUnreadable(ocr.meanConfidence);
      failure = { code: 'OCR_UNREADABLE', params: { confidence: ocr.meanConfidence } };
    }
  }
  return { ...base, status: 'failed', reason, failure, usableWords: 0 };
}
