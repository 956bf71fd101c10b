import { assessTextQuality, GARBLED_RULE } from './clean.ts';
import { layoutPage, type Frag } from './layout.ts';
import { loadPdfjs } from './pdfjs.ts';
import { buildResult, listPages, type RawUnit } from './result.ts';
import {
  ExtractError,
  throwIfAborted,
  type ExtractOptions,
  type ExtractResult,
  type TextLayer,
} from './types.ts';

/** Extra getDocument parameters (e.g. cMapUrl set by the Node entry). Never URLs of a CDN. */
let extraParams: Record<string, unknown> = {};
export function getPdfDocumentParams(): Record<string, unknown> {
  return { ...PDF_DOCUMENT_PARAMS, ...extraParams };
}
export function setPdfDocumentParams(params: Record<string, unknown>): void {
  extraParams = { ...params };
}

/** Fixed, safe pdf.js parameters (isEvalSupported false, no system fonts, no font faces, no fetching). */
export const PDF_DOCUMENT_PARAMS = {
  isEvalSupported: false,
  useSystemFonts: false,
  disableFontFace: true,
  useWorkerFetch: false,
  standardFontDataUrl: null,
  enableXfa: false,
  stopAtErrors: false,
  verbosity: 0,
} as const;

/** Rule of docs/decisions/202 for the whole document. */
export const PDF_LAYER_RULE = {
  /** A page with fewer non-space characters than this has no text. */
  pageMinChars: GARBLED_RULE.minChars,
  /** 'missing' when more than this share of pages has no text... */
  maxEmptyPageShare: 0.5,
  /** ...and the document averages fewer non-space characters per page than this. */
  minCharsPerPage: 200,
  /** 'garbled' when at least this share of the pages with text is garbled. */
  maxGarbledPageShare: 0.5,
} as const;

type Mat = [number, number, number, number, number, number];
const COS = [1, 0, -1, 0] as const;
const SIN = [0, 1, 0, -1] as const;

export interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
}

