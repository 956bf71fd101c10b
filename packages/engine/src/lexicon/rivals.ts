/**
 * Rival claims (decision 105, grading v13): an answer that affirms, in the place of the material's idea, another
 * thing of the same kind (another measure, mechanism, time, quantifier or count) that the material does not say:
 * "measured by the L2 distance" where the material says inner product, "a garbage collector" where it says
 * ownership, "in the least-squares sense" where it says the polynomial passes through the points, "there exists ε"
 * where it says "for every ε", "several owners" where it says one owner, "ahead of time" where it says at run time.
 * Each group lists alternatives of one kind; a rival counts only when the material (model answer and source passage)
 * says a member of one alternative and never the answer's, and the answer says it affirmatively (not after "not",
 * "unlike", "instead of", "rather than", "than", "לא", "במקום", "בניגוד ל").
 */

import { matchWords, sameWord, type MatchWord } from '../matching.ts';

/** Groups of alternatives of one kind: each entry is one alternative, the others its rivals. */
const GROUPS: RegExp[][] = [
  // how a score or similarity is measured
  [
    /\b(?:inner|dot|scalar) products?\b|מכפלה פנימית/iu,
    /\b(?:L[12]|Euclidean|Manhattan)(?:\s*\(L[12](?:\s*\/\s*L[12])?\))? distances?\b|\bL[12][- ]norms? of the difference\b|מרחק אוקלידי/iu,
  ],
  // how memory is managed
  [
    /\bownership\b|\bowners?\b|\bborrow(?:s|ing|ed)?\b/iu,
    /\bgarbage[- ]collect(?:or|ors|ion|ed)?\b|\breference[- ]count(?:ing|ed)?\b/iu,
  ],
  // when: before the program runs, or while it runs
  [
    /\bcompile[- ]?time\b|\bat compil(?:e|ation)\b|\bahead[- ]of[- ]time\b|\bin advance\b|\bstatically\b/iu,
    /\brun[- ]?time\b|\bwhile (?:the program |it )?(?:runs|is running|executes)\b|\bwhen it runs\b|\bdynamically\b|\bon the fly\b|\bon demand\b|\b(?:becomes?|gets?|grows?|turns?) hot\b|\bas needed\b|\blazily\b/iu,
  ],
  // a size known and fixed, or any size
  [
    /\b(?:known,? )?fixed[- ]size(?:d)?\b|\bsize (?:is )?(?:known|fixed)\b/iu,
    /\bany size\b|\bvariable[- ]size(?:d)?\b|\bunknown size\b|\bdynamic(?:ally)?[- ]sized?\b|\bsize (?:that )?(?:can|may|might) (?:change|grow|vary)\b/iu,
  ],
  // weights spread over all the inputs, or most of them zero
  [
    /\bdiffuse\b|\bspread (?:out|evenly)\b|\ball (?:the )?input dimensions\b/iu,
    /\b(?:exactly|precisely) zero\b|\bsparse\b|\bzeroe?d? out\b|\bzeros? out\b/iu,
  ],
  // mutable or not
  [/\bimmutable\b|\bcannot be (?:changed|modified|mutated)\b/iu, /(?<![\w-])mutable\b/iu],
  // through the points, or the best fit to them
  [
    /\bpass(?:es|ing)? (?:exactly )?through\b|\bequals? (?:the )?data\b|\bprecise set of points\b|\binterpolat/iu,
    /\bleast[- ]squares?\b|\bbest fits?\b|\bnormal equations?\b|\bsquared errors?\b|\bregression\b/iu,
  ],
  // a margin on scores, or probabilities
  [
    /\bmargin\b|\bhinge\b/iu,
    /\bprobabilit(?:y|ies)\b|\blog[- ]?(?:likelihood|probabilit(?:y|ies))\b|\bsoftmax\b|\bcross[- ]entropy\b/iu,
  ],
  // automatic differentiation or another way to the derivative
  [
    /\bautomatic differentiation\b|\bchain rule\b|\bbackprop/iu,
    /\bsymbolic (?:formulas?|differentiation|derivatives?)\b|\bhand[- ]written (?:symbolic )?formulas?\b|\bfinite differences?\b/iu,
  ],
];

