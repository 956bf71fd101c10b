import { documentSummarySchema, type DocumentSummary, type SaveTextBody } from '@studypilot/core';

import { api } from '@/lib/api-client';

/** PUT /api/documents/:id/text: text extracted in the browser; the server cleans it again and recounts the words. */
export function saveDocumentText(id: string, body: SaveTextBody): Promise<DocumentSummary> {
  return api.put(`/documents/${encodeURIComponent(id)}/text`, body, { schema: documentSummarySchema });
}
