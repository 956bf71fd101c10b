import { ApiClientError, NETWORK_ERROR_MESSAGE, readErrorBody, statusMessage } from '@/lib/api-client';

/**
 * GETs a file of the API (not JSON: an export, a stored upload) with the session cookie. A failure throws
 * ApiClientError with the API's words, NETWORK_ERROR when the server cannot be reached. Kept out of api-client.ts,
 * which is on the first load.
 */
export async function fetchFile(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
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
  return response;
}
