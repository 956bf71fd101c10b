import type { OcrNote } from '@studypilot/core';

/** Messages between the page and extract.worker.ts. */
export type ExtractKind = 'pdf' | 'pptx';

export type ExtractRequest = { id: number; kind: ExtractKind; data: ArrayBuffer };

export type ExtractUnitOut = { number: number; text: string };

/** One verdict for one file (docs/decisions/208): computed in the worker with documentVerdict. */
export type ExtractVerdict = {
  status: 'completed' | 'needs_ocr' | 'visual_ai_required' | 'failed';
  reason?: string;
};

/** OCR progress: `pages` are read one by one; `index` of `total`, `fraction` within the page. */
export type OcrProgressMessage = {
  id: number;
  type: 'ocr';
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
    }
  | { id: number; ok: false; message: string };
