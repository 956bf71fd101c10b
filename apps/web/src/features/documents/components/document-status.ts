import type { DocumentSummary } from '@studypilot/core';

import { formatNumber } from '@/lib/format';
import { documentsText } from '../messages';
import { failureText } from './failure-text';

const { t } = documentsText;

export type StatusTone = 'ok' | 'warn' | 'bad' | 'muted';
export type DocumentStatusText = {
  label: string;
  detail?: string;
  tone: StatusTone;
  /** Further lines: where the text came from (OCR) and pages to check. */
  notes?: { text: string; tone: StatusTone }[];
};

type OcrNote = NonNullable<DocumentSummary['ocr']>;

const pageList = (pages: number[]) =>
  pages.length > 10
    ? t('pagesAndMore', { list: pages.slice(0, 10).join(', '), more: pages.length - 10 })
    : pages.join(', ');

/** 'page'/'pages', 'slide'/'slides', 'picture'/'pictures' by what OCR read (docs/decisions/208). */
export function ocrUnitWord(unit: OcrNote['unit'], n: number): string {
  const word = unit ?? 'page';
  return n === 1 ? word : `${word}s`;
}

/** 'Read by OCR: N pages, mean confidence X%' (slides or pictures when that is what OCR read). */
export function ocrSummary(ocr: Pick<OcrNote, 'pages' | 'meanConfidence' | 'unit'>): string {
  const n = ocr.pages.length;
  return t('ocrRead', { n, unit: ocr.unit ?? 'page', confidence: Math.round(ocr.meanConfidence) });
}

/** docs/decisions/208: the OCR note of a completed row, and the pages (slides, pictures) to check. */
export function ocrNotes(ocr: OcrNote): { text: string; tone: StatusTone }[] {
  const unit = ocr.unit ?? 'page';
  const notes: { text: string; tone: StatusTone }[] = [{ text: ocrSummary(ocr), tone: 'muted' }];
  const low = ocr.lowConfidencePages.length;
  if (low)
    notes.push({
      text: t('ocrLow', { unit, pages: pageList(ocr.lowConfidencePages), low }),
      tone: 'warn',
    });
  if (ocr.unreadablePages.length)
    notes.push({ text: t('ocrUnreadable', { unit, pages: pageList(ocr.unreadablePages) }), tone: 'warn' });
  return notes;
}

const CLIENT_METHOD = 'client_side_extraction';

/**
 * The status line of a summary row (spec sections 2 and 4). A completed extraction names where it ran:
 * the spec's 'Client-side extraction completed' for text extracted in the browser (pdf, pptx), its
 * 'Text extraction completed' for the server's (docx); both with 'N words extracted'.
 */
export function documentStatus(
  d: Pick<DocumentSummary, 'extractionStatus' | 'wordCount' | 'processingMethod' | 'extractionError'> &
    Partial<Pick<DocumentSummary, 'ocr' | 'extractionFailure'>>,
): DocumentStatusText {
  switch (d.extractionStatus) {
    case 'failed':
      return {
        label: t('failedRow'),
        detail: d.extractionError ? failureText(d.extractionFailure, d.extractionError) : undefined,
        tone: 'bad',
      };
    case 'visual_ai_required':
      return { label: t('visualAiRow'), detail: t('markedVisualAi'), tone: 'bad' };
    case 'completed':
      return {
        label: d.processingMethod === CLIENT_METHOD ? t('clientCompleted') : t('statusCompleted'),
        detail: d.wordCount != null ? t('wordsExtracted', { count: formatNumber(d.wordCount) }) : undefined,
        tone: 'ok',
        ...(d.ocr ? { notes: ocrNotes(d.ocr) } : {}),
      };
    case 'processing':
      return { label: t('statusProcessing'), tone: 'warn' };
    case 'not_applicable':
      return { label: t('statusNotApplicable'), tone: 'ok' };
    default:
      return {
        label: d.extractionStatus === 'pending' ? t('statusPending') : d.extractionStatus,
        tone: 'muted',
      };
  }
}
