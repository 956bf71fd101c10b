/**
 * OCR quality and speed (docs/decisions/208): character error rate (CER) of tesseract.js on pages
 * rendered in code from known text (English and Hebrew, 300 dpi, clean and with mild noise and skew),
 * and on the corpus's scanned page when a reference text is available; time per page and the memory
 * the OCR worker adds to the process.
 *
 *   npx tsx bench/extraction/ocr-quality.ts [corpus-dir]
 *
 * The corpus's reference for the scanned page is pdftotext's output, which is empty (the page has no
 * text layer), so the page's CER is measured against a hand transcription of it (Mark Twain, public
 * domain) in bench/extraction/reference/; HUCK_REFERENCE=<file> takes another. Both sides are
 * normalised the same way (normaliseForCer: quotes, dashes, white space); hyphens a printer put at a
 * line end are not in the transcription (the words are whole), nor is the bleed-through of the
 * other side of the sheet.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  characterErrorRate,
  ENGLISH_LINES,
  HEBREW_LINES,
  scannedPdf,
  scanPng,
  type ScanOptions,
  wrapLines,
} from '../../packages/extract/test/ocr-fixtures.ts';
import {
  cleanOcrText,
  nodeOcrEngine,
  openPdfRenderer,
  type OcrEngine,
  type OcrLanguage,
} from '../../packages/extract/src/ocr-node.ts';

const corpus = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/work/shared/corpus';

/** A fuller page: the known lines three times (about 25 lines of 12 pt text). */
const page = (lines: string[]) => [...lines, '', ...lines, '', ...lines];

interface Case {
  name: string;
  lines: string[];
  opts: ScanOptions;
  languages: OcrLanguage[];
}

const CASES: Case[] = [
  { name: 'English, clean', lines: page(ENGLISH_LINES), opts: {}, languages: ['eng'] },
  {
    name: 'English, noise 1% + skew 0.8°',
    lines: page(ENGLISH_LINES),
    opts: { noise: 0.01, skewDeg: 0.8 },
    languages: ['eng'],
  },
  {
    name: 'English, sans 10 pt, noise 2% + skew -1.2°',
    lines: page(ENGLISH_LINES),
    opts: { font: 'sans', size: 10, noise: 0.02, skewDeg: -1.2 },
    languages: ['eng'],
  },
  {
    name: 'English, yellowed paper, noise 2% + skew 1°',
    lines: page(ENGLISH_LINES),
    opts: { paper: '#e9dcc0', noise: 0.02, skewDeg: 1 },
    languages: ['eng'],
  },
  {
    name: 'English, two columns 10 pt, noise 1% + skew 0.5°',
    lines: wrapLines(page(ENGLISH_LINES), 44),
    opts: { columns: 2, size: 10, noise: 0.01, skewDeg: 0.5 },
    languages: ['eng'],
  },
  { name: 'Hebrew, clean', lines: page(HEBREW_LINES), opts: { rtl: true }, languages: ['heb', 'eng'] },
  {
    name: 'Hebrew, noise 1% + skew 0.8°',
    lines: page(HEBREW_LINES),
    opts: { rtl: true, noise: 0.01, skewDeg: 0.8 },
    languages: ['heb', 'eng'],
  },
  {
    name: 'Hebrew, noise 2% + skew -1.2°',
    lines: page(HEBREW_LINES),
    opts: { rtl: true, noise: 0.02, skewDeg: -1.2 },
    languages: ['heb', 'eng'],
  },
];

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);

/** Peak RSS above `base` while `fn` runs (the tesseract worker thread lives in this process). */
async function withPeakRss<T>(fn: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 25);
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, peak };
  } finally {
    clearInterval(timer);
  }
}

async function ocrPdf(pdf: Uint8Array, engine: OcrEngine) {
  const renderer = await openPdfRenderer(pdf);
  try {
    const t0 = performance.now();
    const png = (await renderer.render(1, false))!;
    const t1 = performance.now();
    const r = await engine.recognize(png);
    const t2 = performance.now();
    return { text: cleanOcrText(r.text), confidence: r.confidence, renderMs: t1 - t0, ocrMs: t2 - t1 };
  } finally {
    await renderer.close();
  }
}

