/**
 * The quality gate shared by every engine, and the item-writing-flaw detectors the bench reports.
 * See docs/decisions/101-question-engine.md for the near-duplicate measure.
 */
import {
  CHOICE_LETTERS,
  decodeWordPlaceholder,
  findMathSpans,
  isChoiceLetter,
  MC_QUESTION_FORMS,
  OPEN_QUESTION_FORMS,
  optionText,
  WORD_PLACEHOLDER_RE,
} from '@studypilot/core';
import { openQuestionFlaws } from './open-gate.ts';
import {
  type FormulaTable,
  mixesFormulaOptions,
  normalTex,
  protectRequest,
  rightAsWritten,
  tableOf,
  unicodeMathLine,
} from './local/formula.ts';
import { squareNamedAsLength } from './local/formula-dimension.ts';
import type { GeneratedQuestion, SourceDocument } from './types.ts';
import {
  cleanText,
  contentKeys,
  coverage,
  jaccard,
  keySet,
  normalizeSpace,
  rng,
  shuffleInPlace,
} from './text.ts';

export const BLANK = '_____';

/** Text of an option without its leading 'A) ' (the one rule lives in core). */
export { optionText };

export function formatOptions(texts: string[]): string[] {
  return texts.map((t, i) => `${CHOICE_LETTERS[i]}) ${t}`);
}

export function keyIndex(q: GeneratedQuestion): number {
  return CHOICE_LETTERS.indexOf(q.correctAnswer.trim().toUpperCase() as (typeof CHOICE_LETTERS)[number]);
}

const ABOVE_RE =
  /\b(all|none|both|neither) of the (above|options|answers)\b|כל התשובות|אף אחת מ(ה)?תשובות|כל האפשרויות|אף תשובה/iu;
export const NEGATIVE_RE =
  /\b(not|except|never|false|incorrect|least)\b|\bNOT\b|לא נכון|למעט|פרט ל|(?<!\p{L})(?:אינו|אינה|איננו)(?!\p{L})/iu;
const ABSOLUTE_RE =
  /\b(always|never|all|none|every|only|entirely|completely|must)\b|תמיד|אף פעם|לעולם|בהכרח/iu;

const normOpt = (s: string) => normalizeSpace(s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' '));

function articleBeforeBlank(stem: string): 'a' | 'an' | null {
  const m = /\b(a|an)\s+_{3,}/i.exec(stem);
  return m ? (m[1]!.toLowerCase() as 'a' | 'an') : null;
}
function startsWithVowelSound(s: string): boolean {
  return /^[aeiou]/i.test(s.trim()) && !/^(uni|use|eu|one)/i.test(s.trim());
}

export interface GateContext {
  documents?: SourceDocument[];
  /** Require a form of the question's type (the AI engines: decision 105). */
  requireForm?: boolean;
}

export interface Flaw {
  code:
    | 'structure'
    | 'options'
    | 'key'
    | 'above'
    | 'source'
    | 'unsupported-key'
    | 'longest-option'
    | 'grammar-cue'
    | 'stem-cue'
    | 'overlapping-options'
    | 'duplicate';
  message: string;
}

// ------------------------------------------------------------------------- formulas as the gate reads them
// What a formula of a question is, for the gate (decision 106): the gate's own knowledge, here; formula.ts gives
// the tables that write a formula as one word.

const gateTables = new WeakMap<
  readonly SourceDocument[],
  { table: FormulaTable; documents: SourceDocument[] }
>();

/**
 * A question with formulas written out (an AI engine's, an edited one, or the local engine's after restoring) as
 * the gate must read it: each formula one word, in the question and in the documents alike. Null when the
 * question holds no formula.
 */
