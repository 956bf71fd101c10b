import { z } from 'zod';

import { EXTRACTION_FAILURE_CODES } from './error-codes.ts';

/** Spec section 4: a summary's extraction_status. */
export const EXTRACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'not_applicable',
  'visual_ai_required',
] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

export const UNIT_KINDS = ['page', 'slide', 'section'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Spec section 5 (Upload file) and section 8 (Upload and extraction) texts. */
export const UPLOAD_RULES = {
  /** Extensions the server accepts. */
  allowedExtensions: ['pdf', 'docx', 'doc', 'txt', 'ppt', 'pptx'] as const,
  /** What the file picker offers. */
  pickerAccept: '.pdf,.docx,.pptx',
  /** Extracted in the browser. */
  clientExtracted: ['pdf', 'pptx'] as const,
  /** Read for text after the upload (pending at first); DOC and PPT fail, TXT needs no extraction. */
  extracted: ['pdf', 'docx', 'pptx'] as const,
} as const;

export const DOCUMENT_MESSAGES = {
  tooLarge: 'File size must be less than 15MB',
  badType: 'Only PDF, DOCX, DOC, TXT, PPT, and PPTX files are allowed',
  validationFailed: 'File validation failed',
  dropZone: 'Supports PDF, DOCX, PPTX files (max 15MB each)',
  // The spec's 'Upload failed - ...' contradicted a file that is stored and listed; its own status label for
  // failed is 'Text extraction failed', which the toast says too (issue 13, decision 502 amendment).
  failedRow: 'Text extraction failed - file not ready for test generation',
  visualAiRow: 'Extraction failed - file not ready for test generation',
  clientCompleted: 'Client-side extraction completed',
  deleteConfirm: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
} as const;

/** What OCR did to a document's text (docs/decisions/208). */
export const ocrNoteSchema = z.object({
  /** Pages read by OCR. */
  pages: z.array(z.number().int().min(1)).max(10_000),
  /** Mean word confidence of OCR, 0-100. */
  meanConfidence: z.number().min(0).max(100),
  /** Pages read with low confidence (kept, flagged to the student). */
  lowConfidencePages: z.array(z.number().int().min(1)).max(10_000),
  /** Pages OCR could not read (their text was not kept). */
  unreadablePages: z.array(z.number().int().min(1)).max(10_000),
  languages: z.array(z.enum(['eng', 'heb'])).max(2),
  /** What `pages` count: PDF pages (absent), slides of a PPTX or pictures of a DOCX. */
  unit: z.enum(['page', 'slide', 'picture']).optional(),
});
export type OcrNote = z.infer<typeof ocrNoteSchema>;

/** A course_summaries row as the API shows it: never the extracted text. */
/** A row's extraction failure by code (error-codes.ts) with the values its text uses. */
export const extractionFailureSchema = z.object({
  code: z.enum(EXTRACTION_FAILURE_CODES),
  params: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
});
export type ExtractionFailure = z.infer<typeof extractionFailureSchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  fileSize: z.number().int(),
  fileHash: z.string(),
  fileType: z.string(),
  extractionStatus: z.enum(EXTRACTION_STATUSES),
  processingMethod: z.string().nullable(),
  unitKind: z.string().nullable(),
  unitCount: z.number().int(),
  textLanguage: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  extractedWords: z.number().int().nullable(),
  estimatedWords: z.number().int().nullable(),
  extractionRate: z.number().nullable(),
  extractionError: z.string().nullable(),
  /** Why extraction failed, by code, for the web to translate; null on rows from before the codes. */
  extractionFailure: extractionFailureSchema.nullish(),
  extractionTimestamp: z.string().nullable(),
  createdAt: z.string(),
  /** Set when pages of the document were read by OCR. */
  ocr: ocrNoteSchema.nullish(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const duplicateOfSchema = z.object({ id: z.string(), fileName: z.string() }).nullable();

export const uploadResponseSchema = documentSummarySchema.extend({ duplicateOf: duplicateOfSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSummarySchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const courseParamsSchema = z.object({ courseId: z.string() });
export const documentParamsSchema = z.object({ id: z.string() });

/** Text of every unit is at most this many UTF-8 bytes in total after cleanup. */
export const MAX_TEXT_BYTES = 2 * 1024 * 1024;

export const saveTextBodySchema = z.object({
  units: z
    .array(
      z.object({
        number: z.number().int().min(1).max(100_000),
        text: z.string(),
        /** Section heading or paragraph range (docx/txt/md extraction); citations name it. */
        title: z.string().max(200).optional(),
      }),
    )
    .max(10_000),
  unitKind: z.enum(UNIT_KINDS),
  /** Ignored: the server recounts. Accepted so older clients may send it. */
  wordCount: z.number().optional(),
  /** Set when the browser read pages by OCR. */
  ocr: ocrNoteSchema.optional(),
});
export type SaveTextBody = z.infer<typeof saveTextBodySchema>;

export const reportStatusBodySchema = z.object({
  status: z.literal('failed'),
  error: z.string().max(2000).default(''),
  /** The reason by code (the English `error` is kept as well). */
  failure: extractionFailureSchema.optional(),
});
export type ReportStatusBody = z.input<typeof reportStatusBodySchema>;

/** The spec's extract-text response. */
export const extractResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  requiresVisualAI: z.boolean(),
  extractedWords: z.number().int(),
  estimatedWords: z.number().int().nullable(),
  extractionRate: z.number().nullable(),
  wordCount: z.number().int(),
  document: documentSummarySchema,
});
export type ExtractResponse = z.infer<typeof extractResponseSchema>;

export const resetStuckResponseSchema = z.object({ reset: z.number().int() });
export type ResetStuckResponse = z.infer<typeof resetStuckResponseSchema>;

/** Lower-case extension of a file name ('' when none). */
export function fileExtension(fileName: string): string {
  const i = fileName.lastIndexOf('.');
  return i < 0 ? '' : fileName.slice(i + 1).toLowerCase();
}
