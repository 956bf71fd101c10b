import { documentSummarySchema, type DocumentSummary } from '@studypilot/core';

import { api } from '@/lib/api-client';

/** POST /api/documents/:id/status: extraction in the browser failed (status failed with the reason). */
export function reportDocumentFailure(id: string, error: string): Promise<DocumentSummary> {
  return api.post(
    `/documents/${encodeURIComponent(id)}/status`,
    { status: 'failed', error: error.slice(0, 2000) },
    { schema: documentSummarySchema },
  );
}
