/**
 * "Scanned" pages made in code for OCR tests and bench/extraction/ocr-quality.ts: known lines of
 * text drawn at 300 dpi with @napi-rs/canvas (DejaVu/Liberation fonts of the system), optionally
 * with speckle noise and a small skew, put into a PDF as an image (no text layer).
 */
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const require = createRequire(import.meta.url);
const napi = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');

export const OCR_FONTS = {
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  sans: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
} as const;

let registered = false;
function registerFonts() {
  if (registered) return;
  napi.GlobalFonts.registerFromPath(OCR_FONTS.serif, 'FixtureSerif');
  napi.GlobalFonts.registerFromPath(OCR_FONTS.sans, 'FixtureSans');
  registered = true;
}

export interface ScanOptions {
  /** Right-to-left text (Hebrew): lines are right-aligned. */
  rtl?: boolean;
  /** Font size in points (default 12). */
  size?: number;
  font?: 'serif' | 'sans';
  /** Share of pixels flipped to random grey (default 0). */
  noise?: number;
  /** Rotation in degrees (default 0). */
  skewDeg?: number;
  /** Pseudo-random seed for the noise. */
  seed?: number;
  /** Two columns: the first half of the lines on the left, the rest on the right. */
  columns?: 1 | 2;
  /** Paper colour (default white), e.g. '#efe6d2' for a yellowed page. */
  paper?: string;
}

const DPI = 300;
/** A4 in points. */
const PAGE_W = 595;
const PAGE_H = 842;

/** PNG of an A4 page at 300 dpi with these lines. */
export function scanPng(lines: string[], opts: ScanOptions = {}): Uint8Array {
  registerFonts();
  const k = DPI / 72;
  const w = Math.round(PAGE_W * k);
  const h = Math.round(PAGE_H * k);
  const canvas = napi.createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = opts.paper ?? '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  if (opts.skewDeg) {
    ctx.translate(w / 2, h / 2);
    ctx.rotate((opts.skewDeg * Math.PI) / 180);
    ctx.translate(-w / 2, -h / 2);
  }
  const size = (opts.size ?? 12) * k;
  const sans = opts.font ? opts.font === 'sans' : !!opts.rtl; // Liberation has no Hebrew letters
  ctx.font = `${size}px ${sans ? 'FixtureSans' : 'FixtureSerif'}`;
  ctx.fillStyle = '#111';
  ctx.textBaseline = 'alphabetic';
  const margin = 60 * k;
  if (opts.rtl) {
    ctx.direction = 'rtl';
    ctx.textAlign = 'right';
  }
  const perColumn = opts.columns === 2 ? Math.ceil(lines.length / 2) : lines.length;
  const columnStep = (w - 2 * margin) / 2 + 10 * k;
  lines.forEach((line, i) => {
    const col = Math.floor(i / perColumn);
    const y = margin + size * 1.5 * ((i % perColumn) + 1);
    const x = opts.rtl ? w - margin - col * columnStep : margin + col * columnStep;
    ctx.fillText(line, x, y);
  });
  ctx.restore();
  if (opts.noise) {
    const img = ctx.getImageData(0, 0, w, h);
    let s = opts.seed ?? 7;
    const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const n = Math.round(w * h * opts.noise);
    for (let i = 0; i < n; i++) {
      const p = Math.floor(rnd() * w * h) * 4;
      const v = Math.floor(rnd() * 256);
      img.data[p] = img.data[p + 1] = img.data[p + 2] = v;
    }
    ctx.putImageData(img, 0, 0);
  }
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/**
 * A PDF whose pages are these images (no text layer, like a scanner's output); `stamp` adds a
 * short real text line to every page, like the name some scanner apps print on each page.
 */
export async function scannedPdf(pagesPng: Uint8Array[], stamp?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = stamp ? await doc.embedFont(StandardFonts.Helvetica) : undefined;
  for (const png of pagesPng) {
    const img = await doc.embedPng(png);
    const page = doc.addPage([PAGE_W, PAGE_H]);
    page.drawImage(img, { x: 0, y: 0, width: PAGE_W, height: PAGE_H });
    if (stamp && font) page.drawText(stamp, { x: 20, y: 12, size: 6, font });
  }
  return doc.save();
}

