import { z } from 'zod';
import { EXTRACTION_STATUSES } from '../../db/schema/documents.ts';

export const UNIT_KINDS = ['page', 'slide', 'section'] as const;

/** A course_summaries row as the API shows it: never the extracted text. */
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
  extractionTimestamp: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const duplicateOfSchema = z.object({ id: z.string(), fileName: z.string() }).nullable();

export const uploadResponseSchema = documentSummarySchema.extend({ duplicateOf: duplicateOfSchema });

export const documentListSchema = z.object({ documents: z.array(documentSummarySchema) });

export const courseParamsSchema = z.object({ courseId: z.string() });
export const documentParamsSchema = z.object({ id: z.string() });

/** Text of every unit is at most this many UTF-8 bytes in total after cleanup. */
export const MAX_TEXT_BYTES = 2 * 1024 * 1024;

export const saveTextBodySchema = z.object({
  units: z.array(z.object({ number: z.number().int().min(1).max(100_000), text: z.string() })).max(10_000),
  unitKind: z.enum(UNIT_KINDS),
  /** Ignored: the server recounts. Accepted so older clients may send it. */
  wordCount: z.number().optional(),
});

export const reportStatusBodySchema = z.object({
  status: z.literal('failed'),
  error: z.string().max(2000).default(''),
});

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

export const resetStuckResponseSchema = z.object({ reset: z.number().int() });
