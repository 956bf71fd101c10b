/**
 * Page furniture: running headers, footers and page numbers that repeat across the pages of a PDF
 * (or the slides of a deck), removed from the text (docs/decisions/207).
 *
 * Works on the cleaned text of every page, line by line. Only lines at a page's edges are
 * candidates (its first two and last two lines; one each on a page of fewer than six lines), except
 * for decks, where shape order says nothing about position. A line is furniture when:
 *
 * 1. it recurs at the edges of at least FURNITURE_RULE.minPages pages once digits are normalised
 *    ('Lecture 3 - Sorting' and 'Lecture 3 - Sorting' and ... ; 'Page 4 of 20'), at most 12 words;
 * 2. it is a page label: 'Page 3', 'Page 3 of 20', '3 of 20', '3 / 20', 'עמוד 3 מתוך 20', '- 3 -';
 * 3. it is a lone page number (arabic or roman) whose difference to the page's position is the
 *    same on at least two pages (front matter numbered i, ii, iii and the body 1, 2, 3 each count);
 * 4. it starts or ends with such a page number and the rest is a short title
 *    ('8 CHAPTER I. CALCULUS ON A COMPUTER', 'I.1. RECTANGULAR RULE 9'), the offset seen on at least
 *    FURNITURE_RULE.minPages pages.
 *
 * A line that occurs at the edges of only one or two pages is never removed by rule 1, so real text
 * that happens to repeat once stays.
 */

export const FURNITURE_RULE = {
  /** Edge lines recurring on at least this many pages are running headers/footers. */
  minPages: 3,
  /** Decks: a line on at least this share of the slides (and minPages slides) is a footer. */
  minSlideShare: 0.5,
  /** A one-word line must recur on this share of the pages (and minPages). */
  oneWordShare: 0.3,
  /** Running headers and footers are short. */
  maxWords: 12,
  /** Lines at each edge of a page that may be furniture. */
  edgeLines: 2,
} as const;