/**
 * What a transcription cannot decide, made equal on both sides: typographic quotes as plain ones,
 * en/em dashes and '--' as one dash, the space an old printer put before ';:?!' dropped, runs of
 * white space (line ends included) as one space. Letters, case, digits and punctuation still count.
 */
export const normaliseForCer = (s: string) =>
  s
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[\u2013\u2014]|--/g, '\u2014')
    .replace(/\s+([;:?!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
const normalise = normaliseForCer;

/** Lines of at most `width` characters from the words of `lines` (text for a narrow column). */
export function wrapLines(lines: string[], width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of lines.join(' ').split(/\s+/).filter(Boolean)) {
    if (cur && cur.length + 1 + word.length > width) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  return out;
}

/** Character error rate: Levenshtein distance / reference length, on normalised text. */
export function characterErrorRate(reference: string, hypothesis: string): number {
  const a = [...normalise(reference)];
  const b = [...normalise(hypothesis)];
  if (a.length === 0) return b.length ? 1 : 0;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]! / a.length;
}

export const ENGLISH_LINES = [
  'Photosynthesis converts light energy into chemical energy stored in glucose.',
  'The light reactions take place in the thylakoid membranes of the chloroplast,',
  'where water is split and oxygen is released as a by-product of the process.',
  'The Calvin cycle uses ATP and NADPH to fix carbon dioxide into sugars.',
  'Rubisco is the enzyme that catalyses the first step of carbon fixation.',
  'Factors that limit the rate include light intensity, temperature and CO2.',
  'In C4 plants, carbon is first fixed into a four-carbon compound in mesophyll',
  'cells and then released to the bundle sheath cells for the Calvin cycle.',
];

export const HEBREW_LINES = [
  'הפוטוסינתזה הופכת אנרגיית אור לאנרגיה כימית האגורה בגלוקוז.',
  'תגובות האור מתרחשות בממברנות התילקואידים של הכלורופלסט,',
  'שם המים מתפרקים והחמצן משתחרר כתוצר לוואי של התהליך.',
  'מעגל קלווין משתמש באנרגיה כדי לקבע פחמן דו חמצני לסוכרים.',
  'האנזים רוביסקו מזרז את השלב הראשון של קיבוע הפחמן.',
  'גורמים המגבילים את הקצב הם עוצמת האור, הטמפרטורה וריכוז הפחמן.',
];

/**
 * A PPTX whose slide 1 has a title only and whose next slides are scanned handouts pasted over most
 * of the slide (the pictures `png`), each with a short title; `extraSlides` adds slides of typed text.
 */
export async function pptxWithScan(
  png: Uint8Array | Uint8Array[],
  extraSlides: string[] = [],
): Promise<Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.addSlide().addText('Week 3: handouts', { x: 0.5, y: 2, w: 9, h: 1, fontSize: 28 });
  for (const picture of Array.isArray(png) ? png : [png]) {
    const s = pptx.addSlide();
    s.addImage({
      data: `data:image/png;base64,${Buffer.from(picture).toString('base64')}`,
      x: 2.5,
      y: 0,
      w: 4,
      h: 5.6,
    });
    s.addText('Handout', { x: 0.2, y: 0.2, w: 2, h: 0.5, fontSize: 14 });
  }
  for (const t of extraSlides) pptx.addSlide().addText(t, { x: 0.5, y: 0.5, w: 9, h: 4, fontSize: 18 });
  const out = (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
  return new Uint8Array(out);
}

/** A DOCX with a typed paragraph and a photographed page (the picture `png`) filling the page. */
export async function docxWithScan(
  png: Uint8Array,
  typed = 'Notes from the lecture, with the handout below.',
): Promise<Uint8Array> {
  const { Document, ImageRun, Packer, Paragraph } = await import('docx');
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph(typed),
          new Paragraph({
            children: [new ImageRun({ type: 'png', data: png, transformation: { width: 600, height: 848 } })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * A valid PNG file whose header declares width x height pixels but whose data is a few bytes: a
 * decompression bomb for anything that decodes before looking at the size.
 */
export function pngClaiming(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Uint8Array) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    v.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** A PPTX of one slide that is only a picture (no text at all). */
export async function pptxPictureOnly(png: Uint8Array): Promise<Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.addSlide().addImage({
    data: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    x: 0,
    y: 0,
    w: 10,
    h: 5.625,
  });
  return new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array);
}
