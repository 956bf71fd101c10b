/**
 * Pictures inside DOCX and PPTX that carry a slide's or a page's text (a scanned handout pasted into
 * a slide, a photographed page in a Word file) read by OCR, the same way as scanned PDF pages
 * (docs/decisions/208). Pictures are found from the document's own XML (their size on the slide or
 * page), read from the archive with the zip limits of decision 204, checked for their pixel size
 * before anything is decoded (a decompression bomb is refused), turned grey and read by tesseract.
 */
import { cleanText, detectLanguage, hasHebrew } from './clean.ts';
import { countWords } from '@studypilot/core';
import { attr, parseRels, readText, relsPathOf } from './ooxml.ts';
import {
  ocrPages,
  type OcrEngineFactory,
  type OcrLanguage,
  type OcrProgress,
  type OcrReport,
} from './ocr.ts';
import { encodePng, toGreyscale } from './pdf-ocr.ts';
import { slideOrder } from './pptx.ts';
import { listPages } from './result.ts';
import { ExtractError, throwIfAborted, type ExtractResult, type ExtractUnit } from './types.ts';
import { entryMap, inspectZip, readZipEntry, type ZipEntry } from './zip.ts';

export const OFFICE_OCR_RULE = {
  /** A picture covering at least this share of the slide (or of the page's text area) may carry text. */
  minCoverage: 0.3,
  /** A slide with more text than this (non-space characters) is its own text; its pictures are illustrations. */
  maxSlideChars: 400,
  /**
   * OCR text of a picture is kept only with at least this many words of three or more letters, making
   * at least minWordShare of its tokens: a photo, a chart or a diagram gives a few labels and numbers.
   */
  minWords: 8,
  minWordShare: 0.4,
  /** At most this many pictures are read per document. */
  maxPictures: 30,
  /** Pictures with more pixels than this are refused before decoding (a 40 MP photo is 160 MB decoded). */
  maxPixels: 40_000_000,
  maxSidePx: 20_000,
  /** Decoded pictures are scaled so that their longest side is within [minSidePx, maxSidePx] where possible. */
  targetMinSidePx: 2000,
  targetMaxSidePx: 4200,
  maxUpscale: 2.5,
} as const;

export interface OfficePicture {
  /** 1-based id in document order. */
  id: number;
  /** The slide (pptx) or the section/position (docx) it belongs to. */
  unit: number;
  /** Zip entry of the image. */
  part: string;
  /** Share of the slide or page text area it covers (0-1). */
  coverage: number;
}

const EMU_PER_TWIP = 635;
/** US Letter with 1-inch margins, when a DOCX gives no page size. */
const DEFAULT_TEXT_AREA_EMU = 6.5 * 914400 * 9 * 914400;

const IMAGE_EXT = /\.(png|jpe?g|bmp|gif|tiff?|webp)$/i;

function extent(xml: string): { cx: number; cy: number } | undefined {
  const m = /<(?:a|wp):ext\b([^>]*?)\/?>/.exec(xml) ?? /<wp:extent\b([^>]*?)\/?>/.exec(xml);
  if (!m) return undefined;
  const cx = Number(attr(m[1]!, 'cx'));
  const cy = Number(attr(m[1]!, 'cy'));
  return Number.isFinite(cx) && Number.isFinite(cy) && cx > 0 && cy > 0 ? { cx, cy } : undefined;
}

/**
 * Pictures of a DOCX or PPTX that may carry most of a slide's or page's text: PPTX pictures (and
 * picture backgrounds) covering >= minCoverage of a slide with little text of its own; DOCX drawings
 * covering >= minCoverage of the page's text area. `result` is the document's text extraction.
 */
