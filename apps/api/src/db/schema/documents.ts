import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { courses } from './courses.ts';
import { EXTRACTION_STATUSES, type ExtractionFailure } from '@studypilot/core';

export { EXTRACTION_STATUSES };

/** What OCR did to a document (docs/decisions/208); null when no page was read by OCR. */
export interface StoredOcrNote {
  pages: number[];
  meanConfidence: number;
  lowConfidencePages: number[];
  unreadablePages: number[];
  languages: ('eng' | 'heb')[];
}

export interface StoredUnit {
  number: number;
  text: string;
  /** Section heading or paragraph range (docx/txt/md); citations name it. */
  title?: string;
}

/** An uploaded course document; the spec's table name. */
export const courseSummaries = pgTable(
  'course_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size').notNull(),
    fileHash: text('file_hash').notNull(),
    fileType: text('file_type').notNull(),
    extractionStatus: text('extraction_status', { enum: EXTRACTION_STATUSES }).notNull(),
    processingMethod: text('processing_method'),
    extractedText: text('extracted_text'),
    units: jsonb('units').$type<StoredUnit[]>(),
    unitKind: text('unit_kind'),
    textLanguage: text('text_language'),
    wordCount: integer('word_count'),
    extractedWords: integer('extracted_words'),
    estimatedWords: integer('estimated_words'),
    extractionRate: real('extraction_rate'),
    extractionError: text('extraction_error'),
    /** The same reason by code (issue 15); null on rows from before the codes, which keep only the words. */
    extractionFailure: jsonb('extraction_failure').$type<ExtractionFailure>(),
    ocr: jsonb('ocr').$type<StoredOcrNote>(),
    extractionTimestamp: timestamp('extraction_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_summaries_course_idx').on(t.courseId, t.createdAt),
    index('course_summaries_user_created_idx').on(t.userId, t.createdAt),
    index('course_summaries_course_hash_idx').on(t.courseId, t.fileHash),
    // Course list: summaries per course of one user, as an index-only scan (ADR 403).
    index('course_summaries_user_course_idx').on(t.userId, t.courseId),
  ],
);
