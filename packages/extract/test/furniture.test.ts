import { describe, expect, it, vi } from 'vitest';
import PptxGenJS from 'pptxgenjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { dropPageFurniture, extractPdf, extractPptx } from '../src/index.ts';

vi.setConfig({ testTimeout: 30_000 });

interface PageSpec {
  header?: string;
  body: string[];
  footer?: string;
}

/** A4 pages: a header line near the top, body lines, a footer line near the bottom. */
async function pdfWithFurniture(pages: PageSpec[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of pages) {
    const page = doc.addPage([595, 842]);
    if (p.header) page.drawText(p.header, { x: 50, y: 800, size: 9, font });
    p.body.forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 16, size: 11, font }));
    if (p.footer) page.drawText(p.footer, { x: 280, y: 40, size: 9, font });
  }
  return doc.save();
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];
const body = (n: number) => [
  `Part ${WORDS[n]} explains one idea of cell biology in a full sentence.`,
  `The membrane of a cell controls what enters and leaves it (part ${n}).`,
  'Enzymes speed up chemical reactions without being used up.',
];

describe('page furniture in PDFs', () => {
  it('drops a running header and "Page N of M" footers, keeping the body and text repeated once', async () => {
    const once = 'Mitochondria produce most of the energy of the cell.';
    const pages = [1, 2, 3, 4, 5].map((n) => ({
      header: 'BIO 101 - Lecture 3 - Cell structure',
      // a real sentence at the foot of two pages, and a number that is content, not numbering
      body: [...body(n), ...(n <= 2 ? [once] : []), ...(n === 2 || n === 4 ? ['42'] : [])],
      footer: `Page ${n} of 5`,
    }));
    const r = await extractPdf(await pdfWithFurniture(pages));
    expect(r.units[0]!.text).toContain(once);
    expect(r.units[1]!.text).toContain(once);
    expect(r.units[1]!.text.split('\n')).toContain('42');
    expect(r.units[3]!.text.split('\n')).toContain('42');
    expect(r.units).toHaveLength(5);
    for (const [i, u] of r.units.entries()) {
      expect(u.text).not.toContain('BIO 101');
      expect(u.text).not.toMatch(/Page \d of 5/);
      expect(u.text).toContain(`Part ${WORDS[i + 1]} explains one idea`);
      expect(u.text).toContain('Enzymes speed up chemical reactions');
    }
    expect(r.units[0]!.text.split('\n')[0]).toBe(
      'Part one explains one idea of cell biology in a full sentence.',
    );
  });

  it('drops lone page numbers and running headers that carry the page number', async () => {
    // printed numbers start at 11 on the first page (a chapter taken from a longer book)
    const pages = [0, 1, 2, 3, 4].map((i) => ({
      header: i % 2 === 0 ? `${11 + i} CHAPTER II. CELLS` : `II.${i}. MEMBRANES ${11 + i}`,
      body: body(i + 1),
      footer: `${11 + i}`,
    }));
    const r = await extractPdf(await pdfWithFurniture(pages));
    for (const u of r.units) {
      expect(u.text).not.toMatch(/CHAPTER II|MEMBRANES \d/);
      expect(u.text.split('\n').some((l) => /^\d+$/.test(l))).toBe(false);
      expect(u.text).toContain('Enzymes speed up');
    }
  });

  it('recognises roman page numbers and Hebrew page labels', () => {
    const pages = ['Preface text one.\nii', 'Preface text two.\niii', 'Preface text three.\niv'];
    expect(dropPageFurniture(pages)).toEqual([
      'Preface text one.',
      'Preface text two.',
      'Preface text three.',
    ]);
    const he = ['משפט ראשון.\nעמוד 1 מתוך 2', 'משפט שני.\nעמוד 2 מתוך 2'];
    expect(dropPageFurniture(he)).toEqual(['משפט ראשון.', 'משפט שני.']);
  });
});

describe('footers of slide decks', () => {
  it('drops text repeated on most slides, keeps a title used twice', async () => {
    const pres = new PptxGenJS();
    for (let i = 1; i <= 6; i++) {
      const s = pres.addSlide();
      s.addText(i === 2 || i === 3 ? 'Definitions' : `Topic ${i}`, { x: 0.5, y: 0.3, w: 9, h: 0.8 });
      s.addText(`Body of slide ${i} with a real statement.`, { x: 0.5, y: 1.3, w: 9, h: 1 });
      s.addText('Math 260 - Foundations of Geometry - Fall 2024', { x: 0.5, y: 5, w: 9, h: 0.4 });
    }
    const r = await extractPptx((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
    expect(r.text).not.toContain('Math 260');
    expect(r.units[1]!.text).toContain('Definitions');
    expect(r.units[2]!.text).toContain('Definitions');
    expect(r.units[5]!.text).toContain('Body of slide 6 with a real statement.');
  });
});