export function officePictures(data: Uint8Array, result: ExtractResult): OfficePicture[] {
  if (result.kind !== 'pptx' && result.kind !== 'docx') return [];
  const entries = entryMap(inspectZip(data));
  const out: OfficePicture[] = [];
  const add = (unit: number, target: string | undefined, coverage: number) => {
    if (!target || !IMAGE_EXT.test(target) || !entries.has(target)) return;
    if (coverage < OFFICE_OCR_RULE.minCoverage) return;
    if (out.some((p) => p.unit === unit && p.part === target)) return;
    out.push({ id: out.length + 1, unit, part: target, coverage: Math.min(1, coverage) });
  };
  if (result.kind === 'pptx') {
    const pres = readText(data, entries, 'ppt/presentation.xml') ?? '';
    const size = /<p:sldSz\b([^>]*?)\/?>/.exec(pres);
    const slideW = Number(size ? attr(size[1]!, 'cx') : NaN) || 9144000;
    const slideH = Number(size ? attr(size[1]!, 'cy') : NaN) || 6858000;
    const order = slideOrder(
      [...entries.keys()],
      pres,
      readText(data, entries, 'ppt/_rels/presentation.xml.rels'),
    );
    order.forEach((part, i) => {
      const unit = i + 1;
      const text = result.units.find((u) => u.number === unit)?.text ?? '';
      if (text.replace(/\s/g, '').length > OFFICE_OCR_RULE.maxSlideChars) return;
      const xml = readText(data, entries, part);
      if (!xml) return;
      const rels = parseRels(readText(data, entries, relsPathOf(part)), part);
      const target = (rid: string | undefined) => {
        const r = rid ? rels.get(rid) : undefined;
        return r && !r.external ? r.target : undefined;
      };
      const bg = /<p:bg>([\s\S]*?)<\/p:bg>/.exec(xml)?.[1];
      const bgBlip = bg && /<a:blip\b([^>]*?)\/?>/.exec(bg);
      if (bgBlip) add(unit, target(attr(bgBlip[1]!, 'r:embed')), 1);
      for (const m of xml.matchAll(/<p:pic>([\s\S]*?)<\/p:pic>/g)) {
        const blip = /<a:blip\b([^>]*?)\/?>/.exec(m[1]!);
        const ext = extent(/<p:spPr\b[\s\S]*?<\/p:spPr>/.exec(m[1]!)?.[0] ?? '');
        if (!blip || !ext) continue;
        add(unit, target(attr(blip[1]!, 'r:embed')), (ext.cx * ext.cy) / (slideW * slideH));
      }
    });
    return out.slice(0, OFFICE_OCR_RULE.maxPictures);
  }
  const doc = readText(data, entries, 'word/document.xml') ?? '';
  const rels = parseRels(readText(data, entries, 'word/_rels/document.xml.rels'), 'word/document.xml');
  let area = DEFAULT_TEXT_AREA_EMU;
  const pg = /<w:pgSz\b([^>]*?)\/?>/.exec(doc);
  const mar = /<w:pgMar\b([^>]*?)\/?>/.exec(doc);
  if (pg) {
    const twips = (a: string, n: string) => Math.abs(Number(attr(a, n)) || 0);
    const w = twips(pg[1]!, 'w:w') - (mar ? twips(mar[1]!, 'w:left') + twips(mar[1]!, 'w:right') : 0);
    const h = twips(pg[1]!, 'w:h') - (mar ? twips(mar[1]!, 'w:top') + twips(mar[1]!, 'w:bottom') : 0);
    if (w > 0 && h > 0) area = w * EMU_PER_TWIP * h * EMU_PER_TWIP;
  }
  for (const m of doc.matchAll(/<w:drawing>([\s\S]*?)<\/w:drawing>/g)) {
    const blip = /<a:blip\b([^>]*?)\/?>/.exec(m[1]!);
    const ext = extent(/<wp:extent\b[^>]*?\/?>/.exec(m[1]!)?.[0] ?? '');
    if (!blip || !ext) continue;
    const r = rels.get(attr(blip[1]!, 'r:embed') ?? '');
    if (r && !r.external) add(0, r.target, (ext.cx * ext.cy) / area);
  }
  return out.slice(0, OFFICE_OCR_RULE.maxPictures);
}

// ---------------------------------------------------------------------------------------------
// image size before decoding

