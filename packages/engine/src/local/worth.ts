/**
 * What is not worth asking (issue 11, readers at bea0832 and bfd871f rated these weak; decision 104): side details
 * a teacher would not ask, and a stem that names the key by a symbol.
 * - `sideDetailWording` (no material needed; `stemCue` in cues.ts calls it for every multiple-choice question): a
 *   stem or options about a work's book, chapter or volume numbers ("what do Books V and VII-X deal with?").
 * - `questionWorth` (with the material): a term the material names in one sentence only, asked for or asked about
 *   (a software package of the closing survey, "level-index arithmetic" the notes mention once and set aside); a
 *   formula letter of the stem that is the key's initial ("the parameters in \(W\)" -> "weights").
 */
import type { Corpus } from './analysis.ts';
import { tableOf } from './formula.ts';
import { isHebrewWord, stripHebrewPrefix } from '../text.ts';
import { letterCue } from './cues.ts';
import { exampleDetail, peripheralNumber } from './kinds.ts';
import { oddKeyOut } from './odd-kind.ts';

const ROMAN = String.raw`(?:[IVXL]+|\d+)(?:\s*(?:-|–|and|,|&)\s*(?:[IVXL]+|\d+))*`;
/** "Book V", "Books V and VII-X", "chapters 3-4", "Vol. II", "ספר 7", "פרקים 3-4". */
const PARTS_OF_A_WORK = new RegExp(
  String.raw`\b(?:books?|chapters?|volumes?|vol\.)\s+${ROMAN}\b|(?:^|\s)(?:ה|ב|ו)?(?:ספר|ספרים|פרק|פרקים|כרך)\s+\d+`,
  'iu',
);

/**
 * A side detail the wording shows: the book, chapter or volume numbers of a work in the stem or in an option
 * (which books of the Elements deal with number theory is trivia, not geometry).
 */
export function sideDetailWording(stem: string, options: string[]): string | null {
  for (const t of [stem, ...options]) {
    const m = PARTS_OF_A_WORK.exec(t);
    // "Book I" alone in a stem that quotes the material's heading is no question about numbers; a roman numeral
    // must be upper case ("books in" is no book number)
    if (m && /\d|[IVXL]/.test(m[0])) return `side detail: the numbers of a work's parts ("${m[0].trim()}")`;
  }
  return null;
}

// --------------------------------------------------------------------------------------------- named once

/** Words of a text for matching a term: lower case, Hebrew without its prefixes, English without a plural "s". */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((w) =>
    isHebrewWord(w) ? stripHebrewPrefix(w).stem : w.replace(/(?<=[^s])(?:es|s)$/u, ''),
  );
}

const namedCache = new WeakMap<Corpus, Map<string, number>>();
/** The words of every sentence and unit title of the material, and which of them hold each word. */
const namingCache = new WeakMap<Corpus, { texts: string[][]; byWord: Map<string, number[]> }>();
function namingTexts(corpus: Corpus): { texts: string[][]; byWord: Map<string, number[]> } {
  let c = namingCache.get(corpus);
  if (c) return c;
  const texts = corpus.sentences.map((s) => words(s.text));
  for (const d of corpus.documents) for (const u of d.units) if (u.title) texts.push(words(u.title));
  const byWord = new Map<string, number[]>();
  texts.forEach((w, i) => {
    for (const x of new Set(w)) {
      const l = byWord.get(x);
      if (l) l.push(i);
      else byWord.set(x, [i]);
    }
  });
  namingCache.set(corpus, (c = { texts, byWord }));
  return c;
}
/** In how many sentences (and unit titles) of the material a term is named. */
export function timesNamed(corpus: Corpus, term: string): number {
  let memo = namedCache.get(corpus);
  if (!memo) namedCache.set(corpus, (memo = new Map()));
  const tw = words(term);
  const id = tw.join(' ');
  const hit = memo.get(id);
  if (hit !== undefined) return hit;
  let n = 0;
  if (tw.length) {
    const has = (w: string[]) => {
      for (let i = 0; i + tw.length <= w.length; i++) if (tw.every((x, j) => w[i + j] === x)) return true;
      return false;
    };
    // the sentences and unit titles that hold the term's first word (each text's words read once)
    const { texts, byWord } = namingTexts(corpus);
    for (const i of byWord.get(tw[0]!) ?? []) if (has(texts[i]!)) n++;
  }
  memo.set(id, n);
  return n;
}