/** Place items in a y-down frame per writing orientation; lay out the dominant orientation first. */
export function pageTextFromItems(items: TextItemLike[], viewportTransform: number[]): string {
  const groups = new Map<number, { frags: Frag[]; chars: number }>();
  const vt = viewportTransform as Mat;
  for (const it of items) {
    if (!it.str) continue;
    const t = it.transform;
    // m = vt x it.transform (only the parts needed)
    const m0 = vt[0] * t[0]! + vt[2] * t[1]!;
    const m1 = vt[1] * t[0]! + vt[3] * t[1]!;
    const m2 = vt[0] * t[2]! + vt[2] * t[3]!;
    const m3 = vt[1] * t[2]! + vt[3] * t[3]!;
    const m4 = vt[0] * t[4]! + vt[2] * t[5]! + vt[4];
    const m5 = vt[1] * t[4]! + vt[3] * t[5]! + vt[5];
    const k = (((Math.round(Math.atan2(m1, m0) / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
    const cos = COS[k]!;
    const sin = SIN[k]!;
    const x = m4 * cos + m5 * sin;
    const y = -m4 * sin + m5 * cos;
    const size = Math.hypot(m2, m3) || Math.hypot(m0, m1);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { frags: [], chars: 0 }));
    g.frags.push({ str: it.str, x0: x, x1: x + Math.abs(it.width), y, size });
    g.chars += it.str.length;
  }
  return [...groups.values()]
    .sort((a, b) => b.chars - a.chars)
    .map((g) => layoutPage(g.frags))
    .filter(Boolean)
    .join('\n\n');
}

const PUA_RE = /[\uE000-\uF8FF\uFFFD\u{F0000}-\u{10FFFF}]/gu;

/** Join words hyphenated at a line end: 'compu-\ntations' -> 'computations' (lower-case Latin only). */
export function dehyphenate(text: string): string {
  return text.replace(/([a-z])-\n([a-z])/g, '$1$2');
}

export function mapPdfError(e: unknown): ExtractError {
  if (e instanceof ExtractError) return e;
  const name = (e as { name?: string })?.name ?? '';
  const msg = (e as { message?: string })?.message ?? String(e);
  if (name === 'PasswordException')
    return new ExtractError('ENCRYPTED', 'The PDF is password-protected', { cause: e });
  if (name === 'AbortException' || /destroyed/i.test(msg)) {
    return new ExtractError('ABORTED', 'Extraction was aborted', { cause: e });
  }
  if (name === 'InvalidPDFException')
    return new ExtractError('CORRUPT', `Invalid or corrupt PDF: ${msg}`, { cause: e });
  return new ExtractError('CORRUPT', `Could not read the PDF: ${msg}`, { cause: e });
}

/** One page's raw pdf.js text items and viewport transform. */
export interface PdfPageItems {
  number: number;
  items: TextItemLike[];
  viewportTransform: number[];
}

/** Where page items come from: pdf.js in this thread, or a pool of Node worker threads (./node). */
export interface PdfPageSource {
  numPages: number;
  /** Pages in order from..to (default 1..numPages); the consumer may stop early. */
  pages(from?: number, to?: number): AsyncIterable<PdfPageItems>;
  close(): Promise<void>;
}

/**
 * Opens a PDF with pdf.js: a copy of the data (pdf.js may detach the buffer), destroyed when `signal` aborts;
 * open errors mapped to ExtractError. Shared by text extraction and OCR rendering.
 */
export async function openPdfDocument(
  pdfjs: Awaited<ReturnType<typeof loadPdfjs>>,
  params: Record<string, unknown>,
  data: Uint8Array,
  signal?: AbortSignal,
) {
  const task = pdfjs.getDocument({ ...params, data: data.slice() } as unknown as Parameters<
    typeof pdfjs.getDocument
  >[0]);
  const onAbort = () => void task.destroy();
  signal?.addEventListener('abort', onAbort, { once: true });
  const close = async () => {
    signal?.removeEventListener('abort', onAbort);
    await task.destroy().catch(() => {});
  };
  try {
    return { doc: await task.promise, close };
  } catch (e) {
    await close();
    if (signal?.aborted) throw new ExtractError('ABORTED', 'Extraction was aborted');
    throw mapPdfError(e);
  }
}

/** Open a PDF with pdf.js in this thread. */
export async function openPdfInThread(data: Uint8Array, signal?: AbortSignal): Promise<PdfPageSource> {
  const pdfjs = await loadPdfjs();
  throwIfAborted(signal);
  const { doc, close } = await openPdfDocument(
    pdfjs,
    { ...PDF_DOCUMENT_PARAMS, ...extraParams },
    data,
    signal,
  );
  return {
    numPages: doc.numPages,
    close,
    async *pages(from = 1, to = doc.numPages) {
      for (let n = from; n <= to; n++) {
        throwIfAborted(signal);
        let out: PdfPageItems;
        try {
          const page = await doc.getPage(n);
          const viewport = page.getViewport({ scale: 1 });
          const content = await page.getTextContent();
          out = { number: n, items: content.items as TextItemLike[], viewportTransform: viewport.transform };
          page.cleanup();
        } catch (e) {
          if (signal?.aborted) throw new ExtractError('ABORTED', 'Extraction was aborted');
          throw mapPdfError(e);
        }
        yield out;
      }
    },
  };
}

export async function extractPdf(data: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  return extractPdfFrom(await openPdfInThread(data, opts.signal), opts);
}

/** Layout, garbled/missing rule and cleanup over any page source (closes it). */
export async function extractPdfFrom(
  source: PdfPageSource,
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  try {
    const raw: RawUnit[] = [];
    const empty: number[] = [];
    const garbled: number[] = [];
    let totalChars = 0;
    let textPages = 0;
    let keptChars = 0;
    const maxChars = opts.maxChars && opts.maxChars > 0 ? opts.maxChars : Infinity;
    for await (const p of source.pages()) {
      throwIfAborted(opts.signal);
      const n = p.number;
      let text = pageTextFromItems(p.items, p.viewportTransform);
      const q = assessTextQuality(text);
      totalChars += q.chars;
      if (q.chars < PDF_LAYER_RULE.pageMinChars) empty.push(n);
      else textPages++;
      if (q.garbled) {
        garbled.push(n);
        text = '';
      }
      // private-use glyphs (math bracket pieces, icon fonts) and U+FFFD carry no text
      text = dehyphenate(text.replace(PUA_RE, ''));
      raw.push({ number: n, text });
      keptChars += text.length;
      if (keptChars > maxChars) break; // buildResult cuts exactly
    }
    const pages = source.numPages;
    const seen = raw.length;
    const warnings: string[] = [];
    if (garbled.length)
      warnings.push(
        `Garbled text layer (fonts without a Unicode map) on page(s) ${listPages(garbled)}; their text was dropped`,
      );
    if (empty.length && empty.length < seen) warnings.push(`No text layer on page(s) ${listPages(empty)}`);
    let textLayer: TextLayer = 'ok';
    if (textPages > 0 && garbled.length >= PDF_LAYER_RULE.maxGarbledPageShare * textPages)
      textLayer = 'garbled';
    else if (
      empty.length > PDF_LAYER_RULE.maxEmptyPageShare * seen &&
      totalChars / Math.max(1, seen) < PDF_LAYER_RULE.minCharsPerPage
    ) {
      textLayer = 'missing';
    }
    if (textLayer === 'missing') warnings.push('The PDF has no usable text layer (scanned or image-only)');
    if (textLayer === 'garbled') warnings.push('The PDF text layer is garbled');
    const result = buildResult('pdf', 'page', raw, { maxChars: opts.maxChars, textLayer, warnings });
    result.pageCount = pages;
    return result;
  } finally {
    await source.close();
  }
}