/** Pixel size from an image's header (PNG, JPEG, GIF, BMP, WebP, TIFF), or undefined when unknown. */
export function imageSize(b: Uint8Array): { width: number; height: number; type: string } | undefined {
  const u16be = (o: number) => (b[o]! << 8) | b[o + 1]!;
  const u32be = (o: number) => ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  const u16le = (o: number) => b[o]! | (b[o + 1]! << 8);
  const u32le = (o: number) => (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47)
    return { width: u32be(16), height: u32be(20), type: 'png' };
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46)
    return { width: u16le(6), height: u16le(8), type: 'gif' };
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d)
    return { width: Math.abs(u32le(18) | 0), height: Math.abs(u32le(22) | 0), type: 'bmp' };
  if (b.length >= 30 && u32be(0) === 0x52494646 && u32be(8) === 0x57454250) {
    const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
    if (chunk === 'VP8X')
      return {
        width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)),
        height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)),
        type: 'webp',
      };
    if (chunk === 'VP8 ') return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff, type: 'webp' };
    if (chunk === 'VP8L') {
      const bits = u32le(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, type: 'webp' };
    }
    return undefined;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let o = 2;
    while (o + 9 < b.length) {
      if (b[o] !== 0xff) return undefined;
      const marker = b[o + 1]!;
      if (marker === 0xff) {
        o++;
        continue;
      }
      const len = u16be(o + 2);
      // SOF0-SOF15 except DHT (c4), JPG (c8) and DAC (cc)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: u16be(o + 5), width: u16be(o + 7), type: 'jpeg' };
      o += 2 + len;
    }
    return undefined;
  }
  if (b.length >= 8 && ((b[0] === 0x49 && b[1] === 0x49) || (b[0] === 0x4d && b[1] === 0x4d))) {
    const le = b[0] === 0x49;
    const r16 = (o: number) => (le ? u16le(o) : u16be(o));
    const r32 = (o: number) => (le ? u32le(o) : u32be(o));
    const ifd = r32(4);
    if (ifd + 2 > b.length) return undefined;
    let width = 0;
    let height = 0;
    const n = r16(ifd);
    for (let i = 0; i < n && ifd + 2 + i * 12 + 12 <= b.length; i++) {
      const e = ifd + 2 + i * 12;
      const tag = r16(e);
      const v = r16(e + 2) === 3 ? r16(e + 8) : r32(e + 8);
      if (tag === 256) width = v;
      if (tag === 257) height = v;
    }
    return width && height ? { width, height, type: 'tiff' } : undefined;
  }
  return undefined;
}

/** Refuses a picture whose pixel count would make decoding it a bomb. */
export function checkPictureSize(bytes: Uint8Array, label: string): { width: number; height: number } {
  const size = imageSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0)
    throw new ExtractError('UNSUPPORTED', `${label} is not a picture OCR can read`);
  if (
    size.width > OFFICE_OCR_RULE.maxSidePx ||
    size.height > OFFICE_OCR_RULE.maxSidePx ||
    size.width * size.height > OFFICE_OCR_RULE.maxPixels
  ) {
    throw new ExtractError(
      'TOO_LARGE',
      `${label} is too large to read (${size.width} x ${size.height} pixels; at most ${OFFICE_OCR_RULE.maxPixels / 1_000_000} million)`,
    );
  }
  return size;
}

/** Decodes a picture, draws it grey on white at a size tesseract reads well, and encodes it as PNG. */
export type PictureDecoder = (
  bytes: Uint8Array,
  size: { width: number; height: number },
) => Promise<Uint8Array>;

interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    fillStyle: unknown;
    fillRect(x: number, y: number, w: number, h: number): void;
    drawImage(img: unknown, x: number, y: number, w: number, h: number): void;
    imageSmoothingQuality?: unknown;
  } | null;
}

