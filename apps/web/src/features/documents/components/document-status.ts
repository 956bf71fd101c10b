import { DOCUMENT_MESSAGES, extractionStatusLabel, type DocumentSummary } from '@studypilot/core';

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
  pages.length > 10 ? `${pages.slice(0, 10).join(', ')} and ${pages.length - 10} more` : pages.join(', ');

/** 'page'/'pages', 'slide'/'slides', 'picture'/'pictures' by what OCR read (docs/decisions/208). */
export function ocrUnitWord(unit: OcrNote['unit'], n: number): string {
  const word = unit ?? 'page';
  return n === 1 ? word : `${word}s`;
}

/** docs/decisions/208: the OCR note of a completed row, and the pages (slides, pictures) to check. */
export function ocrNotes(ocr: OcrNote): { text: string; tone: StatusTone }[] {
  const n = ocr.pages.length;
  const unit = ocr.unit ?? 'page';
  const notes: { text: string; tone: StatusTone }[] = [
    {
      text: `Read by OCR: ${n} ${ocrUnitWord(ocr.unit, n)}, mean confidence ${Math.round(ocr.meanConfidence)}%`,
      tone: 'muted',
    },
  ];
  const low = ocr.lowConfidencePages.length;
  if (low)
    notes.push({
      text: `Low OCR confidence on ${unit} ${pageList(ocr.lowConfidencePages)}: check the text of ${low === 1 ? `this ${unit}` : `these ${unit}s`}`,
      tone: 'warn',
    });
  if (ocr.unreadablePages.length)
    notes.push({ text: `OCR could not read ${unit} ${pageList(ocr.unreadablePages)}`, tone: 'warn' });
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
    Partial<Pick<DocumentSummary, 'ocr'>>,
): DocumentStatusText {
  switch (d.extractionStatus) {
    case 'failed':
      return { label: DOCUMENT_MESSAGES.failedRow, detail: d.extractionError ?? undefined, tone: 'bad' };
    case 'visual_ai_required':
      return { label: DOCUMENT_MESSAGES.visualAiRow, detail: 'Marked for visual AI processing', tone: 'bad' };
    case 'completed':
      return {
        label:
          d.processingMethod === CLIENT_METHOD
            ? DOCUMENT_MESSAGES.clientCompleted
            : extractionStatusLabel('completed'),
        detail: d.wordCount != null ? `${d.wordCount.toLocaleString('en-US')} words extracted` : undefined,
        tone: 'ok',
        ...(d.ocr ? { notes: ocrNotes(d.ocr) } : {}),
      };
    case 'processing':
      return { label: extractionStatusLabel('processing'), tone: 'warn' };
    case 'not_applicable':
      return { label: extractionStatusLabel('not_applicable'), tone: 'ok' };
    default:
      return { label: extractionStatusLabel(d.extractionStatus), tone: 'muted' };
  }
}
