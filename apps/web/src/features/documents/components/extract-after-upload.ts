import { fileExtension, type DocumentSummary, type ExtractionFailure, type OcrNote } from '@studypilot/core';
import { toast } from 'sonner';

import { errorMessage } from '@/lib/api-client';
import { extractDocument } from '../api/extract-document';
import { reportDocumentFailure } from '../api/report-document-failure';
import { saveDocumentText } from '../api/save-document-text';
import { ExtractionCancelled, extractInWorker } from '../extraction/extract-in-worker';
import { markExtracting, updateExtracting } from '../extraction/in-flight';
import { ocrSummary as documentOcrSummary } from './document-status';
import { failureText } from './failure-text';
import { formatNumber } from '@/lib/format';
import { documentsText } from '../messages';

const { t } = documentsText;
import { extractionFigures, extractionSummary } from './upload-rules';

/** What the student is told about one file (spec section 8 texts); the caller decides when to show it. */
export type Notice = {
  tone: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
};

export type ExtractionOutcome = {
  document: DocumentSummary;
  ok: boolean;
  /** The upload row's text. */
  message: string;
  /** The toast of this file, shown once per upload batch (use-document-uploads) or at once (showNotice). */
  notice: Notice | null;
};

export function showNotice(notice: Notice | null, id?: string) {
  if (!notice) return;
  toast[notice.tone](notice.title, {
    ...(notice.description ? { description: notice.description } : {}),
    ...(id ? { id } : {}),
  });
}

const UNEXPECTED = 'An unexpected error occurred';

/** 'The pages ...' -> 'the pages ...' after a colon (acronyms such as 'PDF' or 'OCR' are kept). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** 'Read by OCR: 3 pages, mean confidence 91%' ('1 slide', '2 pictures' for the pictures of a PPTX/DOCX). */
export function ocrSummary(ocr: Pick<OcrNote, 'pages' | 'meanConfidence' | 'unit'>): string {
  return documentOcrSummary(ocr);
}

/** Spec section 4: what happens to a stored file's text, by type. */
export async function extractAfterUpload(
  stored: DocumentSummary,
  file: Blob,
  name: string,
): Promise<ExtractionOutcome> {
  markExtracting(stored.id, true);
  try {
    return await extractStored(stored, file, name);
  } finally {
    markExtracting(stored.id, false);
  }
}

async function extractStored(stored: DocumentSummary, file: Blob, name: string): Promise<ExtractionOutcome> {
  const ext = fileExtension(stored.fileName);

  const failed: FailedFn = async (document, reason, report, failure, title = t('statusFailed')) => {
    // English keeps the extractor's words; another language says the same by the reason's code.
    const shown = failureText(failure, reason);
    const notice: Notice = {
      tone: 'error',
      title,
      description: t('failedToExtract', { name, reason: shown }),
    };
    let latest = document;
    if (report) {
      try {
        latest = await reportDocumentFailure(document.id, reason, failure ?? undefined);
      } catch {
        // The row stays pending; reopening the upload box or a new upload is the way out.
      }
    }
    return { document: latest, ok: false, message: shown, notice };
  };

  if (ext === 'doc' || ext === 'ppt') {
    // the spec's .doc toast, mirrored for a legacy .ppt (issue 16 item 4; the server marked it failed)
    const message = t('convertFormat', { ext });
    return {
      document: stored,
      ok: false,
      message,
      notice: { tone: 'error', title: t('formatNotSupported'), description: message },
    };
  }

  if (ext === 'pdf' || ext === 'pptx') {
    const label = ext === 'pdf' ? 'PDF' : 'PPTX';
    const controller = new AbortController();
    updateExtracting(stored.id, { cancel: () => controller.abort() });
    let extraction;
    try {
      extraction = await extractInWorker(ext, file, {
        signal: controller.signal,
        onOcr: ({ index, total, page, fraction, unit }) =>
          updateExtracting(stored.id, { ocr: { index, total, page, fraction, unit } }),
      });
    } catch (error) {
      if (error instanceof ExtractionCancelled) {
        return failed(stored, error.message, true, { code: 'OCR_CANCELLED' }, t('extractionCancelled'));
      }
      return failed(stored, `${label} extraction failed: ${errorMessage(error, UNEXPECTED)}`, true, {
        code: 'BROWSER_FAILED',
        params: { format: label },
      });
    } finally {
      updateExtracting(stored.id, { cancel: undefined, ocr: undefined });
    }
    // One verdict for one file, the same function the server uses (docs/decisions/208): a scanned or
    // garbled PDF was read by OCR in the worker; junk is never saved as "completed".
    if (extraction.verdict.status !== 'completed') {
      const why = extraction.verdict.reason ?? 'No text could be extracted from this document';
      return failed(
        stored,
        `${label} extraction failed: ${lowerFirst(why)}`,
        true,
        extraction.verdict.failure ?? { code: 'NO_TEXT' },
      );
    }
    let saved: DocumentSummary;
    try {
      saved = await saveDocumentText(stored.id, {
        units: extraction.units,
        unitKind: extraction.unitKind,
        ...(extraction.ocr ? { ocr: extraction.ocr } : {}),
      });
    } catch (error) {
      return failed(stored, `Failed to save text: ${errorMessage(error, UNEXPECTED)}`, true, {
        code: 'SAVE_FAILED',
      });
    }
    if (saved.extractionStatus !== 'completed') {
      return failed(
        saved,
        saved.extractionError ?? 'No text could be extracted from this document',
        false,
        saved.extractionFailure ?? { code: 'NO_TEXT' },
      );
    }
    const words = saved.wordCount ?? 0;
    const ocr = extraction.ocr;
    return {
      document: saved,
      ok: true,
      message: t(ocr ? 'wordsExtractedByOcr' : 'wordsExtracted', { count: formatNumber(words) }),
      notice: {
        tone: 'success',
        title: t('successfullyExtracted', { count: words, name }),
        ...(ocr ? { description: ocrSummary(ocr) } : {}),
      },
    };
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
        return failed(stored, 'Server-side extraction failed', false, { code: 'SERVER_FAILED' });
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
    // Pictures that carry a page's text (a photographed page) are read by OCR here, in the extraction
    // worker, and the text with them replaces the server's (docs/decisions/208).
    const pictures = await readDocxPictures(result.document, file, name, failed);
    if (pictures) return pictures;
    const f = extractionFigures(result.extractedWords, result.estimatedWords, result.extractionRate);
    if (result.requiresVisualAI) {
      return {
        document: result.document,
        ok: false,
        message: t('markedVisualAi'),
        notice: {
          tone: 'warning',
          title: t('visualAiTitle'),
          description: t('visualAiText', { extracted: f.extracted, total: f.total, percent: f.percent }),
        },
      };
    }
    if (!result.success) {
      return failed(
        result.document,
        result.error ?? 'Server-side extraction returned unsuccessful result',
        false,
        result.document.extractionFailure ?? { code: 'SERVER_FAILED' },
      );
    }
    return {
      document: result.document,
      ok: true,
      message: t('wordsExtracted', { count: formatNumber(result.document.wordCount ?? f.extracted) }),
      notice: { tone: 'success', title: t('statusCompleted'), description: extractionSummary(f) },
    };
  }

  // txt: nothing to extract here (not_applicable, 'Ready for test generation').
  return { document: stored, ok: true, message: t('readyForGeneration'), notice: null };
}