function targetSize(size: { width: number; height: number }) {
  const side = Math.max(size.width, size.height);
  let k = 1;
  if (side > OFFICE_OCR_RULE.targetMaxSidePx) k = OFFICE_OCR_RULE.targetMaxSidePx / side;
  else if (side < OFFICE_OCR_RULE.targetMinSidePx)
    k = Math.min(OFFICE_OCR_RULE.maxUpscale, OFFICE_OCR_RULE.targetMinSidePx / side);
  return { width: Math.max(1, Math.round(size.width * k)), height: Math.max(1, Math.round(size.height * k)) };
}

async function drawGrey(canvas: CanvasLike, image: unknown, w: number, h: number): Promise<Uint8Array> {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ExtractError('UNSUPPORTED', 'No canvas to prepare pictures for OCR');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, w, h);
  toGreyscale(ctx, w, h);
  return encodePng(canvas);
}

/** Browser worker: createImageBitmap + OffscreenCanvas. */
export const browserPictureDecoder: PictureDecoder = async (bytes, size) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
  } catch (e) {
    throw new ExtractError('CORRUPT', 'A picture could not be decoded', { cause: e });
  }
  try {
    const t = targetSize(size);
    return await drawGrey(
      new OffscreenCanvas(t.width, t.height) as unknown as CanvasLike,
      bitmap,
      t.width,
      t.height,
    );
  } finally {
    bitmap.close();
  }
};

export interface OfficeOcrOptions {
  ocr: OcrEngineFactory;
  decode: PictureDecoder;
  languages?: OcrLanguage[];
  signal?: AbortSignal;
  /** Pictures found (called once, also with 0). */
  onOcrStart?: (units: number[]) => void;
  /** `page` is the slide (pptx) or picture (docx) being read. */
  onOcrProgress?: (p: OcrProgress) => void;
  maxChars?: number;
}

/** Whether a picture's OCR text is text (a page, a handout, a screenshot), not a chart's labels. */
export function isPictureText(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => (t.match(/\p{L}/gu)?.length ?? 0) >= 3).length;
  return words >= OFFICE_OCR_RULE.minWords && words >= tokens.length * OFFICE_OCR_RULE.minWordShare;
}

/** An office result that may carry what OCR did. */
export type OfficeExtractResult = ExtractResult & { ocr?: OcrReport };

/**
 * OCR of the pictures of `result` that may carry text (officePictures). A slide gets its pictures'
 * text after its own; a DOCX gets its pictures' text as sections after its own ('Picture 1'...).
 * A picture whose OCR text is not text (isPictureText: a photo, a chart) adds nothing; a picture too
 * large to decode or in a format OCR cannot read is named in the warnings.
 */