function protectForGate(
  q: GeneratedQuestion,
  documents: SourceDocument[] | undefined,
): { q: GeneratedQuestion; documents: SourceDocument[] | undefined } | null {
  // the local engine's own question on its own documents, formulas already one word each
  const own = documents ? tableOf(documents) : undefined;
  const quoted = own ? asQuotedFormulas(q, own) : null;
  if (quoted) return { q: quoted, documents };
  const texts = [q.text, q.explanation, q.source?.quote, q.correctAnswer, ...(q.options ?? [])];
  if (
    !texts.some(
      (t) => typeof t === 'string' && (findMathSpans(t).length > 0 || /[\u{1D400}-\u{1D7FF}]/u.test(t)),
    )
  )
    return null;
  let entry = documents ? gateTables.get(documents) : undefined;
  if (!entry) {
    const { req, table } = protectRequest({
      documents: documents ?? [],
      difficulty: 'medium',
      questionType: 'multiple-choice',
      questionCount: 1,
    });
    entry = { table, documents: req.documents };
    if (documents) gateTables.set(documents, entry);
  }
  const { table } = entry;
  const protect = <T>(v: T): T => {
    if (typeof v === 'string') return table.protect(v) as T;
    if (Array.isArray(v)) return v.map(protect) as T;
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = protect(x);
      return out as T;
    }
    return v;
  };
  const out = protect(q);
  // Unicode math that is no formula of the material reads as written (and the gate reads it once)
  const after = [out.text, out.explanation, out.source?.quote, out.correctAnswer, ...(out.options ?? [])];
  if (!findMathSpans(texts.join('\n')).length && after.every((t, i) => t === texts[i])) return null;
  // a key letter is no variable, even when the material writes "$B$" (spaceship B) as a formula
  if (typeof q.correctAnswer === 'string' && /^[A-D]$/.test(q.correctAnswer))
    out.correctAnswer = q.correctAnswer;
  return { q: asQuotedFormulas(out, table) ?? out, documents: documents ? entry.documents : undefined };
}

/**
 * A question whose options are right-hand sides (`formulaOptions`) as the gate reads it: an option that is the
 * right side of a formula of the quote is that formula, so the key is the formula the quote gives ("\sum_k\sum_l
 * W_{k,l}^2" of "R(W) = \sum_k\sum_l W_{k,l}^2") and a distractor with the same right side as a quoted formula reads
 * as that formula too (the gate then finds the key no better supported than it). Null when no option changes.
 */
function asQuotedFormulas(q: GeneratedQuestion, table: FormulaTable): GeneratedQuestion | null {
  if (!q.options?.length || !q.source?.quote) return null;
  const rights: { ph: string; right: string }[] = [];
  for (const m of q.source.quote.matchAll(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi'))) {
    const raw = table.formula(decodeWordPlaceholder(m[1]!));
    const right = raw ? rightAsWritten(raw) : null;
    if (right) rights.push({ ph: m[0], right: normalTex(right) });
  }
  if (!rights.length) return null;
  let changed = false;
  const options = q.options.map((o) => {
    const m = /^([A-D]\)\s*)?zqm([a-p]+)q([\s.,;]*)$/i.exec(o);
    const raw = m ? table.formula(decodeWordPlaceholder(m[2]!)) : undefined;
    if (!m || !raw) return o;
    const hit = rights.find((r) => r.right === normalTex(raw));
    if (!hit || hit.ph.toLowerCase() === `zqm${m[2]!}q`.toLowerCase()) return o;
    changed = true;
    return `${m[1] ?? ''}${hit.ph}${m[3]!}`;
  });
  return changed ? { ...q, options } : null;
}

