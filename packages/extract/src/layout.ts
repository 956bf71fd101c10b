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
function baselineGroups(frags: Frag[]): Line[] {
  const sorted = [...frags].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  let cur: Line | undefined;
  for (const f of sorted) {
    if (!cur || f.y - cur.y > LINE_BREAK_DY) {
      cur = { y: f.y, frags: [f] };
      lines.push(cur);
    } else cur.frags.push(f);
  }
  return lines;
}

/**
 * Sub- and superscripts (docs/decisions/201, 2026-11-27): a fragment drawn smaller than the page's body text, next
 * to or under/over a fragment of a line, with its baseline shifted from that line's baseline, belongs to that line.
 * It is written after its base as `_x` / `^x` (`_{n+1}` / `^{n}` when longer than one character or touching a
 * letter), a raised and a lowered script stacked without a base are a fraction `1/2`, `(n+1)/(2n)`, and a script
 * centred under or over the last two ems of an operator is its limit (`lim_{n→∞}`, see `limits`).
 */
export const SCRIPT_RULE = {
  /** A script is drawn at most this share of the body text size. */
  maxSizeRatio: 0.85,
  /** Baseline shift (share of the line's size) beyond which a small fragment is raised or lowered... */
  minShift: 0.12,
  /** ...and within which it still belongs to the line. */
  maxShift: 0.75,
  /** Horizontal distance (share of the line's size) at which a script still touches its line... */
  touch: 0.3,
  /** ...and its base. */
  attach: 0.15,
  /**
   * Limits under an operator (lim_{n→∞}) join the line as the operator's subscript. They were left on a line of
   * their own while the engine's Hebrew math gate (readableMath) refused any "n→∞"; it reads `_{n→∞}` under an
   * operator since issue 11 (eng-he9), so a limit sentence of he_calculus reads as one line.
   */
  limits: true,
} as const;

/** Characters a script may follow: letters, digits, closing brackets, bars, primes, factorials. */
const BASE_END_RE = /[\p{L}\p{N})\]}|′'!*∗]$/u;