/** A word or phrase before the rival, in its clause, that says it is not so or sets it aside. */
const SET_ASIDE =
  /(?:\b(?:not|no|nothing|none|never|without|unlike|instead of|rather than|than|as opposed to|in contrast to|versus|vs|other than|neither|nor|avoids?|avoiding|replaces?|doesn't|don't|isn't|aren't|cannot|can't|won't|other|others|another|some \w+s|hard to|difficult to|impossible to|unable to)\b|n't\b|(?:^|\s)(?:לא|אין|בלי|ללא|במקום|בניגוד|ולא|אינו|אינה|אינם)(?=\s|ל|ה))/iu;
/** A denial after the rival in its clause. */
const DENIED_AFTER =
  /\b(?:not|never|cannot|can't|doesn't|don't|isn't|aren't|won't)\b|(?:^|\s)(?:לא|אינו|אינה|אינם)\s/iu;
/** Clauses: sentences, commas, semicolons, colons, dashes, and the words that begin another statement. */
const CLAUSE =
  /(?<=[.!?])\s+|[,;:()]\s*|\s[-–—]\s|\s+(?=(?:but|while|whereas|so|because|since|which|and|אבל|ואילו|כי|ולכן)\s)/iu;

/** Quantifiers: for every X, or there exists X (∀ / ∃ in symbols). */
const FOR_EVERY = /(?:\bfor (?:every|all|each|any)\s+|∀\s*|(?:^|\s)לכל\s*)([^\s,.;:]+)/giu;
const EXISTS =
  /(?:\bthere (?:exists?|is)\s+(?:an?\s+|some\s+)?|\bexists?\s+(?:an?\s+|some\s+)?|∃\s*|(?:^|\s)(?:קיים|קיימת|קיימים|יש)\s+)([^\s,.;:]+)/giu;
/** Counts: one X, or several X. */
const ONE = /\b(?:(?:only |exactly )?one|a single|single)\s+([a-z]+)\b/giu;
const SEVERAL = /\b(?:many|several|multiple|two or more|more than one|any number of)\s+([a-z]+?)s?\b/giu;

// (the variable is the leading name: "ε>0" and "ε > 0" are both ε)
const variable = (s: string) =>
  (
    s
      .normalize('NFKC')
      .replace(/[ϵεɛ]/gu, 'ε')
      .match(/^[\p{L}\p{N}_]+/u)?.[0] ?? ''
  ).toLowerCase();

function affirmed(text: string, index: number): boolean {
  // the clause the match is in, up to it
  const before = text.slice(0, index);
  const parts = before.split(CLAUSE);
  const clause = parts[parts.length - 1] ?? '';
  // (or its clause denies what follows it: "an ahead-of-time compiler cannot know")
  const after = text.slice(index).split(CLAUSE)[0] ?? '';
  return !SET_ASIDE.test(clause) && !DENIED_AFTER.test(after);
}

function matchesAffirmed(re: RegExp, text: string, inClause?: (clause: string) => boolean): string | null {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  for (const m of text.matchAll(g)) {
    if (!affirmed(text, m.index ?? 0)) continue;
    // (the clause the match is in, whole)
    const at = m.index ?? 0;
    const before = text.slice(0, at).split(CLAUSE);
    const clause = (before[before.length - 1] ?? '') + (text.slice(at).split(CLAUSE)[0] ?? '');
    if (!inClause || inClause(clause)) return m[0].trim();
  }
  return null;
}

export interface RivalClaim {
  /** what the answer says */
  said: string;
  /** what the material says in its place */
  material: string;
}

/**
 * What the answer affirms in place of the material's idea: a rival of the same kind the material never says.
 */
export function rivalClaims(answer: string, material: string, question = ''): RivalClaim[] {
  const out: RivalClaim[] = [];
  const asked = matchWords(question);
  for (const group of GROUPS) {
    const inMaterial = group.map((re) => material.match(re)?.[0] ?? null);
    const said = inMaterial.filter(Boolean);
    if (said.length !== 1) continue;
    const own = inMaterial.findIndex(Boolean);
    // an answer that also says the material's alternative may set two things side by side ("the stack only takes a
    // fixed size; heap data may be of any size"): a rival said of another thing the question names is no rival,
    // unless it is said of the thing the material says its alternative of (the question's words in every sentence of
    // the material that says it and names one: "the stack can hold data of any size, unlike the heap")
    const alsoOwn = matchesAffirmed(group[own]!, answer) !== null;
    const saying = material
      .split(/(?<=[.!?])\s+|\n/u)
      .filter((x) => group[own]!.test(x))
      .map((x) => matchWords(x))
      .filter((words) => words.some((w) => asked.some((q) => sameWord(w, q))));
    const subjects = asked.filter((q) => saying.every((words) => words.some((w) => sameWord(w, q))));
    group.forEach((re, i) => {
      if (i === own) return;
      const rival = matchesAffirmed(re, answer, (clause) => {
        if (!alsoOwn) return true;
        const words = matchWords(clause);
        const names = (list: MatchWord[]) => words.some((w) => list.some((q) => sameWord(w, q)));
        // (said of another thing the question names, and not of the material's: "heap data may be of any size")
        return names(subjects) || !names(asked.filter((q) => !subjects.some((x) => sameWord(x, q))));
      });
      if (rival) out.push({ said: rival, material: inMaterial[own]! });
    });
  }
  // "there exists ε" for "for every ε": the same variable under the other quantifier
  const every = new Map(
    [...material.matchAll(FOR_EVERY)].map((m) => [variable(m[1]!), m[0].trim()] as const),
  );
  const exists = new Set([...material.matchAll(EXISTS)].map((m) => variable(m[1]!)));
  for (const m of answer.matchAll(EXISTS)) {
    const v = variable(m[1]!);
    if (v && every.has(v) && !exists.has(v) && affirmed(answer, m.index ?? 0))
      out.push({ said: m[0].trim(), material: every.get(v)! });
  }
  // "several owners" for "one owner"
  const ones = new Set([...material.matchAll(ONE)].map((m) => m[1]!.toLowerCase().replace(/s$/u, '')));
  const severals = new Set([...material.matchAll(SEVERAL)].map((m) => m[1]!.toLowerCase()));
  for (const m of answer.matchAll(SEVERAL)) {
    const noun = m[1]!.toLowerCase();
    if (ones.has(noun) && !severals.has(noun) && affirmed(answer, m.index ?? 0))
      out.push({ said: m[0].trim(), material: `one ${noun}` });
  }
  return out;
}
