import type { TestExportFormat } from '@studypilot/core';

import { fetchFile } from '@/lib/fetch-file';

export const resultsCsvUrl = (submissionId: string) =>
  `/api/submissions/${encodeURIComponent(submissionId)}/export.csv`;
export const testExportUrl = (testId: string, format: TestExportFormat) =>
  `/api/tests/${encodeURIComponent(testId)}/export?format=${format}`;

/** The file name of a Content-Disposition header: the UTF-8 one (Hebrew names), else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}

/**
 * Fetches an export with the session cookie and hands it to the browser as a download. Failures (a Free plan
 * refused with PREMIUM_REQUIRED, an expired session, a deleted test) throw ApiClientError with the API's words.
 */
export async function downloadExport(url: string, fallbackName: string): Promise<string> {
  const response = await fetchFile(url);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return name;
}
