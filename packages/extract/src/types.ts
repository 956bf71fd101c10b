export type DocKind = 'pdf' | 'docx' | 'pptx' | 'txt';

/** One page (pdf), slide (pptx) or section (docx/txt/md). `number` is 1-based. `text` is cleaned. */
export interface ExtractUnit {
  number: number;
  text: string;
  /**
   * Sections only (docx/txt/md): the heading the section starts with ('Ownership rules', 'Ownership
   * rules (2)' for the second part of a long one), or the paragraph range of a document without
   * headings ('Paragraphs 12-24', 'פסקאות 12-24'). Citations name it instead of 'section 3'.
   */
  title?: string;
  /** Speaker notes (pptx only), cleaned, kept apart from `text`. */
  notes?: string;
}

export type TextLayer = 'ok' | 'missing' | 'garbled';

export interface ExtractResult {
  kind: DocKind;
  unitKind: 'page' | 'slide' | 'section';
  units: ExtractUnit[];
  /** Cleaned full text: the units' text joined by a blank line (notes are not included). */
  text: string;
  /** countWords(text) from @studypilot/core. */
  wordCount: number;
  language: 'he' | 'en' | 'other';
  hasHebrew: boolean;
  /** missing/garbled => caller marks the document visual_ai_required or failed. */
  textLayer: TextLayer;
  /** From the document's own metadata (docx/pptx docProps/app.xml <Words>) or the fallback rule (see docs/decisions/203). */
  estimatedWords?: number;
  /** Where estimatedWords came from. */
  estimatedWordsSource?: 'metadata' | 'xml';
  /** Pages (pdf) or slides (pptx) in the document, also when maxChars stopped extraction early. */
  pageCount?: number;
  /** true when the text was cut at opts.maxChars. */
  truncated?: boolean;
  warnings: string[];
}

export interface ExtractOptions {
  signal?: AbortSignal;
  /** Cut the cleaned full text (and units) after this many characters. */
  maxChars?: number;
}

export type ExtractErrorCode =
  'CORRUPT' | 'ENCRYPTED' | 'UNSUPPORTED' | 'TOO_LARGE' | 'ZIP_BOMB' | 'EMPTY' | 'ABORTED';

export class ExtractError extends Error {
  readonly code: ExtractErrorCode;
  constructor(code: ExtractErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new ExtractError('ABORTED', 'Extraction was aborted');
}
