/**
 * The condition a rule of Hebrew math notes needs (issue 11, eng-he10, decisions 104 and 106). A labelled result
 * lists rules under its set-up, one a line of Unicode math: "משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך
 * ש- lim 𝑎_𝑛 = 𝐿, lim 𝑏_𝑛 = 𝑀 . אזי:" then "𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀 .1", "𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2" and a rule under a
 * condition. A PDF gives that line reversed, condition first and "אם" glued to the formula ("𝑀 ≠ 0 ,
 * אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3"); notes written in order give "3. אם 𝑀 ≠ 0 אז (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀" or "3.
 * (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 אם 𝑀 ≠ 0".
 *
 * Asked of a quotient whose rule needs its denominator's limit not zero (form `cause-effect`): "לפי החומר, <set-up>.
 * באיזה תנאי נובע מהמשפט "X" ש-(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀?"; the key is the notes' condition ("𝑀 ≠ 0"), the distractors
 * the conditions students put in its place, each too weak to give the limit (𝑏_𝑛 = 1/𝑛 meets them and tends to 0):
 * the denominator's terms not zero ("𝑏_𝑛 ≠ 0 לכל 𝑛 טבעי"), positive from some place on ("𝑏_𝑛 > 0 החל ממקום
 * מסוים"), no condition at all. Every formula of the stem and the options is an LTR isolate (`isolateMath`), written
 * in the order a student reads it, never the PDF's reversed line; the quote is the notes' own lines.
 *
 * Not asked any more (eng-he10): "which of these is one of the rules of X?" keyed on the plain sum or product rule
 * among near-misses ("𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐿 + 𝑀", "(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝑀/𝐿"): readers at a97857d and 75aaadb rated it weak
 * (the most elementary rule, distractors wrong on their face). Nor the quotient among the same rule under other
 * conditions ("⟶ 𝐿/𝑀 when 𝐿 ≠ 0"): the quote gate reads a formula inside Hebrew words letter by letter, and the
 * notes hold 𝐿, 𝑀 and 0 for every such option, so none is told from the key. A rule whose symbols the set-up never
 * introduces (the notes' "𝑎_𝑛^{𝑏_𝑛} ⟶ 𝐿^𝑚", a typo for 𝑀) is no rule.
 */
import { decodeWordPlaceholder } from '@studypilot/core';
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { tableOf, unicodeMathLine } from './formula.ts';
import { readableMath, withoutNiqqud } from './hebrew.ts';
import { bracketsNest, isolateMath } from './util.ts';

/** "משפט 2.1.6 (חשבון גבולות): <set-up> . אזי:" on one line. */
const LEAD_RE =
  /^(משפט|ל?למה)\s*\d+(?:\.\d+)*\s*\(([\u05D0-\u05EA][^()]{1,38})\)\s*:\s*(.+?)\s*\.?\s*(?:אזי|אז)\s*:$/u;
/** A rule on a line of its own, protected: "zqmbq .2" (or "2. zqmbq"). */
const PLAIN_ITEM_RE = /^(?:(\d{1,2})\.\s+)?zqm([a-p]+)q(?:\s+\.(\d{1,2}))?$/u;
/** A rule under a condition as a PDF reverses it: "𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3". */
const REVERSED_ITEM_RE = /^(.+?)\s*,\s*אם\s*(.+?)\s+\.(\d{1,2})$/u;
/** A rule under a condition in order: "3. אם 𝑀 ≠ 0 אז (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀". */
const IF_THEN_ITEM_RE = /^(\d{1,2})\.\s+אם\s+(.+?)\s*,?\s+(?:אז|אזי)\s+(.+?)\s*\.?$/u;
/** ... or "3. (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 אם 𝑀 ≠ 0" / "..., כאשר 𝑀 ≠ 0". */
const RULE_IF_ITEM_RE = /^(\d{1,2})\.\s+(.+?)\s*,?\s+(?:אם|כאשר)\s+(.+?)\s*\.?$/u;
const MATH_LETTER_RE = /[\u{1D400}-\u{1D7FF}\u0391-\u03C9\u210E]/gu;
/** A sequence of the set-up: a letter with its index as a subscript ("𝑏_𝑛", "𝑏_{𝑛}"). */
const SEQUENCE_RE = /^[\u{1D400}-\u{1D7FF}a-z]_\{?([\u{1D400}-\u{1D7FF}a-z])\}?$/u;
/** "𝑀 ≠ 0": a condition that one limit of the set-up is not zero. */
const NONZERO_RE = /^(\S{1,3})\s*≠\s*0$/u;

interface Rule {
  left: string;
  right: string;
  /** The condition the notes set on the rule ("𝑀 ≠ 0"). */
  cond?: string;
  line: number;
  /** The rule's line as the notes write it, without its list number. */
  text: string;
}

