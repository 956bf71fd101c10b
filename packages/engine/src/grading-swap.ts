/**
 * Attributes said of the wrong one of two things (decision 105, grading v11): the material says X of one subject and
 * Y of another in two statements it sets against each other ("while", "whereas", ";", "ואילו", "בעוד": "the common
 * notions have a logical base, while the postulates are geometric"), and
 * the answer says Y of the first or X of the second ("the common notions are about geometric objects, while the
 * postulates are logical rules"). The subjects are the question's words in the model answer's clauses; the
 * attributes are the key ideas' words beyond the question's.
 */
import { matchWords, sameWord, type MatchWord } from './matching.ts';

/** Clauses: between sentence ends, commas, semicolons, colons and the words that set two statements side by side. */
const CLAUSES =
  /(?<=[.!?])\s+|[,;:]\s+|\s+(?=(?:while|whereas|but|whilst|and|unlike|בעוד|ואילו|אבל|אך|לעומת)\s)/iu;

/** Where the material sets two statements against each other. */
const CONTRAST = /;\s+|,?\s+(?=(?:while|whereas|whilst|unlike|בעוד|ואילו|לעומת)\s)/iu;

interface Side {
  subjects: MatchWord[];
  attributes: MatchWord[];
}

/**
 * The pairs the answer swaps: the attribute (a key-idea word) and the subject the material says it of, when the
 * answer's clause says that attribute of the other subject only. Empty when the material does not set two subjects
 * side by side with an attribute each.
 */
export function swappedAttributes(
  question: string,
  modelAnswer: string,
  ideaWords: MatchWord[],
  answer: string,
): { attribute: string; word: MatchWord; subject: string; other: string }[] {
  const asked = matchWords(question);
  const inList = (w: MatchWord, list: MatchWord[]) => list.some((x) => sameWord(x, w));
  const sides: Side[] = [];
  // (only statements the material sets against each other: "X ..., while Y ...", "X ...; Y ...", "X ..., ואילו Y ...")
  for (const clause of modelAnswer.split(CONTRAST)) {
    const words = matchWords(clause);
    const subjects = words.filter((w) => inList(w, asked) && !inList(w, ideaWords));
    const attributes = words.filter((w) => inList(w, ideaWords) && !inList(w, asked));
    if (subjects.length && attributes.length) sides.push({ subjects, attributes });
  }
  // two sides, each with subjects and attributes of its own (words both sides share, "the 5 ...", belong to neither)
  const pairs: (readonly [Side, Side])[] = [];
  sides.forEach((s, i) =>
    sides.slice(i + 1, i + 2).forEach((t) => {
      const only = (a: MatchWord[], b: MatchWord[]) => a.filter((w) => !inList(w, b));
      const left = { subjects: only(s.subjects, t.subjects), attributes: only(s.attributes, t.attributes) };
      const right = { subjects: only(t.subjects, s.subjects), attributes: only(t.attributes, s.attributes) };
      if (left.subjects.length && left.attributes.length && right.subjects.length && right.attributes.length)
        pairs.push([left, right]);
    }),
  );
  if (!pairs.length) return [];
  const out: { attribute: string; word: MatchWord; subject: string; other: string }[] = [];
  for (const clause of answer.split(CLAUSES)) {
    const words = matchWords(clause);
    for (const [s, t] of pairs)
      for (const [mine, other] of [
        [s, t],
        [t, s],
      ] as const) {
        // the answer's clause names only the other side's subject, and this side's attribute (not the other's)
        const saysOther = words.some((w) => inList(w, other.subjects));
        const saysMine = words.some((w) => inList(w, mine.subjects));
        // (said the way the material says it: "without any guarantee" of the other subject)
        const attribute = words.find((w) =>
          mine.attributes.some((m) => sameWord(m, w) && m.negated === w.negated),
        );
        const otherAttribute = words.some((w) => inList(w, other.attributes));
        if (saysOther && !saysMine && attribute && !otherAttribute)
          out.push({
            attribute: attribute.text,
            word: mine.attributes.find((m) => sameWord(m, attribute))!,
            subject: mine.subjects[0]!.text,
            other: other.subjects[0]!.text,
          });
      }
  }
  return out;
}

/**
 * Relations the answer states the other way round (decision 105, grading v15): the material says "every A is B" and
 * the answer "every B is A" ("כל סדרה חסומה היא מתכנסת" for "כל סדרה מתכנסת היא חסומה"); "A is not necessarily B"
 * and the answer "B is not necessarily A"; "A causes / leads to / results in B" and the answer "B causes A". A
 * relation the material states both ways (an equivalence) is no reversal.
 */
