/**
 * Orders of growth the material states (issue 11, eng-numtm): "... matrix-vector multiplication has a lower
 * complexity: the number of operations scales linearly with the dimension (instead of quadratically)", "they can be
 * optimized in linear time by a simple compiler". How a cost or an error grows is a central result of a method (its
 * complexity, its order of convergence), and the other orders are the wrong options a teacher gives: "Which rate
 * completes this statement? "... the number of operations scales _____ with the dimension (instead of
 * quadratically).""  with linearly / logarithmically / cubically / exponentially.
 * - No rate is asked as a cloze any more (readers at 7c59f06, after 865d558): "they can be optimized in _____ time by
 *   a simple compiler" was weak as the numerical notes' cloze had been: the words around the blank ("no internal
 *   control-flow joins", "a simple compiler", "lower complexity") narrow the rates to one, and a copied sentence
 *   with one word out tests reading, not the method. Only a cost stated of a process is asked, as a question.
 * - The options are the rates nearest the key in order (logarithmic, linear, quadratic, cubic, exponential),
 *   written as the key is (an adverb among adverbs). A sentence with a formula or symbols, a pointer, or more than
 *   50 words is not asked.
 * - A cost stated of a process (eng-yield7he): "If a matrix is zero apart from entries a fixed distance from the
 *   diagonal it is called banded and matrix-vector multiplication has a lower complexity: the number of operations
 *   scales linearly with the dimension (instead of quadratically)." is asked as a question, not as a cloze:
 *   "According to the material, for a matrix that is zero apart from entries a fixed distance from the diagonal,
 *   how does the number of operations of matrix-vector multiplication scale with the dimension?" with linearly /
 *   logarithmically / quadratically / cubically. The words that set the rate against another ("a lower
 *   complexity", "instead of quadratically") stay out of the stem, so they give nothing away (readers at 865d558
 *   rated the cloze of this sentence weak for them); the rate it is set against becomes a distractor the material
 *   itself rules out, and the quote ends with the rate asked.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';

const ADVERBS = ['logarithmically', 'linearly', 'quadratically', 'cubically', 'exponentially'];
const ADJECTIVES = ['logarithmic', 'linear', 'quadratic', 'cubic', 'exponential'];
/** Formula placeholders, math symbols, letters standing for things: the sentence is read with its formulas. */
const SYMBOLIC_RE = /zqm[a-p]+q|[=<>^_\\∑∫≤≥∈→]|\bO\(|\b(?![aAI]\b)[A-Za-z]\b(?!['’])/;

/** The three rates nearest the key in order, none the sentence names, of the key's part of speech. */
export function nearestRates(rate: string, others: string[]): string[] | null {
  const list = /ly$/i.test(rate) ? ADVERBS : ADJECTIVES;
  const k = list.indexOf(rate.toLowerCase());
  if (k < 0) return null;
  // "quadratically" and "quadratic" are one rate
  const stem = (w: string) => w.replace(/(?:ally|ly)$/, '').replace(/(?:ic|al)$/, '');
  const named = new Set(others.map(stem));
  const pool = list
    .map((w, i) => ({ w, d: Math.abs(i - k) + (i > k ? 0.1 : 0) }))
    .filter((x) => x.w !== list[k] && !named.has(stem(x.w)))
    .sort((a, b) => a.d - b.d)
    .map((x) => x.w);
  return pool.length >= 3 ? pool.slice(0, 3) : null;
}

/**
 * "If a N is <definition> it is called A and <rest>" -> "For a N that is <definition>, <rest>": a question on what
 * the cost is does not name A, so a question of the test asking which term is "<definition>" keeps its answer
 * (naming A, the selection would take the two for one: `givesAway` of select.ts).
 */
export function definitionTold(text: string): string {
  const m =
    /^If (an?) ([a-z]+) (is|has) (.{5,200}?),? (?:it|this) is called [a-z][a-z-]* (?:and|,)\s+(.{10,})$/i.exec(
      text,
    );
  return m ? `For ${m[1]!.toLowerCase()} ${m[2]!} that ${m[3]!} ${m[4]!}, ${m[5]!}` : text;
}

const WORDS = (n: number) => `[a-z][\\w-]*(?: [a-z][\\w-]*){0,${n}}`;
/** "[For a banded matrix, ]<process> has a [lower ]complexity: the <quantity> scales <rate> with the <size>[ (instead
 * of <rate>)]." */
const COST_OF_PROCESS_RE = new RegExp(
  `^(?:(For an? [^,:;]{3,120}?), )?(${WORDS(3)}) has an? (?:(?:lower|higher|smaller|larger|better|worse) )?` +
    `(?:complexity|cost): (the ${WORDS(3)}) (scales|grows|increases|decreases|decays) ` +
    `(logarithmically|linearly|quadratically|cubically|exponentially) with (the ${WORDS(2)})` +
    `(?: \\((?:instead of|rather than) [a-z]+\\))?\\.?$`,
  'i',
);

/** The question a stated cost of a process asks, or null: "..., how does the number of operations of <process>
 * scale with the dimension?" and the rate. */
export function costQuestion(text: string): { stem: string; rate: string; quote: string } | null {
  const named = definitionTold(text).trim();
  const m = COST_OF_PROCESS_RE.exec(named);
  if (!m || SYMBOLIC_RE.test(named)) return null;
  const [, context, process, quantity, verb, rate, size] = m;
  if (/^(?:this|these|that|those|it|they|such)\b/i.test(process!)) return null;
  const where = context ? `${context[0]!.toLowerCase()}${context.slice(1)}, ` : '';
  // the process opening the sentence loses its capital inside the stem ("Matrix-vector" -> "matrix-vector"), an
  // acronym keeps it ("LU factorisation")
  const what =
    !context && /^[A-Z][a-z]/.test(process!) ? `${process![0]!.toLowerCase()}${process!.slice(1)}` : process!;
  const stem = `According to the material, ${where}how does ${quantity!} of ${what} ${verb!.replace(/s$/, '')} with ${size!}?`;
  // the quote ends with the rate's clause: the rate it is set against ("instead of quadratically") is a distractor,
  // and a quote naming it would not tell the key from it
  const said = `${rate!} with ${size!}`;
  const end = text.indexOf(said);
  if (end < 0) return null;
  return { stem, rate: rate!.toLowerCase(), quote: text.slice(0, end + said.length) };
}

function costCandidate(s: Corpus['sentences'][number]): Cand | null {
  const c = costQuestion(s.text);
  if (!c) return null;
  // every rate the sentence names is out of the stem: the nearest rates are the options, the one it is set against
  // ("instead of quadratically") among them
  const distractors = nearestRates(c.rate, []);
  if (!distractors) return null;
  const rest = s.text.slice(c.quote.length).trim();
  const draft: Draft = {
    form: 'number',
    stem: c.stem,
    key: c.rate,
    distractors,
    doc: s.doc,
    unit: s.unit,
    quote: c.quote,
    // the explanation quotes what the quote leaves out ("(instead of quadratically)."): why that rate is wrong
    why: rest
      ? `The material goes on: "${rest}" The other options are the rates nearest it.`
      : 'The other options are the rates nearest it.',
  };
  return {
    form: 'number',
    score: 1.0,
    doc: s.doc,
    unit: s.unit,
    sentences: [s.index],
    topics: [`growth:${s.index}`],
    quote: c.quote,
    build: () => draft,
  };
}

export function growthCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.words > 50) continue;
    const cost = costCandidate(s);
    if (cost) out.push(cost);
  }
  return out;
}
