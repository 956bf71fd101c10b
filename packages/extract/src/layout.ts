/**
 * Turns positioned text fragments of one page into reading-order text (docs/decisions/201).
 * Coordinates are in a y-down frame where the fragment's writing direction is +x.
 */
export interface Frag {
  str: string;
  x0: number;
  x1: number;
  /** Baseline, y grows downwards. */
  y: number;
  size: number;
}

/** The spec: a vertical offset of more than 5 units starts a new line. */
export const LINE_BREAK_DY = 5;

interface Line {
  y: number;
  frags: Frag[];
}

function isBlank(f: Frag): boolean {
  return f.str.trim() === '';
}
const SPACE_START = /^\s/;
const SPACE_END = /\s$/;
function startsWithSpace(s: string): boolean {
  const c = s.charCodeAt(0);
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && SPACE_START.test(s));
}
function endsWithSpace(s: string): boolean {
  const c = s.charCodeAt(s.length - 1);
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && SPACE_END.test(s));
}

/** Group fragments into lines: sorted by baseline, a new line when the offset exceeds 5 units. */
export function groupLines(frags: Frag[]): Line[] {
  const sorted = [...frags].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  let cur: Line | undefined;
  for (const f of sorted) {
    if (!cur || f.y - cur.y > LINE_BREAK_DY) {
      cur = { y: f.y, frags: [f] };
      lines.push(cur);
    } else cur.frags.push(f);
  }
  for (const l of lines) l.frags.sort((a, b) => a.x0 - b.x0);
  return lines;
}

/** R: mostly right-to-left letters; L: left-to-right letters; E: digits without letters; N: neutral. */
type Cls = 'R' | 'L' | 'E' | 'N';
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
/** Hebrew, Arabic, Arabic Supplement and the Hebrew/Arabic presentation forms (U+0590-U+06FF, U+0750-U+077F, U+FB1D-U+FDFF, U+FE70-U+FEFF). */
function isRtlCode(c: number): boolean {
  return (
    (c >= 0x0590 && c <= 0x06ff) ||
    (c >= 0x0750 && c <= 0x077f) ||
    (c >= 0xfb1d && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfeff)
  );
}
function hasRtl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x0590 && isRtlCode(c)) return true;
  }
  return false;
}
// character-code loop: ASCII (most text) never reaches the Unicode-property regexes
function classify(s: string): Cls {
  let rtl = 0;
  let ltr = 0;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) ltr++;
      else if (c >= 0x30 && c <= 0x39) digits++;
    } else if (isRtlCode(c)) rtl++;
    else {
      // one code point (a surrogate pair counts once)
      const lo = c >= 0xd800 && c <= 0xdbff ? s.charCodeAt(i + 1) : 0;
      const ch = lo >= 0xdc00 && lo <= 0xdfff ? s.slice(i, ++i + 1) : s[i]!;
      if (LETTER.test(ch)) ltr++;
      else if (DIGIT.test(ch)) digits++;
    }
  }
  if (rtl > 0 && rtl >= ltr) return 'R';
  if (ltr > 0) return 'L';
  return digits > 0 ? 'E' : 'N';
}

/**
 * Visual fragments (left to right) to logical order. pdf.js already gives each fragment's own
 * characters in logical order; what remains is the order of fragments: in a right-to-left line the
 * sequence is reversed while runs of left-to-right fragments (Latin, numbers, formulas) keep their
 * inner order, and the mirror case for a Hebrew run inside a left-to-right line.
 */