type RelationKind = 'every' | 'not-necessarily' | 'cause';
const PART = '[^,.;:!?()\\n]';
const RELATIONS: { kind: RelationKind; re: RegExp; passive?: boolean }[] = [
  {
    kind: 'every',
    re: new RegExp(
      // (the predicate ends where a second relation joins it: "every convergent sequence is bounded and every bounded
      // sequence is convergent" states two; v25)
      `\\b(?:every|each|all|any)\\s+(${PART}+?)\\s+(?:is|are)\\s+(?:also\\s+)?(${PART}+?)(?=\\s+(?:and\\s+(?:also\\s+)?)?(?:every|each|all|any)\\s|[,.;:!?()\\n]|$)`,
      'giu',
    ),
  },
  {
    kind: 'every',
    re: new RegExp(
      `(?<=^|[\\s(])כל\\s+(${PART}+?)\\s+(?:הוא|היא|הם|הן)\\s+(${PART}+?)(?=\\s+(?:ו|וגם\\s+|גם\\s+)?כל\\s|[,.;:!?()\\n]|$)`,
      'gu',
    ),
  },
  {
    kind: 'not-necessarily',
    re: new RegExp(`(${PART}+?)\\s+(?:is|are)\\s+not\\s+necessarily\\s+(${PART}+)`, 'giu'),
  },
  {
    kind: 'not-necessarily',
    re: new RegExp(`(${PART}+?)\\s+(?:אינו|אינה|אינם|אינן)\\s+בהכרח\\s+(${PART}+)`, 'gu'),
  },
  {
    kind: 'cause',
    re: new RegExp(
      `(${PART}+?)\\s+(?:causes?|caused|leads?\\s+to|led\\s+to|results?\\s+in|resulted\\s+in|gives?\\s+rise\\s+to)\\s+(${PART}+)`,
      'giu',
    ),
  },
  {
    kind: 'cause',
    re: new RegExp(
      `(${PART}+?)\\s+(?:is|are|was|were)\\s+caused\\s+by\\s+(${PART}+)|(${PART}+?)\\s+results?\\s+from\\s+(${PART}+)`,
      'giu',
    ),
    passive: true,
  },
  {
    kind: 'cause',
    re: new RegExp(`(${PART}+?)\\s+(?:גורם|גורמת|גורמים|גורמות|מוביל|מובילה|מובילים)\\s+ל(${PART}+)`, 'gu'),
  },
];
/** Words before a relation that deny it ("not every A is B", "לא כל A הוא B"). */
const DENIED_BEFORE = /(?:\bnot|\bnever|(?:^|\s)לא|(?:^|\s)אין)\s*$/iu;
/** Content words of each side read: the last of the subject, the first of the predicate. */
const SIDE_WORDS = 3;

interface Relation {
  kind: RelationKind;
  from: MatchWord[];
  to: MatchWord[];
  text: string;
}

function relationsOf(text: string): Relation[] {
  const out: Relation[] = [];
  for (const { kind, re, passive } of RELATIONS)
    for (const m of text.matchAll(re)) {
      const [a, b] = m[1] !== undefined ? [m[1], m[2]!] : [m[3]!, m[4]!];
      if (DENIED_BEFORE.test(text.slice(0, m.index))) continue;
      // (for "every", the quantifier starts the match; for the others the subject does: a denial inside it counts)
      if (kind !== 'every' && matchWords(a).some((w) => w.negated)) continue;
      const subject = matchWords(a).slice(-SIDE_WORDS);
      const predicate = matchWords(b).slice(0, SIDE_WORDS);
      if (!subject.length || !predicate.length) continue;
      const [from, to] = passive ? [predicate, subject] : [subject, predicate];
      out.push({ kind, from, to, text: m[0].trim() });
    }
  return out;
}

export function reversedRelations(modelAnswer: string, answer: string): { said: string; material: string }[] {
  const material = relationsOf(modelAnswer);
  if (!material.length) return [];
  const has = (list: MatchWord[], w: MatchWord) => list.some((x) => sameWord(x, w));
  // what one side says that the other does not ("convergent" and "bounded" of "sequence")
  const only = (a: MatchWord[], b: MatchWord[]) => a.filter((w) => !has(b, w));
  const states = (r: Relation, from: MatchWord[], to: MatchWord[]) =>
    from.some((w) => has(r.from, w)) && to.some((w) => has(r.to, w));
  const out: { said: string; material: string }[] = [];
  for (const said of relationsOf(answer))
    for (const m of material) {
      if (said.kind !== m.kind) continue;
      const from = only(m.from, m.to);
      const to = only(m.to, m.from);
      if (!from.length || !to.length) continue;
      // the answer's relation goes from the material's end to its start, and does not end where the material's does
      // (a word both sides share, "sequence", belongs to neither)
      const reversed = states(said, to, from) && !said.to.some((w) => has(to, w));
      // (and the material does not say it that way too)
      const alsoSaid = material.some((o) => o.kind === m.kind && states(o, to, from));
      if (reversed && !alsoSaid) out.push({ said: said.text, material: m.text });
    }
  return out;
}

/**
 * Counts paired with the other nouns: the material (the question among it) says "a single-entry, multiple-exit
 * tree", and the answer "multiple entries and a single exit". Only both pairs swapped count.
 */
