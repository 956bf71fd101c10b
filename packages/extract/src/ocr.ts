/**
 * OCR with tesseract.js (docs/decisions/208). The same code runs in the browser (inside the web app's
 * extraction worker; tesseract.js starts its own worker from the app's URLs) and in Node (a
 * worker_thread, language data read from the installed @tesseract.js-data packages). Nothing is
 * fetched from a CDN: the caller must give workerPath/corePath/langPath in the browser, and Node gets
 * local paths from ./ocr-node.ts.
 */
import { cleanText, countScripts } from './clean.ts';
import { ExtractError, throwIfAborted } from './types.ts';

export type OcrLanguage = 'eng' | 'heb';

/** Thresholds of docs/decisions/208. */
export const OCR_RULE = {
  /** Rendering resolution of a page for OCR (tesseract is trained on ~300 dpi text). */
  dpi: 300,
  /** Longest side of a rendered page in pixels (a poster-sized page is scaled down to this). */
  maxSidePx: 4200,
  /** Words read with less confidence than this are dropped as noise (pictures, stains, edges)... */
  minWordConfidence: 45,
  /** ...words of at most this many letters/digits need more confidence ('y', 'Ir', '7', 'ion')... */
  shortWordLetters: 3,
  minShortWordConfidence: 70,
  /** ...punctuation standing alone must be common punctuation read with this confidence... */
  minPunctuationConfidence: 80,
  /** ...and a whole line read with less than this is dropped (strokes of a drawing). */
  minLineConfidence: 40,
  /** A page read with less mean confidence than this is not kept (its "text" is mostly noise). */
  minPageConfidence: 40,
  /** A page whose mean word confidence is below this is flagged as "low confidence". */
  lowPageConfidence: 65,
  /** Hebrew letters above this share of the letters of the first OCR'd page: Hebrew first. */
  hebrewFirstShare: 0.5,
  /** Hebrew letters below this share: English only from the second page on. */
  englishOnlyShare: 0.02,
  /**
   * Page segmentation: a page is read as one column of text of varying sizes (tesseract PSM 4),
   * which keeps a picture beside the text out of the text's lines; when at least this share of its
   * lines (and at least columnMinLines of them) have a gap at the same place, the page has columns
   * and is read again with automatic segmentation (PSM 3).
   */
  columnGutterShare: 0.5,
  columnMinLines: 5,
} as const;

/** Where tesseract.js finds its files (URLs in the browser, local paths in Node). */
export interface OcrAssets {
  workerPath?: string;
  corePath?: string;
  langPath?: string;
  /** tesseract.js's own setting; true makes a blob: wrapper around workerPath (default false). */
  workerBlobURL?: boolean;
}

export interface OcrPageText {
  text: string;
  /** Mean confidence (0-100) of the kept words, weighted by their length; 0 when none. */
  confidence: number;
  /** Words kept / dropped as noise. */
  words: number;
  droppedWords: number;
}

/** A started OCR worker. */
export interface OcrEngine {
  languages: OcrLanguage[];
  /** Read one encoded page image (PNG/BMP/JPEG bytes); onProgress gets 0..1 while it reads. */
  recognize(image: Uint8Array, onProgress?: (fraction: number) => void): Promise<OcrPageText>;
  setLanguages(languages: OcrLanguage[]): Promise<void>;
  terminate(): Promise<void>;
}

/** Starts an engine (a tesseract worker) for these languages. */
export type OcrEngineFactory = (languages: OcrLanguage[]) => Promise<OcrEngine>;

/** What OCR did to a document, kept with its text. */
export interface OcrReport {
  /** Pages read by OCR, in order. */
  pages: number[];
  /** Mean confidence (0-100, rounded) over the words of all OCR'd pages. */
  meanConfidence: number;
  /** OCR'd pages whose mean confidence is below OCR_RULE.lowPageConfidence (kept, flagged). */
  lowConfidencePages: number[];
  /** OCR'd pages below OCR_RULE.minPageConfidence: their text was not kept. */
  unreadablePages: number[];
  /** Languages tesseract used, e.g. ['heb', 'eng']. */
  languages: OcrLanguage[];
  /** Words OCR added. */
  words: number;
  /** Pages that needed OCR but were not read (page limit). */
  skippedPages?: number[];
  /** What `pages` count: PDF pages (default), slides or pictures of a DOCX. */
  unit?: 'page' | 'slide' | 'picture';
}

export interface OcrProgress {
  /** 1-based position among the pages being OCR'd, and their count. */
  index: number;
  total: number;
  /** The document's page number being read. */
  page: number;
  /** 0..1 within this page. */
  fraction: number;
}