/** Blocking problems of one question; an empty list means it may be shipped (duplicates are checked separately). */
export function questionFlaws(q: GeneratedQuestion, ctx: GateContext = {}): Flaw[] {
  // formulas are read as one word each, in the question and the documents alike (decision 106)
  const math = protectForGate(q, ctx.documents);
  if (math) return questionFlaws(math.q, { ...ctx, documents: math.documents });
  const flaws: Flaw[] = [];
  if (!q.text || normalizeSpace(q.text).length < 10)
    flaws.push({ code: 'structure', message: 'empty question text' });
  if (!q.source || !q.source.quote || normalizeSpace(q.source.quote).length < 10)
    flaws.push({ code: 'source', message: 'no quoted source passage' });
  else if (ctx.documents && !quoteInDocuments(q, ctx.documents))
    flaws.push({ code: 'source', message: 'quoted passage not found in the cited page' });
  if (!q.explanation || !q.explanation.trim()) flaws.push({ code: 'structure', message: 'no explanation' });
  if (
    ctx.requireForm &&
    !((q.type === 'open-ended' ? OPEN_QUESTION_FORMS : MC_QUESTION_FORMS) as readonly string[]).includes(
      q.form ?? '',
    )
  )
    flaws.push({ code: 'structure', message: 'missing or unknown question form' });
  if (q.type === 'open-ended') {
    if (q.options !== null) flaws.push({ code: 'structure', message: 'open-ended question with options' });
    if (!q.correctAnswer || q.correctAnswer.trim().length < 10)
      flaws.push({ code: 'key', message: 'no sample answer' });
    flaws.push(...openQuestionFlaws(q)); // decision 105: key ideas, no template stem, no pointer
    return flaws;
  }
  if (q.type !== 'multiple-choice') {
    flaws.push({ code: 'structure', message: `unknown type ${String(q.type)}` });
    return flaws;
  }
  if (!Array.isArray(q.options) || q.options.length !== 4) {
    flaws.push({ code: 'options', message: 'not exactly four options' });
    return flaws;
  }
  const texts = q.options.map(optionText);
  q.options.forEach((o, i) => {
    if (!new RegExp(`^${CHOICE_LETTERS[i]}\\) \\S`).test(o))
      flaws.push({
        code: 'options',
        message: `option ${i + 1} does not start with '${CHOICE_LETTERS[i]}) '`,
      });
  });
  if (texts.some((t) => !t)) flaws.push({ code: 'options', message: 'empty option' });
  if (new Set(texts.map(normOpt)).size !== 4)
    flaws.push({ code: 'options', message: 'options not distinct' });
  // a whole formula among words is a fragment, not an option of the same kind (decision 106)
  if (mixesFormulaOptions(q))
    flaws.push({ code: 'options', message: 'formulas mixed with words as options' });
  const letter = q.correctAnswer?.trim().toUpperCase();
  if (!letter || !isChoiceLetter(letter) || q.correctAnswer.trim().length !== 1) {
    flaws.push({ code: 'key', message: `key '${q.correctAnswer}' is not one letter A-D` });
    return flaws;
  }
  if (texts.some((t) => ABOVE_RE.test(t)) || ABOVE_RE.test(q.text))
    flaws.push({ code: 'above', message: "uses 'all/none of the above'" });
  const k = CHOICE_LETTERS.indexOf(letter);
  const key = texts[k]!;
  const others = texts.filter((_, i) => i !== k);
  if (ctx.documents && squareNamedAsLength(texts, tableOf(ctx.documents), { stem: q.text, key }))
    flaws.push({ code: 'key', message: 'a squared quantity of the material named as a length' });

  if (q.source?.quote) {
    const quote = keySet(q.source.quote);
    const kc = coverage(keySet(key), quote);
    const cov = others.map((o) => coverage(keySet(o), quote));
    if (q.form === 'list-non-member') {
      // "which is NOT one of ...": the quoted list holds every distractor and not the key
      if (kc >= 0.5 || Math.min(...cov) < 0.5 || kc >= Math.min(...cov))
        flaws.push({
          code: 'unsupported-key',
          message: 'the quoted list does not separate the key from the others',
        });
    } else if (kc < 0.5 || kc <= Math.max(...cov))
      flaws.push({ code: 'unsupported-key', message: 'key not supported by the quote' });
  }
  if (longestOptionCue(texts, k))
    flaws.push({ code: 'longest-option', message: 'key is clearly the longest option' });
  if (grammarCue(q.text, texts, k))
    flaws.push({ code: 'grammar-cue', message: 'only the key fits the article' });
  if (stemCue(q.text, texts, k)) flaws.push({ code: 'stem-cue', message: 'key repeats words of the stem' });
  if (overlappingOptions(texts)) flaws.push({ code: 'overlapping-options', message: 'options overlap' });
  return flaws;
}

const normalizedUnits = new WeakMap<object, string>();
function quoteInDocuments(q: GeneratedQuestion, documents: SourceDocument[]): boolean {
  const doc = documents.find((d) => d.id === q.source.documentId);
  if (!doc) return false;
  const unit = doc.units.find((u) => u.number === q.source.unit);
  if (!unit) return false;
  let hay = normalizedUnits.get(unit);
  if (hay === undefined) {
    hay = normalizeSpace(cleanText(unit.text)).toLowerCase();
    normalizedUnits.set(unit, hay);
  }
  const needle = normalizeSpace(cleanText(q.source.quote)).toLowerCase();
  if (hay.includes(needle)) return true;
  return coverage(keySet(needle), keySet(hay)) >= 0.85;
}

