import type { ExtractionFailure, OcrNote } from '@studypilot/core';

/** Messages between the page and extract.worker.ts. */
/** docx: only its pictures are read here (its text is extracted by the server at upload). */
export type ExtractKind = 'pdf' | 'pptx' | 'docx';

export type ExtractRequest = { id: number; kind: ExtractKind; data: ArrayBuffer };

export type ExtractUnitOut = { number: number; text: string; title?: string };

/** One verdict for one file (docs/decisions/208): computed in the worker with documentVerdict. */
export type ExtractVerdict = {
  status: 'completed' | 'needs_ocr' | 'visual_ai_required' | 'failed';
  reason?: string;
  /** The reason by code (issue 15), kept on the row for the web to translate. */
  failure?: ExtractionFailure;
};

/**
 * OCR progress: `pages` are read one by one; `index` of `total`, `fraction` within the page. For a
 * PPTX `page` is the slide whose picture is read, for a DOCX the picture's number (`unit`).
 */
export type OcrProgressMessage = {
  id: number;
  type: 'ocr';
  unit: 'page' | 'slide' | 'picture';
  pages: number[];
  index: number;
  total: number;
  page: number;
  fraction: number;
};

export type ExtractReply =
  | OcrProgressMessage
  | {
      id: number;
      ok: true;
      unitKind: 'page' | 'slide' | 'section';
      units: ExtractUnitOut[];
      wordCount: number;
      textLayer: 'ok' | 'missing' | 'garbled';
      warnings: string[];
      verdict: ExtractVerdict;
      ocr?: OcrNote;
      /** Pictures offered to OCR (docx/pptx); 0 when there were none to read. */
      pictures?: number;
    }
  | { id: number; ok: false; message: string };