const PAGE_LABEL_RE =
  /^(?:(?:page|p\.|pg\.?|seite|עמוד|עמ['׳]?)\s*\d{1,4}(?:\s*(?:of|\/|מתוך|von)\s*\d{1,4})?|\d{1,4}\s*(?:of|\/|מתוך)\s*\d{1,4})$/iu;
const LONE_NUMBER_RE = /^[-–—([]?\s*(\d{1,4})\s*[-–—)\]]?$/u;
const ROMAN_RE = /^[-–—([]?\s*([ivxlc]{1,7})\s*[-–—)\]]?$/iu;
const LEADING_NUMBER_RE = /^(\d{1,4})\s+(\S.{1,100})$/u;
const TRAILING_NUMBER_RE = /^(\S.{1,100}?)\s+(\d{1,4})$/u;

function romanValue(s: string): number | undefined {
  const v: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  const t = s.toLowerCase();
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const a = v[t[i]!]!;
    const b = i + 1 < t.length ? v[t[i + 1]!]! : 0;
    n += a < b ? -a : a;
  }
  // only canonical numerals (no 'iiii', 'vx')
  return n > 0 && toRoman(n) === t ? n : undefined;
}
function toRoman(n: number): string {
  const parts: [number, string][] = [
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [v, s] of parts) {
    while (n >= v) {
      out += s;
      n -= v;
    }
  }
  return out;
}

/** Digits to '#', case and spacing folded: the same running header on every page compares equal. */
export function normaliseFurniture(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

/** Short title beside a page number in a running header: no sentence end, mostly letters. */
function titleLike(s: string): boolean {
  if (words(s) > FURNITURE_RULE.maxWords) return false;
  if (/[.!?;,]$/.test(s) && !/^[\p{Lu}\d.\s]+$/u.test(s)) return false;
  return /\p{L}{2}/u.test(s);
}

interface Edge {
  page: number;
  /** Line index within the page. */
  index: number;
  text: string;
  /** A block of its own (a blank line between it and the body): running headers and footers are. */
  apart: boolean;
  /** The page's very first or last line. */
  outermost: boolean;
}

/**
 * A page's edge lines: its first and last line, and the lines of up to two short blocks (at most
 * FURNITURE_RULE.edgeLines lines between blank lines; the layout leaves a blank line where the
 * vertical gap is large) at its top and at its bottom, never all of its blocks.
 */
function edgesOf(lines: string[], page: number, all: boolean): Edge[] {
  const idx: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim()) idx.push(i);
  });
  const edge = (i: number, apart: boolean): Edge => ({
    page,
    index: i,
    text: lines[i]!.trim(),
    apart,
    outermost: i === idx[0] || i === idx[idx.length - 1],
  });
  if (all) return idx.map((i) => edge(i, true));
  if (idx.length === 0) return [];
  const blocks: number[][] = [];
  let cur: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim()) cur.push(i);
    else if (cur.length) {
      blocks.push(cur);
      cur = [];
    }
  });
  if (cur.length) blocks.push(cur);
  const out = new Map<number, Edge>();
  // up to two short blocks at each end (a header title and its page number may be set apart),
  // never every block of the page
  const short = (b: number[]) => b.length <= FURNITURE_RULE.edgeLines;
  const top = short(blocks[0]!) ? (blocks.length > 2 && short(blocks[1]!) ? 2 : 1) : 0;
  const last = blocks.length - 1;
  const bottom = short(blocks[last]!) ? (blocks.length > 2 && short(blocks[last - 1]!) ? 2 : 1) : 0;
  if (blocks.length > 1) {
    const chosen = [...blocks.slice(0, top), ...blocks.slice(blocks.length - bottom)];
    if (top + bottom < blocks.length) for (const b of chosen) for (const i of b) out.set(i, edge(i, true));
  }
  for (const i of [idx[0]!, idx[idx.length - 1]!]) if (!out.has(i)) out.set(i, edge(i, false));
  return [...out.values()];
}

/** The most frequent value and how often it occurs. */
function mode(values: number[]): { value: number; count: number } | undefined {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  let best: { value: number; count: number } | undefined;
  for (const [value, count] of m) if (!best || count > best.count) best = { value, count };
  return best;
}

/**
 * Remove page furniture from cleaned page texts. `deck`: slides (any line may be a footer, rule 1
 * with the slide share; no page-number rules since slide numbers are placeholders already skipped).
 */
