import { countWords } from '@studypilot/core';
import type { ExtractResult } from './types.ts';

/** docs/decisions/203: when the server flags visual_ai_required. */
export const VISUAL_AI_RULE = {
  /** extractionRate = extractedWords / estimatedWords below this flags the document... */
  minExtractionRate: 0.3,
  /** ...when the metadata promises at least this many words (tiny documents are not judged by rate). */
  minEstimatedWords: 50,
} as const;

export interface ExtractionAssessment {
  extractedWords: number;
  estimatedWords: number | null;
  /** extractedWords / estimatedWords rounded to 3 decimals; null without an estimate. */
  extractionRate: number | null;
  requiresVisualAI: boolean;
  reason?: string;
}

/** Apply VISUAL_AI_RULE to an extraction result (server: extract-text response fields). */
export function assessExtraction(r: ExtractResult): ExtractionAssessment {
  // PowerPoint's <Words> also counts speaker notes, so notes count as extracted for pptx
  const extractedWords =
    r.kind === 'pptx'
      ? r.wordCount + r.units.reduce((n, u) => n + countWords(u.notes ?? ''), 0)
      : r.wordCount;
  const estimatedWords = r.estimatedWords ?? null;
  const extractionRate = estimatedWords ? Math.round((extractedWords / estimatedWords) * 1000) / 1000 : null;
  let reason: string | undefined;
  if (r.textLayer !== 'ok') reason = `text layer ${r.textLayer}`;
  else if (
    estimatedWords !== null &&
    estimatedWords >= VISUAL_AI_RULE.minEstimatedWords &&
    extractionRate !== null &&
    extractionRate < VISUAL_AI_RULE.minExtractionRate
  ) {
    reason = `extracted ${extractedWords} of ~${estimatedWords} words (rate ${extractionRate} < ${VISUAL_AI_RULE.minExtractionRate})`;
  }
  return {
    extractedWords,
    estimatedWords,
    extractionRate,
    requiresVisualAI: reason !== undefined,
    ...(reason ? { reason } : {}),
  };
}
