import { generationErrorMessage, type ErrorParams } from '@studypilot/core';

import { localMessage, type FailureCode } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { practiceTestsText } from '../messages';

/** The web's own codes for a generation stream that ended without a test. */
const STREAM_CODES = new Set<string>(['NO_STREAM', 'STREAM_BROKEN', 'STREAM_ENDED']);

/**
 * Why a generation failed, in the interface language. English is the server's message as spec section 8 shows
 * it (generationErrorMessage); another language takes the code's text from the errors catalogue (with its
 * params), the stream's own failures from practiceTests, and an engine failure without a known code the
 * spec's 'could not generate questions' text; the server's message only when nothing else fits.
 */
export function generationFailureText(code: FailureCode, message: string, params?: ErrorParams): string {
  const { t } = practiceTestsText;
  if (currentLanguage() === 'en') return generationErrorMessage(message);
  if (STREAM_CODES.has(code)) return t('streamEnded');
  const local = localMessage(code, message, params);
  if (local !== message) return local;
  if (message.includes('Failed to generate questions')) return t('aiCouldNotGenerate');
  return message;
}
