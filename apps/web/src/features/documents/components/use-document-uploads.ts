import * as React from 'react';
import type { DocumentSummary, UploadResponse } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';

import { ApiClientError } from '@/lib/api-client';
import { UPLOAD_STEPS, uploadDocument, type UploadStep } from '../api/upload-document';
import { markExtracting } from '../extraction/in-flight';
import { extractAfterUpload, showNotice, type ExtractionOutcome, type Notice } from './extract-after-upload';
import { isClientExtracted, uploadSuccessText, validateFile } from './upload-rules';
import { queryKeys } from '@/lib/query-keys';
import { documentsText } from '../messages';

const { t } = documentsText;

export type UploadItemState =
  /** Waiting for the files before it. */
  | 'queued'
  | 'uploading'
  /** Stored; text extraction running (browser for pdf/pptx, server for docx). */
  | 'extracting'
  /** Stored and extracted (or nothing to extract). */
  | 'done'
  /** Stored, but no text: the document row says why. */
  | 'extraction-failed'
  /** Refused by the checks or the server: nothing stored. */
  | 'failed';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  progress: UploadStep;
  state: UploadItemState;
  message?: string;
  /** The stored document (once the server answered 201): its OCR progress is shown on the item. */
  documentId?: string;
};

let nextKey = 0;
let nextBatch = 0;

/** The upload row's text; the batch toast repeats it word for word, so the two never disagree. */
export function uploadItemText(item: Pick<UploadItem, 'state' | 'progress' | 'message' | 'name'>): string {
  switch (item.state) {
    case 'queued':
      return t('waiting');
    case 'uploading':
      return t('uploading', { progress: item.progress });
    case 'extracting':
      return isClientExtracted(item.name) ? t('extractingClient') : t('extractingServer');
    case 'done':
      return t('uploadedDone', { message: item.message ?? t('doneWord') });
    case 'extraction-failed':
      return t('uploadedNoText', { message: item.message ?? t('statusFailed') });
    case 'failed':
      return item.message ?? t('uploadFailed');
  }
}

/** How one file of a batch ended: its own toast (when alone) and its line in the batch's summary. */
type FileResult = { ok: boolean; line: string; notice: Notice };

/**
 * One toast per batch (issue 13): a file alone gets the spec's toast of how it ended (never 'Upload
 * successful' for a file whose text could not be read); several files get one summary that lists each
 * file with its row's text.
 */
export function batchNotice(results: FileResult[]): Notice | null {
  if (results.length === 0) return null;
  if (results.length === 1) return results[0]!.notice;
  const ready = results.filter((r) => r.ok).length;
  const n = results.length;
  // Files that all failed the same way keep the spec's title ('File validation failed').
  const sameFailure = ready === 0 && results.every((r) => r.notice.title === results[0]!.notice.title);
  return {
    tone: ready === n ? 'success' : ready === 0 ? 'error' : 'warning',
    title:
      ready === n
        ? t('filesUploaded', { n })
        : sameFailure
          ? results[0]!.notice.title
          : ready === 0
            ? t('noneReady', { n })
            : t('someReady', { ready, n }),
    description: results.map((r) => r.line).join('\n'),
  };
}

/**
 * The upload box's engine: validates, uploads one file at a time with real progress, then extracts
 * (one file at a time, while the next one uploads) and saves the text. The toasts are sent here, one per
 * batch of files added together, once every file of it has ended.
 */
