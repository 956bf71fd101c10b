import * as React from 'react';

import { documentsText } from '../messages';

/**
 * Where OCR of a document stands: page `index` of `total` (document page `page`), `fraction` of it read.
 * `unit` says what is read: scanned PDF pages, the pictures of PPTX slides or of a DOCX.
 */
export type OcrStep = {
  index: number;
  total: number;
  page: number;
  fraction: number;
  unit?: 'page' | 'slide' | 'picture';
};

export type InFlight = {
  /** Set while scanned pages are being read by OCR. */
  ocr?: OcrStep;
  /** Stops the extraction (ends its worker); set while it can be cancelled. */
  cancel?: () => void;
};

/**
 * Documents whose text this tab is extracting right now, with OCR progress and a way to cancel. The
 * server only knows them as pending (browser extraction has no processing step on the server), so the
 * list asks here to show the spec's 'Client-side text extraction in progress...' (or the OCR page being
 * read) and not to offer a second extraction.
 */
const extracting = new Map<string, InFlight>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function markExtracting(id: string, busy: boolean) {
  if (busy) {
    if (!extracting.has(id)) extracting.set(id, {});
  } else extracting.delete(id);
  notify();
}

/** Merge OCR progress or a canceller into a document's entry (ignored once it is no longer busy). */
export function updateExtracting(id: string, patch: InFlight) {
  const current = extracting.get(id);
  if (!current) return;
  extracting.set(id, { ...current, ...patch });
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useIsExtracting(id: string): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => extracting.has(id),
    () => false,
  );
}

/** The in-flight entry of a document (undefined when this tab is not extracting it). */
export function useInFlight(id: string | undefined): InFlight | undefined {
  return React.useSyncExternalStore(
    subscribe,
    () => (id ? extracting.get(id) : undefined),
    () => undefined,
  );
}

/** 0-100 over all pages being read. */
export function ocrPercent(step: OcrStep): number {
  return Math.max(0, Math.min(100, Math.round(((step.index - 1 + step.fraction) / step.total) * 100)));
}

/** 'Reading scanned pages (OCR): page 2 of 5' (pictures of slides or of a DOCX), in the interface language. */
export function ocrStepText(step: OcrStep): string {
  const { t } = documentsText;
  const values = { page: step.page, index: step.index, total: step.total };
  if (step.unit === 'slide') return t('ocrStepSlide', values);
  if (step.unit === 'picture') return t('ocrStepPicture', values);
  return t('ocrStepPage', values);
}
