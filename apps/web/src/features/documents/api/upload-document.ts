import { uploadResponseSchema, type UploadResponse } from '@studypilot/core';

import { ApiClientError, NETWORK_ERROR_MESSAGE, readErrorBody, statusMessage } from '@/lib/api-client';

/**
 * The steps of spec section 4 "File item upload progress" (0, 10, 30, 70, 90, 100).
 * docs/decisions/502 says which real event moves an item to which step.
 */
export const UPLOAD_STEPS = {
  queued: 0,
  sending: 10,
  third: 30,
  sent: 70,
  stored: 90,
  done: 100,
} as const;
export type UploadStep = (typeof UPLOAD_STEPS)[keyof typeof UPLOAD_STEPS];

/** Maps bytes sent onto the spec's steps: 10 once sending starts, 30 from a third, 70 when all are sent. */
export function stepForBytes(loaded: number, total: number): UploadStep {
  if (total > 0 && loaded >= total) return UPLOAD_STEPS.sent;
  if (total > 0 && loaded >= total / 3) return UPLOAD_STEPS.third;
  return UPLOAD_STEPS.sending;
}

export type UploadOptions = {
  /** Called with a step each time the upload reaches a higher one (never goes back). */
  onProgress?: (step: UploadStep) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/courses/:courseId/documents (multipart field 'file').
 * XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 */
export function uploadDocument(
  courseId: string,
  file: File,
  options: UploadOptions = {},
): Promise<UploadResponse> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let reached = 0;
    const report = (step: UploadStep) => {
      if (step <= reached) return;
      reached = step;
      onProgress?.(step);
    };
    xhr.open('POST', `/api/courses/${encodeURIComponent(courseId)}/documents`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onloadstart = () => report(UPLOAD_STEPS.sending);
    xhr.upload.onprogress = (e) => report(stepForBytes(e.loaded, e.lengthComputable ? e.total : file.size));
    xhr.upload.onload = () => report(UPLOAD_STEPS.sent);
    xhr.onerror = () => reject(new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const { code, message } = readErrorBody(data);
        reject(
          new ApiClientError(message ?? statusMessage(xhr.status), xhr.status, code ?? `HTTP_${xhr.status}`),
        );
        return;
      }
      const parsed = uploadResponseSchema.safeParse(data);
      if (!parsed.success) {
        reject(new ApiClientError('The server sent an unexpected answer', xhr.status, 'BAD_RESPONSE'));
        return;
      }
      report(UPLOAD_STEPS.stored);
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    report(UPLOAD_STEPS.sending);
    xhr.send(form);
  });
}
