import { fileExtension, UPLOAD_RULES, type DocumentSummary } from '@studypilot/core';

import type { FailureCode } from '@/lib/api-client';
import { practiceTestsText } from '../messages';

type Key = Parameters<typeof practiceTestsText.t>[0];

/** What stops a selection: `kind` says which check (the texts are in the interface language). */
export type BlockingProblem = {
  kind: 'missing' | 'gone' | 'inProgress' | 'failed' | 'noContent';
  title: string;
  description: string;
};

/** The server's codes for the same document problems, and the catalogue key of the toast title each gets. */
export const SERVER_DOCUMENT_PROBLEMS: Partial<Record<FailureCode, Key>> = {
  EXTRACTION_IN_PROGRESS: 'inProgressTitle',
  EXTRACTION_PROCESSING: 'inProgressTitle',
  EXTRACTION_FAILED: 'failedTitle',
  NO_CONTENT: 'noContentTitle',
};

/** Documents whose text is extracted (in the browser or on the server) before a test can use them. */
const EXTRACTED_TYPES = new Set<string>(UPLOAD_RULES.extracted);

/**
 * The first reason the selection cannot be sent to the generator, or null. The server checks the same
 * rules again; this only saves the student a round trip and gives the spec's toasts (section 5).
 */
export function findBlockingProblem(
  courseId: string | null,
  selectedIds: string[],
  documents: DocumentSummary[],
): BlockingProblem | null {
  const { t } = practiceTestsText;
  if (!courseId || selectedIds.length === 0) {
    return { kind: 'missing', title: t('missingInformation'), description: t('missingInformationText') };
  }
  const byId = new Map(documents.map((d) => [d.id, d]));
  const selected = selectedIds.map((id) => byId.get(id));
  if (selected.some((d) => !d)) {
    return { kind: 'gone', title: t('documentsNotFound'), description: t('documentsGone') };
  }
  for (const doc of selected as DocumentSummary[]) {
    const ext = fileExtension(doc.fileName);
    const status = doc.extractionStatus;
    const name = doc.fileName;
    if (status === 'failed' || status === 'visual_ai_required') {
      return { kind: 'failed', title: t('failedTitle'), description: t('failedText', { name }) };
    }
    if (!EXTRACTED_TYPES.has(ext)) continue;
    if (!status || status === 'pending')
      return { kind: 'inProgress', title: t('inProgressTitle'), description: t('pendingText', { name }) };
    if (status === 'processing')
      return { kind: 'inProgress', title: t('inProgressTitle'), description: t('processingText', { name }) };
    if (!doc.wordCount) {
      const key: Key = ext === 'pdf' ? 'noContentPdf' : ext === 'docx' ? 'noContentDocx' : 'noContentText';
      return { kind: 'noContent', title: t('noContentTitle'), description: t(key, { name }) };
    }
  }
  return null;
}

/** Words of the selected documents, for the 50,000-word cap. */
export function selectedWordCount(selectedIds: string[], documents: DocumentSummary[]): number {
  const ids = new Set(selectedIds);
  return documents.filter((d) => ids.has(d.id)).reduce((sum, d) => sum + (d.wordCount ?? 0), 0);
}

/**
 * False for a summary that cannot feed a test as it is (extraction failed, or no readable text); a summary
 * still being extracted counts as usable, it will be ready soon.
 */
export function isUsableForTests(doc: DocumentSummary): boolean {
  const problem = findBlockingProblem(doc.courseId, [doc.id], [doc]);
  return !problem || problem.kind === 'inProgress';
}