export function lineText(frags: Frag[], pageBase?: 'R' | 'L'): string {
  if (frags.length === 0) return '';
  // fragment strings with separators decided on visual adjacency
  const strs: string[] = [];
  const sep: boolean[] = [];
  let anyRtl = false;
  let prev: Frag | undefined;
  for (const f of frags) {
    if (prev) {
      const gap = f.x0 - prev.x1;
      const needSpace = gap > Math.max(0.15 * Math.min(f.size || 10, prev.size || 10), 0.8);
      if (needSpace && !endsWithSpace(prev.str) && !startsWithSpace(f.str)) {
        strs.push(' ');
        sep.push(true);
      }
    }
    strs.push(f.str);
    sep.push(false);
    if (!anyRtl && hasRtl(f.str)) anyRtl = true;
    prev = f;
  }
  // no right-to-left letters: visual order is reading order
  if (!anyRtl) return strs.join('');
  const parts: { s: string; cls: Cls }[] = [];
  let rtlChars = 0;
  let ltrChars = 0;
  for (let i = 0; i < strs.length; i++) {
    const str = strs[i]!;
    const cls = sep[i] ? 'N' : classify(str);
    if (cls === 'R') rtlChars += str.length;
    else if (cls === 'L') ltrChars += str.replace(/\s/g, '').length;
    parts.push({ s: str, cls });
  }
  if (rtlChars === 0) return strs.join('');
  // Base direction: in visual order the leftmost and rightmost fragments with letters are the
  // logical ends of the line (digits are weak, as in the Unicode bidi algorithm); when they agree
  // they decide. Otherwise the page's majority script, then the line's majority decides.
  const strong = parts.filter((p) => p.cls === 'R' || p.cls === 'L');
  const leftmost = strong[0]!.cls;
  const rightmost = strong[strong.length - 1]!.cls;
  const base: Cls = leftmost === rightmost ? leftmost : (pageBase ?? (rtlChars >= ltrChars ? 'R' : 'L'));
  const other: Cls = base === 'R' ? 'L' : 'R';
  for (const p of parts) {
    if (p.cls !== 'E') continue;
    // numbers read left to right, like Latin
    p.cls = 'L';
    // in a right-to-left line, sentence punctuation drawn left of a number ('.1' for item '1.')
    // follows it in reading order
    if (base === 'R') {
      const m = /^([.,:;]*)(.*?)([.,:;]*)$/su.exec(p.s)!;
      p.s = [...m[3]!].reverse().join('') + m[2] + [...m[1]!].reverse().join('');
    }
  }
  // resolve neutrals: a neutral between two fragments of the non-base direction joins them
  const resolved = parts.map((p) => p.cls);
  for (let i = 0; i < resolved.length; i++) {
    if (resolved[i] !== 'N') continue;
    let j = i;
    while (j < resolved.length && resolved[j] === 'N') j++;
    const left = i > 0 ? resolved[i - 1] : base;
    const right = j < resolved.length ? resolved[j] : base;
    const v = left === other && right === other ? other : base;
    for (let k = i; k < j; k++) resolved[k] = v;
    i = j - 1;
  }
  // runs of equal resolved direction, in visual order
  const runs: { cls: Cls; items: string[] }[] = [];
  parts.forEach((p, i) => {
    const c = resolved[i] === other ? other : base;
    const last = runs[runs.length - 1];
    if (last && last.cls === c) last.items.push(p.s);
    else runs.push({ cls: c, items: [p.s] });
  });
  // R runs read right to left (fragments reversed), L runs left to right; a right-to-left line
  // also reads its runs from the right.
  const ordered = base === 'R' ? runs.reverse() : runs;
  return ordered.map((r) => (r.cls === 'R' ? [...r.items].reverse() : r.items).join('')).join('');
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = Float64Array.from(xs).sort();
  return s[Math.floor(s.length / 2)]!;
}

function linesToText(lines: Line[], pageBase?: 'R' | 'L'): string {
  const out: string[] = [];
  const sizes: number[] = [];
  for (const l of lines) for (const f of l.frags) if (f.size > 0) sizes.push(f.size);
  const size = median(sizes) || 10;
  let prevY: number | undefined;
  for (const l of lines) {
    const t = lineText(l.frags, pageBase).trim();
    if (!t) continue;
    if (prevY !== undefined && l.y - prevY > 2.2 * size) out.push('');
    out.push(t);
    prevY = l.y;
  }
  return out.join('\n');
}

export interface ColumnSplit {
  gutter: number;
}

/**
 * Find a vertical gutter in the middle part of the text area: an x that few lines cross while many
 * lines have text on both sides of it. Returns undefined for single-column pages.
 */
