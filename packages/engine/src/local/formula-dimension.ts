/**
 * A formula named as a quantity it cannot be (decision 106, eng-form10). The material's own equation
 * "x^2 + y^2 + z^2 = c^2t^2" (a sum of squares equal to a square) shows that both sides are a length squared: the
 * radius of the light sphere is ct, and "c^2t^2 is the radius of the sphere" (Hebrew relativity notes: "הגודל
 * $c^{2}t^{2}$ הוא רדיוס של כדור אליו האור הגיע") copies an error of the notes. An option (or the key of a question
 * whose stem asks for a length) that names such a squared expression a radius, a distance, a length, a diameter or
 * a speed is refused: the student who knows the subject finds it false, the one who read the notes finds it true.
 *
 * Kept conservative: the expression must be squared term by term (every factor to the power 2: "c^{2}t^{2}",
 * "(\Delta S)^{2}", "x^2+y^2"), a side of an equation of the material whose two sides are squared so and one side a
 * sum or difference of squares; the option must join the formula and the length word as one naming ("F is the
 * radius", "the radius ... is F", "a distance of up to F", "F הוא רדיוס", "במרחק של עד F"), and must not say
 * "squared"/"square of"/"בריבוע". "The distance from the origin satisfies: c^2t^2 = x^2+y^2+z^2" names nothing.
 */
import { decodeWordPlaceholder, WORD_PLACEHOLDER_RE } from '@studypilot/core';
import { FORMULA_ALONE_RE, type FormulaTable } from './formula.ts';

const GREEK =
  'alpha|beta|gamma|delta|Delta|epsilon|varepsilon|zeta|eta|theta|Theta|iota|kappa|lambda|mu|nu|xi|pi|rho|sigma|tau|phi|varphi|chi|psi|omega|Omega';
const ATOM = String.raw`(?:\\Delta)?(?:[A-Za-z\u{1D400}-\u{1D7FF}]|\\(?:${GREEK})(?![A-Za-z]))'*(?:_(?:[A-Za-z0-9]|\\[A-Za-z]+))?'*`;
const SQUARE = String.raw`(?:\^2|²)`;
const FACTOR = String.raw`(?:${ATOM}|\([^()]*\))${SQUARE}`;
const TERM_RE = new RegExp(String.raw`^\d*(?:${FACTOR})+$`, 'u');

/** A formula as compared here: no delimiters, frames, environments, spacing or braces. */
function plain(tex: string): string {
  return tex
    .replace(/^\s*(?:\$\$|\\\[|\$|\\\()|(?:\$\$|\\\]|\$|\\\))\s*$/g, '')
    .replace(/\\boxed(?![A-Za-z])/g, '')
    .replace(/\\(?:displaystyle|textstyle|left|right|big|Big|bigg|Bigg)(?![a-zA-Z])/g, '')
    .replace(/\\(?:,|;|:|!|quad|qquad)|~/g, '')
    .replace(/\\cdot(?![a-zA-Z])/g, '')
    .replace(/[{}\s]/g, '');
}

/** The terms of an expression squared term by term (top-level + and -), or 0. */
function squaredTerms(expr: string): number {
  if (!expr) return 0;
  const terms: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of expr) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth === 0 && (ch === '+' || ch === '-')) {
      if (cur) terms.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) terms.push(cur);
  return terms.length && terms.every((t) => TERM_RE.test(t)) ? terms.length : 0;
}

/** The lines of a formula (a `gather`/`align` block holds several), each an equation or an expression. */
function linesOf(tex: string): string[] {
  return plain(tex.replace(/\\(?:begin|end)\{[a-z*]+\}/g, ' '))
    .split(/\\\\(?:\[[^\]]*\])?|&/)
    .filter(Boolean);
}

