import { DOCUMENT_MESSAGES, extractionStatusLabel, type DocumentSummary } from '@studypilot/core';

export type StatusTone = 'ok' | 'warn' | 'bad' | 'muted';
export type DocumentStatusText = { label: string; detail?: string; tone: StatusTone };

const CLIENT_METHOD = 'client_side_extraction';

/**
 * The status line of a summary row (spec sections 2 and 4). A completed extraction names where it ran:
 * the spec's 'Client-side extraction completed' for text extracted in the browser (pdf, pptx), its
 * 'Text extraction completed' for the server's (docx); both with 'N words extracted'.
 */
export function documentStatus(
  d: Pick<DocumentSummary, 'extractionStatus' | 'wordCount' | 'processingMethod' | 'extractionError'>,
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
      };
    case 'processing':
      return { label: extractionStatusLabel('processing'), tone: 'warn' };
    case 'not_applicable':
      return { label: extractionStatusLabel('not_applicable'), tone: 'ok' };
    default:
      return { label: extractionStatusLabel(d.extractionStatus), tone: 'muted' };
  }
}
