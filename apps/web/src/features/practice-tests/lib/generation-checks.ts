import { fileExtension, TEST_MESSAGES, UPLOAD_RULES, type DocumentSummary } from '@studypilot/core';

import type { FailureCode } from '@/lib/api-client';

export type BlockingProblem = { title: string; description: string };

/** Spec section 5 (Generation) texts for documents that cannot feed a test yet. */
export const GENERATION_CHECK_MESSAGES = {
  inProgressTitle: 'Text extraction in progress',
  pending: (name: string) =>
    `Text extraction in progress for "${name}". Please wait until the extraction finishes, then generate the test.`,
  processing: (name: string) => `"${name}" is still being processed. Please wait a moment and try again.`,
  failedTitle: 'Text extraction failed',
  failed: (name: string) =>
    `Text extraction failed for "${name}", so it cannot be used for a test. Please re-upload the file or use a different format (a PDF with selectable text, DOCX or PPTX).`,
  noContentTitle: 'No content available',
  noContentPdf: (name: string) =>
    `"${name}" has no readable text. The PDF is probably image-based (scanned) or its text recognition (OCR) failed. Upload a PDF with selectable text.`,
  noContentDocx: (name: string) =>
    `"${name}" has no readable text. The Word document may contain only images or be empty. Add text to it or upload another file.`,
  noContent: (name: string) => `"${name}" has no readable text. Upload a document that contains text.`,
} as const;

/** The server's codes for the same document problems, and the toast title each gets. */
export const SERVER_DOCUMENT_PROBLEMS: Partial<Record<FailureCode, string>> = {
  EXTRACTION_IN_PROGRESS: GENERATION_CHECK_MESSAGES.inProgressTitle,
  EXTRACTION_PROCESSING: GENERATION_CHECK_MESSAGES.inProgressTitle,
  EXTRACTION_FAILED: GENERATION_CHECK_MESSAGES.failedTitle,
  NO_CONTENT: GENERATION_CHECK_MESSAGES.noContentTitle,
};

/** Documents whose text is extracted (in the browser or on the server) before a test can use them. */
const EXTRACTED_TYPES = new Set<string>(UPLOAD_RULES.extracted);

/**
 * The first reason the selection cannot be sent to the generator, or null. The server checks the same
 * rules again; this only saves the student a round trip and gives the spec's toasts.
 */
export function findBlockingProblem(
  courseId: string | null,
  selectedIds: string[],
  documents: DocumentSummary[],
): BlockingProblem | null {
  if (!courseId || selectedIds.length === 0) {
    return { title: TEST_MESSAGES.missingInformation, description: TEST_MESSAGES.missingInformationText };
  }
  const byId = new Map(documents.map((d) => [d.id, d]));
  const selected = selectedIds.map((id) => byId.get(id));
  if (selected.some((d) => !d)) {
    return {
      title: TEST_MESSAGES.documentsNotFound,
      description: 'Some of the selected documents no longer exist. Please select them again.',
    };
  }
  const M = GENERATION_CHECK_MESSAGES;
  for (const doc of selected as DocumentSummary[]) {
    const ext = fileExtension(doc.fileName);
    const status = doc.extractionStatus;
    if (status === 'failed' || status === 'visual_ai_required') {
      return { title: M.failedTitle, description: M.failed(doc.fileName) };
    }
    if (!EXTRACTED_TYPES.has(ext)) continue;
    if (!status || status === 'pending')
      return { title: M.inProgressTitle, description: M.pending(doc.fileName) };
    if (status === 'processing') return { title: M.inProgressTitle, description: M.processing(doc.fileName) };
    if (!doc.wordCount) {
      const description =
        ext === 'pdf'
          ? M.noContentPdf(doc.fileName)
          : ext === 'docx'
            ? M.noContentDocx(doc.fileName)
            : M.noContent(doc.fileName);
      return { title: M.noContentTitle, description };
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
  return !problem || problem.title === GENERATION_CHECK_MESSAGES.inProgressTitle;
}