/** Left and right of a limit rule "X ⟶ Y" (the arrow not of a limit subscript "lim_{𝑛→∞}"). */
function sides(rule: string): { left: string; right: string } | null {
  const parts = rule.split(/\s*⟶\s*/u);
  if (parts.length !== 2) return null;
  const [left, right] = parts.map((p) => p.trim()) as [string, string];
  if (!left || !right || /[⟶→=<>≤≥]/u.test(left + right)) return null;
  return { left, right };
}

/**
 * The limits the set-up names and their sequences: "lim 𝑏_𝑛 = 𝑀" and "𝑏_𝑛 ⟶ 𝑀" give 𝑀 -> 𝑏_𝑛 (a sequence is a
 * letter with its index as a subscript, a limit a math letter, maybe with a subscript: "𝐿", "𝐿_1").
 */
function limitsOf(setup: string): Map<string, string> {
  const out = new Map<string, string>();
  const seq = String.raw`([\u{1D400}-\u{1D7FF}a-z]_\{?[\u{1D400}-\u{1D7FF}a-z]\}?)`;
  const lim = String.raw`([\u{1D400}-\u{1D7FF}A-Z](?:_[\p{N}\p{L}])?)(?![\p{L}\p{N}_])`;
  for (const m of setup.matchAll(new RegExp(String.raw`lim(?:_\{[^{}]*\})?\s*${seq}\s*=\s*${lim}`, 'gu')))
    if (!out.has(m[2]!)) out.set(m[2]!, m[1]!);
  for (const m of setup.matchAll(new RegExp(String.raw`${seq}\s*(?:⟶|→)\s*${lim}`, 'gu')))
    if (!out.has(m[2]!)) out.set(m[2]!, m[1]!);
  return out;
}

/** "(𝑎_𝑛)/(𝑏_𝑛)" -> ["𝑎_𝑛", "𝑏_𝑛"]: a quotient split at its one "/" outside brackets, each side unbracketed. */
function quotient(expr: string): [string, string] | null {
  let depth = 0;
  const at: number[] = [];
  for (let i = 0; i < expr.length; i++) {
    const ch = expr[i]!;
    if ('({['.includes(ch)) depth++;
    else if (')}]'.includes(ch)) depth--;
    else if (ch === '/' && depth === 0) at.push(i);
  }
  if (at.length !== 1) return null;
  const bare = (s: string) => {
    const t = s.trim();
    return /^\(.*\)$/u.test(t) && bracketsNest(t.slice(1, -1)) ? t.slice(1, -1).trim() : t;
  };
  const top = bare(expr.slice(0, at[0]));
  const bottom = bare(expr.slice(at[0]! + 1));
  return top && bottom ? [top, bottom] : null;
}

/** The rule a numbered line states, with its condition if it has one; null when the line is no rule of `n`. */
function ruleOfLine(
  line: string,
  n: number,
  formula: (code: string) => string | undefined,
): { raw: string; cond?: string; text: string } | null {
  const plain = PLAIN_ITEM_RE.exec(line);
  if (plain) {
    if (Number(plain[1] ?? plain[3]) !== n) return null;
    const raw = formula(plain[2]!);
    if (!raw) return null;
    // a condition written inside the protected rule: "(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 , 𝑀 ≠ 0"
    const inner = /^(.+?)\s*,\s*(\S{1,3}\s*≠\s*0)$/u.exec(raw);
    return inner ? { raw: inner[1]!, cond: inner[2]!, text: raw } : { raw, text: raw };
  }
  const reversed = REVERSED_ITEM_RE.exec(line);
  if (reversed) {
    if (Number(reversed[3]) !== n) return null;
    return {
      raw: reversed[2]!.trim(),
      cond: reversed[1]!.trim(),
      text: line.replace(/\s+\.\d{1,2}$/u, ''),
    };
  }
  const ifThen = IF_THEN_ITEM_RE.exec(line) ?? null;
  if (ifThen) {
    if (Number(ifThen[1]) !== n) return null;
    return { raw: ifThen[3]!.trim(), cond: ifThen[2]!.trim(), text: line.replace(/^\d{1,2}\.\s+/u, '') };
  }
  const ruleIf = RULE_IF_ITEM_RE.exec(line);
  if (ruleIf && Number(ruleIf[1]) === n)
    return { raw: ruleIf[2]!.trim(), cond: ruleIf[3]!.trim(), text: line.replace(/^\d{1,2}\.\s+/u, '') };
  return null;
}

