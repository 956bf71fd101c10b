/**
 * PDF pages without a usable text layer read by OCR (docs/decisions/208): pages are rendered with
 * pdf.js (OffscreenCanvas in a browser worker, @napi-rs/canvas in Node) and read by tesseract.js.
 */
import { cleanText, detectLanguage, hasHebrew } from './clean.ts';
import { countWords } from '@studypilot/core';
import {
  OCR_RULE,
  ocrPages,
  type OcrEngineFactory,
  type OcrLanguage,
  type OcrProgress,
  type OcrReport,
} from './ocr.ts';
import { extractPdf, getPdfDocumentParams, mapPdfError, openPdfDocument, PDF_LAYER_RULE } from './pdf.ts';
import { isNodeRuntime, loadPdfjs } from './pdfjs.ts';
import { listPages } from './result.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

/** A PDF result that may carry what OCR did. */
export type PdfExtractResult = ExtractResult & { ocr?: OcrReport };

export interface PdfOcrOptions extends ExtractOptions {
  /** Starts a tesseract engine; without it nothing is OCR'd. */
  ocr?: OcrEngineFactory;
  languages?: OcrLanguage[];
  /** Read at most this many pages by OCR (the rest are listed as skipped). */
  maxOcrPages?: number;
  /** Text layer done; `pages` need OCR (called once, also with 0 pages). */
  onOcrStart?: (pages: number[]) => void;
  onOcrProgress?: (p: OcrProgress) => void;
}

/** pdf.js operator codes that paint an image (scanned pages always do) or show text (glyphs of a garbled layer). */
const CONTENT_OPS = new Set([44, 45, 46, 47, 83, 84, 85, 86, 87, 88, 89]);

const nonSpace = (s: string) => s.replace(/\s/g, '').length;

/** Pages whose text layer gave (almost) nothing: no text, or a garbled layer that was dropped. */
export function pagesWithoutText(result: ExtractResult): number[] {
  if (result.kind !== 'pdf') return [];
  return result.units.filter((u) => nonSpace(u.text) < PDF_LAYER_RULE.pageMinChars).map((u) => u.number);
}

interface CanvasAndContext {
  canvas: { width: number; height: number };
  context: unknown;
}

/** pdf.js canvas factory for a worker scope (pdf.js's own one needs `document`). */
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: false }) };
  }
  reset(cc: CanvasAndContext, width: number, height: number): void {
    cc.canvas.width = Math.max(1, width);
    cc.canvas.height = Math.max(1, height);
  }
  destroy(cc: CanvasAndContext): void {
    cc.canvas.width = 0;
    cc.canvas.height = 0;
  }
}

interface Context2dPixels {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  putImageData(image: unknown, x: number, y: number): void;
}

/**
 * The canvas turned to grey (ITU-R 601 luma) in place. tesseract thresholds what it is given; given
 * the colours of a yellowed, scanned page it loses faint strokes and keeps the stain (the corpus's
 * scanned book page: CER 4.6% in colour, 2.3% in grey, docs/decisions/208).
 */
export function toGreyscale(context: unknown, width: number, height: number): void {
  const ctx = context as Context2dPixels;
  // in bands, so a poster-sized page never needs a second full-page buffer at once
  const band = Math.max(1, Math.floor(4_000_000 / Math.max(1, width)));
  for (let y = 0; y < height; y += band) {
    const h = Math.min(band, height - y);
    const img = ctx.getImageData(0, y, width, h);
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const v = (d[i]! * 299 + d[i + 1]! * 587 + d[i + 2]! * 114 + 500) / 1000;
      d[i] = d[i + 1] = d[i + 2] = v;
      d[i + 3] = 255;
    }
    ctx.putImageData(img, 0, y);
  }
}

export async function encodePng(canvas: unknown): Promise<Uint8Array> {
  const c = canvas as {
    convertToBlob?: (o: { type: string }) => Promise<Blob>;
    encode?: (format: 'png') => Promise<Uint8Array>;
  };
  if (typeof c.convertToBlob === 'function') {
    return new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
  }
  if (typeof c.encode === 'function') return new Uint8Array(await c.encode('png'));
  throw new ExtractError('UNSUPPORTED', 'No canvas to render PDF pages for OCR in this environment');
}

