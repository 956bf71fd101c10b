/** GET /api/documents/:id/file: the stored file, sent to its owner as an attachment. */
export function documentFileUrl(id: string): string {
  return `/api/documents/${encodeURIComponent(id)}/file`;
}