export function findGutter(lines: Line[]): ColumnSplit | undefined {
  if (lines.length < 6) return undefined;
  const spans: { x0: number; x1: number }[][] = [];
  let minX = Infinity;
  let maxX = -Infinity;
  let count = 0;
  const sizes: number[] = [];
  for (const l of lines) {
    const row: { x0: number; x1: number }[] = [];
    for (const f of l.frags) {
      if (isBlank(f)) continue;
      row.push(f);
      if (f.x0 < minX) minX = f.x0;
      if (f.x1 > maxX) maxX = f.x1;
      sizes.push(f.size);
    }
    count += row.length;
    if (row.length) spans.push(row);
  }
  if (count < 6) return undefined;
  const width = maxX - minX;
  if (!(width > 0)) return undefined;
  const textLines = spans.length;
  const evalAt = (x: number) => {
    let cross = 0;
    let both = 0;
    for (const row of spans) {
      let left = false;
      let right = false;
      let c = false;
      for (const f of row) {
        if (f.x0 < x - 1 && f.x1 > x + 1) {
          c = true;
          break;
        } else if (f.x1 <= x + 1) left = true;
        else right = true;
      }
      if (c) cross++;
      else if (left && right) both++;
    }
    return { cross, both };
  };
  const step = Math.max(2, width / 150);
  const samples: { x: number; cross: number; both: number }[] = [];
  for (let x = minX + 0.25 * width; x <= minX + 0.75 * width; x += step) samples.push({ x, ...evalAt(x) });
  // a single-column page: every sample is crossed by most lines
  let minCross = Infinity;
  for (const s of samples) if (s.cross < minCross) minCross = s.cross;
  if (minCross > 0.35 * textLines) return undefined;
  // widest run of samples whose crossing count is within a small slack of the minimum
  const slack = Math.max(1, Math.round(0.05 * lines.length));
  let best: { x: number; gap: number } | undefined;
  let runStart = -1;
  for (let i = 0; i <= samples.length; i++) {
    const s = samples[i];
    const inRun = !!s && s.cross <= minCross + slack;
    if (inRun && runStart < 0) runStart = i;
    if (!inRun && runStart >= 0) {
      const gap = samples[i - 1]!.x - samples[runStart]!.x + step;
      if (!best || gap > best.gap) best = { x: samples[Math.floor((runStart + i - 1) / 2)]!.x, gap };
      runStart = -1;
    }
  }
  if (!best) return undefined;
  const size = median(sizes) || 10;
  const { cross, both } = evalAt(best.x);
  // acceptance: a real gutter, crossed by few lines, with many lines on both sides
  if (best.gap < Math.max(4, 0.6 * size)) return undefined;
  if (cross > 0.35 * textLines) return undefined;
  if (both < Math.max(4, 0.3 * textLines)) return undefined;
  if (cross > both) return undefined;
  return { gutter: best.x };
}

/** Reading-order text for one page's fragments. */
export function layoutPage(frags: Frag[]): string {
  let rtl = 0;
  let latin = 0;
  for (const f of frags) {
    const s = f.str;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
      else if ((c >= 0x0590 && c <= 0x06ff) || (c >= 0xfb1d && c <= 0xfeff)) rtl++;
    }
  }
  const rtlPage = rtl > latin;
  const base = rtlPage ? 'R' : 'L';
  const lines = groupLines(frags);
  const split = findGutter(lines);
  if (!split) return linesToText(lines, base);
  const g = split.gutter;
  // blocks separated by lines that cross the gutter (titles, full-width figures, abstracts)
  const out: string[] = [];
  let left: Frag[] = [];
  let right: Frag[] = [];
  const flush = () => {
    const first = rtlPage ? right : left;
    const second = rtlPage ? left : right;
    if (first.length) out.push(linesToText(groupLines(first), base));
    if (second.length) out.push(linesToText(groupLines(second), base));
    left = [];
    right = [];
  };
  for (const l of lines) {
    const crosses = l.frags.some((f) => !isBlank(f) && f.x0 < g - 1 && f.x1 > g + 1);
    if (crosses) {
      flush();
      out.push(linesToText([l], base));
      continue;
    }
    for (const f of l.frags) (f.x1 <= g + 1 ? left : right).push(f);
  }
  flush();
  return out.filter(Boolean).join('\n\n');
}