export interface PdfRenderer {
  numPages: number;
  /** PNG of the page at OCR_RULE.dpi, or null when `skipBlank` and the page paints no image and no glyph. */
  render(page: number, skipBlank: boolean): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

/** Open a PDF with pdf.js in this thread for rendering. */
export async function openPdfRenderer(data: Uint8Array, signal?: AbortSignal): Promise<PdfRenderer> {
  const pdfjs = await loadPdfjs();
  throwIfAborted(signal);
  const params: Record<string, unknown> = getPdfDocumentParams();
  if (!isNodeRuntime() && typeof document === 'undefined') params.CanvasFactory = OffscreenCanvasFactory;
  const { doc, close } = await openPdfDocument(pdfjs, params, data, signal);
  const factory = (doc as unknown as { canvasFactory: OffscreenCanvasFactory }).canvasFactory;
  return {
    numPages: doc.numPages,
    close,
    async render(n, skipBlank) {
      const page = await doc.getPage(n);
      try {
        if (skipBlank) {
          const ops = await page.getOperatorList();
          if (!ops.fnArray.some((f) => CONTENT_OPS.has(f))) return null;
        }
        const base = page.getViewport({ scale: 1 });
        const scale = Math.min(OCR_RULE.dpi / 72, OCR_RULE.maxSidePx / Math.max(1, base.width, base.height));
        const viewport = page.getViewport({ scale });
        const cc = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
        try {
          await page.render({
            canvasContext: cc.context as CanvasRenderingContext2D,
            canvas: cc.canvas as HTMLCanvasElement,
            viewport,
            background: 'white',
          }).promise;
          toGreyscale(cc.context, cc.canvas.width, cc.canvas.height);
          return await encodePng(cc.canvas);
        } finally {
          factory.destroy(cc);
        }
      } catch (e) {
        if (signal?.aborted) throw new ExtractError('ABORTED', 'Extraction was aborted');
        throw mapPdfError(e);
      } finally {
        page.cleanup();
      }
    },
  };
}

/**
 * Put OCR'd page texts into a text-layer result: a page keeps its layer text when OCR found
 * nothing, otherwise the OCR text replaces it (it read the whole page, layer text included).
 */
export function mergeOcr(
  result: ExtractResult,
  texts: Map<number, { text: string }>,
  report: OcrReport,
): PdfExtractResult {
  const unreadable = new Set(report.unreadablePages);
  const units = result.units.map((u) => {
    const o = texts.get(u.number);
    const t = o && !unreadable.has(u.number) ? cleanText(o.text) : '';
    return t ? { ...u, text: t } : u;
  });
  const text = units
    .map((u) => u.text)
    .filter(Boolean)
    .join('\n\n');
  const warnings = [...result.warnings];
  if (report.pages.length)
    warnings.push(
      `Page(s) ${listPages(report.pages)} read by OCR (mean confidence ${report.meanConfidence}%)`,
    );
  if (report.lowConfidencePages.length)
    warnings.push(`Low OCR confidence on page(s) ${listPages(report.lowConfidencePages)}`);
  if (report.unreadablePages.length)
    warnings.push(`OCR could not read page(s) ${listPages(report.unreadablePages)}; their text was not kept`);
  if (report.skippedPages?.length)
    warnings.push(`Page(s) ${listPages(report.skippedPages)} were not read by OCR (page limit)`);
  return {
    ...result,
    units,
    text,
    wordCount: countWords(text),
    language: detectLanguage(text),
    hasHebrew: hasHebrew(text),
    warnings,
    ocr: report,
  };
}

/** OCR the pages of `result` that have no usable text (opening `data` again for rendering). */
export async function ocrPdfResult(
  data: Uint8Array,
  result: ExtractResult,
  opts: PdfOcrOptions & { ocr: OcrEngineFactory },
): Promise<PdfExtractResult> {
  const missing = pagesWithoutText(result);
  opts.onOcrStart?.(missing);
  if (missing.length === 0) return result;
  // Pages that paint neither an image nor a glyph (blank or drawing-only pages) are not worth a
  // tesseract run.
  const renderer = await openPdfRenderer(data, opts.signal);
  try {
    const { texts, report } = await ocrPages(missing, (n) => renderer.render(n, true), {
      engine: opts.ocr,
      languages: opts.languages,
      hebrewHint: result.hasHebrew,
      maxPages: opts.maxOcrPages,
      signal: opts.signal,
      onProgress: opts.onOcrProgress,
    });
    if (report.pages.length === 0 && !report.skippedPages) return { ...result, ocr: report };
    return mergeOcr(result, texts, report);
  } finally {
    await renderer.close();
  }
}

/** extractPdf, then OCR of the pages without usable text when `opts.ocr` is given. */
export async function extractPdfWithOcr(
  data: Uint8Array,
  opts: PdfOcrOptions = {},
): Promise<PdfExtractResult> {
  const result = await extractPdf(data, opts);
  if (!opts.ocr) return result;
  return ocrPdfResult(data, result, { ...opts, ocr: opts.ocr });
}