async function main() {
  console.log(
    `OCR quality (tesseract.js 7, LSTM, 4.0.0_best_int models) on ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  const base = process.memoryUsage.rss();
  // one OCR worker at a time, as in the app: its memory is the process's peak RSS while it lives
  // above the RSS just before it started
  let current: { key: string; engine: OcrEngine; before: number; peak: number } | undefined;
  const workerMemory: string[] = [];
  let startMs = 0;
  let peakAll = base;
  const endEngine = async () => {
    if (!current) return;
    await current.engine.terminate();
    workerMemory.push(`${current.key} +${mb(current.peak - current.before)} MB`);
    current = undefined;
  };
  const engineFor = async (languages: OcrLanguage[]) => {
    const key = languages.join('+');
    if (current?.key === key) return current.engine;
    await endEngine();
    await new Promise((r) => setTimeout(r, 500));
    const before = process.memoryUsage.rss();
    const t = performance.now();
    const engine = await nodeOcrEngine()(languages);
    startMs = Math.max(startMs, performance.now() - t);
    current = { key, engine, before, peak: before };
    return engine;
  };
  const seen = (peak: number) => {
    peakAll = Math.max(peakAll, peak);
    if (current) current.peak = Math.max(current.peak, peak);
  };
  const rows: string[][] = [['case', 'CER', 'target', 'confidence', 'render ms', 'OCR ms', 'page ms']];
  for (const c of CASES) {
    const pdf = await scannedPdf([scanPng(c.lines, c.opts)]);
    const engine = await engineFor(c.languages);
    const { value: r, peak } = await withPeakRss(() => ocrPdf(pdf, engine));
    seen(peak);
    const cer = characterErrorRate(c.lines.join('\n'), r.text);
    const target = c.languages[0] === 'heb' ? 0.06 : 0.03;
    rows.push([
      c.name,
      `${(cer * 100).toFixed(2)}%`,
      `<= ${target * 100}% ${cer <= target ? 'ok' : 'MISSED'}`,
      `${r.confidence.toFixed(0)}%`,
      r.renderMs.toFixed(0),
      r.ocrMs.toFixed(0),
      (r.renderMs + r.ocrMs).toFixed(0),
    ]);
  }

  const scanned = join(corpus, 'files', 'scanned_huckfinn_ch2_page.pdf');
  if (existsSync(scanned)) {
    const refFile =
      process.env.HUCK_REFERENCE ??
      fileURLToPath(new URL('./reference/scanned_huckfinn_ch2_page.txt', import.meta.url));
    const reference = existsSync(refFile) ? readFileSync(refFile, 'utf8').trim() : '';
    const engine = await engineFor(['eng']);
    const { value: r, peak } = await withPeakRss(() => ocrPdf(new Uint8Array(readFileSync(scanned)), engine));
    seen(peak);
    const cer = reference ? characterErrorRate(reference, r.text) : NaN;
    rows.push([
      'corpus scanned_huckfinn_ch2_page.pdf',
      reference ? `${(cer * 100).toFixed(2)}%` : 'n/a',
      reference ? `<= 3% ${cer <= 0.03 ? 'ok' : 'MISSED'}` : 'no reference text',
      `${r.confidence.toFixed(0)}%`,
      r.renderMs.toFixed(0),
      r.ocrMs.toFixed(0),
      (r.renderMs + r.ocrMs).toFixed(0),
    ]);
    if (!reference) console.log(`(${refFile} is empty or missing: no CER for the corpus page)`);
    console.log(
      `corpus page, ${r.text.split(/\s+/).length} words read:\n  ${r.text.split('\n').join('\n  ')}`,
    );
  }
  await endEngine();

  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  console.log(
    `engine start (worker + wasm + language data) up to ${startMs.toFixed(0)} ms; OCR worker memory (peak RSS ` +
      `above the process before it started): ${workerMemory.join(', ')}; process RSS ${mb(base)} MB before OCR, ` +
      `peak ${mb(peakAll)} MB`,
  );
}

/**
 * Memory of one OCR worker alone: a child process renders a page first, then starts one engine and
 * reads the page; RSS peak during that minus RSS before the engine started (nothing else allocates).
 */
async function child(languages: OcrLanguage[]) {
  const lines = languages[0] === 'heb' ? page(HEBREW_LINES) : page(ENGLISH_LINES);
  const pdf = await scannedPdf([scanPng(lines, languages[0] === 'heb' ? { rtl: true } : {})]);
  const renderer = await openPdfRenderer(pdf);
  const png = (await renderer.render(1, false))!;
  await renderer.close();
  await new Promise((r) => setTimeout(r, 300));
  const before = process.memoryUsage.rss();
  const { peak } = await withPeakRss(async () => {
    const engine = await nodeOcrEngine()(languages);
    await engine.recognize(png);
    await engine.terminate();
  });
  console.log(JSON.stringify({ before, peak }));
}

function workerMemoryAlone(): string {
  return (['eng', 'heb+eng'] as const)
    .map((key) => {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', key],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const { before, peak } = JSON.parse(out.trim().split('\n').pop()!) as { before: number; peak: number };
      return `${key} +${mb(peak - before)} MB`;
    })
    .join(', ');
}

const at = process.argv.indexOf('--child');
if (at > 0) await child(process.argv[at + 1]!.split('+') as OcrLanguage[]);
else {
  await main();
  console.log(
    `one OCR worker alone (a child process, peak RSS while it starts and reads a page): ${workerMemoryAlone()}`,
  );
}
