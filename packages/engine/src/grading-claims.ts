/**
 * Absolute claims the material does not make (decision 105, grading v19): an answer that states the material's point
 * and adds a sentence of its own with "always", "never", "only", "every" or "automatically" ("the square Vandermonde
 * matrix is always singular, so only the Lagrange approach works", "trace trees always start at function entry
 * points", "כל הגדלים הפיזיקליים יוצאים שווים בכל מערכות הייחוס") states something the material does not say, and a
 * teacher takes points off for it. Two general readings, neither tied to a subject:
 * - a new absolute claim: a clause with an absolute word whose scope (the next content words) the material never
 *   says with an absolute word of the same kind, and that says at least two content words the material, the question
 *   and the key ideas do not (a claim of its own, not a restatement: "no input dimension can have ..." for "all input
 *   dimensions" stays right);
 * - an overstatement of a hedge: "always" / "never" / "only" where the material's sentence on the same words says
 *   "potentially", "may", "usually", "tends to", "not necessarily" ("TraceMonkey never calls external functions" for
 *   "calling external functions from TraceMonkey is potentially difficult").
 * True filler without such words ("ownership is really important") is left to the padding rule.
 */
import { SENTENCE_BREAK, matchWords, sameWord, synonymOf, type MatchWord } from './matching.ts';

/** Kinds of absolute words: every / always (universal), never / none (none), only (exclusive). */
type Kind = 'all' | 'none' | 'only';

