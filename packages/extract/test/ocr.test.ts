import { describe, expect, it } from 'vitest';
import { documentVerdict, extractPdf, pageTextFromBlocks, VERDICT_MESSAGES } from '../src/index.ts';
import { extractPdfWithOcrNode, type OcrProgress } from '../src/ocr-node.ts';
import { simplePdf } from './fixtures.ts';
import { characterErrorRate, ENGLISH_LINES, HEBREW_LINES, scannedPdf, scanPng } from './ocr-fixtures.ts';

const OCR_TIMEOUT = 180_000;

describe('one verdict for a PDF', () => {
  it('a scanned PDF needs OCR before anything is stored', async () => {
    const pdf = await scannedPdf([scanPng(ENGLISH_LINES.slice(0, 2))]);
    const r = await extractPdf(pdf);
    const v = documentVerdict(r);
    expect(v.status).toBe('needs_ocr');
    expect(v.reason).toBe(VERDICT_MESSAGES.noLayer);
    expect(v.failure).toEqual({ code: 'NO_TEXT_LAYER' });
    expect(v.requiresVisualAI).toBe(false);
  });

  it('a scan whose layer has one junk word is not "completed"', async () => {
    // a picture with one stray word in its text layer (the browser used to save this as completed)
    const pdf = await scannedPdf([scanPng([])], 'Scanned');
    const r = await extractPdf(pdf);
    expect(r.textLayer).toBe('missing');
    expect(r.wordCount).toBe(1);
    expect(documentVerdict(r).status).toBe('needs_ocr');
    // after OCR found nothing readable on the picture, the file fails with a reason in words
    const v = documentVerdict({
      ...r,
      ocr: {
        pages: [1],
        meanConfidence: 0,
        lowConfidencePages: [],
        unreadablePages: [],
        languages: ['eng'],
        words: 0,
      },
    });
    expect(v.status).toBe('failed');
    expect(v.reason).toBe(VERDICT_MESSAGES.ocrNothing);
    expect(v.failure).toEqual({ code: 'OCR_NO_TEXT' });
    // pages OCR could not read: the reason names the mean confidence, in words and as the code's value
    const unreadable = documentVerdict({
      ...r,
      ocr: {
        pages: [1],
        meanConfidence: 23,
        lowConfidencePages: [1],
        unreadablePages: [1],
        languages: ['eng'],
        words: 2,
      },
    });
    expect(unreadable.reason).toBe(VERDICT_MESSAGES.ocrUnreadable(23));
    expect(unreadable.failure).toEqual({ code: 'OCR_UNREADABLE', params: { confidence: 23 } });
  });

  it('a PDF with a real text layer is completed without OCR', async () => {
    const r = await extractPdf(await simplePdf([ENGLISH_LINES]));
    const v = documentVerdict(r);
    expect(v.status).toBe('completed');
    expect(v.usableWords).toBe(r.wordCount);
  });
});

describe('tesseract output', () => {
  const line = (confidence: number, words: [string, number][]) => ({
    confidence,
    words: words.map(([text, c]) => ({ text, confidence: c })),
  });

  it('drops the "words" a drawing next to the text is read as, and keeps the text', () => {
    const r = pageTextFromBlocks([
      {
        paragraphs: [
          {
            lines: [
              // a line through the drawing only
              line(25, [
                ['habte', 74],
                ['SE', 0],
              ]),
              // short symbols and letters before the text, read with low confidence
              line(69, [
                ['f', 49],
                ['Ir', 54],
                ['\\', 87],
                ['We', 91],
                ['went', 93],
                ['tip-toeing', 92],
              ]),
              line(92, [
                ['itching', 81],
                [';', 81],
                ['but', 95],
                ['I', 95],
                ['Wl', 20],
              ]),
            ],
          },
        ],
      },
    ]);
    expect(r.text).toBe('We went tip-toeing\nitching ; but I');
    expect(r.words).toBe(6);
    expect(r.droppedWords).toBe(6);
    expect(Math.round(r.confidence)).toBe(90);
  });
});

describe('OCR of scanned pages (tesseract.js in Node)', () => {
  it(
    'reads an English scan with noise and skew, page by page, and reports its confidence',
    async () => {
      const pdf = await scannedPdf([
        scanPng(ENGLISH_LINES, { noise: 0.01, skewDeg: 0.7 }),
        scanPng([], {}), // a blank scanned page
      ]);
      const progress: OcrProgress[] = [];
      let started: number[] = [];
      const r = await extractPdfWithOcrNode(pdf, {
        onOcrStart: (pages) => (started = pages),
        onOcrProgress: (p) => progress.push(p),
      });
      expect(started).toEqual([1, 2]);
      expect(progress.some((p) => p.page === 1 && p.total === 2)).toBe(true);
      expect(progress.some((p) => p.page === 2 && p.index === 2)).toBe(true);
      expect(r.units[0]!.text).toContain('Calvin cycle uses ATP and NADPH');
      expect(characterErrorRate(ENGLISH_LINES.join('\n'), r.text)).toBeLessThan(0.03);
      expect(r.ocr?.pages).toEqual([1, 2]);
      expect(r.ocr?.meanConfidence).toBeGreaterThan(80);
      expect(r.ocr?.languages).toEqual(['eng']);
      expect(r.warnings.join(' ')).toMatch(/read by OCR \(mean confidence \d+%\)/);
      const v = documentVerdict(r);
      expect(v.status).toBe('completed');
      expect(v.ocr?.pages).toEqual([1, 2]);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a Hebrew scan in reading order, with Hebrew first',
    async () => {
      const pdf = await scannedPdf([scanPng(HEBREW_LINES, { rtl: true, noise: 0.005, skewDeg: -0.5 })]);
      const r = await extractPdfWithOcrNode(pdf);
      expect(r.ocr?.languages[0]).toBe('heb');
      expect(r.hasHebrew).toBe(true);
      expect(r.text).toContain('מעגל קלווין משתמש');
      expect(characterErrorRate(HEBREW_LINES.join('\n'), r.text)).toBeLessThan(0.06);
      expect(documentVerdict(r).status).toBe('completed');
    },
    OCR_TIMEOUT,
  );

  it(
    'stops when cancelled',
    async () => {
      const pdf = await scannedPdf([scanPng(ENGLISH_LINES), scanPng(ENGLISH_LINES)]);
      const ac = new AbortController();
      const run = extractPdfWithOcrNode(pdf, {
        signal: ac.signal,
        onOcrProgress: (p) => {
          if (p.fraction > 0) ac.abort();
        },
      });
      await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    },
    OCR_TIMEOUT,
  );
});
