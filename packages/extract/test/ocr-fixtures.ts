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
  ctx.fillStyle = '#fff';
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
  lines.forEach((line, i) => {
    const y = margin + size * 1.5 * (i + 1);
    ctx.fillText(line, opts.rtl ? w - margin : margin, y);
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

/** Spaces collapsed; typographic quotes as plain ones (a transcription rarely matches the print's). */
const normalise = (s: string) =>
  s
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

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