/** A stem about a named result: its name is written once, as a heading, and the result is central all the same. */
const RESULT_RE =
  /\b(?:theorems?|lemmas?|laws?|postulates?|principles?|axioms?|propositions?|corollar(?:y|ies)|rules?)\b|(?:^|[\s"])(?:ה|ש|ו)?(?:משפט|למה|חוק|עיקרון|אקסיומה|טענה)(?=[\s"?:,]|$)/iu;

const NAMING_RE =
  /\b(?:defines?|defined|describes?|described|term|notion|called|completes?)\b|(?:מוגדר|מוגדרת|מתואר|מתוארת|מושג|משלים)/iu;

/**
 * The term a question asks for or about: the key of a naming question, the quoted term of "How does the material
 * define "X"?". Null for a named result (a theorem, a law, a postulate).
 */
function askedTerm(stem: string, key: string, form: string): string | null {
  if (RESULT_RE.test(stem)) return null;
  // a naming question ("Which term does the material define as ..."), not the labelled part of an example a slide
  // names once ("which field is "200"?")
  if (form === 'term-from-definition' || form === 'cloze') return NAMING_RE.test(stem) ? key : null;
  if (form === 'definition-from-term') {
    const m = /\bdefine\s+["\u201C]([^"\u201D]{2,60})["\u201D]\s*\?$/u.exec(stem.trim());
    return m ? m[1]! : null;
  }
  return null;
}

/** The stem with its formulas written back and their delimiters dropped ("the parameters in W"). */
function stemAsRead(corpus: Corpus, stem: string): string {
  const table = tableOf(corpus.documents);
  if (!table) return stem;
  return table
    .restore(stem)
    .replace(/\\\(|\\\)|\\\[|\\\]|\$\$?/g, ' ')
    .replace(/\\mathbf\{([A-Za-z])\}/g, '$1');
}

