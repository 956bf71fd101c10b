import { fetchFile } from '@/lib/fetch-file';
import { documentFileUrl } from './document-file-url';

/** GET /api/documents/:id/file as a Blob (to extract a stored file's text again in the browser). */
export async function getDocumentFile(id: string): Promise<Blob> {
  return (await fetchFile(documentFileUrl(id))).blob();
}
