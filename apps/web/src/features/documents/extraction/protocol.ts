/** Messages between the page and extract.worker.ts. */
export type ExtractKind = 'pdf' | 'pptx';

export type ExtractRequest = { id: number; kind: ExtractKind; data: ArrayBuffer };

export type ExtractUnitOut = { number: number; text: string };

export type ExtractReply =
  | {
      id: number;
      ok: true;
      unitKind: 'page' | 'slide' | 'section';
      units: ExtractUnitOut[];
      wordCount: number;
      textLayer: 'ok' | 'missing' | 'garbled';
      warnings: string[];
    }
  | { id: number; ok: false; message: string };
