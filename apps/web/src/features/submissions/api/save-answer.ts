import { savedAnswerSchema, type SaveAnswerInput, type SavedAnswer } from '@studypilot/core';

import { api } from '@/lib/api-client';

/** Upserts one answer with the seconds spent on it; 409 TIME_UP after the deadline and grace. */
export function saveAnswer(
  submissionId: string,
  questionId: string,
  input: SaveAnswerInput,
): Promise<SavedAnswer> {
  return api.put(
    `/submissions/${encodeURIComponent(submissionId)}/answers/${encodeURIComponent(questionId)}`,
    input,
    { schema: savedAnswerSchema },
  );
}
