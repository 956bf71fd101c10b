import { documentSummarySchema, type DocumentSummary, type ExtractionFailure } from '@studypilot/core';

import { api } from '@/lib/api-client';

/**
 * POST /api/documents/:id/status: extraction in the browser failed (status failed with the reason, in words and
 * by code for the web to translate).
 */
export function reportDocumentFailure(
  id: string,
  error: string,
  failure?: ExtractionFailure,
): Promise<DocumentSummary> {
  return api.post(
    `/documents/${encodeURIComponent(id)}/status`,
    { status: 'failed', error: error.slice(0, 2000), ...(failure ? { failure } : {}) },
    { schema: documentSummarySchema },
  );
}
