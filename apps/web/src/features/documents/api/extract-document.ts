import { extractResponseSchema, type ExtractResponse } from '@studypilot/core';

import { api } from '@/lib/api-client';

/** POST /api/documents/:id/extract: the spec's extract-text, run on the server (DOCX). */
export function extractDocument(id: string): Promise<ExtractResponse> {
  return api.post(`/documents/${encodeURIComponent(id)}/extract`, undefined, {
    schema: extractResponseSchema,
  });
}