/** What a limit is written under: an operator word (lim, sup, max) or a big operator. */
const LIMIT_BASE_RE = /(?:\p{L}{2,}|[∑∏⋃⋂∫])$/u;
const PRIME_RE = /^[′″‴']+$/u;
/** What a script holds: letters, digits, primes, stars, signs, infinity (not pieces of big brackets or braces). */
const SCRIPT_TEXT_RE = /[\p{L}\p{N}′″‴∗*+−∞]/u;

interface Scripted extends Frag {
  /** x1 before scripts were added: where a further script of the same base starts. */
  end?: number;
  subs?: string[];
  sups?: string[];
}

function scriptText(s: string, touchesWord: boolean): string {
  const t = s.trim();
  return [...t].length === 1 && !touchesWord ? t : `{${t}}`;
}
function fractionPart(s: string): string {
  const t = s.trim();
  // a number or one letter as it is; anything longer in brackets, so that (n+1)/(2n) reads as one fraction
  return /^(?:\p{N}+(?:[.,]\p{N}+)?|\p{L})$/u.test(t) || /^\([^()]*\)$/u.test(t) ? t : `(${t})`;
}
function overlap(a: Frag, b: Frag): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Pieces of one script drawn one after the other on one baseline ('j', '−', '1'): one fragment. */
function joinPieces(smalls: Frag[]): Frag[] {
  const sorted = [...smalls].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const out: Frag[] = [];
  let row: Frag[] = [];
  const flush = () => {
    row.sort((a, b) => a.x0 - b.x0);
    let last: Frag | undefined;
    for (const s of row) {
      const gap = last ? s.x0 - last.x1 : Infinity;
      if (last && !isBlank(s) && !isBlank(last) && gap < 0.15 * s.size && gap > -1) {
        last.str += (gap > 0.1 * s.size && !endsWithSpace(last.str) ? ' ' : '') + s.str;
        last.x1 = Math.max(last.x1, s.x1);
      } else out.push((last = { ...s }));
    }
    row = [];
  };
  for (const s of sorted) {
    if (row.length && s.y - row[0]!.y >= 0.5) flush();
    row.push(s);
  }
  flush();
  return out;
}

/**
 * Puts the scripts of one line into its fragments (see SCRIPT_RULE). Returns the small fragments that hold no
 * script text (pieces of big brackets and braces), which are laid out as before.
 */
function mergeScripts(line: Line, scripts: Frag[]): Frag[] {
  let size = 0;
  for (const f of line.frags) if (!isBlank(f) && f.size > size) size = f.size;
  if (!size) size = Math.max(...scripts.map((s) => s.size / SCRIPT_RULE.maxSizeRatio));
  const touch = SCRIPT_RULE.touch * size;
  const shift = SCRIPT_RULE.minShift * size;
  /** A script starts right where its base ends (TeX puts no space between them). */
  const attach = SCRIPT_RULE.attach * size;
  const frags: Scripted[] = line.frags.map((f) => ({ ...f }));
  const rest = scripts.filter((s) => !isBlank(s)).map((s) => ({ ...s }));
  rest.sort((a, b) => a.x0 - b.x0);
  const notScripts = rest.filter((s) => !SCRIPT_TEXT_RE.test(s.str));
  if (notScripts.length) {
    const keep = rest.filter((s) => SCRIPT_TEXT_RE.test(s.str));
    rest.length = 0;
    rest.push(...keep);
  }
  // a smaller script right after a script is that script's own script: (−1)^n as a numerator, a_n over b_n
  for (let changed = true; changed;) {
    changed = false;
    for (const a of rest) {
      const k = rest.findIndex((b) => {
        const gap = b.x0 - a.x1;
        const dy = b.y - a.y;
        return (
          b.size < SCRIPT_RULE.maxSizeRatio * a.size &&
          gap >= -1 &&
          gap <= SCRIPT_RULE.touch * a.size &&
          Math.abs(dy) > SCRIPT_RULE.minShift * a.size &&
          Math.abs(dy) < a.size
        );
      });
      if (k < 0) continue;
      const b = rest[k]!;
      a.str = `${a.str.trim()}${b.y < a.y ? '^' : '_'}${scriptText(b.str, false)}`;
      a.x1 = Math.max(a.x1, b.x1);
      rest.splice(k, 1);
      changed = true;
      break;
    }
  }
  const raised = (s: Frag) => s.y - line.y < -shift;
  const lowered = (s: Frag) => s.y - line.y > shift;
  /** The fragment a script at x0 follows: non-blank, ending at most `touch` before it. */
  const baseBefore = (x0: number): Scripted | undefined => {
    let best: Scripted | undefined;
    for (const f of frags) {
      const end = f.end ?? f.x1;
      if (!isBlank(f) && end <= x0 + touch && x0 - end <= attach && (!best || end > (best.end ?? best.x1)))
        best = f;
    }
    if (!best || endsWithSpace(best.str) || !BASE_END_RE.test(best.str)) return undefined;
    // a Hebrew or Arabic word is no base: the formula beside it starts there ("אם a_n/b_n")
    return isRtlCode(best.str.charCodeAt(best.str.length - 1)) ? undefined : best;
  };
  const used = new Set<Frag>();
  // fractions: a raised and a lowered script stacked on each other, with no base before them
  for (const r of rest) {
    if (used.has(r) || !raised(r)) continue;
    const l = rest.find(
      (s) => !used.has(s) && lowered(s) && overlap(r, s) > 0.5 * Math.min(r.x1 - r.x0, s.x1 - s.x0),
    );
    if (!l || baseBefore(Math.min(r.x0, l.x0))) continue;
    used.add(r).add(l);
    frags.push({
      str: `${fractionPart(r.str)}/${fractionPart(l.str)}`,
      x0: Math.min(r.x0, l.x0),
      x1: Math.max(r.x1, l.x1),
      y: line.y,
      size,
    });
  }
  for (const s of rest) {
    if (used.has(s)) continue;
    const role = raised(s) ? 'sups' : lowered(s) ? 'subs' : undefined;
    let base: Scripted | undefined;
    if (role) {
      // a limit: under or over the end of an operator ("lim", "sup", "∑")
      const op = frags.find(
        (f) =>
          LIMIT_BASE_RE.test(f.str.trimEnd()) &&
          overlap(s, f) > 0.5 * Math.min(s.x1 - s.x0, f.x1 - f.x0) &&
          (s.x0 + s.x1) / 2 > f.x1 - 2 * size,
      );
      if (op && !SCRIPT_RULE.limits) {
        notScripts.push(s);
        continue;
      }
      base = op ?? baseBefore(s.x0);
    }
    if (!base || !role) {
      frags.push({ ...s, y: line.y });
      continue;
    }
    const t = s.str.trim();
    // a prime is written as it reads: f′(x)
    if (role === 'sups' && PRIME_RE.test(t) && !base.sups) base.str = base.str.trimEnd() + t;
    else (base[role] ??= []).push(t);
    base.end ??= base.x1;
    base.x0 = Math.min(base.x0, s.x0);
    base.x1 = Math.max(base.x1, s.x1);
  }
  frags.sort((a, b) => a.x0 - b.x0);
  line.frags = frags.map((f, i) => {
    if (!f.subs && !f.sups) return f;
    const next = frags[i + 1];
    const touchesWord = !!next && next.x0 - f.x1 < 0.15 * size && /^[\p{L}\p{N}]/u.test(next.str);
    let str = f.str.trimEnd();
    if (f.subs) str += `_${scriptText(f.subs.join(''), touchesWord && !f.sups)}`;
    if (f.sups) str += `^${scriptText(f.sups.join(''), touchesWord)}`;
    return { str, x0: f.x0, x1: f.x1, y: f.y, size: f.size };
  });
  return notScripts;
}

/**
 * Group fragments into lines: sorted by baseline, a new line when the offset exceeds 5 units; sub- and
 * superscripts, limits and small stacked fractions join the line they belong to (SCRIPT_RULE).
 */
export function groupLines(frags: Frag[]): Line[] {
  const sizes: number[] = [];
  for (const f of frags) if (f.size > 0 && !isBlank(f)) sizes.push(f.size);
  const body = median(sizes);
  const small = (f: Frag) => f.size > 0 && f.size < SCRIPT_RULE.maxSizeRatio * body;
  let lines: Line[];
  if (!body || !frags.some(small)) lines = baselineGroups(frags);
  else {
    const main: Frag[] = [];
    const smalls: Frag[] = [];
    for (const f of frags) (small(f) ? smalls : main).push(f);
    lines = baselineGroups(main);
    const lineSize = lines.map((l) => {
      let m = 0;
      for (const f of l.frags) if (!isBlank(f) && f.size > m) m = f.size;
      return m || body;
    });
    const reach = SCRIPT_RULE.maxShift * Math.max(body, ...lineSize);
    const scripts = new Map<Line, Frag[]>();
    const loose: Frag[] = [];
    for (const s of joinPieces(smalls)) {
      // lines are sorted by baseline: the first whose baseline is within reach, then onwards
      let lo = 0;
      let hi = lines.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (lines[mid]!.y < s.y - reach) lo = mid + 1;
        else hi = mid;
      }
      let best: Line | undefined;
      let bestDy = Infinity;
      for (let i = lo; i < lines.length && lines[i]!.y <= s.y + reach; i++) {
        const l = lines[i]!;
        const size = lineSize[i]!;
        const dy = Math.abs(s.y - l.y);
        if (dy > SCRIPT_RULE.maxShift * size || dy >= bestDy || s.size >= SCRIPT_RULE.maxSizeRatio * size)
          continue;
        const t = SCRIPT_RULE.touch * size;
        if (l.frags.some((f) => f.x0 - t <= s.x1 && s.x0 <= f.x1 + t)) {
          best = l;
          bestDy = dy;
        }
      }
      if (best) {
        const list = scripts.get(best);
        if (list) list.push(s);
        else scripts.set(best, [s]);
      } else loose.push(s);
    }
    // a script of a script (the 0 of 10^{−n_0}) touches that script, not the line
    for (let changed = true; changed && loose.length;) {
      changed = false;
      for (let k = 0; k < loose.length; k++) {
        const s = loose[k]!;
        for (const [l, list] of scripts) {
          if (Math.abs(s.y - l.y) > reach) continue;
          const t = SCRIPT_RULE.touch * s.size;
          if (
            !list.some(
              (f) =>
                f.x0 - t <= s.x1 && s.x0 <= f.x1 + t && Math.abs(f.y - s.y) < 1.6 * Math.max(f.size, s.size),
            )
          )
            continue;
          list.push(s);
          loose.splice(k--, 1);
          changed = true;
          break;
        }
      }
    }
    for (const [l, s] of scripts) loose.push(...mergeScripts(l, s));
    // small text that is no script: on a line within the usual 5 units, else lines of its own
    const own: Frag[] = [];
    for (const s of loose) {
      const l = lines.find((x) => Math.abs(x.y - s.y) <= LINE_BREAK_DY);
      if (l) l.frags.push(s);
      else own.push(s);
    }
    if (own.length) lines = [...lines, ...baselineGroups(own)].sort((a, b) => a.y - b.y);
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

const LEADER_RE = /\.(?: ?\.){3,}/g;

function linesToText(lines: Line[], pageBase?: 'R' | 'L'): string {
  const out: string[] = [];
  const sizes: number[] = [];
  for (const l of lines) for (const f of l.frags) if (f.size > 0) sizes.push(f.size);
  const size = median(sizes) || 10;
  let prevY: number | undefined;
  for (const l of lines) {
    let t = lineText(l.frags, pageBase).trim();
    // dot leaders of a table of contents: one ellipsis, not dozens of one-dot sentences
    if (t.includes('. . .')) t = t.replace(LEADER_RE, ' … ').replace(/ {2,}/g, ' ').trim();
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