// ---------------------------------------------------------------------------------------------
// tesseract.js output -> text

interface TBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TWord {
  text: string;
  confidence: number;
  bbox?: TBox;
}
interface TLine {
  words: TWord[];
  confidence?: number;
  bbox?: TBox;
}
interface TParagraph {
  lines: TLine[];
}
interface TBlock {
  paragraphs: TParagraph[];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Punctuation that may stand alone between words ('itching ; but', 'sleepy — if'). */
const LONE_PUNCTUATION = /^[;:,.!?\u2014\u2013\-()"'\u201C\u201D\u2019]{1,2}$/u;

/**
 * Whether tesseract's word is text: a drawing, a photo or a stain next to the text is read as short
 * "words" and stray symbols with low confidence (docs/decisions/208 gives the thresholds).
 */
function keepWord(text: string, confidence: number): boolean {
  const letters = text.match(LETTER_OR_DIGIT)?.length ?? 0;
  if (letters === 0) return confidence >= OCR_RULE.minPunctuationConfidence && LONE_PUNCTUATION.test(text);
  if (confidence < OCR_RULE.minWordConfidence) return false;
  return letters > OCR_RULE.shortWordLetters || confidence >= OCR_RULE.minShortWordConfidence;
}

/**
 * Words a printer broke at a line end are joined again ('min-' + 'utes and' -> 'minutes' + 'and'):
 * a line ending in a letter and a hyphen, followed by a line starting with a lower-case letter.
 * 'tip-toeing' printed whole keeps its hyphen; so does a hyphen before a capital or a digit.
 */
export function dehyphenate(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i]!;
    if (!/\p{L}-$/u.test(line)) continue;
    const next = out[i + 1]!;
    const m = /^(\p{Ll}[^\s]*)\s*(.*)$/u.exec(next);
    if (!m) continue;
    out[i] = line.slice(0, -1) + m[1];
    out[i + 1] = m[2]!;
  }
  return out.filter((l) => l.trim());
}

/**
 * Whether tesseract, told the page is one column (PSM 4), read lines across two or more columns:
 * most lines with several words have a wide gap (wider than the line is tall) over the same
 * stretch of the page (a gutter). Justified text has wide gaps too, but not at the same place.
 */
export function looksMultiColumn(blocks: TBlock[] | null | undefined): boolean {
  const gaps: [number, number][][] = [];
  let left = Infinity;
  let right = -Infinity;
  for (const b of blocks ?? [])
    for (const p of b.paragraphs ?? [])
      for (const l of p.lines ?? []) {
        const words = (l.words ?? []).filter((w) => w.bbox && w.text.trim());
        if (words.length < 4) continue;
        const wide: [number, number][] = [];
        for (let i = 1; i < words.length; i++) {
          const a = words[i - 1]!.bbox!;
          const c = words[i]!.bbox!;
          const height = Math.max(a.y1 - a.y0, c.y1 - c.y0, 1);
          if (c.x0 - a.x1 > height * 1.2) wide.push([a.x1, c.x0]);
        }
        left = Math.min(left, words[0]!.bbox!.x0);
        right = Math.max(right, words[words.length - 1]!.bbox!.x1);
        gaps.push(wide);
      }
  if (gaps.length < OCR_RULE.columnMinLines || right <= left) return false;
  const bins = 100;
  const counts = new Uint16Array(bins);
  const width = right - left;
  for (const wide of gaps) {
    const hit = new Uint8Array(bins);
    for (const [x0, x1] of wide) {
      for (let k = Math.floor(((x0 - left) / width) * bins); k < Math.ceil(((x1 - left) / width) * bins); k++)
        if (k >= 0 && k < bins) hit[k] = 1;
    }
    for (let k = 0; k < bins; k++) counts[k]! += hit[k]!;
  }
  return Math.max(...counts) >= gaps.length * OCR_RULE.columnGutterShare;
}

/**
 * Text of a page from tesseract's blocks: lines read with very low confidence and words that are
 * probably not text (keepWord) are dropped; lines keep tesseract's reading order, paragraphs are
 * separated by a blank line.
 */