type FailedFn = (
  document: DocumentSummary,
  reason: string,
  report: boolean,
  failure: ExtractionFailure | null,
  title?: string,
) => Promise<ExtractionOutcome>;

/**
 * OCR of a DOCX's pictures in the extraction worker. null when it has none that may carry text, or
 * OCR found no text in them: the server's result stands. A student who cancels keeps the typed text.
 */
async function readDocxPictures(
  document: DocumentSummary,
  file: Blob,
  name: string,
  failed: FailedFn,
): Promise<ExtractionOutcome | null> {
  const typed = document.extractionStatus === 'completed';
  const controller = new AbortController();
  updateExtracting(document.id, { cancel: () => controller.abort() });
  let extraction;
  try {
    extraction = await extractInWorker('docx', file, {
      signal: controller.signal,
      onOcr: ({ index, total, page, fraction, unit }) =>
        updateExtracting(document.id, { ocr: { index, total, page, fraction, unit } }),
    });
  } catch (error) {
    const cancelled = error instanceof ExtractionCancelled;
    const why = cancelled ? error.message : `DOCX extraction failed: ${errorMessage(error, UNEXPECTED)}`;
    const failure: ExtractionFailure = cancelled
      ? { code: 'OCR_CANCELLED' }
      : { code: 'BROWSER_FAILED', params: { format: 'DOCX' } };
    if (!typed) return failed(document, why, true, failure, cancelled ? t('extractionCancelled') : undefined);
    return {
      document,
      ok: true,
      message: t('wordsExtracted', { count: formatNumber(document.wordCount ?? 0) }),
      notice: {
        tone: 'warning',
        title: t('picturesNotRead'),
        description: t('typedTextKept', { reason: failureText(failure, why), name }),
      },
    };
  } finally {
    updateExtracting(document.id, { cancel: undefined, ocr: undefined });
  }
  if (!extraction.pictures || !extraction.ocr || extraction.verdict.status !== 'completed') return null;
  let saved: DocumentSummary;
  try {
    saved = await saveDocumentText(document.id, {
      units: extraction.units,
      unitKind: extraction.unitKind,
      ocr: extraction.ocr,
    });
  } catch (error) {
    return failed(document, `Failed to save text: ${errorMessage(error, UNEXPECTED)}`, !typed, {
      code: 'SAVE_FAILED',
    });
  }
  const words = saved.wordCount ?? 0;
  return {
    document: saved,
    ok: true,
    message: t('wordsExtractedWithOcr', { count: formatNumber(words) }),
    notice: {
      tone: 'success',
      title: t('successfullyExtracted', { count: words, name }),
      description: ocrSummary(extraction.ocr),
    },
  };
}
