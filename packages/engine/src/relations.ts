/**
 * What an answer says in the place of a key idea it misses (decision 105): the material defines a term as "a set of
 * rules", and the answer as "a garbage collector"; the material obtains a score "by comparing each template with the
 * image using an inner product", the answer "by subtracting the template from the image pixel by pixel". Such an
 * answer does not leave the idea out, it states another one in its role: the idea counts as stated contrary to the
 * material. Three roles are read, each after its marker words: what a thing is ("is a", "הוא"), how it is done
 * ("by", "using", "באמצעות") and why ("because", "כי").
 */
import { matchWords, sameWord, type MatchWord } from './matching.ts';

/** Nouns too general to be the point of an answer on their own. */
export const GENERIC_NOUNS = new Set(
  (
    'time times place places data information process processes location locations text system systems machine ' +
    'value values number numbers result results problem problems model models type types form forms order level ' +
    'levels amount part parts side end start area areas concept concepts mathematics method methods step steps ' +
    'item items element elements object objects set sets function functions term terms idea ideas'
  ).split(' '),
);

type Role = 'definition' | 'method' | 'reason';

/** Marker words of each role; the phrase after the marker is what the text says in that role. */
const MARKERS: { role: Role; re: RegExp }[] = [
  { role: 'definition', re: /\b(?:is|are|means)\s+(?:a|an|the|one)?\s*/giu },
  {
    role: 'definition',
    re: /(?<=[\s\u05BE]|^)(?:הוא|היא|הם|הן|הינו|הינה|פירושו|פירושה|זהו|זוהי)\s+/gu,
  },
  { role: 'method', re: /\b(?:by|using|through|via|by means of)\s+/giu },
  { role: 'method', re: /(?<=[\s\u05BE]|^)(?:על\s+ידי|באמצעות|בעזרת|ע"י)\s+/gu },
  { role: 'reason', re: /\b(?:because|since|due to)\s+/giu },
  { role: 'reason', re: /(?<=[\s\u05BE]|^)(?:כי|מכיוון\s+ש|מכיוון|מפני\s+ש|משום\s+ש|בגלל)\s*/gu },
];
/** What follows "by" when it gives an amount: "at least", "some", "more than", a number. */
const AMOUNT =
  /^(?:at\s+(?:least|most)|some|more\s+than|less\s+than|up\s+to|about|roughly|nearly|almost|a\s+factor|a\s+margin|\d)/iu;
/** Content words of the phrase after a marker that say what it is ("garbage collector", "subtracting ... pixel"). */
const PHRASE_WORDS: Record<Role, number> = { definition: 3, method: 4, reason: 5 };
/** The first content words of a definition or method phrase: its head ("a set of rules", "using an inner product"). */
const HEAD_WORDS = 2;
/** Foreign content words among them that make the phrase a claim of its own. */
const FOREIGN_IN_PHRASE = 2;

interface RolePhrase {
  role: Role;
  words: MatchWord[];
  /** Every content word to the sentence's end (what else the text says in that role: "a connection, numbers ..."). */
  sentence: MatchWord[];
}

const CLAUSE_END = /[.;:!?()\u2013\u2014]|,\s|\s-\s/u;
/** Words that may stand for the term a definition defines ("it is", "they are", "זהו"). */
const SUBJECT_WORDS = /^(?:it|they|this|these|that|the|a|an|and|so|זה|זו|זאת|הם|הן|הוא|היא|ו)$/iu;

/**
 * The phrases a text says after role markers: up to the clause's end and a few content words. A definition is "X is
 * a ..." with the question's term or a pronoun before the marker ("It is a garbage collector"; not "in computation
 * it is especially useful"), and only the model answer's first one is its definition.
 */
function rolePhrases(text: string, questionWords: MatchWord[], firstDefinition: boolean): RolePhrase[] {
  const out: RolePhrase[] = [];
  let definitions = 0;
  for (const { role, re } of MARKERS)
    for (const m of text.matchAll(re)) {
      if (role === 'definition') {
        const before = text.slice(0, m.index).split(CLAUSE_END).at(-1)!.trim().split(/\s+/).filter(Boolean);
        const subject = before.every(
          (w) =>
            SUBJECT_WORDS.test(w) || matchWords(w).every((x) => questionWords.some((q) => sameWord(q, x))),
        );
        if (!before.length || before.length > 5 || !subject) continue;
        if (firstDefinition && definitions++ > 0) continue;
      }
      const rest = text.slice(m.index + m[0].length);
      // "by" before an amount says how much, not how ("higher by some fixed margin", "ahead by at least a gap")
      if (role === 'method' && AMOUNT.test(rest)) continue;
      // "by" after a participle, before no verb, names what it is done with, not how ("weighted by the data value",
      // "multiplied by the weight"); "obtained by comparing" says how
      if (
        role === 'method' &&
        /^by\s/iu.test(m[0]) &&
        /\b\w+ed\s*$/iu.test(text.slice(0, m.index)) &&
        !/^(?:(?:a|an|the|either|first|simply|just)\s+)*\w+ing\b/iu.test(rest)
      )
        continue;
      const clause = rest.split(CLAUSE_END)[0] ?? '';
      const words = matchWords(clause).slice(0, PHRASE_WORDS[role]);
      const sentence = matchWords(rest.split(/[.;!?](?:\s|$)/u)[0] ?? '');
      if (words.length) out.push({ role, words, sentence });
    }
  return out;
}

/**
 * Key ideas (of those the answer misses) that the answer replaces by a claim foreign to the material: the model answer
 * says the idea right after a role marker, and the answer says something else after a marker of the same role, with
 * two or more content words that neither the material nor the question uses and none of the idea's words.
 */
export function substitutedIdeas(
  missed: { idea: string; words: MatchWord[] }[],
  allIdeas: MatchWord[][],
  modelAnswer: string,
  answer: string,
  material: MatchWord[],
  questionWords: MatchWord[],
): Set<string> {
  const out = new Set<string>();
  if (!missed.length) return out;
  // the model's phrases whose head is one key idea: a definition or a method that starts with it ("using an inner
  // product"), a reason that gives it alone to the sentence's end ("because it sets up a connection, numbers every
  // segment and retransmits ..." gives three)
  const ideasIn = (p: RolePhrase) =>
    allIdeas.filter((ws) => ws.filter((w) => p.sentence.some((a) => sameWord(a, w))).length * 2 >= ws.length)
      .length;
  const model = rolePhrases(modelAnswer, questionWords, true);
  const governs = (p: RolePhrase, words: MatchWord[]) => {
    const inPhrase = words.filter((w) => p.words.some((a) => sameWord(a, w))).length * 2 >= words.length;
    if (!inPhrase) return false;
    if (p.role === 'reason') return ideasIn(p) === 1;
    return p.words.slice(0, HEAD_WORDS).some((a) => words.some((w) => sameWord(a, w)));
  };
  const said = rolePhrases(answer, questionWords, false);
  const known = (w: MatchWord) =>
    material.some((m) => sameWord(w, m)) || questionWords.some((q) => sameWord(w, q)) || /^\d/.test(w.text);
  for (const { idea, words } of missed) {
    const has = (p: RolePhrase) => words.filter((w) => p.words.some((a) => sameWord(a, w))).length;
    const roles = new Set(model.filter((p) => governs(p, words)).map((p) => p.role));
    for (const role of roles) {
      const mine = said.filter((p) => p.role === role);
      if (mine.some((p) => has(p) > 0)) continue;
      // a method the material names with another key idea ("by solving a linear system involving the Vandermonde
      // matrix"), said in steps with that key idea in the answer's sentence: the material's way in other words, not
      // another one ("by setting up equations for the coefficients, whose matrix is the Vandermonde matrix, and
      // solving them"); a definition by another head stays another thing ("is a garbage collector ... of Rust")
      const says = (sentence: MatchWord[], ws: MatchWord[]) =>
        ws.every((w) => sentence.some((a) => sameWord(a, w)));
      const sameWay = (p: RolePhrase) =>
        role === 'method' &&
        model.some(
          (m) =>
            m.role === role &&
            governs(m, words) &&
            // (and the material's own step: "solving")
            m.words.some(
              (w) =>
                !allIdeas.some((ws) => ws.some((x) => sameWord(x, w))) &&
                !questionWords.some((q) => sameWord(q, w)) &&
                p.sentence.some((a) => sameWord(a, w)),
            ) &&
            allIdeas.some(
              (ws) =>
                ws !== words &&
                ws.length > 0 &&
                !ws.every((w) => words.some((x) => sameWord(x, w))) &&
                says(m.sentence, ws) &&
                says(p.sentence, ws),
            ),
        );
      if (mine.some(sameWay)) continue;
      // more words foreign to the material than the material's own (beyond the question's): another claim, not the
      // material's said in other words ("gives the position of the key" for "computes the bucket index from the key")
      const claims = (p: RolePhrase) => {
        const foreign = p.words.filter((w) => !known(w)).length;
        const shared = p.words.filter(
          (w) => material.some((m) => sameWord(w, m)) && !questionWords.some((q) => sameWord(w, q)),
        ).length;
        // (a definition in other words shares none of the material's: "a piece of code the compiler optimizes" is
        // no other thing than "a subprogram worth optimizing")
        return foreign >= FOREIGN_IN_PHRASE && (role === 'definition' ? shared === 0 : foreign > shared);
      };
      if (mine.some(claims)) {
        out.add(idea);
        break;
      }
    }
  }
  return out;
}