/** Absolute words of an answer's claim, by kind (Hebrew with its prefix letters: "בכל", "שכל", "ורק"). */
const ABSOLUTE: [Kind, RegExp][] = [
  [
    'all',
    /^(?:always|every|everywhere|whenever|automatically|invariably|תמיד|ותמיד|שתמיד|אוטומטית|(?:ו|ש|וש)?(?:ב|ל|מ)?כל)$/u,
  ],
  ['none', /^(?:never|none|אף_פעם|לעולם)$/u],
  ['only', /^(?:only|solely|exclusively|רק|ורק|שרק|בלבד)$/u],
];
/** Universal words of time ("always", "never" is its own kind): the ones a hedge of the material contradicts. */
const ALWAYS = /^(?:always|whenever|automatically|invariably|תמיד|ותמיד|שתמיד|אוטומטית)$/u;
/** Words of the material that say a claim of the same kind ("must" and "each" are universal, "no" and "not" deny). */
const SUPPORT: Record<Kind, RegExp> = {
  all: /^(?:always|every|each|all|any|everywhere|whenever|automatically|invariably|must|necessarily|תמיד|ותמיד|שתמיד|אוטומטית|חייב|חייבת|חייבים|(?:ו|ש|וש)?(?:ב|ל|מ)?כל)$/u,
  none: /^(?:never|none|no|not|nothing|cannot|can't|impossible|without|אף_פעם|לעולם|לא|אין|אינו|אינה|אף)$/u,
  only: /^(?:only|solely|exclusively|exactly|just|single|one|רק|ורק|שרק|בלבד|אחד|אחת|יחיד|יחידה)$/u,
};
/** Words of the material that hedge a claim: "always" or "never" said of the same words overstates it. */
const HEDGE =
  /^(?:potentially|may|might|usually|generally|typically|often|sometimes|tends?|likely|possibly|mostly|necessarily|rarely|עשוי|עשויה|עשויים|עלול|עלולה|עלולים|לרוב|לפעמים|לעיתים|בהכרח|ייתכן|יתכן|אולי|בדרך_כלל)$/u;

/** Words after "only" that make it a condition ("only if", "only when", "רק אם", "רק כאשר"). */
const CONDITION = /^(?:if|when|whenever|after|once|until|while|אם|כאשר|כש\S*|אחרי|לאחר|עד)$/u;

/** A variable or a formula after a quantifier: one letter (Latin or Greek, with a subscript or a relation) or a symbol. */
const VARIABLE =
  /^(?:[a-zA-Z\u0370-\u03ff](?:[_\d<>=≥≤∈].*)?|[^\p{L}].*|\p{Script=Greek}.*|אפסילון.*|[\u{1d400}-\u{1d7ff}].*)$/u;

/** Numbers after "only" / "exactly": a count. */
const NUMBER =
  /^(?:\d+|one|two|three|four|five|a|single|once|twice|אחד|אחת|שני|שתי|שניים|שתיים|שלושה|שלוש|ארבעה|ארבע|פעם)$/u;
/** Words of a distributive claim (one to each): "its own", "one", "per", "משלו". */
const DISTRIBUTIVE = /^(?:own|one|per|single|respective|משלו|משלה|משלהם|אחד|אחת)$/u;
/** Words of sameness: "always" or "never" with them restates a fixed or constant thing. */
const SAMENESS =
  /^(?:same|constant|fixed|unchanged|change|changes|changing|vary|varies|זהה|זהים|קבוע|קבועה|קבועים|משתנה|משתנים)$/u;

/** Sentences, and the clauses of a sentence (commas, semicolons, dashes and the words that join two statements). */
const CLAUSES =
  /[,;:\u2013\u2014]\s+|\s+-\s+|\s+(?=(?:and|but|while|whereas|because|since|so|which|or|כי|מכיוון|ולכן|לכן|כאשר|אבל|אך|בעוד|ואילו)\s)/u;

/** Content words of an absolute word's scope: the next ones of its clause. */
const SCOPE_WORDS = 2;
/** ... and of the material's absolute word that says the same. */
const MATERIAL_SCOPE = 3;
/** Content words a material sentence shares with the clause to be its statement of the same thing. */
const SHARED_WORDS = 2;

export interface UnsupportedClaim {
  /** The answer's clause that states it. */
  said: string;
  /** The absolute word. */
  marker: string;
  /** The answer's sentence that holds it. */
  sentence: string;
  /** The material's hedge it overstates, if that is the reading. */
  hedge?: string;
  /** How many content words of its own the clause says (beyond the material's, the question's, the key ideas'). */
  newWords: number;
}

/** Two-word markers as one token ("אף פעם", "בדרך כלל"). */
function joined(text: string): string {
  return text.replace(/אף פעם/gu, 'אף_פעם').replace(/בדרך כלל/gu, 'בדרך_כלל');
}

/** The tokens of a text, lower case, without the punctuation around them (its joined words first). */
function tokens(text: string): string[] {
  return bareTokens(joined(text));
}

/** The tokens of a text as written, lower case, without the punctuation around them. */
export function bareTokens(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((t) =>
      t
        .toLowerCase()
        .replace(/^[("'“‘[]+/u, '')
        .replace(/[)"'”’\].,;:!?]+$/u, ''),
    )
    .filter(Boolean);
}

const kindOf = (token: string): Kind | null => ABSOLUTE.find(([, re]) => re.test(token))?.[0] ?? null;
const isMarker = (w: MatchWord) => kindOf(w.text) !== null || HEDGE.test(w.text);
const inList = (w: MatchWord, list: MatchWord[]) => list.some((m) => sameWord(m, w) || synonymOf(w, m));

/** The first content words after token i of a clause (absolute words aside). */
function scopeAfter(toks: string[], i: number, n: number): MatchWord[] {
  return matchWords(toks.slice(i + 1).join(' '))
    .filter((w) => !isMarker(w))
    .slice(0, n);
}

/**
 * The clauses of an answer that make an absolute claim the material does not make (see the module's comment).
 * `material` is the model answer and the source quote; `context` the question and the key ideas (their words are no
 * claim of the answer's own).
 */
export function unsupportedAbsolutes(answer: string, material: string, context: string): UnsupportedClaim[] {
  const materialWords = matchWords(material);
  const known = [...materialWords, ...matchWords(context)];
  // (the question's own claim is the material's too: "covering all the hot paths through the loop")
  const materialClauses = [material, context]
    .join('\n')
    .split(SENTENCE_BREAK)
    .flatMap((s) => s.split(CLAUSES))
    .map((c) => tokens(c));
  const materialSentences = material
    .split(SENTENCE_BREAK)
    .map((s) => ({ toks: tokens(s), words: matchWords(s) }));
  // whether the material says an absolute of this kind with one of these words next to it
  const supported = (kind: Kind, scope: MatchWord[]) =>
    materialClauses.some((toks) =>
      toks.some(
        (t, i) => SUPPORT[kind].test(t) && scopeAfter(toks, i, MATERIAL_SCOPE).some((m) => inList(m, scope)),
      ),
    );
  // whether a sentence of the material says a universal claim about these words (two of them)
  const universalOn = (words: MatchWord[]) =>
    materialSentences.some(
      (s) =>
        s.toks.some((t) => SUPPORT.all.test(t)) &&
        new Set(words.filter((w) => inList(w, s.words)).map((w) => w.base)).size >= SHARED_WORDS,
    );
  const out: UnsupportedClaim[] = [];
  for (const sentence of answer.split(SENTENCE_BREAK)) {
    for (const clause of sentence.split(CLAUSES)) {
      const toks = tokens(clause);
      const words = matchWords(joined(clause)).filter((w) => !isMarker(w));
      for (let i = 0; i < toks.length; i++) {
        const kind = kindOf(toks[i]!);
        if (!kind) continue;
        // ("only if / only when": a condition, not an exclusive claim; "רק אם", "רק כאשר")
        if (kind === 'only' && CONDITION.test(toks[i + 1] ?? '')) continue;
        // ("for every ε > 0", "לכל n ≥ n_0": a quantifier of a variable is mathematics, read by the rivals' rules)
        if (VARIABLE.test(toks[i + 1] ?? '')) continue;
        // ("only one owner", "רק שני עקרונות": a count, read by the rules of counts)
        if (kind === 'only' && NUMBER.test(toks[i + 1] ?? '')) continue;
        // (inside a condition: "if every incorrect class is below ...", "אם ... לכל צד" claims nothing)
        if (toks.slice(0, i).some((t) => CONDITION.test(t))) continue;
        // (one to each: "for every class the classifier has its own weights", "each value has one owner")
        if (kind === 'all' && !ALWAYS.test(toks[i]!) && toks.some((t) => DISTRIBUTIVE.test(t))) continue;
        // (sameness: "always takes the same amount of space", "never changes" restate "fixed", "constant")
        if (
          kind !== 'only' &&
          (ALWAYS.test(toks[i]!) || kind === 'none') &&
          toks.some((t) => SAMENESS.test(t))
        )
          continue;
        const scope = scopeAfter(toks, i, SCOPE_WORDS);
        if (!scope.length || supported(kind, scope)) continue;
        // ("only A are B" is the material's "all B are A": "the stack only holds things of a known size" for "all data
        // stored on the stack must have a known size")
        if (kind === 'only' && universalOn(words)) continue;
        const own = new Set(words.filter((w) => !inList(w, known)).map((w) => w.base)).size;
        // "always" / "never" / "only" where the material's sentence on the same words hedges
        const hedged =
          kind === 'only' || (kind === 'all' && !ALWAYS.test(toks[i]!))
            ? undefined
            : materialSentences.find(
                (s) =>
                  s.toks.some((t) => HEDGE.test(t)) &&
                  new Set(words.filter((w) => inList(w, s.words)).map((w) => w.base)).size >= SHARED_WORDS,
              );
        out.push({
          said: clause.trim().replace(/[.;:!?]+$/u, ''),
          sentence: sentence.trim(),
          marker: toks[i]!.replace(/_/gu, ' '),
          newWords: own,
          ...(hedged ? { hedge: hedged.toks.find((t) => HEDGE.test(t))!.replace(/_/gu, ' ') } : {}),
        });
        break;
      }
    }
  }
  return out;
}
