import * as React from 'react';
import { fileExtension, type DocumentSummary, type UploadResponse } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { ApiClientError, errorMessage } from '@/lib/api-client';
import { extractDocument } from '../api/extract-document';
import { documentsKey } from '../api/get-documents';
import { reportDocumentFailure } from '../api/report-document-failure';
import { saveDocumentText } from '../api/save-document-text';
import { UPLOAD_STEPS, uploadDocument, type UploadStep } from '../api/upload-document';
import { extractInWorker } from '../extraction/extract-in-worker';
import { extractionFigures, uploadSuccessText, validateFile } from './upload-rules';

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
};

type Outcome = { document: DocumentSummary; ok: boolean; message: string };

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
            const outcome = await extractAfterUpload(stored, file);
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
          update(key, { progress: UPLOAD_STEPS.stored, state: 'extracting' });
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

/** Spec section 4: what happens to a stored file's text, by type. */
async function extractAfterUpload(stored: UploadResponse, file: File): Promise<Outcome> {
  const name = file.name;
  const ext = fileExtension(stored.fileName);

  const failed = async (document: DocumentSummary, reason: string, report: boolean): Promise<Outcome> => {
    toast.error('Text extraction failed', { description: `Failed to extract text from ${name}: ${reason}` });
    let latest = document;
    if (report) {
      try {
        latest = await reportDocumentFailure(document.id, reason);
      } catch {
        // The row stays pending; reopening the upload box or a new upload is the way out.
      }
    }
    return { document: latest, ok: false, message: reason };
  };

  if (ext === 'doc') {
    toast.error('File format not supported', {
      description: 'Please convert to .docx format for text extraction.',
    });
    return { document: stored, ok: false, message: 'Please convert to .docx format for text extraction.' };
  }

  if (ext === 'pdf' || ext === 'pptx') {
    const label = ext === 'pdf' ? 'PDF' : 'PPTX';
    let extraction;
    try {
      extraction = await extractInWorker(ext, file);
    } catch (error) {
      return failed(stored, `${label} extraction failed: ${errorMessage(error, UNEXPECTED)}`, true);
    }
    // A garbled layer is junk even when it has "words"; a missing one fails only when nothing was found
    // (a short document with little text reads as "missing" too, docs/decisions/202).
    if (
      extraction.textLayer === 'garbled' ||
      (extraction.textLayer === 'missing' && extraction.wordCount === 0)
    ) {
      const why =
        extraction.textLayer === 'missing'
          ? 'no text layer was found (scanned or image-only pages)'
          : 'the text layer is unreadable (fonts without a Unicode map)';
      return failed(stored, `${label} extraction failed: ${why}`, true);
    }
    let saved: DocumentSummary;
    try {
      saved = await saveDocumentText(stored.id, { units: extraction.units, unitKind: extraction.unitKind });
    } catch (error) {
      return failed(stored, `Failed to save text: ${errorMessage(error, UNEXPECTED)}`, true);
    }
    if (saved.extractionStatus !== 'completed') {
      return failed(saved, saved.extractionError ?? 'No text could be extracted from this document', false);
    }
    const words = saved.wordCount ?? 0;
    toast.success(`Successfully extracted ${words} words from ${name}`);
    return { document: saved, ok: true, message: `${words.toLocaleString('en-US')} words extracted` };
  }

  if (ext === 'docx') {
    // The server extracts a DOCX inside the upload request (docs/decisions/501), so the answer usually
    // carries the final status already; extract-text is called only when it does not.
    let result: {
      document: DocumentSummary;
      success: boolean;
      error: string | null;
      requiresVisualAI: boolean;
      extractedWords: number;
      estimatedWords: number | null;
      extractionRate: number | null;
    };
    if (stored.extractionStatus === 'pending' || stored.extractionStatus === 'processing') {
      try {
        result = await extractDocument(stored.id);
      } catch {
        return failed(stored, 'Server-side extraction failed', false);
      }
    } else {
      result = {
        document: stored,
        success: stored.extractionStatus === 'completed',
        error: stored.extractionError,
        requiresVisualAI: stored.extractionStatus === 'visual_ai_required',
        extractedWords: stored.extractedWords ?? stored.wordCount ?? 0,
        estimatedWords: stored.estimatedWords,
        extractionRate: stored.extractionRate,
      };
    }
    const f = extractionFigures(result.extractedWords, result.estimatedWords, result.extractionRate);
    if (result.requiresVisualAI) {
      toast.warning('Document marked for visual AI', {
        description: `extracted ${f.extracted}/${f.total} words (${f.percent}%) - marked for visual AI processing`,
      });
      return { document: result.document, ok: false, message: 'Marked for visual AI processing' };
    }
    if (!result.success) {
      return failed(
        result.document,
        result.error ?? 'Server-side extraction returned unsuccessful result',
        false,
      );
    }
    toast.success('Text extraction completed', {
      description: `Extracted ${f.extracted}/${f.total} words (${f.percent}%)`,
    });
    return {
      document: result.document,
      ok: true,
      message: `${(result.document.wordCount ?? f.extracted).toLocaleString('en-US')} words extracted`,
    };
  }

  // txt and ppt: nothing to extract here (not_applicable, 'Ready for test generation').
  return { document: stored, ok: true, message: 'Ready for test generation' };
}