export function hebrewRuleCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const table = tableOf(corpus.documents);
  const formula = (code: string) => table?.formula(decodeWordPlaceholder(code));
  const out: Cand[] = [];
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units) {
      const lines = u.text.split('\n').map((l) => l.trim());
      lines.forEach((line, at) => {
        const m = LEAD_RE.exec(withoutNiqqud(line));
        if (!m) return;
        const kind = m[1]!.replace(/^ללמה$/u, 'למה');
        const name = m[2]!.trim();
        // the set-up as a sentence: "כך ש- lim" is "כך ש-lim", no space before a comma
        const setup = m[3]!
          .replace(/ש-\s+/gu, 'ש-')
          .replace(/\s+([,.])/gu, '$1')
          .replace(/[.\s]+$/u, '');
        if (/zqm[a-p]+q/iu.test(setup) || !readableMath(setup) || setup.split(/\s+/u).length > 24) return;
        const known = new Set(setup.match(MATH_LETTER_RE) ?? []);
        const limits = limitsOf(setup);
        // the numbered rules after the lead, one a line, numbered 1, 2, 3, ...
        const rules: Rule[] = [];
        for (let j = at + 1, n = 1; j < lines.length; j++, n++) {
          const r = ruleOfLine(lines[j]!, n, formula);
          if (!r) break;
          if (r.cond && !(unicodeMathLine(r.cond) && unicodeMathLine(r.raw))) continue;
          const s = sides(r.raw);
          // a symbol the set-up never introduces: a typo of the notes, no rule to ask
          if (!s || (r.raw.match(MATH_LETTER_RE) ?? []).some((c) => !known.has(c))) continue;
          rules.push({ ...s, line: j, text: r.text, ...(r.cond ? { cond: r.cond } : {}) });
        }
        if (rules.length < 2) return;
        for (const rule of rules) {
          const cand = conditionQuestion(corpus, doc, u.number, lines, at, kind, name, setup, limits, rule);
          if (cand) out.push(cand);
        }
      });
    }
  });
  return out;
}

/**
 * "Under which condition does the theorem give this quotient's limit?" of a rule "(X)/(Y) ⟶ A/B" the notes state
 * under "B ≠ 0", where the set-up names B the limit of Y; null for any other rule.
 */
function conditionQuestion(
  corpus: Corpus,
  doc: number,
  unit: number,
  lines: string[],
  at: number,
  kind: string,
  name: string,
  setup: string,
  limits: Map<string, string>,
  rule: Rule,
): Cand | null {
  const nz = rule.cond ? NONZERO_RE.exec(rule.cond.trim()) : null;
  const q = quotient(rule.left);
  const r = quotient(rule.right);
  if (!nz || !q || !r) return null;
  const limit = nz[1]!;
  const bottom = q[1];
  // the condition is on the denominator's limit, as the set-up names it
  if (r[1] !== limit || limits.get(limit) !== bottom) return null;
  const index = SEQUENCE_RE.exec(bottom)![1]!;
  // the lead and the rule's line, as the unit writes them (the rules between them left out)
  const lead = lines[at]!;
  const quote = rule.line === at + 1 ? `${lead} ${rule.text}` : `${lead} … ${rule.text}`;
  if (quote.split(/\s+/u).length > 60) return null;
  const span = lines
    .slice(at, rule.line + 1)
    .join(' ')
    .replace(/\s+/gu, ' ');
  const sentences = corpus.sentences
    .filter((s) => s.doc === doc && s.unit === unit && span.includes(s.text.replace(/\s+/gu, ' ').trim()))
    .map((s) => s.index);
  if (!sentences.length) return null;
  const statement = `${rule.left} ⟶ ${rule.right}`;
  const cond = `${limit} ≠ 0`;
  const the = kind === 'למה' ? 'הלמה' : 'המשפט';
  const states = kind === 'למה' ? 'קובעת' : 'קובע';
  return {
    form: 'cause-effect',
    score: 1.0,
    doc,
    unit,
    sentences,
    topics: [name],
    quote,
    build: (used) => {
      if (sentences.some((i) => used.has(i))) return null;
      return {
        form: 'cause-effect',
        stem: isolateMath(`לפי החומר, ${setup}. באיזה תנאי נובע מ${the} "${name}" ש-${statement}?`),
        key: isolateMath(cond),
        distractors: [
          // the terms of the denominator instead of its limit: 1/𝑛 is positive and tends to 0
          isolateMath(`${bottom} ≠ 0 לכל ${index} טבעי`),
          isolateMath(`${bottom} > 0 החל ממקום מסוים`),
          // the rule taken for one that holds always, as the sum and the product do
          'אין צורך בתנאי נוסף',
        ],
        doc,
        unit,
        quote,
        why: isolateMath(
          `${the} ${states} ש-${statement} בתנאי ש-${cond}, כלומר שגבול המכנה אינו אפס. תנאי על האיברים של ${bottom} אינו מספיק: ${bottom} = 1/${index} חיובית לכל ${index} ושואפת ל-0, ובלי תנאי אין ל-${rule.right} משמעות כאשר ${limit} = 0.`,
        ),
      };
    },
  };
}
