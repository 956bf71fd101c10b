import * as React from 'react';
import type { DocumentSummary, UploadResponse } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { ApiClientError } from '@/lib/api-client';
import { documentsKey } from '../api/get-documents';
import { UPLOAD_STEPS, uploadDocument, type UploadStep } from '../api/upload-document';
import { markExtracting } from '../extraction/in-flight';
import { extractAfterUpload } from './extract-after-upload';
import { isClientExtracted, uploadSuccessText, validateFile } from './upload-rules';

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

const UNEXPECTED = 'An unexpected error occurred';

let nextKey = 0;

/**
 * The upload box's engine: validates, uploads one file at a time with real progress, then extracts
 * (one file at a time, while the next one uploads) and saves the text. Every spec toast is sent here.
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
    () => queryClient.invalidateQueries({ queryKey: documentsKey }),
    [queryClient],
  );

  const addFiles = React.useCallback(
    (files: Iterable<File>) => {
      const accepted: { file: File; key: string }[] = [];
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = `upload-${++nextKey}`;
        const problem = validateFile(file);
        if (problem) {
          toast.error('File validation failed', { description: problem });
          added.push({
            key,
            name: file.name,
            size: file.size,
            progress: 0,
            state: 'failed',
            message: problem,
          });
        } else {
          accepted.push({ file, key });
          added.push({ key, name: file.name, size: file.size, progress: 0, state: 'queued' });
        }
      }
      setItems((list) => [...list, ...added]);
      for (const { file, key } of accepted) {
        uploads.current = uploads.current.then(async () => {
          const stored = await upload(file, key);
          if (!stored) return;
          extractions.current = extractions.current.then(async () => {
            const outcome = await extractAfterUpload(stored, file, file.name);
            update(key, {
              progress: UPLOAD_STEPS.done,
              state: outcome.ok ? 'done' : 'extraction-failed',
              message: outcome.message,
            });
            await refresh();
            onUploadedRef.current?.(outcome.document);
          });
        });
      }

      async function upload(file: File, key: string): Promise<UploadResponse | null> {
        update(key, { state: 'uploading' });
        try {
          const stored = await uploadDocument(courseId, file, {
            onProgress: (progress) => update(key, { progress }),
          });
          toast.success('Upload successful', { description: uploadSuccessText(file.name) });
          if (stored.duplicateOf) {
            toast.info('Duplicate file', {
              description: `${file.name} has the same content as "${stored.duplicateOf.fileName}", which is already in this course. Both copies are kept; delete one if you did not mean to upload it twice.`,
            });
          }
          // Queued for extraction from now on: the list must not offer to extract it a second time.
          if (isClientExtracted(stored.fileName)) markExtracting(stored.id, true);
          update(key, { progress: UPLOAD_STEPS.stored, state: 'extracting', documentId: stored.id });
          await refresh();
          return stored;
        } catch (error) {
          const message = error instanceof ApiClientError ? error.message : UNEXPECTED;
          update(key, { state: 'failed', message: `Upload failed: ${message}` });
          toast.error('Upload failed', { description: message });
          return null;
        }
      }
    },
    [courseId, refresh, update],
  );

  return { items, addFiles };
}