export async function ocrOfficeResult(
  data: Uint8Array,
  result: ExtractResult,
  opts: OfficeOcrOptions,
): Promise<OfficeExtractResult> {
  throwIfAborted(opts.signal);
  const pictures = officePictures(data, result);
  const unitName = result.kind === 'pptx' ? 'slide' : 'picture';
  const labelOf = (p: OfficePicture) =>
    result.kind === 'pptx' ? `The picture on slide ${p.unit}` : `Picture ${p.id}`;
  opts.onOcrStart?.(pictures.map((p) => (result.kind === 'pptx' ? p.unit : p.id)));
  if (pictures.length === 0) return result;
  const entries = entryMap(inspectZip(data));
  const warnings: string[] = [];
  const refused: ExtractError[] = [];
  const byId = new Map(pictures.map((p) => [p.id, p]));
  const { texts, report } = await ocrPages(
    pictures.map((p) => p.id),
    async (id) => {
      const p = byId.get(id)!;
      const entry = entries.get(p.part) as ZipEntry;
      try {
        const bytes = readZipEntry(data, entry);
        const size = checkPictureSize(bytes, labelOf(p));
        return await opts.decode(bytes, size);
      } catch (e) {
        if (opts.signal?.aborted) throw e;
        if (e instanceof ExtractError && e.code === 'ZIP_BOMB') throw e;
        if (e instanceof ExtractError && e.code === 'TOO_LARGE') refused.push(e);
        warnings.push(e instanceof ExtractError ? e.message : `${labelOf(p)} could not be decoded`);
        return null;
      }
    },
    {
      engine: opts.ocr,
      // a document with text of its own says its language; pictures alone are decided from the first one
      languages: opts.languages ?? (result.text ? (result.hasHebrew ? ['heb', 'eng'] : ['eng']) : undefined),
      hebrewHint: result.hasHebrew,
      signal: opts.signal,
      onProgress: (pr) =>
        opts.onOcrProgress?.({ ...pr, page: result.kind === 'pptx' ? byId.get(pr.page)!.unit : pr.page }),
    },
  );
  // pictures with too few words are photos or charts: not text, not reported
  const kept = new Map<number, string>();
  const unreadable = new Set(report.unreadablePages);
  for (const [id, t] of texts) {
    if (unreadable.has(id)) continue;
    const clean = cleanText(t.text);
    if (clean && isPictureText(clean)) kept.set(id, clean);
  }
  const toUnit = (id: number) => (result.kind === 'pptx' ? byId.get(id)!.unit : id);
  let units: ExtractUnit[];
  if (result.kind === 'pptx') {
    units = result.units.map((u) => {
      const add = pictures.filter((p) => p.unit === u.number && kept.has(p.id)).map((p) => kept.get(p.id)!);
      return add.length ? { ...u, text: [u.text, ...add].filter(Boolean).join('\n\n') } : u;
    });
  } else {
    const next = result.units.length;
    units = [
      ...result.units,
      ...pictures
        .filter((p) => kept.has(p.id))
        .map((p, i) => ({ number: next + i + 1, text: kept.get(p.id)!, title: `Picture ${p.id}` })),
    ];
  }
  const keptIds = [...kept.keys()];
  let words = 0;
  let confSum = 0;
  let confWeight = 0;
  for (const id of keptIds) {
    const t = texts.get(id)!;
    const chars = t.text.replace(/\s/g, '').length;
    confSum += t.confidence * chars;
    confWeight += chars;
    words += t.words;
  }
  const ocr: OcrReport = {
    pages: [...new Set(keptIds.map(toUnit))],
    meanConfidence: confWeight ? Math.round(confSum / confWeight) : 0,
    lowConfidencePages: [...new Set(report.lowConfidencePages.filter((id) => kept.has(id)).map(toUnit))],
    // a picture OCR could not read is only worth naming when its slide (or the document) has no text
    unreadablePages: [
      ...new Set(
        report.unreadablePages
          .map(toUnit)
          .filter((n) =>
            result.kind === 'pptx' ? !units.find((u) => u.number === n)?.text : !units.some((u) => u.text),
          ),
      ),
    ],
    unit: result.kind === 'pptx' ? 'slide' : 'picture',
    languages: report.languages,
    words,
  };
  let text = units
    .map((u) => u.text)
    .filter(Boolean)
    .join('\n\n');
  let truncated = result.truncated;
  if (opts.maxChars && text.length > opts.maxChars) {
    text = text.slice(0, opts.maxChars);
    truncated = true;
  }
  // nothing to read but a picture refused for its size: that is the reason, in words
  if (!text && refused.length) throw refused[0]!;
  const out = [...result.warnings.filter((w) => !/pictures but no text/.test(w)), ...warnings];
  if (ocr.pages.length)
    out.push(
      `Text of pictures on ${unitName}(s) ${listPages(ocr.pages)} read by OCR (mean confidence ${ocr.meanConfidence}%)`,
    );
  if (ocr.lowConfidencePages.length)
    out.push(`Low OCR confidence on ${unitName}(s) ${listPages(ocr.lowConfidencePages)}`);
  return {
    ...result,
    units,
    text,
    wordCount: countWords(text),
    language: detectLanguage(text),
    hasHebrew: hasHebrew(text),
    textLayer: text ? 'ok' : result.textLayer,
    ...(truncated ? { truncated } : {}),
    warnings: out,
    ocr,
  };
}
