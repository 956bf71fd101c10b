import { describe, expect, it, vi } from 'vitest';
import { extractDocument, extractPdf, PDF_DOCUMENT_PARAMS } from '../src/index.ts';
import {
  encryptedPdf,
  hasHebrewFont,
  hebrewPdf,
  simplePdf,
  textAndImagePdf,
  twoColumnPdf,
} from './fixtures.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

describe('extractPdf', () => {
  it('uses the safe pdf.js parameters', () => {
    expect(PDF_DOCUMENT_PARAMS).toMatchObject({
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
    });
  });

  it('returns the text of each page, cleaned, with counts', async () => {
    const r = await extractPdf(
      await simplePdf([['First page line one', 'line two'], ['Second  page\u00a0text']]),
    );
    expect(r.kind).toBe('pdf');
    expect(r.unitKind).toBe('page');
    expect(r.units).toEqual([
      { number: 1, text: 'First page line one\nline two' },
      { number: 2, text: 'Second page text' },
    ]);
    expect(r.text).toBe('First page line one\nline two\n\nSecond page text');
    expect(r.wordCount).toBe(9);
    expect(r.textLayer).toBe('ok');
    expect(r.hasHebrew).toBe(false);
    expect(r.pageCount).toBe(2);
  });

  it('does not detach or change the caller’s buffer', async () => {
    const bytes = await simplePdf([['hello']]);
    const copy = bytes.slice();
    await extractPdf(bytes);
    expect(bytes.byteLength).toBe(copy.byteLength);
    expect(bytes).toEqual(copy);
  });

  it('reads a two-column page column by column, with the full-width lines in place', async () => {
    const r = await extractPdf(await twoColumnPdf());
    const lines = r.text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('A Title That Spans Both Columns Of The Page For Testing');
    // every left line comes before every right line, each column in order
    const left = lines.findIndex((l) => l.startsWith('left column line 1 '));
    const left20 = lines.findIndex((l) => l.startsWith('left column line 20 '));
    const right1 = lines.findIndex((l) => l.startsWith('right column line 1 '));
    const right20 = lines.findIndex((l) => l.startsWith('right column line 20 '));
    expect(left).toBeGreaterThan(0);
    expect(left20).toBe(left + 19);
    expect(right1).toBe(left20 + 1);
    expect(right20).toBe(right1 + 19);
    // no line mixes the columns
    expect(lines.some((l) => l.includes('left') && l.includes('right'))).toBe(false);
    expect(lines[lines.length - 1]).toBe('A full width footer line that crosses the gutter between columns');
  });

  it('starts a new line only when the vertical offset exceeds 5 units', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    page.drawText('base', { x: 50, y: 700, size: 10, font });
    page.drawText('sup', { x: 75, y: 704, size: 6, font }); // 4 units up: same line
    page.drawText('next', { x: 50, y: 694, size: 10, font }); // 6 units down: new line
    const r = await extractPdf(await doc.save());
    expect(r.text).toBe('base sup\nnext');
  });

  it('reports an image-only PDF as a missing text layer', async () => {
    const r = await extractPdf(await textAndImagePdf(true));
    expect(r.textLayer).toBe('missing');
    expect(r.text).toBe('');
    expect(r.wordCount).toBe(0);
    expect(r.units).toEqual([{ number: 1, text: '' }]);
  });

  it('keeps pages with text and warns about an image-only page', async () => {
    const r = await extractPdf(await textAndImagePdf());
    expect(r.textLayer).toBe('ok');
    expect(r.units[1]).toEqual({ number: 2, text: '' });
    expect(r.warnings.join(' ')).toMatch(/No text layer on page\(s\) 2/);
  });

  it('rejects a password-protected PDF with ENCRYPTED', async () => {
    await expect(extractPdf(await encryptedPdf())).rejects.toMatchObject({ code: 'ENCRYPTED' });
  });

  it('rejects corrupt and empty PDFs cleanly', async () => {
    const junk = new TextEncoder().encode('%PDF-1.7\n' + 'garbage '.repeat(200));
    await expect(extractPdf(junk)).rejects.toMatchObject({ name: 'ExtractError', code: 'CORRUPT' });
    await expect(extractPdf(new Uint8Array(0))).rejects.toMatchObject({ code: 'EMPTY' });
    await expect(extractDocument(new TextEncoder().encode('%PDF-1.4\n%%EOF'), 'x.pdf')).rejects.toMatchObject(
      {
        code: 'CORRUPT',
      },
    );
  });

  it('cuts at maxChars and stops early', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => [`page ${i + 1} has some words on it`]);
    const r = await extractPdf(await simplePdf(pages), { maxChars: 60 });
    expect(r.text.length).toBeLessThanOrEqual(60);
    expect(r.truncated).toBe(true);
    expect(r.units.length).toBeLessThan(20);
    expect(r.pageCount).toBe(20);
  });

  it('aborts', async () => {
    const ac = new AbortController();
    const p = extractPdf(await simplePdf(Array.from({ length: 50 }, () => ['text'])), { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe.skipIf(!hasHebrewFont)('Hebrew PDFs (DejaVu Sans embedded with pdf-lib + fontkit)', () => {
  it('returns Hebrew in logical order, also with Latin and numbers on the line', async () => {
    const r = await extractPdf(
      await hebrewPdf([
        { text: 'שלום עולם' },
        { text: '', runs: ['פרק', '12', 'מבוא'] },
        { text: '', runs: ['המשפט של', 'Bolzano', 'ו-', 'Weierstrass', 'נכון'] },
        { text: '', runs: ['הנוסחה', 'x = 2y + 1', 'פשוטה'] },
      ]),
    );
    expect(r.units[0]!.text.split('\n')).toEqual([
      'שלום עולם',
      'פרק 12 מבוא',
      'המשפט של Bolzano ו- Weierstrass נכון',
      'הנוסחה x = 2y + 1 פשוטה',
    ]);
    expect(r.hasHebrew).toBe(true);
    expect(r.language).toBe('he');
    expect(r.textLayer).toBe('ok');
  });

  it('fixes letters drawn one by one in visual order and merges fragmented letters', async () => {
    const r = await extractPdf(
      await hebrewPdf([
        { text: 'שלום עולם', perGlyph: true },
        { text: 'שלום', perGlyph: true, spacing: 4 },
      ]),
    );
    expect(r.text).toBe('שלום עולם\nשלום');
  });

  it('reports a font without a Unicode map as a garbled text layer', async () => {
    const r = await extractPdf(
      await hebrewPdf([{ text: 'שלום עולם וכל יושביו' }, { text: 'עוד שורה של טקסט בעברית' }], true),
    );
    expect(r.textLayer).toBe('garbled');
    expect(r.text).toBe('');
  });
});
