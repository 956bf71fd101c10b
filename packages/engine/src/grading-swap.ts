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