/** A letter with a subscript or superscript, as extraction writes it (L_R, x_{n+1}, T^k). */
const SCRIPTED_SYMBOL = /(?<![\p{L}\d_])\p{L}(?:_|\^)(?:\{|\p{L}|\d)/u;
const RATIO_KEY = /^\d+(?:\.\d+)?\s?(?:x|×|times)$/i;
const MEASURE_RE =
  /\b\d+(?:[.,]\d+)?\s*(?:clock\s+)?(?:cycles?|ms|milliseconds?|seconds?|%|percent|bytes?|bits?|instructions?)\b/i;

/**
 * A speed-up asked beside one of the figures it is worked out from ("Native traces take about 9 cycles per
 * bytecode, a _____ speedup over the interpreter.": 3.9x is 35 cycles over 9, and the 35 is not in the stem):
 * recall of an isolated figure, not what it measures (readers at 2078f1c and bfd871f rated it weak). English
 * only: the measured-number form reads English prose.
 */
export function ratioFromStem(stem: string, key: string): string | null {
  if (!RATIO_KEY.test(key.trim())) return null;
  const quoted = /["\u201C](.+)["\u201D]/u.exec(stem)?.[1] ?? stem;
  const m = MEASURE_RE.exec(quoted);
  return m ? `side detail: a ratio worked out from a figure the stem shows ("${m[0]}")` : null;
}

/**
 * Whether the material tells the reader to set a term aside (eng-weak8, readers at 7c59f06 on the Rust book's
 * "The _____ is the total amount of memory, in bytes, that the String has received from the allocator.": "a
 * detail the text itself says to ignore for now"): "it's fine to ignore the capacity", "you can ignore X for
 * now", "don't worry about X". English.
 */
export function setAside(corpus: Corpus, term: string): boolean {
  const t = term.trim();
  if (!t || !/^[\w\s'-]+$/.test(t)) return false;
  const name = `(?:the\\s+|a\\s+|an\\s+)?${t.replace(/[-']/g, '.').replace(/\s+/g, '\\s+')}(?:s)?\\b`;
  const re = new RegExp(
    `\\b(?:(?:fine|safe|ok|okay|alright|all right)\\s+to\\s+ignore|(?:can|may|will)\\s+ignore|don['’]t\\s+(?:need\\s+to\\s+)?worry\\s+about|do\\s+not\\s+(?:need\\s+to\\s+)?worry\\s+about)\\s+${name}`,
    'i',
  );
  return asideSentences(corpus).some((s) => re.test(s));
}

/** The sentences that can set a term aside: every phrase `setAside` reads has "ignore" or "worry" (once per corpus). */
const asides = new WeakMap<Corpus, string[]>();
function asideSentences(corpus: Corpus): string[] {
  let l = asides.get(corpus);
  if (!l)
    asides.set(corpus, (l = corpus.sentences.map((s) => s.text).filter((x) => /ignore|worry/i.test(x))));
  return l;
}

/** Sentences from which a material is long enough for a term named once to be an aside (about 1,500 words). */
export const LONG_MATERIAL = 80;

/**
 * Why a multiple-choice question is not worth asking, or null: the term it asks for (or about) is named in one
 * sentence of the material only (an aside: "Dedalus is a software package ...", "Level-index arithmetic: stores
 * numbers as iterated exponents"), or a formula letter of the stem is the key's initial and no distractor's.
 * Terms of a formula and Hebrew theorem names are read as written.
 */
export function questionWorth(
  corpus: Corpus,
  q: { text: string; options?: string[] | null; correctAnswer: string },
  form: string,
): string | null {
  const options = (q.options ?? []).map((o) => o.replace(/^[A-D]\)\s*/, ''));
  const k = 'ABCD'.indexOf(q.correctAnswer);
  const key = options[k];
  if (!key) return null;
  const distractors = options.filter((_, i) => i !== k);
  // a sentence completed about symbols it does not define ("L_O must be an inner loop of L_R because we stop the
  // ___", readers at 26d222d): what they stand for is in another sentence, the student reads letters
  if ((form === 'cloze' || form === 'number') && SCRIPTED_SYMBOL.test(stemAsRead(corpus, q.text)))
    return 'the stem uses symbols it does not define';
  // a raw measurement read off a long copied sentence, one value of an example (readers at 26d222d, `kinds.ts`)
  if (form === 'number') return ratioFromStem(q.text, key) ?? peripheralNumber(q.text, key);
  const example = exampleDetail(q.text);
  if (example) return example;
  // every distractor of a kind the key is not ("cost function", "SVM loss function" beside "softmax function")
  if (form === 'term-from-definition') {
    const odd = oddKeyOut(corpus, key, distractors);
    if (odd) return odd;
  }
  const term = askedTerm(q.text, key, form);
  // a term the material tells the reader to set aside ("for now, it's fine to ignore the capacity")
  if (term && setAside(corpus, term)) return `side detail: the material says "${term}" may be ignored here`;
  // in short notes every term may be named once; in a long material a term named once is an aside
  if (
    term &&
    corpus.sentences.length >= LONG_MATERIAL &&
    !/zqm[a-p]+q/i.test(term) &&
    timesNamed(corpus, term) <= 1
  )
    return `side detail: "${term}" is named once in the material`;
  if (/zqm[a-p]+q/i.test(q.text)) {
    const cue = letterCue(stemAsRead(corpus, q.text), key, distractors);
    if (cue) return cue;
  }
  return null;
}