/** The two sides of an equation with one `=` and no other relation, or null. */
function sides(line: string): [string, string] | null {
  if (/[<>≤≥≈]|\\(?:approx|propto|equiv|simeq|sim|leq?|geq?|neq?)(?![A-Za-z])/.test(line)) return null;
  const parts = line.split('=');
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

const squaresOf = new WeakMap<FormulaTable, Set<string>>();
/** The expressions the material's equations show squared: both sides of "sum of squares = square" and the like. */
function materialSquares(table: FormulaTable): Set<string> {
  let set = squaresOf.get(table);
  if (set) return set;
  set = new Set();
  for (const f of table.formulas)
    for (const line of linesOf(f)) {
      const s = sides(line);
      if (!s) continue;
      const [a, b] = s.map(squaredTerms) as [number, number];
      if (a && b && Math.max(a, b) >= 2) s.forEach((x) => set!.add(x));
    }
  squaresOf.set(table, set);
  return set;
}

/** Whether a formula is an expression the material shows squared (or an equation of such expressions). */
function shownSquared(raw: string, squares: ReadonlySet<string>): boolean {
  const lines = linesOf(raw);
  if (lines.length !== 1) return false;
  const s = sides(lines[0]!);
  if (!s) return squares.has(lines[0]!);
  return s.every((x) => squaredTerms(x) > 0) && s.some((x) => squares.has(x));
}

const F = '\u0001';
const EN_LEN = String.raw`(?:radius|radii|diameter|distance|length|speed)`;
const HE_LEN = String.raw`(?<![\u05D0-\u05EA])[ובלמשכה]{0,3}(?:רדיוס|קוטר|מרחק|אורך|מהירות)(?![\u05D0-\u05EA])`;
const NAMING = [
  // "F is the radius (of ...)", "F gives the distance"
  new RegExp(
    String.raw`${F}\s+(?:is|are|equals|represents|denotes|gives)(?:\s+not)?\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:[a-z]+\s+)?${EN_LEN}\b`,
    'i',
  ),
  // "the radius of the sphere is F", "a distance of up to F", "a sphere of radius F"
  new RegExp(
    String.raw`\b${EN_LEN}(?:\s+[\w'’-]+){0,5}?\s+(?:is|equals|=)\s+(?:the\s+)?${F}|\b${EN_LEN}\s+(?:of\s+)?(?:(?:up\s+to|at\s+most|at\s+least)\s+)?${F}`,
    'i',
  ),
  // "הגודל F הוא רדיוס", "F הוא המרחק"
  new RegExp(
    String.raw`${F}\s*(?:(?:הוא|היא|הם|הינו|הינה|מהווה|מייצג|מייצגת|זה|אינו|אינה|איננו|לא)\s+){0,2}${HE_LEN}`,
    'u',
  ),
  // "הרדיוס של הכדור הוא F", "במרחק של עד F", "ברדיוס F"
  new RegExp(
    String.raw`${HE_LEN}(?:\s+\S+){0,4}?\s+(?:הוא|היא|הינו|הינה|שווה\s+ל-?)\s*${F}|${HE_LEN}\s+(?:של\s+)?(?:(?:עד|לפחות|לכל\s+היותר)\s+)?${F}`,
    'u',
  ),
];
/** Words that say the quantity is squared ("the radius squared", "ריבוע הרדיוס", "בחזקת 2"). */
const SQUARED_WORD_RE = /\bsquared?\b|\bsquare\s+of\b|ריבוע|בחזקת/iu;

/**
 * The first text that names an expression the material shows squared as a length or a speed, or null. `texts`
 * hold the question's formulas as placeholders of `table` (the gate's reading); `stem`: the stem, whose length
 * word the key names when the key is a formula alone.
 */
export function squareNamedAsLength(
  texts: readonly string[],
  table: FormulaTable | undefined,
  stemAndKey?: { stem: string; key: string },
): string | null {
  if (!table) return null;
  const squares = materialSquares(table);
  if (!squares.size) return null;
  const formulaOf = (ph: string) => table.formula(decodeWordPlaceholder(ph.slice(3, -1)));
  const re = new RegExp(WORD_PLACEHOLDER_RE.source, 'gi');
  for (const text of texts) {
    if (SQUARED_WORD_RE.test(text)) continue;
    for (const m of text.matchAll(re)) {
      const raw = formulaOf(m[0]);
      if (!raw || !shownSquared(raw, squares)) continue;
      const marked = (text.slice(0, m.index) + F + text.slice(m.index + m[0].length)).replace(re, 'X');
      if (NAMING.some((n) => n.test(marked))) return text;
    }
  }
  if (stemAndKey && !SQUARED_WORD_RE.test(stemAndKey.stem)) {
    const k = FORMULA_ALONE_RE.exec(stemAndKey.key);
    const raw = k ? formulaOf(k[1]!) : undefined;
    if (
      raw &&
      shownSquared(raw, squares) &&
      (new RegExp(String.raw`\b${EN_LEN}\b`, 'i').test(stemAndKey.stem) ||
        new RegExp(HE_LEN, 'u').test(stemAndKey.stem))
    )
      return stemAndKey.key;
  }
  return null;
}
