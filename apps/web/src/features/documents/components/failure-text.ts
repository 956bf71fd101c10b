import type { ExtractionFailure } from '@studypilot/core';

import { currentLanguage } from '@/lib/i18n';
import { documentsText } from '../messages';

type Key = Parameters<typeof documentsText.t>[0];

const KEYS: Record<ExtractionFailure['code'], Key> = {
  NO_TEXT_LAYER: 'failureNoTextLayer',
  GARBLED_TEXT_LAYER: 'failureGarbled',
  NO_TEXT: 'failureNoText',
  OCR_NO_TEXT: 'failureOcrNoText',
  OCR_UNREADABLE: 'failureOcrUnreadable',
  BLANK_PAGES: 'failureBlank',
  FILE_DAMAGED: 'failureDamaged',
  FILE_ENCRYPTED: 'failureEncrypted',
  FILE_TOO_LARGE: 'failureTooLarge',
  FILE_EMPTY: 'failureEmpty',
  TIMED_OUT: 'failureTimedOut',
  FILE_MISSING: 'failureFileMissing',
  SERVER_FAILED: 'failureServer',
  BROWSER_FAILED: 'failureBrowser',
  SAVE_FAILED: 'failureSave',
  OCR_CANCELLED: 'failureOcrCancelled',
  LEGACY_FORMAT: 'failureLegacy',
};

/**
 * Why a document's text could not be extracted, in the interface language (issue 15): English is the words the
 * extractor wrote (they carry details such as the library's message); another language takes the code's text.
 * A row from before the codes has only the English words, which are shown as they are.
 */
export function failureText(failure: ExtractionFailure | null | undefined, english: string): string {
  if (!failure || currentLanguage() === 'en') return english;
  const key = KEYS[failure.code];
  return key ? documentsText.t(key, failure.params) : english;
}