export function pageTextFromBlocks(blocks: TBlock[] | null | undefined): OcrPageText {
  const paragraphs: string[] = [];
  let confSum = 0;
  let confWeight = 0;
  let words = 0;
  let dropped = 0;
  for (const b of blocks ?? []) {
    for (const p of b.paragraphs ?? []) {
      const lines: string[] = [];
      for (const l of p.lines ?? []) {
        const lineWords = (l.words ?? []).filter((w) => w.text.trim());
        if ((l.confidence ?? 100) < OCR_RULE.minLineConfidence) {
          dropped += lineWords.length;
          continue;
        }
        const kept: string[] = [];
        for (const w of lineWords) {
          const t = w.text.trim();
          if (!keepWord(t, w.confidence)) {
            dropped++;
            continue;
          }
          kept.push(t);
          if (!HAS_LETTER_OR_DIGIT.test(t)) continue;
          words++;
          const weight = [...t].length;
          confSum += w.confidence * weight;
          confWeight += weight;
        }
        if (kept.length) lines.push(kept.join(' '));
      }
      if (lines.length) paragraphs.push(dehyphenate(lines).join('\n'));
    }
  }
  return {
    text: paragraphs.join('\n\n'),
    confidence: confWeight ? confSum / confWeight : 0,
    words,
    droppedWords: dropped,
  };
}

// ---------------------------------------------------------------------------------------------
// tesseract.js engine

type TesseractModule = typeof import('tesseract.js');
type ImageLike = import('tesseract.js').ImageLike;

/** tesseract.js is CommonJS; its named exports live on the default export in some bundlers. */
async function loadTesseract(): Promise<TesseractModule> {
  const mod = (await import('tesseract.js')) as TesseractModule & { default?: TesseractModule };
  return typeof mod.createWorker === 'function' ? mod : mod.default!;
}

/**
 * An engine backed by one tesseract.js worker (LSTM only, the 4.0.0_best_int models). `assets`
 * must point at local copies; language data is never cached by tesseract itself (cacheMethod
 * 'none': in Node it would write files into the working directory, in the browser the HTTP cache
 * of the app's own URLs does the job).
 */
export function tesseractEngineFactory(assets: OcrAssets): OcrEngineFactory {
  return async (languages) => {
    const T = await loadTesseract();
    let onProgress: ((fraction: number) => void) | undefined;
    const worker = await T.createWorker(languages.join('+'), T.OEM.LSTM_ONLY, {
      ...(assets.workerPath ? { workerPath: assets.workerPath } : {}),
      ...(assets.corePath ? { corePath: assets.corePath } : {}),
      ...(assets.langPath ? { langPath: assets.langPath } : {}),
      workerBlobURL: assets.workerBlobURL ?? false,
      cacheMethod: 'none',
      gzip: true,
      logger: (m: { status?: string; progress?: number }) => {
        if (m.status === 'recognizing text' && typeof m.progress === 'number') onProgress?.(m.progress);
      },
      errorHandler: () => {},
    });
    // One column of text of varying sizes (PSM 4) unless the page turns out to have columns (PSM 3):
    // tesseract's API default (PSM 6, one uniform block) runs the strokes of a picture beside the text
    // into its lines. See OCR_RULE.columnGutterShare and docs/decisions/208.
    await worker.setParameters({
      preserve_interword_spaces: '0',
      tessedit_pageseg_mode: T.PSM.SINGLE_COLUMN,
    });
    const read = async (image: Uint8Array) =>
      (await worker.recognize(image as unknown as ImageLike, {}, { text: false, blocks: true })).data
        .blocks as unknown as TBlock[];
    let current = [...languages];
    return {
      get languages() {
        return current;
      },
      async recognize(image, progress) {
        onProgress = progress;
        try {
          let blocks = await read(image);
          if (looksMultiColumn(blocks)) {
            await worker.setParameters({ tessedit_pageseg_mode: T.PSM.AUTO });
            try {
              blocks = await read(image);
            } finally {
              await worker.setParameters({ tessedit_pageseg_mode: T.PSM.SINGLE_COLUMN });
            }
          }
          return pageTextFromBlocks(blocks);
        } finally {
          onProgress = undefined;
        }
      },
      async setLanguages(next) {
        if (next.join('+') === current.join('+')) return;
        await worker.reinitialize(next.join('+'), T.OEM.LSTM_ONLY);
        await worker.setParameters({
          preserve_interword_spaces: '0',
          tessedit_pageseg_mode: T.PSM.SINGLE_COLUMN,
        });
        current = [...next];
      },
      async terminate() {
        await worker.terminate();
      },
    };
  };
}

// ---------------------------------------------------------------------------------------------
// OCR of pages

/** Renders one page to an encoded image, or null when the page has nothing worth reading. */
export type PageRenderer = (page: number) => Promise<Uint8Array | null>;

export interface OcrPagesOptions {
  engine: OcrEngineFactory;
  /** Languages to use; default: decided from the first page read (see OCR_RULE). */
  languages?: OcrLanguage[];
  /** Hint from the document's own text layer (pages that have text). */
  hebrewHint?: boolean;
  /** Read at most this many pages; the rest are listed in skippedPages. */
  maxPages?: number;
  signal?: AbortSignal;
  onProgress?: (p: OcrProgress) => void;
}

