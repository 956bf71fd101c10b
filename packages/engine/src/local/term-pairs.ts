/**
 * Term/definition questions of one test that answer each other (eng-yield6, decision 104): the Rust hard test asked
 * "which term is 'how much memory, in bytes, the contents of the String are currently using'?" offering "capacity"
 * beside "which term is 'the total amount of memory, in bytes, that the String has received from the allocator'?"
 * offering "length": each question pairs the other's wrong option with its definition, so one answers the other.
 * The selection (`select.ts`) holds such a question back (`answersAnother`). English and Hebrew: both write a
 * term/definition stem with the term or the definition in quotes.
 */
import type { GeneratedQuestion } from '../types.ts';
import { keyIndex, optionText } from '../quality.ts';
import { contentKeys, normalizeSpace } from '../text.ts';

/** Lower-case words, punctuation as spaces (a dot kept inside a name), a leading article dropped. */
const phrase = (s: string) =>
  normalizeSpace(
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_.]+/gu, ' ')
      .replace(/\.(?=\s|$)/g, ' '),
  ).replace(/^(?:a|an|the)\s+/, '');

/** The quoted term or definition of a stem (ASCII, curly or Hebrew gershayim quotes). */
const QUOTE_RE = /["\u201C\u05F4]([^"\u201C\u201D\u05F4]{1,300})["\u201D\u05F4]/u;
/** The blank of a cloze. */
const BLANK_RE = /_{3,}/;

/** What a question of a test says about terms: the term it pairs with a definition, and what it offers wrongly. */
export interface TermPair {
  /** The term the question pairs with its definition ('' for other questions), as `phrase` gives it. */
  term: string;
  /** That definition, as `phrase` gives it. */
  definition: string;
  /** The pairs of consecutive content words of the definition (`phrasesOf`). */
  meaning: Set<string>;
  /** The wrong terms of a quoted "which term" question (or cloze), as `phrase` gives them. */
  offers: string[];
}

/**
 * The pairs of consecutive content words of a definition, its term's words left out, words of three letters or
 * more (not the symbols of a formula: "𝑎_𝑛 → 𝐿"): "memory byte" of "how much memory, in bytes, the contents of the
 * String are currently using".
 */
function phrasesOf(definition: string, term: string): Set<string> {
  const own = new Set(contentKeys(term));
  const ws = contentKeys(definition).filter((k) => [...k].length >= 3 && !own.has(k));
  return new Set(ws.slice(1).map((w, i) => `${ws[i]} ${w}`));
}

const keyOf = (q: GeneratedQuestion) => optionText(q.options?.[keyIndex(q)] ?? q.correctAnswer);

/**
 * The term/definition a question pairs: the key of "which term does the material define as "D"?" (and of a cloze
 * "The _____ is D"), the quoted term of "how does the material define "T"?". Only stems that quote the term or the
 * definition count (the homework's "which method gives the estimates for S1(t)?" asks no definition).
 */
export function termPair(q: GeneratedQuestion): TermPair {
  const m = QUOTE_RE.exec(q.text);
  const wrong = () =>
    (q.options ?? [])
      .filter((_, i) => i !== keyIndex(q))
      .map((o) => phrase(optionText(o)))
      .filter(Boolean);
  let term = '';
  let definition = '';
  if (m && q.options?.length) {
    if (q.form === 'term-from-definition') {
      term = phrase(keyOf(q));
      definition = phrase(m[1]!);
    } else if (q.form === 'cloze' && BLANK_RE.test(m[1]!)) {
      term = phrase(keyOf(q));
      definition = phrase(m[1]!.replace(BLANK_RE, ' '));
    } else if (q.form === 'definition-from-term') {
      term = phrase(m[1]!);
      definition = phrase(keyOf(q));
    }
  }
  return {
    term,
    definition,
    meaning: term ? phrasesOf(definition, term) : new Set(),
    // the wrong terms of a "which term" question (a definition offered beside another definition is not counted)
    offers: term && q.form !== 'definition-from-term' ? wrong() : [],
  };
}

/**
 * Whether two term/definition questions of a test answer each other: 'same' when one offers as a wrong option the
 * term the other pairs with its definition and the two definitions are of one thing (they share two words in a
 * row: "memory, in bytes" of length and capacity; the other question's key settles the very distinction this one
 * asks; two organelles of a handout share "cell" and "organelles" apart, not one thing); 'both' when each offers
 * the term the other pairs (each rules out an option of the other); 'one' when one does (a handout of organelles
 * does it in most of its questions); null otherwise.
 */
export function answersAnother(g: TermPair, a: TermPair): 'same' | 'both' | 'one' | null {
  if (!g.term || !a.term) return null;
  const mine = g.offers.includes(a.term);
  const theirs = a.offers.includes(g.term);
  if (!mine && !theirs) return null;
  if ([...a.meaning].some((p) => g.meaning.has(p))) return 'same';
  return mine && theirs ? 'both' : 'one';
}
