import { resetStuckResponseSchema, type ResetStuckResponse } from '@studypilot/core';

import { api } from '@/lib/api-client';

/** POST /api/courses/:courseId/documents/reset-stuck: summaries stuck in processing go back to pending. */
export function resetStuckDocuments(courseId: string): Promise<ResetStuckResponse> {
  return api.post(`/courses/${encodeURIComponent(courseId)}/documents/reset-stuck`, undefined, {
    schema: resetStuckResponseSchema,
  });
}
