/**
 * Sub- and superscripts, limits, small stacked fractions and dot leaders in PDF text (docs/decisions/201,
 * 2026-11-27). Each PDF is drawn in code: every piece of text at its own position and size, as TeX output has it.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { extractPdf } from '../src/index.ts';
import { groupLines, lineText } from '../src/layout.ts';
import { HEBREW_FONT_PATH, hasHebrewFont } from './fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

/** A piece of text: `dy` raises (+) or lowers (−) it from the line's baseline; `at` places it at an x of its own. */
interface Piece {
  text: string;
  size?: number;
  dy?: number;
  at?: number;
}

const BODY = 11;
const SCRIPT = 7.7;

/** One page; each line is drawn left to right from x = 60, piece after piece, unless a piece says where it goes. */
async function piecesPdf(lines: { y: number; pieces: Piece[] }[], hebrew = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  let font: PDFFont;
  if (hebrew) {
    doc.registerFontkit(fontkit);
    font = await doc.embedFont(readFileSync(HEBREW_FONT_PATH), { subset: true });
  } else font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const line of lines) {
    let x = 60;
    for (const p of line.pieces) {
      const size = p.size ?? BODY;
      const px = p.at ?? x;
      page.drawText(p.text, { x: px, y: line.y + (p.dy ?? 0), size, font });
      x = px + font.widthOfTextAtSize(p.text, size);
    }
  }
  return doc.save();
}

const pageText = async (bytes: Uint8Array) => (await extractPdf(bytes)).units.map((u) => u.text).join('\n\n');

describe('sub- and superscripts in PDF text', () => {
  it('writes a lowered small script as _ and a raised one as ^, braced when longer than one character', async () => {
    const text = await pageText(
      await piecesPdf([
        {
          y: 700,
          pieces: [
            { text: 'The sequence a' },
            { text: 'n+1', size: SCRIPT, dy: -2.7 },
            { text: ' = 2a' },
            { text: 'n', size: SCRIPT, dy: -2.7 },
            { text: ' grows like x' },
            { text: '2', size: SCRIPT, dy: 4 },
            { text: ' and (-1)' },
            { text: 'n', size: SCRIPT, dy: 4 },
            { text: ' changes sign.' },
          ],
        },
        { y: 684, pieces: [{ text: 'The next line stays a line of its own.' }] },
      ]),
    );
    expect(text).toBe(
      'The sequence a_{n+1} = 2a_n grows like x^2 and (-1)^n changes sign.\nThe next line stays a line of its own.',
    );
  });

  it('keeps a script lowered far below the first piece on the same line (the subscript of a_{n+1} after a raised 1/2)', async () => {
    // the raised numerator is the first piece by height; the old grouping started a new line at the subscript
    const text = await pageText(
      await piecesPdf([
        {
          y: 700,
          pieces: [
            { text: 'For e = ' },
            { text: '1', size: SCRIPT, dy: 4.3, at: 101 },
            { text: '2', size: SCRIPT, dy: -3.8, at: 101 },
            { text: ' no a', at: 106 },
            { text: 'n+1', size: SCRIPT, dy: -2.7 },
            { text: ' fits.' },
          ],
        },
      ]),
    );
    expect(text).toBe('For e = 1/2 no a_{n+1} fits.');
  });

  it('writes a stacked fraction of longer parts with brackets; a limit under "lim" joins its line as its subscript (SCRIPT_RULE.limits)', async () => {
    const lines = groupLines([
      { str: 'so ', x0: 60, x1: 75, y: 700, size: 11 },
      { str: 'lim', x0: 75, x1: 90, y: 700, size: 11 },
      { str: 'n', x0: 80, x1: 85, y: 706.6, size: 7.7 },
      { str: ' ', x0: 90, x1: 93, y: 700, size: 11 },
      { str: 'n+1', x0: 93, x1: 108, y: 695.7, size: 7.7 },
      { str: '2n', x0: 95, x1: 106, y: 703.8, size: 7.7 },
      { str: ' = 1/2.', x0: 109, x1: 140, y: 700, size: 11 },
    ]);
    // the engine reads lim_{𝑛→∞} since eng-he9 (readableMath), so the limit is no longer left on a line of its own
    expect(lines.map((l) => lineText(l.frags).trim())).toEqual(['so lim_n (n+1)/(2n) = 1/2.']);
  });

  it('leaves small text on its own baseline alone: a footnote line below, a small word in the line', async () => {
    const text = await pageText(
      await piecesPdf([
        {
          y: 700,
          pieces: [{ text: 'Body text with a ' }, { text: 'SMALL', size: 8 }, { text: ' word inside.' }],
        },
        { y: 686, pieces: [{ text: '1 A footnote in smaller type under the body line.', size: 8 }] },
      ]),
    );
    expect(text).toBe(
      'Body text with a SMALL word inside.\n1 A footnote in smaller type under the body line.',
    );
  });

  it('turns the dot leaders of a table of contents into one ellipsis', async () => {
    const text = await pageText(
      await piecesPdf([
        { y: 700, pieces: [{ text: '1.1 Sets . . . . . . . . . . . . . . . . . . . . 2' }] },
        { y: 684, pieces: [{ text: '1.2 Intervals . . . . . . . . . . . . . . . . 3' }] },
      ]),
    );
    expect(text).toBe('1.1 Sets … 2\n1.2 Intervals … 3');
  });

  it.runIf(hasHebrewFont)('marks a subscript inside a Hebrew line and keeps the Hebrew order', async () => {
    // right to left: "הסדרה" at the right, the formula a_n in the middle, "עולה ממש." at the left
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(readFileSync(HEBREW_FONT_PATH), { subset: true });
    const page = doc.addPage([595, 842]);
    const y = 700;
    let x = 500;
    const put = (text: string, size = BODY, dy = 0) => {
      x -= font.widthOfTextAtSize(text, size);
      page.drawText(text, { x, y: y + dy, size, font });
    };
    put('הסדרה');
    x -= font.widthOfTextAtSize(' ', BODY);
    // the formula reads left to right: a then its subscript n
    const subW = font.widthOfTextAtSize('n', SCRIPT);
    x -= subW;
    page.drawText('n', { x, y: y - 2.7, size: SCRIPT, font });
    put('a');
    x -= font.widthOfTextAtSize(' ', BODY);
    put('עולה ממש.');
    const text = await pageText(await doc.save());
    expect(text).toBe('הסדרה a_n עולה ממש.');
  });

  it.runIf(hasHebrewFont)(
    'reads a small fraction beside a Hebrew word as a fraction, not as scripts of the word',
    async () => {
      const doc = await PDFDocument.create();
      doc.registerFontkit(fontkit);
      const font = await doc.embedFont(readFileSync(HEBREW_FONT_PATH), { subset: true });
      const page = doc.addPage([595, 842]);
      const y = 700;
      const word = 'נבחר';
      const wx = 500 - font.widthOfTextAtSize(word, BODY);
      page.drawText(word, { x: wx, y, size: BODY, font });
      // 1/e right next to the word (left of it), then "=" and "d" further left
      const fx = wx - font.widthOfTextAtSize('e', SCRIPT) - 0.5;
      page.drawText('1', { x: fx, y: y + 4.3, size: SCRIPT, font });
      page.drawText('e', { x: fx, y: y - 3.8, size: SCRIPT, font });
      const rest = 'd = ';
      page.drawText(rest, { x: fx - font.widthOfTextAtSize(rest, BODY), y, size: BODY, font });
      const text = await pageText(await doc.save());
      expect(text).toContain('1/e');
      expect(text).not.toMatch(/נבחר[_^]/u);
    },
  );
});