export function useDocumentUploads(courseId: string, onUploaded?: (document: DocumentSummary) => void) {
  const queryClient = useQueryClient();
  const [items, setItems] = React.useState<UploadItem[]>([]);
  const uploads = React.useRef<Promise<void>>(Promise.resolve());
  const extractions = React.useRef<Promise<void>>(Promise.resolve());
  const onUploadedRef = React.useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const update = React.useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const refresh = React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
    [queryClient],
  );

  const addFiles = React.useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      const batch: Promise<FileResult>[] = [];
      for (const file of files) {
        const key = `upload-${++nextKey}`;
        const base = { key, name: file.name, size: file.size, progress: 0 as UploadStep };
        const problem = validateFile(file);
        if (problem) {
          const item: UploadItem = { ...base, state: 'failed', message: problem };
          added.push(item);
          batch.push(
            Promise.resolve({
              ok: false,
              line: `${file.name}: ${uploadItemText(item)}`,
              notice: { tone: 'error', title: t('validationFailed'), description: problem },
            }),
          );
          continue;
        }
        added.push({ ...base, state: 'queued' });
        batch.push(
          new Promise<FileResult>((resolve) => {
            uploads.current = uploads.current.then(async () => {
              const stored = await upload(file, key);
              if ('failure' in stored) {
                resolve(stored.failure);
                return;
              }
              extractions.current = extractions.current.then(async () => {
                let outcome: ExtractionOutcome;
                try {
                  outcome = await extractAfterUpload(stored.document, file, file.name);
                } catch {
                  outcome = {
                    document: stored.document,
                    ok: false,
                    message: t('unexpectedError'),
                    notice: {
                      tone: 'error',
                      title: t('textExtractionFailed'),
                      description: t('unexpectedError'),
                    },
                  };
                }
                const done = {
                  ...base,
                  progress: UPLOAD_STEPS.done,
                  state: outcome.ok ? ('done' as const) : ('extraction-failed' as const),
                  message: outcome.message,
                };
                update(key, done);
                // The lists learn the new status before the toast says the text is ready: a Generate pressed on
                // that toast must not meet a list that still says "in progress".
                await refresh();
                resolve(fileResult(file.name, done, outcome, stored.document));
                onUploadedRef.current?.(outcome.document);
              });
            });
          }),
        );
      }
      setItems((list) => [...list, ...added]);
      const id = `upload-batch-${++nextBatch}`;
      void Promise.all(batch).then((results) => showNotice(batchNotice(results), id));

      async function upload(
        file: File,
        key: string,
      ): Promise<{ document: UploadResponse } | { failure: FileResult }> {
        update(key, { state: 'uploading' });
        try {
          const stored = await uploadDocument(courseId, file, {
            onProgress: (progress) => update(key, { progress }),
          });
          // Queued for extraction from now on: the list must not offer to extract it a second time.
          if (isClientExtracted(stored.fileName)) markExtracting(stored.id, true);
          update(key, { progress: UPLOAD_STEPS.stored, state: 'extracting', documentId: stored.id });
          await refresh();
          return { document: stored };
        } catch (error) {
          const message = error instanceof ApiClientError ? error.message : t('unexpectedError');
          const rowMessage = t('uploadFailedWith', { message });
          update(key, { state: 'failed', message: rowMessage });
          return {
            failure: {
              ok: false,
              line: `${file.name}: ${rowMessage}`,
              notice: { tone: 'error', title: t('uploadFailed'), description: message },
            },
          };
        }
      }
    },
    [courseId, refresh, update],
  );

  return { items, addFiles };
}

function fileResult(
  name: string,
  item: Pick<UploadItem, 'state' | 'progress' | 'message' | 'name'>,
  outcome: ExtractionOutcome,
  stored: UploadResponse,
): FileResult {
  // Nothing to read (txt): the spec's 'Upload successful' is the whole story.
  const notice: Notice = outcome.notice ?? {
    tone: 'success',
    title: t('uploadSuccessful'),
    description: uploadSuccessText(name),
  };
  let line = `${name}: ${uploadItemText(item)}`;
  if (stored.duplicateOf) {
    const same = t('duplicateText', { name, other: stored.duplicateOf.fileName });
    notice.description = notice.description ? `${notice.description}\n${same}` : same;
    line += ` ${t('duplicateLine', { other: stored.duplicateOf.fileName })}`;
  }
  return { ok: outcome.ok, line, notice };
}