export interface OcrPagesResult {
  texts: Map<number, OcrPageText>;
  report: OcrReport;
}

/** Language set after reading one page with both: Hebrew first when the page is mostly Hebrew. */
export function languagesFor(text: string): OcrLanguage[] {
  const s = countScripts(text);
  if (s.letters === 0) return ['eng', 'heb'];
  const share = s.hebrew / s.letters;
  if (share >= OCR_RULE.hebrewFirstShare) return ['heb', 'eng'];
  if (share < OCR_RULE.englishOnlyShare) return ['eng'];
  return ['eng', 'heb'];
}

/** `p`, or an ABORTED error as soon as `signal` aborts (a terminated tesseract job never settles). */
function raceAbort<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  throwIfAborted(signal);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ExtractError('ABORTED', 'Extraction was aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** OCR the given pages one after the other with one engine; cancellable through `signal`. */
export async function ocrPages(
  pages: number[],
  render: PageRenderer,
  opts: OcrPagesOptions,
): Promise<OcrPagesResult> {
  const limit = opts.maxPages ?? Infinity;
  const todo = pages.slice(0, limit);
  const skipped = pages.slice(limit);
  const texts = new Map<number, OcrPageText>();
  let languages: OcrLanguage[] = opts.languages ?? (opts.hebrewHint ? ['heb', 'eng'] : ['eng', 'heb']);
  let decided = opts.languages !== undefined;
  let engine: OcrEngine | undefined;
  const onAbort = () => void engine?.terminate().catch(() => {});
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (let i = 0; i < todo.length; i++) {
      throwIfAborted(opts.signal);
      const page = todo[i]!;
      opts.onProgress?.({ index: i + 1, total: todo.length, page, fraction: 0 });
      const image = await raceAbort(render(page), opts.signal);
      throwIfAborted(opts.signal);
      if (!image) continue;
      if (!engine) {
        const starting = opts.engine(languages);
        // an engine that finishes starting after a cancel is ended at once
        starting
          .then(async (e) => {
            if (opts.signal?.aborted) await e.terminate();
          })
          .catch(() => {});
        engine = await raceAbort(starting, opts.signal);
      }
      throwIfAborted(opts.signal);
      let r: OcrPageText;
      try {
        r = await raceAbort(
          engine.recognize(image, (fraction) =>
            opts.onProgress?.({ index: i + 1, total: todo.length, page, fraction }),
          ),
          opts.signal,
        );
      } catch (e) {
        throwIfAborted(opts.signal);
        throw new ExtractError('CORRUPT', `Text recognition (OCR) failed on page ${page}: ${String(e)}`, {
          cause: e,
        });
      }
      texts.set(page, r);
      if (!decided && r.words > 0) {
        decided = true;
        const next = languagesFor(r.text);
        if (next.join('+') !== languages.join('+')) {
          // read this page again only when the first guess put the wrong script first
          const reread = next[0] !== languages[0];
          await raceAbort(engine.setLanguages(next), opts.signal);
          languages = next;
          if (reread) {
            throwIfAborted(opts.signal);
            texts.set(page, await raceAbort(engine.recognize(image), opts.signal));
          }
        }
      }
      opts.onProgress?.({ index: i + 1, total: todo.length, page, fraction: 1 });
    }
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    await engine?.terminate().catch(() => {});
  }
  throwIfAborted(opts.signal);
  let confSum = 0;
  let confWeight = 0;
  let words = 0;
  const low: number[] = [];
  const unreadable: number[] = [];
  for (const [page, r] of texts) {
    if (r.words === 0) continue;
    const chars = r.text.replace(/\s/g, '').length;
    confSum += r.confidence * chars;
    confWeight += chars;
    if (r.confidence < OCR_RULE.minPageConfidence) unreadable.push(page);
    else {
      words += r.words;
      if (r.confidence < OCR_RULE.lowPageConfidence) low.push(page);
    }
  }
  const report: OcrReport = {
    pages: [...texts.keys()],
    meanConfidence: confWeight ? Math.round(confSum / confWeight) : 0,
    lowConfidencePages: low,
    unreadablePages: unreadable,
    languages,
    words,
    ...(skipped.length ? { skippedPages: skipped } : {}),
  };
  return { texts, report };
}

/** OCR text of a page, cleaned like any extracted text. */
export function cleanOcrText(text: string): string {
  return cleanText(text);
}