export function longestOptionCue(texts: string[], k: number): boolean {
  const len = texts.map((t) => t.length);
  const maxOther = Math.max(...len.filter((_, i) => i !== k));
  return len[k]! > maxOther * 1.3 && len[k]! - maxOther >= 4;
}

export function grammarCue(stem: string, texts: string[], k: number): boolean {
  const art = articleBeforeBlank(stem);
  if (!art) return false;
  const fits = (t: string) => (art === 'an') === startsWithVowelSound(t);
  return fits(texts[k]!) && texts.some((t, i) => i !== k && !fits(t));
}

export function stemCue(stem: string, texts: string[], k: number): boolean {
  const s = keySet(stem);
  const ov = texts.map((t) => coverage(keySet(t), s));
  const maxOther = Math.max(...ov.filter((_, i) => i !== k));
  return ov[k]! > 0 && ov[k]! > maxOther + 0.2;
}

export function overlappingOptions(texts: string[]): boolean {
  const sets = texts.map((t) => keySet(t));
  const norms = texts.map(normOpt);
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      if (sets[i]!.size && sets[j]!.size && jaccard(sets[i]!, sets[j]!) >= 0.6) return true;
      const a = ` ${norms[i]} `;
      const b = ` ${norms[j]} `;
      if (norms[i]!.length > 0 && norms[j]!.length > 0 && (a.includes(b) || b.includes(a))) return true;
      // single words of the same root (estimate / estimation; Hebrew מערכת / מערכות)
      const x = norms[i]!;
      const y = norms[j]!;
      if (!x.includes(' ') && !y.includes(' ')) {
        if (Math.min(x.length, y.length) >= 5 && x.slice(0, 6) === y.slice(0, 6)) return true;
        const heStem = (w: string) => w.replace(/(ות|ים|ת|ה)$/u, '');
        if (/[\u05D0-\u05EA]/u.test(x) && heStem(x).length >= 3 && heStem(x) === heStem(y)) return true;
      }
    }
  return false;
}

/**
 * Near-duplicate measure (decision 101): two questions are near-duplicates when they quote the same passage
 * of the same page, or when the content-word sets of "question text + correct answer" have a Jaccard
 * similarity of at least 0.5 (content words: stop words removed, lower case, Hebrew prefixes and English
 * plural endings stripped).
 */
export const NEAR_DUPLICATE_JACCARD = 0.5;
/** Words of question templates (both engines' wording), ignored by the measure together with document names. */
const TEMPLATE_WORDS = new Set(
  contentKeys(
    'which term option value completes complete statement fill blank described describe being according explain ' +
      'presented relates relation analyze role connect connects matter why does how what own words accurate makes ' +
      'following best correct correctly true question source document notes material define defined ' +
      'definition statement statements reason purpose lead leads listed included one example given ' +
      'formula expresses איזו נוסחה מבטאת ' +
      'איזה מושג ערך משלים נכון המשפט הבא מתוך מתואר הסבירו המושג הקשר שלו לפי מהו במילים שלכם נתחו תפקידו כיצד ' +
      'קשור ומדוע חשוב החומר מוגדר כך מגדיר טענה הטענות הבאות נכונה הסיבה לשם נמנה בין מהבאים',
  ),
);
export function duplicateSignature(q: GeneratedQuestion): { quote: string; keys: Set<string> } {
  const answer = q.type === 'multiple-choice' && q.options ? optionText(q.options[keyIndex(q)] ?? '') : '';
  const stem = q.text.replace(/_{3,}/g, ' ');
  const docWords = new Set(contentKeys(q.source?.documentName ?? ''));
  return {
    quote: `${q.source?.documentId}|${q.source?.unit}|${normOpt(q.source?.quote ?? '')}`,
    keys: new Set(contentKeys(`${stem} ${answer}`).filter((k) => !TEMPLATE_WORDS.has(k) && !docWords.has(k))),
  };
}
export function isNearDuplicate(a: GeneratedQuestion, b: GeneratedQuestion): boolean {
  const sa = duplicateSignature(a);
  const sb = duplicateSignature(b);
  if (sa.quote === sb.quote) return true;
  return jaccard(sa.keys, sb.keys) >= NEAR_DUPLICATE_JACCARD;
}

export interface GateOutcome {
  accepted: GeneratedQuestion[];
  rejected: { question: GeneratedQuestion; flaws: Flaw[] }[];
}