export function dropPageFurniture(pages: string[], opts: { deck?: boolean } = {}): string[] {
  const deck = !!opts.deck;
  const lines = pages.map((p) => p.split('\n'));
  const withText = lines.filter((ls) => ls.some((l) => l.trim())).length;
  if (withText < 2) return pages;
  const edges = lines.flatMap((ls, p) => edgesOf(ls, p, deck));
  const drop = new Set<string>(); // `${page}:${index}`
  const key = (e: Edge) => `${e.page}:${e.index}`;

  // 1. recurring lines (each page counted once): the same text, or the same text but for a number
  // that follows the page ('Lecture 3 - page 4', 'Lecture 3 - page 5'); 'Question 3' on one page and
  // 'Question 7' on another is not a running header
  const minPages = deck
    ? Math.max(FURNITURE_RULE.minPages, Math.ceil(FURNITURE_RULE.minSlideShare * withText))
    : FURNITURE_RULE.minPages;
  // a single word ('Proof', 'Example') starts or ends many pages of a long text by chance; as a
  // footer it is on most pages
  const minPagesOneWord = Math.max(minPages, Math.ceil(FURNITURE_RULE.oneWordShare * withText));
  const exact = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const groups = new Map<string, Edge[]>();
  for (const e of edges) {
    // words only: lone numbers are judged by their sequence (rule 3), not by recurring
    // a page's outermost line joins a group that lines standing apart establish (a header close
    // to a formula below it has no blank line after it)
    if (words(e.text) > FURNITURE_RULE.maxWords || !/\p{L}/u.test(e.text)) continue;
    // slides: exact lines only (slide numbers are placeholders, skipped already)
    const n = deck ? exact(e.text) : normaliseFurniture(e.text);
    let g = groups.get(n);
    if (!g) groups.set(n, (g = []));
    g.push(e);
  }
  for (const g of groups.values()) {
    const need = words(g[0]!.text) === 1 ? minPagesOneWord : minPages;
    const byText = new Map<string, Set<number>>();
    for (const e of g) {
      if (!e.apart) continue;
      let s = byText.get(exact(e.text));
      if (!s) byText.set(exact(e.text), (s = new Set()));
      s.add(e.page);
    }
    for (const e of g) if ((byText.get(exact(e.text))?.size ?? 0) >= need) drop.add(key(e));
    if (deck) continue;
    // numbers that follow the page: one offset shared by enough of the group's pages
    const offsets = g.map((e) => new Set((e.text.match(/\d{1,4}/g) ?? []).map((d) => Number(d) - e.page)));
    const counts = new Map<number, Set<number>>();
    g.forEach((e, i) => {
      if (!e.apart) return;
      for (const off of offsets[i]!) {
        let s = counts.get(off);
        if (!s) counts.set(off, (s = new Set()));
        s.add(e.page);
      }
    });
    for (const [off, pagesWith] of counts) {
      if (pagesWith.size < need) continue;
      g.forEach((e, i) => {
        if (offsets[i]!.has(off)) drop.add(key(e));
      });
    }
  }
  if (deck) return apply(lines, drop);

  // 2. page labels
  for (const e of edges) if ((e.apart || e.outermost) && PAGE_LABEL_RE.test(e.text)) drop.add(key(e));

  // 3. lone page numbers with a consistent offset to the page position
  const arabic: { e: Edge; off: number }[] = [];
  const roman: { e: Edge; off: number }[] = [];
  for (const e of edges) {
    if (!e.apart && !e.outermost) continue;
    const a = LONE_NUMBER_RE.exec(e.text);
    if (a) arabic.push({ e, off: Number(a[1]) - e.page });
    const r = ROMAN_RE.exec(e.text);
    const rv = r ? romanValue(r[1]!) : undefined;
    if (rv !== undefined) roman.push({ e, off: rv - e.page });
  }
  // two pages agreeing is enough in a short document; a long one needs three (a stray '2' of a
  // formula at the foot of two pages should not look like numbering)
  const minNumbered = withText <= 4 ? 2 : 3;
  for (const group of [arabic, roman]) {
    const m = mode(group.map((g) => g.off));
    if (!m || m.count < minNumbered) continue;
    for (const g of group) if (g.off === m.value) drop.add(key(g.e));
  }

  // 4. running headers carrying the page number
  const numbered: { e: Edge; off: number }[] = [];
  for (const e of edges) {
    const lead = LEADING_NUMBER_RE.exec(e.text);
    const trail = TRAILING_NUMBER_RE.exec(e.text);
    if (lead && titleLike(lead[2]!)) numbered.push({ e, off: Number(lead[1]) - e.page });
    else if (trail && titleLike(trail[1]!)) numbered.push({ e, off: Number(trail[2]) - e.page });
  }
  const m = mode(numbered.filter((n) => n.e.apart).map((n) => n.off));
  if (m && m.count >= FURNITURE_RULE.minPages)
    for (const n of numbered) if (n.off === m.value) drop.add(key(n.e));

  return apply(lines, drop);
}

function apply(lines: string[][], drop: Set<string>): string[] {
  return lines.map((ls, p) =>
    ls
      .filter((_, i) => !drop.has(`${p}:${i}`))
      .join('\n')
      .replace(/^\n+|\n+$/g, '')
      .replace(/\n{3,}/g, '\n\n'),
  );
}
