import { fileExtension, LIMITS, UPLOAD_RULES } from '@studypilot/core';

import { documentsText } from '../messages';

const { t } = documentsText;

const ALLOWED: readonly string[] = UPLOAD_RULES.allowedExtensions;

/** Spec section 5 "Upload file": the client's checks before anything is sent. null when the file may go. */
export function validateFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!ALLOWED.includes(fileExtension(file.name))) return t('badType');
  if (file.size > LIMITS.maxUploadBytes) return t('tooLarge');
  if (file.size === 0) return t('emptyFile');
  return null;
}

/** pdf and pptx are extracted in the browser. */
export function isClientExtracted(fileName: string): boolean {
  return (UPLOAD_RULES.clientExtracted as readonly string[]).includes(fileExtension(fileName));
}

/** Spec section 8: the 'Upload successful' toast's text. */
export function uploadSuccessText(fileName: string): string {
  return t(isClientExtracted(fileName) ? 'uploadSuccessClient' : 'uploadSuccess', { name: fileName });
}

/**
 * 'X/Y words (Z%)' numbers of a server extraction; without an estimate the extraction is its own estimate.
 * The percentage never exceeds 100: the estimate is the file's own word count, which counts differently.
 */
export function extractionFigures(extracted: number, estimated: number | null, rate: number | null) {
  const total = estimated ?? extracted;
  const percent =
    rate != null ? Math.round(rate * 100) : total > 0 ? Math.round((extracted / total) * 100) : 0;
  return { extracted, total, percent: Math.min(100, percent), beyondEstimate: extracted > total };
}

/** The 'Text extraction completed' line: 'Extracted X/Y words (Z%)', or both counts when more was read. */
export function extractionSummary(f: ReturnType<typeof extractionFigures>): string {
  return f.beyondEstimate
    ? t('extractedBeyond', { extracted: f.extracted, total: f.total })
    : t('extractedOf', { extracted: f.extracted, total: f.total, percent: f.percent });
}
