/** Test fixtures generated in code (no files from outside the repository). */
import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFDict, StandardFonts, rgb } from 'pdf-lib';
import { strToU8, zipSync, type Zippable } from 'fflate';

export const HEBREW_FONT_PATH = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const hasHebrewFont = existsSync(HEBREW_FONT_PATH);

export async function simplePdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 16, size: 11, font }));
  }
  return doc.save();
}

/** One page: a full-width title, then two columns of 20 lines with the same baselines. */
export async function twoColumnPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('A Title That Spans Both Columns Of The Page For Testing', { x: 80, y: 740, size: 16, font });
  for (let i = 0; i < 20; i++) {
    const y = 700 - i * 12;
    page.drawText(`left column line ${i + 1} alpha beta gamma delta`, { x: 54, y, size: 10, font });
    page.drawText(`right column line ${i + 1} omega sigma kappa`, { x: 320, y, size: 10, font });
  }
  page.drawText('A full width footer line that crosses the gutter between columns', {
    x: 54,
    y: 400,
    size: 10,
    font,
  });
  return doc.save();
}

/** Page 1 has text, page 2 is only a drawn picture (no text at all). */
export async function textAndImagePdf(imageOnly = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (!imageOnly) {
    const p1 = doc.addPage([595, 842]);
    p1.drawText('This page has a proper text layer with enough words to count.', {
      x: 50,
      y: 780,
      size: 12,
      font,
    });
  }
  const p2 = doc.addPage([595, 842]);
  // a tiny PNG scaled up: pixels, no text
  const png = await doc.embedPng(
    Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANBAEBAGqWxAAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    ),
  );
  p2.drawImage(png, { x: 50, y: 300, width: 400, height: 400 });
  p2.drawRectangle({ x: 60, y: 100, width: 100, height: 50, color: rgb(0.5, 0.5, 0.5) });
  return doc.save();
}

export interface HebrewLine {
  /** Logical (reading) order. */
  text: string;
  /** Draw every letter as its own positioned string, right to left, like some broken producers. */
  perGlyph?: boolean;
  /** Extra gap between per-glyph letters (fragmented letters). */
  spacing?: number;
  /**
   * Mixed-direction line as logical runs (each run one direction), placed right to left. fontkit
   * would reverse Latin and digits inside a Hebrew string, so mixed lines are built from runs.
   */
  runs?: string[];
}

/**
 * Hebrew lines with DejaVu Sans (embedded subset with a ToUnicode map). pdf-lib lays text out
 * with fontkit, which puts right-to-left glyphs in visual order, as real Hebrew PDFs have them.
 */
export async function hebrewPdf(lines: HebrewLine[], stripToUnicode = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(HEBREW_FONT_PATH), { subset: true });
  const page = doc.addPage([595, 842]);
  const size = 14;
  lines.forEach((l, i) => {
    const y = 780 - i * 24;
    if (l.runs) {
      let x = 545;
      for (const run of l.runs) {
        x -= font.widthOfTextAtSize(run, size);
        page.drawText(run, { x, y, size, font });
        x -= font.widthOfTextAtSize(' ', size);
      }
      return;
    }
    if (!l.perGlyph) {
      page.drawText(l.text, { x: 545 - font.widthOfTextAtSize(l.text, size), y, size, font });
      return;
    }
    let x = 545;
    for (const ch of l.text) {
      const w = font.widthOfTextAtSize(ch, size);
      x -= w;
      if (ch !== ' ') page.drawText(ch, { x, y, size, font });
      x -= l.spacing ?? 0;
    }
  });
  const bytes = await doc.save();
  if (!stripToUnicode) return bytes;
  const again = await PDFDocument.load(bytes);
  for (const [, obj] of again.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFDict && obj.get(PDFName.of('ToUnicode'))) obj.delete(PDFName.of('ToUnicode'));
  }
  return again.save();
}

/** A PDF whose trailer demands a user password (standard security handler, random O/U). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('secret', { x: 50, y: 700, size: 12, font });
  const hex = (n: number) => `<${'A1B2C3D4'.repeat(n / 4)}>`;
  const enc = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
  });
  const ref = doc.context.register(enc);
  const src = await doc.save({ useObjectStreams: false });
  let text = new TextDecoder('latin1').decode(src);
  // add /O and /U strings (pdf-lib has no raw hex-string helper here) and the trailer entries
  const objNo = ref.objectNumber;
  text = text.replace(new RegExp(`(${objNo} 0 obj\\s*<<)`), `$1 /O ${hex(32)} /U ${hex(32)}`);
  text = text.replace(
    /trailer\s*<</,
    `trailer\n<< /Encrypt ${objNo} 0 R /ID [<00112233445566778899AABBCCDDEEFF><00112233445566778899AABBCCDDEEFF>]`,
  );
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const z: Zippable = {};
  for (const [k, v] of Object.entries(files)) z[k] = typeof v === 'string' ? strToU8(v) : v;
  return zipSync(z);
}

/** Replace a zip member (used to add docProps/app.xml with <Words> to a generated docx). */
export function withZipEntry(
  zipBytes: Uint8Array,
  name: string,
  content: string,
  unzip: (b: Uint8Array) => Record<string, Uint8Array>,
): Uint8Array {
  const files = unzip(zipBytes);
  files[name] = strToU8(content);
  return zipSync(files);
}
