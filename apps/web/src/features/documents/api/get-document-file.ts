import { ApiClientError, NETWORK_ERROR_MESSAGE, readErrorBody, statusMessage } from '@/lib/api-client';
import { documentFileUrl } from './document-file-url';

/** GET /api/documents/:id/file as a Blob (to extract a stored file's text again in the browser). */
export async function getDocumentFile(id: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(documentFileUrl(id), { credentials: 'include' });
  } catch {
    throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const { code, message } = readErrorBody(body);
    throw new ApiClientError(
      message ?? statusMessage(response.status),
      response.status,
      code ?? `HTTP_${response.status}`,
    );
  }
  return response.blob();
}