/** Keeps candidates, in order, that have no flaw and are not near-duplicates of one already kept. */
export function applyGate(
  candidates: GeneratedQuestion[],
  limit: number,
  ctx: GateContext = {},
  alreadyAccepted: GeneratedQuestion[] = [],
): GateOutcome {
  const accepted: GeneratedQuestion[] = [];
  const rejected: GateOutcome['rejected'] = [];
  for (const q of candidates) {
    if (accepted.length >= limit) break;
    const flaws = questionFlaws(q, ctx);
    if (flaws.length === 0 && [...alreadyAccepted, ...accepted].some((a) => isNearDuplicate(a, q)))
      flaws.push({ code: 'duplicate', message: 'near-duplicate of another question' });
    if (flaws.length) rejected.push({ question: q, flaws });
    else accepted.push(q);
  }
  return { accepted, rejected };
}

/**
 * The key letters of a test of `n` multiple-choice questions: each drawn at random among the letters used fewer
 * than ceil(n/4) + 1 times, so no letter dominates a test, yet no key follows from the others. Letters dealt in
 * shuffled blocks of A-D (until 2026-11-27) let a student who was sure of three keys of a block know the fourth,
 * and gave every test of one seed the same sequence.
 */
export function keyLetters(n: number, rand: () => number): number[] {
  const cap = Math.ceil(n / 4) + 1;
  const used = [0, 0, 0, 0];
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const open = [0, 1, 2, 3].filter((l) => used[l]! < cap);
    const l = open[Math.floor(rand() * open.length)]!;
    used[l]!++;
    out.push(l);
  }
  return out;
}

/**
 * Reorders the options of multiple-choice questions: each key goes to its letter of `keyLetters`, the
 * distractors fill the other places in random order.
 */
export function balanceKeyLetters(questions: GeneratedQuestion[], seed: number): GeneratedQuestion[] {
  const rand = rng(seed);
  const mc = questions.filter((q) => q.type === 'multiple-choice' && q.options);
  const letters = keyLetters(mc.length, rand);
  let n = 0;
  return questions.map((q) => {
    if (q.type !== 'multiple-choice' || !q.options) return q;
    const texts = q.options.map(optionText);
    const k = keyIndex(q);
    const key = texts[k]!;
    const others = shuffleInPlace(
      texts.filter((_, i) => i !== k),
      rand,
    );
    const target = letters[n++]!;
    const arranged = [...others];
    arranged.splice(target, 0, key);
    return { ...q, options: formatOptions(arranged), correctAnswer: CHOICE_LETTERS[target]! };
  });
}

/** Item-writing flaws reported by the bench (not all are blocking in the gate). */
export interface ItemFlaws {
  negative: boolean;
  absolute: boolean;
  longestOption: boolean;
  grammaticalCue: boolean;
  overlappingOptions: boolean;
  implausibleDistractor: boolean;
}
export function itemWritingFlaws(q: GeneratedQuestion): ItemFlaws {
  const none: ItemFlaws = {
    negative: NEGATIVE_RE.test(q.text),
    absolute: false,
    longestOption: false,
    grammaticalCue: false,
    overlappingOptions: false,
    implausibleDistractor: false,
  };
  if (q.type !== 'multiple-choice' || !q.options) return none;
  const texts = q.options.map(optionText);
  const k = keyIndex(q);
  const isNum = (t: string) => /^[-\u2212]?[\d.,]+\s*\S{0,6}$/u.test(t.trim());
  const key = texts[k] ?? '';
  const implausible = texts.some(
    (t, i) =>
      i !== k &&
      (isNum(t) !== isNum(key) ||
        t.length > 3 * Math.max(key.length, 3) ||
        key.length > 3 * Math.max(t.length, 3)),
  );
  return {
    ...none,
    absolute: texts.some((t) => ABSOLUTE_RE.test(t)),
    longestOption:
      k >= 0 && texts[k]!.length > Math.max(...texts.filter((_, i) => i !== k).map((t) => t.length)) * 1.2,
    grammaticalCue: k >= 0 && grammarCue(q.text, texts, k),
    // four formulas of Unicode math ("𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 + 𝑀") share their letters, not their meaning: each is one
    // word (decision 106), as the gate reads them
    overlappingOptions: !texts.every(unicodeMathLine) && overlappingOptions(texts),
    implausibleDistractor: implausible,
  };
}