const ONE_OF = /\b(?:a\s+single|single|one|only\s+one|exactly\s+one)[\s-]+([a-z]+)/giu;
const MANY_OF = /\b(?:multiple|many|several|more\s+than\s+one)[\s-]+([a-z]+)/giu;
const EN_NEGATED = /\b(?:not|no|never|without)\s+(?:\w+\s+)?$/iu;
const nounOf = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/u, 'y')
    .replace(/(?<=[^s])s$/u, '');

export function swappedCounts(material: string, answer: string): { said: string; material: string } | null {
  const pairs = (text: string, re: RegExp) =>
    [...text.matchAll(re)]
      .filter((m) => !EN_NEGATED.test(text.slice(0, m.index)))
      .map((m) => ({ noun: nounOf(m[1]!), text: m[0] }));
  const ones = pairs(material, ONE_OF);
  const manys = pairs(material, MANY_OF);
  const saidOnes = pairs(answer, ONE_OF);
  const saidManys = pairs(answer, MANY_OF);
  const inList = (list: { noun: string }[], noun: string) => list.some((p) => p.noun === noun);
  for (const one of ones)
    for (const many of manys) {
      if (one.noun === many.noun || inList(ones, many.noun) || inList(manys, one.noun)) continue;
      const a = saidManys.find((p) => p.noun === one.noun);
      const b = saidOnes.find((p) => p.noun === many.noun);
      if (a && b) return { said: `${a.text} ... ${b.text}`, material: `${one.text} ... ${many.text}` };
    }
  return null;
}

/**
 * Exactly one where the material says multiple (decision 105, grading v16): the material (the question among it) says
 * "multiple X" ("a single-entry, multiple-exit tree") and never one X, and a sentence of the answer insists on
 * exactly / only one X ("the tree always keeps exactly one entry and one exit").
 */
const EXACTLY_ONE = /\b(?:exactly|only|just)\s+one\b|\bonly\s+a\s+single\b/iu;

export function onlyOneRival(material: string, answer: string): { said: string; material: string } | null {
  const pairs = (text: string, re: RegExp) =>
    [...text.matchAll(re)]
      .filter((m) => !EN_NEGATED.test(text.slice(0, m.index)))
      .map((m) => ({ noun: nounOf(m[1]!), text: m[0] }));
  const ones = pairs(material, ONE_OF);
  const manys = pairs(material, MANY_OF).filter((p) => !ones.some((o) => o.noun === p.noun));
  if (!manys.length) return null;
  for (const sentence of answer.split(/(?<=[.!?])\s+/u)) {
    if (!EXACTLY_ONE.test(sentence) || pairs(sentence, MANY_OF).length) continue;
    for (const one of pairs(sentence, ONE_OF)) {
      const many = manys.find((p) => p.noun === one.noun);
      if (many) return { said: one.text, material: many.text };
    }
  }
  return null;
}

/**
 * "Infinitely many" where the material says "all but finitely many" (decision 105, grading v15): the two differ in
 * what they say of the rest ("infinitely many terms lie in the neighbourhood, even if infinitely many others lie
 * outside it" describes a limit point, not a limit). Read when the material says "all but finitely many" / "almost
 * all" / "כל ... למעט מספר סופי" / "כמעט כל" and never "infinitely many", and the answer says "infinitely many" /
 * "אינסוף" with no finite number anywhere (either word may carry a prefix letter: "שכל", "שאינסוף").
 */
const ALL_BUT_FINITELY =
  /\ball\s+but\s+(?:a\s+)?finite(?:ly)?\s+(?:many|number)\b|\ball\s+(?:\S+\s+){0,4}(?:except|but)\s+(?:for\s+)?(?:a\s+)?finite(?:ly)?\s+(?:many|number)\b|\balmost\s+all\b|(?:^|\s)[ושכ]?כל\s+(?:\S+\s+){0,4}(?:למעט|פרט\s+ל|חוץ\s+מ)\S*\s*(?:מספר|כמות)\s+סופי|(?:^|\s)[ושכ]?כמעט\s+כל/iu;
const INFINITELY_MANY =
  /\binfinitely\s+many\b|\ban\s+infinite\s+number\s+of\b|(?:^|\s)[ושכ]?(?:אינסוף|אין\s+סוף)\s+(?!של\s)/iu;
const FINITE = /\bfinite(?:ly)?\b|סופי/iu;
const DENIED_NEAR = /(?:\bnot|\bno|\bnever|(?:^|\s)לא|(?:^|\s)אין)\s+(?:\S+\s+)?$/iu;

export function infinitelyManyRival(
  material: string,
  answer: string,
): { said: string; material: string } | null {
  const all = material.match(ALL_BUT_FINITELY);
  if (!all || INFINITELY_MANY.test(material) || FINITE.test(answer)) return null;
  const said = answer.match(INFINITELY_MANY);
  if (!said || DENIED_NEAR.test(answer.slice(0, said.index))) return null;
  return { said: said[0].trim(), material: all[0].trim() };
}
