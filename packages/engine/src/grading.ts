import { sameChoice } from '@studypilot/core';
import type { GeneratedQuestion, GradeResult, SubmissionGradeInput, SubmissionGradeResult } from './types.ts';
import { throwIfAborted } from './types.ts';
import { keyIndex, optionText } from './quality.ts';
import { hasHebrewText } from './local/util.ts';
import {
  acronymsIn,
  initialsOf,
  isFormula,
  writesFormula,
  deniedWords,
  materialAlternatives,
  matchWords,
  negatedOpposite,
  negatesWord,
  opposedNear,
  opposedWord,
  SENTENCE_BREAK,
  sameWord,
  saysByMeaning,
  swappedComparison,
  groupSynonym,
  synonymOf,
  type MatchWord,
} from './matching.ts';
import { nlp } from './local/analysis.ts';
import { ideaOwnWords } from './open-gate.ts';
import { GENERIC_NOUNS, substitutedIdeas } from './relations.ts';
import {
  infinitelyManyRival,
  onlyOneRival,
  reversedRelations,
  swappedAttributes,
  swappedCounts,
} from './grading-swap.ts';
import { rivalClaims } from './lexicon/rivals.ts';
import { unsupportedAbsolutes, type UnsupportedClaim } from './grading-claims.ts';
import { opposedClaims, type OpposedClaim } from './grading-opposed.ts';
import { phraseParaphrase } from './grading-phrases.ts';
import {
  addedClaims,
  rivalConsequences,
  sentencesOf as splitSentences,
  type AddedClaim,
} from './grading-added.ts';
import { contradictingClaims } from './grading-extended.ts';
import { affirmedDenials, manyForSingle, type AffirmedDenial } from './grading-affirmed.ts';
import {
  assertsAntonymPhrase,
  deniedAfter,
  deniesConverse,
  saidStale,
  negatedAntonymPhrase,
  showsNotNecessarily,
} from './grading-polarity.ts';

export function gradeMultipleChoice(
  question: GeneratedQuestion,
  answer: string | null,
  language?: 'en' | 'he',
): GradeResult {
  const he = language ? language === 'he' : hasHebrewText(question.text);
  const key = question.correctAnswer.trim().toUpperCase();
  const keyText = question.options ? optionText(question.options[keyIndex(question)] ?? '') : '';
  if (!answer || !answer.trim())
    return {
      score: 0,
      correct: false,
      feedback: he
        ? `לא נבחרה תשובה. התשובה הנכונה: ${key}) ${keyText}`
        : `No answer was selected. The correct answer is ${key}) ${keyText}.`,
    };
  const correct = sameChoice(answer, key);
  return correct
    ? { score: 100, correct: true, feedback: he ? 'נכון!' : 'Correct.' }
    : {
        score: 0,
        correct: false,
        feedback: he
          ? `לא נכון. התשובה הנכונה: ${key}) ${keyText}. ${question.explanation}`
          : `Incorrect. The correct answer is ${key}) ${keyText}. ${question.explanation}`,
      };
}

/** Local grading used by every engine for multiple choice, and by the local engine for open answers. */
export function gradeLocally(
  question: GeneratedQuestion,
  answer: string | null,
  language?: 'en' | 'he',
): GradeResult {
  return question.type === 'multiple-choice'
    ? gradeMultipleChoice(question, answer, language)
    : gradeOpen(question, answer, language);
}

/** Weight of key-idea coverage in an open answer's score; the rest is coverage of the model answer's content. */
const IDEA_WEIGHT = 0.5;
/** Share of the model answer's content words (beyond the question's) that counts as a fully covered answer. */
const FULL_RECALL = 0.5;
/** Coverage that earns full marks: a sound answer in the student's own words never repeats every idea verbatim. */
const FULL_COVERAGE = 0.75;
/** Weight of a key idea that is one generic word or a verb or adjective ("process", "requires", "best"). */
const LIGHT_IDEA = 0.5;
/** Most an answer that misses a key term earns beyond its share of the key ideas (in points). */
const MISSED_IDEA_MARGIN = 20;
/** Points taken off for each key idea the answer states in the negative where the material does not (besides its share). */
const CONTRADICTION_PENALTY = 20;
/** Most an answer earns that states a key idea contrary to the material: a wrong statement of the point. */
const CONTRADICTED_CAP = 15;

/** Content words of the material's clause (beyond the idea's and the question's) that state an idea fully. */
const STATED_PARTNERS = 2;
/** ... or one of every so many of them, when the clause has few. */
const PARTNER_SHARE = 3;
/** Credit of an idea said with only one word of what the material says with it. */
const PARTLY_STATED = 0.75;
/** Credit of an idea named without anything the material says with it. */
const NAMED_CREDIT = 0.5;
/** Most an answer earns whose ideas are all only named. */
const NAMED_CAP = 30;
const COMPLETE_BASE = 0.45;
/** Share of its weight a key idea stated as the material states it earns at least. */
const STATED_FLOOR = 0.9;
/** Credit of an idea that only appears in a list of terms ("template, inner product, comparing, best."). */
const LISTED_CREDIT = 0.25;

/** Points taken off for an absolute claim of the answer's own that the material does not make ("always singular"). */
const OVERCLAIM_COST = 15;
/** ... and for each further one (at most two more). */
const OVERCLAIM_MORE = 10;
/** Least score of an answer (before the claim) that states the point beside which a claim is read. */
const OVERCLAIM_FROM = 80;
/** Content words of its own (beyond the material's, the question's, the key ideas') that make a clause a claim. */
const OVERCLAIM_NEW_WORDS = 1;

/** Credit of a formula's symbols named without the formula ("m_n ⟶ L, but g_n and h_n ..." for "𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿"). */
const FORMULA_SYMBOLS = 0.25;

/** Share of the score lost by an answer made only of padding (sentences that say nothing of the material's answer). */
const PADDING_COST = 0.3;
/** Most an answer that is only a list of terms earns. */
const LIST_CAP = 20;
/** Credit of a brief answer on the question's subject that gives a related point, not the material's (partial). */
const RELATED_POINT = 30;
/** Most words of such a brief answer: a longer one that misses every key idea states something else. */
const BRIEF_ANSWER_WORDS = 22;
/** Credit of an explanation in the student's own words that the grader cannot match to the key ideas (partial). */
const OWN_WORDS_CREDIT = 80;
/** Fewest words of such an explanation. */
const EXPLANATION_WORDS = 40;
/**
 * ... in Hebrew, which writes "and", "the", "in", "to", "from", "that" and "as" as prefixes of the next word: the same
 * explanation has about a fifth fewer words.
 */
const HEBREW_EXPLANATION_WORDS = 32;
/** Most sentences of it: every one on the question, none padding. */
const OWN_WORDS_SENTENCES = 4;
/** Share of the model answer's content (beyond the question's words) it says at least. */
const OWN_WORDS_RECALL = 0.15;
/** ... unless it is at most this many sentences, all on the subject, and names no key-idea word (all in other words). */
const OTHER_WORDS_SENTENCES = 3;
/** Share of the answer's content words that are its own (beyond the question's) in such an answer. */
const RELATED_OWN_SHARE = 0.3;

/** Points taken off for a statement of the material said the other way (an opposite word, a denial beside the point). */
const FALSE_CLAIM_COST = 30;
/** Points a claim of its own added to the stated point as a further consequence costs in all (decision 105, v23). */
const ADDED_CLAIM_COST = 35;
/** Points a contradiction said only after an opening that states the point costs (teachers 50-60; decision 105, v26). */
const PADDED_CONTRADICTION_COST = 45;
/** ... and for a key idea the opening leaves unsaid (at most one of four or more). */
const PADDED_UNSAID_COST = 5;
/** Least grade of an opening, read alone, that states the point (every key idea, nothing contrary). */
const PADDED_OPENING_FROM = 60;
/** A sentence that continues the answer's statement: the next item of an enumeration, or a counterfactual. */
const PADDED_NOT_TAIL =
  /^\s*(?:\(?\d\)|second(?:ly)?\b|the\s+(?:second|other)\b|(?:if|had|were)\b[^.]*\b(?:would|could)\b)|^\s*(?:ו?ה?שני(?:יה|ה)?|אילו|לו\s)(?=[\s,:])|(?:^|\s)\(?2\)/iu;
/** Credit of a brief answer in the student's own words that says something of most key ideas (decision 105, v21). */
const BRIEF_OWN_CREDIT = 75;
/** Share of the key ideas' weight such an answer says a word of (or its meaning). */
const BRIEF_OWN_TOUCHED = 0.75;
/** Share of its own content words (beyond the question's) that say a word of the model answer. */
const BRIEF_OWN_SAID = 0.4;
/** Words that leave the mechanism unsaid ("the image is somehow matched against them"): no explanation in other words. */
const VAGUE_MARKER =
  /\b(?:somehow|some\s+way|something|somewhat\s+like|stuff|things?|kind\s+of|sort\s+of|in\s+general|basically)\b|(?:^|\s)(?:איכשהו|משהו|דברים|בערך|באופן\s+כללי)(?=\s|$)/iu;
/**
 * Words of an answer that says nothing of its own of the point: praise ("an important concept", "עקרונות חשובים"),
 * "it depends", "helps (us) understand", "צריך לבדוק כל מקרה לגופו" (decision 105, v24).
 */
const VAGUE_WORDS =
  /\b(?:important|depends|helps?\s+(?:us\s+|you\s+)?(?:to\s+)?understand|case\s+by\s+case)\b|(?:^|\s)(?:ו|ש|וש)?(?:חשוב|חשובה|חשובים|חשובות|תלוי|תלויה|תלויים|עוזר|עוזרת|עוזרים|לגופו)(?=[\s,.]|$)/iu;
/** "It depends on how ...": a relation that names what it depends on without saying how (v24). */
const VAGUE_DEPENDS = /\b(?:it|this|that)\s+depends\s+on\s+(?:how|what|which|whether|the\s+case)\b/giu;
/** A relation that says nothing of what it relates: "related to", "has to do with", "קשור ל", "יש קשר בין". */
const VAGUE_RELATION =
  /\b(?:talks?\s+about|talking\s+about|speaks?\s+about|deals?\s+with|dealing\s+with|related\s+to|relates\s+to|relating\s+to|(?:has|have|having)\s+(?:something\s+)?to\s+do\s+with|connected\s+(?:to|with)|associated\s+with|linked\s+to|a\s+relation(?:ship)?\s+between)\b|(?:^|\s)(?:ש|ו|וש)?(?:קשור|קשורה|קשורים|קשורות|קשר\s+בין|נוגע|נוגעת|נוגעים|(?:מדבר|מדברת|מדברים|מדברות)\s+על|עוסק|עוסקת|עוסקים|עוסקות)(?=\s)/giu;
/** A clause whose predicate is praise: "X are (very) important", "X מאוד חשובים" (not "it is important to note that"). */
const PRAISE_CLAUSE =
  /\b(?:is|are)\s+(?:(?:very|really|extremely|so|quite|both)\s+)?(?:important|essential|crucial|central)\b(?!\s+(?:to|for|because|since|that|in\s+that)\b)|(?:^|\s)(?:מאוד\s+)?(?:חשוב|חשובה|חשובים|חשובות|מרכזיים|מרכזיות)(?:\s+מאוד)?(?!\s+(?:ל|ש)|\s+(?:כי|מפני))(?=\s|$)/iu;
/** Least share of the key ideas' weight an answer says, some by phrases of its own, to be graded as own words (v23). */
const PHRASED_SAID = 0.75;
/** ... or the share it says fully, when it says something of that share of them (the rest named in its sentences). */
const PHRASED_STATED = 0.25;
/** Least grade of such an answer that says every key idea, and of one that says most of them. */
const PHRASED_ALL = 90;
const PHRASED_MOST = 80;
/** Fewest and most words of such an answer. */
/** A question that asks for two things; an answer that names its first of them, and its second (v25). */
const ASKS_TWO = /\b(?:two|both)\b|(?:^|\s)(?:שני|שתי|שניים|שתיים)(?=\s)/iu;
const FIRST_ONE =
  /\bfirst\b|^\s*one\s+(?:[a-z]+\s+)?(?:is|of\s+(?:them|the))\b|(?:^|\s)(?:עיקרון|עקרון|חוק|סיבה|דרך|תכונה|הבדל|יתרון|שלב)\s+(?:אחד|אחת)(?=[\s,:])|(?:^|\s)(?:אחד|אחת)\s+מה(?:ם|ן)(?=[\s,:])|(?:^|\s)(?:ה|ו|ש)?(?:ראשון|ראשונה)(?=[\s,.:;]|$)|\(1\)/iu;
const SECOND_ONE =
  /\bsecond\b|\bother\b|\blatter\b|\banother\s+(?:one\b|[a-z]+\s+(?:is|says)\b)|(?:^|\s)(?:ה|ו)?(?:נוסף|נוספת)(?=[\s,.:;]|$)|(?:^|\s)(?:ה|ו)?(?:שני|שנייה|שניה)(?=[\s,.:;]|$)|\(2\)|\b2\)/iu;
/** At most this for the first of two things asked (teachers 45-50). */
const ONE_OF_TWO_CAP = 55;
const BRIEF_OWN_MIN_WORDS = 15;
const BRIEF_OWN_MAX_WORDS = 60;

/** Key ideas of a question stored without any: the longest content words of the model answer. */
function fallbackIdeas(sample: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of matchWords(sample).sort((a, b) => b.text.length - a.text.length)) {
    if (w.text.length < 4 || /^\d/.test(w.text) || seen.has(w.base)) continue;
    seen.add(w.base);
    out.push(w.text);
    if (out.length >= 4) break;
  }
  return out;
}

const list = (items: string[], he: boolean) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${he ? ' ו־' : ' and '}${items.at(-1)}`;

/** Part of speech of each English word of the model answer (lower case), for the weight of one-word ideas. */
function englishTags(text: string): Map<string, string> {
  const out = new Map<string, string>();
  if (hasHebrewText(text)) return out;
  const n = nlp();
  const tokens = n.readDoc(text).tokens();
  const values = tokens.out(n.its.value) as string[];
  const pos = tokens.out(n.its.pos) as string[];
  values.forEach((v, i) => {
    const k = v.toLowerCase();
    if (!out.has(k)) out.set(k, pos[i]!);
  });
  return out;
}

/**
 * How much a key idea counts: a material term or phrase 1; one generic noun, verb, adjective or adverb (the words
 * around a term rather than the term: "process", "requires", "best", "linked") half as much.
 */
function ideaWeight(words: MatchWord[], tags: Map<string, string>): number {
  if (words.length !== 1) return 1;
  const w = words[0]!;
  if (w.hebrew) return 1;
  if (GENERIC_NOUNS.has(w.text)) return LIGHT_IDEA;
  const tag = tags.get(w.text);
  return tag && ['VERB', 'ADJ', 'ADV', 'AUX'].includes(tag) ? LIGHT_IDEA : 1;
}

interface IdeaResult {
  idea: string;
  /** The idea's words that are graded (beyond the question's). */
  words: MatchWord[];
  weight: number;
  /** Share of the idea's words in the answer, said the way the material says them (0-1). */
  share: number;
  /** The answer says the idea in the negative where the material does not ("untrusted", "does not commute"). */
  contradicted: boolean;
  /** Named without anything the material says with it (half credit). */
  mentioned: boolean;
  /** Half its words said at least (or by meaning: "a handful of features" for "few input dimensions"), none contrary. */
  touched: boolean;
  /** Said in other words: a word of it by a synonym, or by another name the material gives it. */
  paraphrased: boolean;
  /** Said by a phrase of its family in the student's own words, not in the material's words (v23). */
  phrased: boolean;
}

/** Whether answer words match the idea's words with the same polarity as the material, per idea word. */
function matchIdea(
  words: MatchWord[],
  answer: MatchWord[],
  model: MatchWord[],
  texts?: { answer: string; model: string },
): { hits: number; weighted: number; contradicted: boolean; byMeaning: boolean } {
  let hits = 0;
  let byMeaning = false;
  let got = 0;
  let contradicted = false;
  for (const w of words) {
    // the material's polarity: is this word negated where the model answer says it?
    const inModel = model.filter((m) => sameWord(m, w));
    const modelNegated = inModel.length > 0 && inModel.every((m) => m.negated);
    const same = answer.filter((a) => sameWord(a, w));
    // (a word the material itself says both ways, "no input dimension can ..." beside "a few input dimensions", is not
    // denied by an answer that says it only in the negative: it says the material's other statement)
    const saidBothWays = !modelNegated && inModel.some((m) => m.negated);
    // (a synonym counts when said the material's way, and never makes a contradiction: "find" for "never search")
    // (the material's negation reaches the whole predicate: "do not update the interpreter state" is said by "does
    // not write them back to the interpreter's state"; the answer's negation counts only next to the word)
    // (and "the interpreter's view isn't kept up to date" says "do not update the interpreter state": the predicate
    // denied after the word, in its clause)
    // (... or "the interpreter's bookkeeping is stale": a clause that says the word is out of date says it was not updated;
    // v23)
    const passive = modelNegated && !!texts && (deniedAfter(w, texts.answer) || saidStale(w, texts.answer));
    const positive = [...same, ...answer.filter((a) => !sameWord(a, w) && saysByMeaning(a, w))].filter((a) =>
      modelNegated ? a.negated || a.negatedClause === true || passive : !a.negated,
    );
    // (a word both set aside the same way, "instead of a few features" for "rather than a few features", is said)
    if (!positive.length && same.length && texts && setAside(w, texts.answer) && setAside(w, texts.model))
      positive.push(same[0]!);
    // ... and the opposite word right next to it ("only the dominant channel" for "all 3 of its channels")
    if (positive.length && texts && opposedNear(w, texts.answer, texts.model)) contradicted = true;
    // ... or the opposite phrase of the same word ("kept up to date" for "out of date")
    else if (positive.length && texts && !modelNegated && assertsAntonymPhrase(w, texts.answer, texts.model))
      contradicted = true;
    // ... or its opposite denied ("never changes" for "fixed", "אינה משתנה" for "קבועה")
    // (... or its opposite phrase denied: "isn't kept up to date" for "out of date")
    else if (
      positive.length ||
      (!modelNegated && negatedOpposite(w, answer)) ||
      (!modelNegated && !!texts && negatedAntonymPhrase(w, texts.answer, texts.model))
    ) {
      hits++;
      got += wordWeight(w, words);
      if (!positive.some((a) => sameWord(a, w))) byMeaning = true;
    } else if (
      (same.length &&
        !(saidBothWays && same.every((a) => a.negated)) &&
        (!texts ||
          !modelNegated ||
          (saidOfSubject(w, texts.answer, texts.model) && !deniedUntil(w, texts.answer, texts.model)))) ||
      (!modelNegated && answer.some((a) => negatesWord(a, w)))
    )
      contradicted = true;
    // ... or its opposite in its place ("the system is open" for "closed")
    else if (texts && !modelNegated && opposedWord(w, texts.answer, texts.model)) contradicted = true;
  }
  const total = words.reduce((a, w) => a + wordWeight(w, words), 0);
  return { hits, weighted: total ? got / total : 0, contradicted, byMeaning };
}

/** What a text sets aside for something else: the words after "rather than", "instead of", "במקום". */
const SET_ASIDE =
  /\b(?:rather\s+than|instead\s+of)\s+((?:\S+\s+){0,3}\S+)|(?:^|\s)במקום\s+((?:\S+\s+){0,3}\S+)/giu;
function setAside(w: MatchWord, text: string): boolean {
  return [...text.matchAll(SET_ASIDE)].some((m) => matchWords(m[1] ?? m[2]!).some((a) => sameWord(a, w)));
}

/** A negation that holds only up to a point: "do not update the interpreter state until exiting", "לא ... עד ש". */
const UNTIL = /\b(?:until|unless|till)\b|(?:^|\s)עד(?=\s|ש)/iu;
/** A statement restricted to a time or case: "only when it leaves the trace", "רק כאשר". */
const RESTRICTED = /\b(?:only|until|till|unless)\b|(?:^|\s)(?:רק|עד)(?=\s|ש)/iu;

/**
 * Whether the material denies a word only until something happens ("traces do not update the interpreter state until
 * exiting") and the answer says the word with a restriction of its own in its clause ("only writes them back to the interpreter
 * when it leaves the trace"): both say when, so there is no contradiction; "update the interpreter state after every
 * instruction" still contradicts it.
 */
function deniedUntil(w: MatchWord, answerText: string, modelText: string): boolean {
  const sentences = (t: string) => t.split(/(?<=[.;!?])\s+/u);
  const untilInModel = sentences(modelText).some((sn) => {
    const at = matchWords(sn).find((m) => sameWord(m, w) && m.negated);
    return !!at && UNTIL.test(sn.slice(sn.toLowerCase().indexOf(at.text)));
  });
  return (
    untilInModel &&
    answerText
      .split(/(?<=[.;!?])\s+|[,;:]\s+/u)
      .some((c) => RESTRICTED.test(c) && matchWords(c).some((a) => sameWord(a, w) && !a.negated))
  );
}

/** Words after which a clause says why or what: the subject of the material's claim comes right after them. */
const CLAIM_MARKER =
  /\b(?:because|since|as|so|that|which|while|when|where)\b|(?<=[\s\u05BE]|^)(?:כי|מכיוון|מפני|משום|ש)(?=\s)/giu;

/**
 * Whether the answer says the material's negated word of the same subject: the material denies it of the first
 * content word of its clause ("because traces do not update the interpreter state"), and the answer's sentence that
 * says the word the other way names that subject too; "external functions might modify the interpreter's state" says
 * it of another thing, and contradicts nothing.
 */
function saidOfSubject(w: MatchWord, answerText: string, modelText: string): boolean {
  const sentences = (t: string) => t.split(SENTENCE_BREAK);
  const subjects: MatchWord[] = [];
  for (const sn of sentences(modelText)) {
    const words = matchWords(sn);
    const at = words.findIndex((m) => sameWord(m, w) && m.negated);
    if (at < 0) continue;
    const index = sn.toLowerCase().indexOf(words[at]!.text);
    let start = 0;
    for (const m of sn.slice(0, Math.max(0, index)).matchAll(CLAIM_MARKER)) start = m.index + m[0].length;
    const subject = matchWords(sn.slice(start, index)).find((m) => !sameWord(m, w));
    if (subject) subjects.push(subject);
  }
  if (!subjects.length) return true;
  return sentences(answerText).some((sn) => {
    const words = matchWords(sn);
    return (
      words.some((a) => sameWord(a, w) && !a.negated && !a.negatedClause) &&
      words.some((a) => subjects.some((s) => sameWord(a, s) || synonymOf(a, s)))
    );
  });
}

/** Weight of a generic noun inside a phrase ("values" of "pixel values", "set" of "precise set"). */
const GENERIC_IN_PHRASE = 0.25;
/** How much a word of a key idea counts: a generic noun beside a specific word counts little. */
function wordWeight(w: MatchWord, words: MatchWord[]): number {
  const generic = (x: MatchWord) => GENERIC_NOUNS.has(x.text);
  return words.length > 1 && generic(w) && !words.every(generic) ? GENERIC_IN_PHRASE : 1;
}

/** A question that asks to choose: which of two, or whether a claim holds ("which is slower, and why?", "האם ..."). */
const CHOICE_QUESTION = /\b(?:which|whether)\b|(?:^|\s)(?:האם|איזה|איזו|אילו)\s/iu;
/** A question that asks to choose one of two ("which is slower", "whether", "האם"), not to list ("על אילו שני עקרונות"). */
const BINARY_CHOICE = /\bwhich (?:is|are|one|of)\b|\bwhether\b|(?:^|\s)(?:האם|איזה|איזו)\s/iu;
/** Credit of an answer that gives the material's choice with the question's words and no explanation (partial). */
const CHOICE_ONLY = 40;

/**
 * Whether an answer states a claim of the model answer in its words: its content words, in their order, are words of
 * one clause of the model answer, each said with the polarity the material says it there ("the heap is slower than
 * the stack" of "Accessing data in the heap is slower than accessing data on the stack because ..."; not "the stack
 * is slower than the heap", nor "every bounded sequence converges" of "a bounded sequence does not necessarily
 * converge").
 */
function restatesClaim(answer: string, modelAnswer: string): boolean {
  // (a symbol is notation, which the material may write another way: "{a_n}" for "{𝑎_𝑛}_{𝑛=1}^∞")
  const said = matchWords(answer).filter((a) => !a.base.startsWith('$'));
  if (said.length < 2) return false;
  // (a compound in the other order says the same: "heap access" for "accessing data in the heap"; one pair of words
  // written side by side, so "the stack is slower than the heap" and "every bounded sequence is convergent" stay the
  // other way round)
  const lower = answer.toLowerCase();
  const orders = [said];
  for (let i = 0; i + 1 < said.length; i++)
    if (lower.includes(`${said[i]!.text} ${said[i + 1]!.text}`))
      orders.push([...said.slice(0, i), said[i + 1]!, said[i]!, ...said.slice(i + 2)]);
  return modelAnswer.split(CLAUSE_SPLIT_CLAIM).some((clause) => {
    const words = matchWords(clause);
    return orders.some((order) => {
      let at = 0;
      for (const a of order) {
        while (at < words.length && !(sameWord(a, words[at]!) && a.negated === words[at]!.negated)) at++;
        if (at === words.length) return false;
        at++;
      }
      return true;
    });
  });
}
/** Clauses of an answer's claim: between sentence ends, colons, semicolons, dashes and commas, and before "so" / "ולכן". */
const ANSWER_CLAUSES =
  /(?<=[.;:!?,])\s+|\s+[-\u2013\u2014]\s+|\s+(?=(?:because|since|so|כי|מכיוון|ולכן|לכן)\s)/u;

/**
 * Whether an answer restates claims of the model answer, each clause one of them (decision 105, v24): "Every convergent
 * sequence is bounded: if it converges, it is bounded", "כל סדרה מתכנסת היא חסומה – אם סדרה מתכנסת אז היא חסומה,
 * ולכן סדרה לא חסומה לא מתכנסת" give the material's theorem, said twice, where one clause of the model answer holds
 * only part of it. A clause of fewer than two content words ("כן,") says nothing either way.
 */
function restatesEveryClause(answer: string, modelAnswer: string): boolean {
  if (restatesClaim(answer, modelAnswer)) return true;
  const clauses = answer.split(ANSWER_CLAUSES).filter((c) => matchWords(c).length >= 2);
  return clauses.length > 1 && clauses.every((c) => restatesClaim(c, modelAnswer));
}

/**
 * Whether a sentence of the answer states a claim of the model answer and then gives, after "because" / "since" /
 * "כי", a reason that names the idea, where the material's own sentence says that claim with that idea as its reason.
 */
function givesReason(
  sentence: string,
  modelAnswer: string,
  saysIdea: (w: MatchWord[]) => boolean,
  namesIdea: (w: MatchWord[]) => boolean,
): boolean {
  const [claim, ...rest] = sentence.replace(/\b(?:bc|b\/c|coz|cuz)\b/giu, 'because').split(REASON_SPLIT);
  if (!claim || !rest.length || namesIdea(matchWords(claim))) return false;
  if (!saysIdea(matchWords(rest.join(' ')))) return false;
  return modelAnswer.split(SENTENCE_SPLIT).some((s) => {
    const [mClaim, ...mRest] = s.split(REASON_SPLIT);
    return (
      !!mClaim && mRest.length > 0 && namesIdea(matchWords(mRest.join(' '))) && restatesClaim(claim, mClaim)
    );
  });
}
const REASON_SPLIT = /\s+(?:because|since|כי|מכיוון ש|מפני ש)\s+/iu;

/** Clauses of a claim: between sentence ends, semicolons, colons and the words that give a reason. */
const CLAUSE_SPLIT_CLAIM = /(?<=[.;:!?])\s+|\s+(?=(?:because|since|so|כי|מכיוון|ולכן|לכן)\s)/u;

/** Language of the feedback: the answer's (Hebrew letters or not); the question's when the answer has no letters. */
function feedbackHebrew(question: GeneratedQuestion, answer: string): boolean {
  const he = (answer.match(/[\u05D0-\u05EA]/gu) ?? []).length;
  const latin = (answer.match(/[A-Za-z]/g) ?? []).length;
  if (!he && !latin) return hasHebrewText(question.text);
  return he >= latin;
}

/**
 * Grades an open answer locally (decision 105). Each key idea earns credit when the answer uses its words in any
 * inflection and order (its share for part of a multi-word idea), or another name the material gives it ("inner
 * product (or dot product)", an acronym such as "PDEs"); words of the question earn nothing. Terms weigh more than
 * one generic word, verb or adjective. An idea the answer states in the negative where the material does not
 * ("untrusted annotation", "has nothing to do with Fourier series") earns nothing and costs points. A smaller part
 * of the score is how much of the model answer's content (beyond the question's own words) the answer covers. The
 * score is 100 and `correct` true only when every key idea is covered; feedback names what was covered, partly
 * covered, stated wrongly and missed, in the answer's language.
 */
export function gradeOpen(
  question: GeneratedQuestion,
  answer: string | null,
  language?: 'en' | 'he',
  options: { claims?: boolean; prefix?: boolean } = {},
): GradeResult {
  const text = (answer ?? '').trim();
  const he = language
    ? language === 'he'
    : text
      ? feedbackHebrew(question, text)
      : hasHebrewText(question.text);
  const given = (question.keyIdeas ?? []).map((k) => k.trim()).filter((k) => matchWords(k).length > 0);
  const ideas = given.length ? given : fallbackIdeas(question.correctAnswer);
  if (!text) {
    return {
      score: 0,
      correct: false,
      feedback: he ? 'לא ניתנה תשובה.' : 'No answer was given.',
      covered: [],
      missed: ideas,
    };
  }
  const ans = matchWords(text);
  const model = matchWords(question.correctAnswer);
  const questionWords = matchWords(question.text);
  // an answer that only says the question again explains nothing ("Fourier series is the Fourier series"): no
  // content word of its own, or one that is no key idea
  const own = ideaOwnWords(text, questionWords);
  const beyondQuestion = new Set(own.map((a) => a.base));
  const ownIdea = ideas.some((i) => matchWords(i).some((w) => own.some((a) => sameWord(a, w))));
  if (beyondQuestion.size === 0 || (beyondQuestion.size === 1 && !ownIdea)) {
    // ... unless the question asks which or whether, and the answer gives the material's choice in its words ("the
    // heap is slower than the stack" for "which is slower, and why?"): that part of the question, without the why
    // (a claim said in two clauses, "כל סדרה מתכנסת היא חסומה: אם הסדרה מתכנסת אז היא חסומה", restates it in each)
    if (CHOICE_QUESTION.test(question.text) && restatesEveryClause(text, question.correctAnswer))
      return {
        score: CHOICE_ONLY,
        correct: false,
        feedback: he
          ? `התשובה נותנת את מה שהחומר קובע, בלי להסביר. ${missingText(true, ideas, question.correctAnswer)}`
          : `The answer gives what the material says, without explaining it. ${missingText(false, ideas, question.correctAnswer)}`,
        covered: [],
        missed: ideas,
      };
    return {
      score: 0,
      correct: false,
      feedback: he
        ? `התשובה חוזרת על השאלה ואינה מסבירה. ${missingText(true, ideas, question.correctAnswer)}`
        : `The answer repeats the question without explaining it. ${missingText(false, ideas, question.correctAnswer)}`,
      covered: [],
      missed: ideas,
    };
  }
  const acronyms = acronymsIn(text);
  const tags = englishTags(question.correctAnswer);
  const results: IdeaResult[] = [];
  // words the question already names earn nothing ("naive polynomial interpolation" asked about interpolation);
  // an idea made only of the question's words cannot be graded
  const ownWords = (idea: string) => ideaOwnWords(idea, questionWords);
  // the answer's sentences (and lines), each as its words; a sentence that is a list of bare terms ("template,
  // inner product, comparing, best.") names ideas without relating them
  const ideaWords = ideas.flatMap((i) => matchWords(i));
  const sentenceTexts = text.split(SENTENCE_BREAK).filter((x) => matchWords(x).length);
  const listAnswer = isTermList(text, ideaWords, questionWords);
  const formulaIdeas = ideas.filter((i) => isFormula(i));
  const sentences = sentenceTexts.map((x) => ({
    text: x,
    // (a sentence that opens with a list of the key terms says something of them all at once: "Large influence, the
    // L2 penalty and diffuse weight vectors are all part of the loss" states none of them)
    words: matchWords(x.slice(openingTermList(x, ideaWords, questionWords))),
    // (a sentence that writes a formula of the key ideas relates its symbols: "then m_n, g_n, h_n ⟶ L" is no list)
    list:
      listAnswer ||
      (isTermList(x, ideaWords, questionWords) && !formulaIdeas.some((i) => writesFormula(i, x))),
  }));
  // on topic: a sentence that says something of the model answer (two of its content words beyond the question's,
  // or one key-idea word); the rest is padding, which earns nothing
  const modelOwn = model.filter((w) => !questionWords.some((q) => sameWord(q, w)));
  const ownIdeaWords = ideas.flatMap((i) => ideaOwnWords(i, questionWords));
  const onTopic = sentences.map((sn) => {
    const hits = new Set(sn.words.filter((a) => modelOwn.some((m) => sameWord(a, m))).map((a) => a.base));
    // (or restates a claim of the model answer in its words, even when they are the question's too: "every convergent
    // sequence is bounded" for "is every convergent sequence bounded?")
    // (or says mostly the model answer's words, the question's among them: "every convergent sequence is bounded: if
    // the sequence converges, it is bounded")
    const clauses = sn.text.split(CLAUSE_SPLIT_CLAIM).filter((c) => matchWords(c).length >= 2);
    return (
      hits.size >= 2 ||
      sn.words.some((a) => ownIdeaWords.some((w) => sameWord(a, w))) ||
      // (or writes a formula of the key ideas, in its own notation: "m_n, g_n, h_n ⟶ L" for "𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿")
      formulaIdeas.some((i) => writesFormula(i, sn.text)) ||
      // (or says a key idea of the converse in other words: "in the other direction it does not work: (−1)^n is bounded,
      // but it has no limit"; v26)
      ideas.some((i) => (deniesConverse(i) && deniesConverse(sn.text)) || showsNotNecessarily(i, sn.text)) ||
      restatesClaim(sn.text, question.correctAnswer) ||
      (clauses.length > 1 && clauses.every((c) => restatesClaim(c, question.correctAnswer)))
    );
  });
  const graded = ideas.filter((i) => ownWords(i).length > 0);
  for (const idea of graded.length ? graded : ideas) {
    const own = ownWords(idea);
    const words = own.length ? own : matchWords(idea);
    const r = matchIdea(words, ans, model, { answer: text, model: question.correctAnswer });
    let share = r.weighted;
    let contradicted = r.contradicted && share < 1;
    // "but not the other way round" / "אבל לא להפך" says "the converse is not true" / "ההפך אינו נכון"
    // ... and a case that is A and not B shows "A is not necessarily B" ("(−1)^n חסומה ולא מתכנסת")
    // (a statement in itself: not only named)
    const shown =
      share < 1 && ((deniesConverse(idea) && deniesConverse(text)) || showsNotNecessarily(idea, text));
    if (shown) {
      share = 1;
      contradicted = false;
    }
    // another name the material gives it, or its acronym
    let alternative: MatchWord[] = [];
    let acronym: string | null = null;
    if (share < 1) {
      const initials = initialsOf(idea);
      if (initials && acronyms.has(initials)) {
        share = 1;
        acronym = initials;
      }
      for (const alt of materialAlternatives(idea, question.correctAnswer)) {
        const altWords = matchWords(alt);
        const a = matchIdea(altWords, ans, model);
        const altInitials = /^[A-Z]{2,6}$/.test(alt) ? alt : initialsOf(alt);
        if (a.hits === altWords.length || (altInitials && acronyms.has(altInitials))) {
          share = 1;
          alternative = altWords;
          if (a.hits < altWords.length) acronym = altInitials;
        }
      }
      if (share === 1) contradicted = false;
    }
    // a phrase of its family said in other words ("multiplied element-wise and summed" for "inner product", "its size is
    // the same whatever it points to" for "fixed size"): a statement of the idea in itself (decision 105, v23)
    // (also when its words are said by a synonym alone, "the best match" for "fits": the phrase says what the material says)
    // (a converse denied or a case shown is the student's phrase of the idea: "in the other direction it does not work",
    // "(−1)^n is bounded but has no limit"; v26)
    const phrased =
      shown ||
      (!contradicted &&
        !isFormula(idea) &&
        !(r.weighted >= 0.999 && !r.byMeaning) &&
        phraseParaphrase(idea, text) !== null);
    if (phrased) share = 1;
    if (contradicted) share = 0;
    // (half its words at least, so "the class" touches no "correct class")
    const touched = !contradicted && share >= 0.5;
    const paraphrased = touched && (r.byMeaning || alternative.length > 0 || phrased);
    // a formula is said by writing it (in any spacing and notation of subscripts); its symbols alone half say it
    const formula = isFormula(idea);
    if (formula) {
      const written = writesFormula(idea, text);
      share = written ? 1 : Math.min(share, FORMULA_SYMBOLS);
      if (written) contradicted = false;
    }
    // stated, not only named: the answer's sentence that names the idea also says what the material's clause says
    // with it (that clause's content words beyond the idea's, the question's and the other key ideas': "weighted
    // sum" with "pixel"); one such word is a partial statement, none a bare mention, and a list of terms states nothing
    let mentioned = false;
    if (share >= 0.5 && !contradicted && !formula && !shown && !phrased) {
      const ideaAll = matchWords(idea);
      // each sentence of the model answer that says the idea, with its other content words
      const others = (text: string) =>
        dedupe(
          matchWords(text).filter(
            (w) =>
              !ideaAll.some((i) => sameWord(i, w)) &&
              !questionWords.some((q) => sameWord(q, w)) &&
              !alternative.some((i) => sameWord(i, w)),
          ),
        );
      // the clause that says it ("They use oxygen to break down glucose, and they have their own DNA": "DNA" is
      // not said with glucose), or its sentence when the clause has fewer than two such words
      const clauses = sentencesOf(idea, question.correctAnswer).flatMap((sentence) => {
        const inClause = sentencesOf(idea, sentence, CLAUSE_SPLIT).map(others);
        const whole = others(sentence);
        return inClause.length ? inClause.map((c) => (c.length >= 2 ? c : whole)) : [whole];
      });
      const names = (sw: MatchWord[], text: string) =>
        words.some((w) => sw.some((a) => sameWord(a, w))) ||
        alternative.some((w) => sw.some((a) => sameWord(a, w))) ||
        (acronym !== null && acronymsIn(text).has(acronym));
      // two of them (one when the clause has only one or two), in the sentence or one on topic next to it
      let support = 0;
      let inProse = false;
      sentences.forEach((sn, i) => {
        if (!names(sn.words, sn.text) || sn.list) return;
        inProse = true;
        // (given as the reason of the material's claim, as the material gives it: "the heap is slower because you
        // have to follow a pointer" for "... is slower ... because you have to follow a pointer to get there")
        // (an idea of two words or more, every one said: one word such as "heap" or "data" gives no reason)
        const whole = (sw: MatchWord[]) =>
          words.length >= 2 && words.every((w) => sw.some((a) => sameWord(a, w)));
        if (givesReason(sn.text, question.correctAnswer, whole, (w) => names(w, ''))) {
          support = 1;
          return;
        }
        const near = [i - 1, i + 1]
          .filter((k) => k >= 0 && k < sentences.length && onTopic[k] && !sentences[k]!.list)
          .flatMap((k) => sentences[k]!.words);
        for (const partners of clauses.length ? clauses : [[]]) {
          const need = Math.min(STATED_PARTNERS, Math.ceil(partners.length / PARTNER_SHARE));
          const here = partners.filter((p) => sn.words.some((a) => sameWord(a, p))).length;
          // (next to it, only what is no key idea: three key ideas in three sentences relate nothing)
          const close = partners.filter(
            (p) =>
              !sn.words.some((a) => sameWord(a, p)) &&
              !ideaWords.some((i) => sameWord(i, p)) &&
              near.some((a) => sameWord(a, p)),
          ).length;
          let s: number;
          if (!partners.length || here >= need || (here >= 1 && here + close >= need + 1)) s = 1;
          else if (here + close >= 1) s = PARTLY_STATED;
          else s = NAMED_CREDIT;
          support = Math.max(support, s);
        }
      });
      if (!inProse) support = LISTED_CREDIT;
      if (support < 1) {
        mentioned = support <= NAMED_CREDIT && share >= 0.999;
        share = share * support;
      }
    }
    results.push({
      idea,
      words,
      weight: ideaWeight(words, tags),
      share,
      contradicted,
      mentioned,
      touched,
      paraphrased,
      phrased,
    });
  }
  // an idea the answer misses where it says something else in its role ("is a garbage collector" for "is a set of
  // rules", "by subtracting the template" for "by comparing ... using an inner product"): stated contrary
  const material = matchWords([question.correctAnswer, question.source?.quote ?? ''].join(' '));
  const substituted = substitutedIdeas(
    // (a verb or a generic word is no claim of its own: "requires")
    results.filter((r) => r.share < 0.5 && !r.contradicted && !r.mentioned && r.weight >= 1),
    results.map((r) => r.words),
    question.correctAnswer,
    sentences
      .filter((sn, i) => onTopic[i] && !sn.list)
      .map((sn) => sn.text.replace(/[.;!?]*$/u, '.'))
      .join(' '),
    material,
    questionWords,
  );
  // an attribute the material says of one of two things, said of the other ("the common notions are about geometric
  // objects, while the postulates are logical rules" for "the common notions have a logical base, while the postulates
  // are geometric"): the ideas it carries are stated contrary to the material
  const misattributed = swappedAttributes(question.text, question.correctAnswer, ideaWords, text);
  for (const r of results)
    if (misattributed.some((m) => r.words.some((w) => w.text === m.attribute || sameWord(w, m.word)))) {
      r.contradicted = true;
      r.share = 0;
    }
  for (const r of results)
    if (substituted.has(r.idea)) {
      r.contradicted = true;
      r.share = 0;
    }

  // an idea named only as what something is "related to" ("עקרונות שקשורים למערכות ייחוס ולאור", "has to do with
  // memory"): the answer names it without saying anything of it, as a vague answer does (decision 105, v21)
  const vagueMatches = [...text.matchAll(VAGUE_RELATION), ...text.matchAll(VAGUE_DEPENDS)];
  // (the relation's own words: an idea that says them, "קשורים לאטום" / "bound to the atom", is the material's relation)
  const relationWords = vagueMatches.flatMap((m) => matchWords(m[0]));
  const vagueSpans = vagueMatches
    .map((m) => {
      const from = m.index + m[0].length;
      const end = text.slice(from).search(/[,.;:!?()]|\s(?:but|so|which|while|ו?היא|ו?הם|ו?הוא)\s/u);
      let span = text.slice(from, end < 0 ? undefined : from + end);
      // (and the rest of a list of what it names: "related to motion, light and frames of reference", "שקשורים
      // לתנועה, לאור ולמערכות ייחוס"; v24)
      for (;;) {
        const item = /^,\s+([^,.;:!?()]+)/u.exec(text.slice(from + span.length));
        if (
          !item ||
          item[1]!.trim().split(/\s+/u).length > LIST_ITEM_WORDS ||
          /^(?:and\s+)?(?:which|that|it|they|this|but|so|ו?היא|ו?הם|ו?הוא|אשר|ש)\b/u.test(item[1]!) ||
          /^(?:ו?היא|ו?הם|ו?הוא|ו?זה)(?=\s)/u.test(item[1]!)
        )
          break;
        span += item[0];
      }
      // (unless a clause says what the relation is: "linked to orthogonal polynomials, which allow ...")
      return /^,?\s*(?:which|that|where|whose|אשר|ש)/u.test(text.slice(from + span.length)) ? '' : span;
    })
    .filter(Boolean);
  // a clause that only praises what it names ("both principles are very important in physics", "ושני העקרונות מאוד
  // חשובים בפיזיקה"): it says nothing of them, as a vague relation does (decision 105, v26)
  // (beside a vague relation only: an answer that says what the material "talks about" and praises it)
  for (const clause of vagueSpans.length ? text.split(/[,;:.!?]/u) : [])
    if (
      PRAISE_CLAUSE.test(clause) &&
      !/\b(?:because|since|so|as)\b|(?:^|\s)(?:כי|לכן|מפני)(?=\s)/u.test(clause)
    )
      vagueSpans.push(clause);
  if (vagueSpans.length) {
    const clear = matchWords(vagueSpans.reduce((t, span) => t.replace(span, ' '), text));
    const vague = vagueSpans.flatMap((span) => matchWords(span));
    const inClear = (w: MatchWord) => clear.some((a) => sameWord(a, w) || saysByMeaning(a, w));
    for (const r of results)
      if (
        r.share >= 0.5 &&
        !r.contradicted &&
        (!r.words.some(inClear) ||
          // (a word of it said only inside the vague relation: "the speed of light" of "related to light"; v24)
          (!r.words.some((w) => relationWords.some((a) => sameWord(a, w))) &&
            r.words.some((w) => !inClear(w) && vague.some((a) => sameWord(a, w)))))
      ) {
        r.share = Math.min(r.share, NAMED_CREDIT);
        r.mentioned = true;
      }
  }
  const covered = results.filter((r) => r.share >= 0.999).map((r) => r.idea);
  const partly = results.filter((r) => r.share >= 0.5 && r.share < 0.999 && !r.mentioned).map((r) => r.idea);
  const named = results.filter((r) => r.mentioned).map((r) => r.idea);
  const wrong = results.filter((r) => r.contradicted).map((r) => r.idea);
  const missed = results.filter((r) => r.share < 0.5 && !r.contradicted && !r.mentioned).map((r) => r.idea);
  const totalWeight = results.reduce((a, r) => a + r.weight, 0);
  const ideaScore = totalWeight
    ? results.reduce((a, r) => a + r.weight * (r.share >= 0.5 ? r.share : 0), 0) / totalWeight
    : 0;
  // (the same, in the material's words only: an idea said by a phrase of the student's own is own words, v23)
  const literalWeight = (r: IdeaResult) => (r.phrased ? 0 : r.weight);
  const literalIdeaScore = totalWeight
    ? results.reduce((a, r) => a + literalWeight(r) * (r.share >= 0.5 ? r.share : 0), 0) / totalWeight
    : 0;
  const literalStated = totalWeight
    ? results.filter((r) => r.share >= 0.999).reduce((a, r) => a + literalWeight(r), 0) / totalWeight
    : 0;
  // the model answer's content beyond the question: what the answer adds
  const seen = new Set<string>();
  const modelWords: MatchWord[] = [];
  for (const w of model) {
    if (seen.has(w.base) || questionWords.some((q) => sameWord(q, w))) continue;
    seen.add(w.base);
    modelWords.push(w);
  }
  // ... said in the sentences on topic: padding and lists of terms add nothing
  const relevant = sentences.filter((sn, i) => onTopic[i] && !sn.list).flatMap((sn) => sn.words);
  const recall = modelWords.length
    ? matchIdea(modelWords, relevant, model).hits / modelWords.length
    : ideaScore;
  // completeness: an answer much shorter than the model answer explains less (a phrase is not an explanation)
  const modelLength = model.length || 1;
  const completeness = Math.min(1, 0.4 + relevant.length / modelLength / 1.5);
  const padding = ans.length ? 1 - relevant.length / ans.length : 0;
  let score: number;
  // every key idea in the answer: full marks, unless the answer is much shorter than an explanation needs
  if (results.length && covered.length === results.length)
    score =
      relevant.length * 2 >= modelLength
        ? 100
        : Math.round(100 * Math.min(1, COMPLETE_BASE + relevant.length / modelLength / 1.5));
  else if (ideaScore === 0 && recall < 0.2) score = 0;
  else {
    const coverage = IDEA_WEIGHT * ideaScore + (1 - IDEA_WEIGHT) * Math.min(1, recall / FULL_RECALL);
    score = Math.round(100 * Math.min(1, coverage / FULL_COVERAGE) * completeness);
  }
  // the key ideas it states as the material states them earn their share, however short the answer (one of two
  // points stated: about half, as teachers give it)
  const statedShare = totalWeight
    ? results.filter((r) => r.share >= 0.999).reduce((a, r) => a + r.weight, 0) / totalWeight
    : 0;
  // (an answer with every idea is graded by its completeness above)
  if (covered.length < results.length) score = Math.max(score, Math.round(100 * STATED_FLOOR * statedShare));
  // every idea it has only named, none stated as the material states it: the words are there, the explanation is not
  if (named.length && !covered.length && !partly.length) score = Math.min(score, NAMED_CAP);
  // padding around the answer does not add credit, and a reader has to dig the answer out of it
  if (padding > 0) score = Math.round(score * (1 - PADDING_COST * padding));
  // a list of the terms relates none of them
  if (listAnswer) score = Math.min(score, LIST_CAP);
  // full marks only with every key idea: anything less is shown as partial
  if (covered.length < results.length) score = Math.min(score, 95);
  // a key term missed is a point missed: the rest of the material's words do not make up for it (teachers gave
  // about half for two of three points); at most 30 points above the share of the key ideas
  if (results.some((r) => r.share < 0.5 && r.weight >= 1))
    score = Math.min(score, Math.round(100 * ideaScore) + MISSED_IDEA_MARGIN);
  // an idea stated contrary to the material takes its share of the score away, and costs points besides
  const wrongWeight = results.filter((r) => r.contradicted).reduce((a, r) => a + r.weight, 0);
  if (wrong.length)
    score = Math.min(
      CONTRADICTED_CAP,
      Math.round(score * (1 - wrongWeight / totalWeight)) - CONTRADICTION_PENALTY * wrong.length,
    );
  // a word the material states that the answer denies outright ("training neural networks does not require
  // gradients" for "computing gradients necessary for training neural networks"): a wrong statement of the point
  const denied = deniedClaims(text, question.correctAnswer, modelWords, model);
  if (denied.length) score = Math.min(score, CONTRADICTED_CAP);
  // the material's comparison the other way round ("UDP is more reliable" for "TCP is more reliable than UDP")
  const swapped = swappedComparison(question.text, question.correctAnswer, text, ideas);
  if (swapped) score = Math.min(score, CONTRADICTED_CAP);
  // a brief answer on the question's subject that states none of the material's ideas, and nothing contrary to them,
  // gives a related point (immutability for "known at compile time", "a pointer is small" for "a known, fixed size"):
  // partial credit, as a teacher gives it; a long one that misses every idea states another mechanism, and earns none
  const answerLength = text.split(/\s+/).length;
  const related =
    own.length >= 1 &&
    own.length >= RELATED_OWN_SHARE * ans.length &&
    (ans.length > own.length || own.some((a) => model.some((m) => sameWord(a, m) || synonymOf(a, m))));
  const relatedPoint =
    score < RELATED_POINT &&
    // (a vague answer says nothing of the point: "an important concept that describes the behaviour of the sequence",
    // "there is a relation between them, it depends on the sequence"; decision 105, v24)
    !VAGUE_WORDS.test(text) &&
    text.search(VAGUE_RELATION) < 0 &&
    !wrong.length &&
    !denied.length &&
    !swapped &&
    !listAnswer &&
    answerLength >= 4 &&
    answerLength <= BRIEF_ANSWER_WORDS &&
    related;
  if (relatedPoint) score = RELATED_POINT;
  // a question that asks which or whether, answered first with the material's choice in its words ("The heap is slower
  // than the stack, because ..."): that part of the question is answered, whatever the reason given after it
  const choiceGiven =
    score < CHOICE_ONLY &&
    BINARY_CHOICE.test(question.text) &&
    !swapped &&
    !denied.length &&
    !listAnswer &&
    (sentenceTexts[0] ?? '')
      .split(CLAUSE_SPLIT_CLAIM)
      .slice(0, 1)
      .some((c) => matchWords(c).length >= 3 && restatesClaim(c, question.correctAnswer));
  if (choiceGiven) score = CHOICE_ONLY;
  // an explanation in the student's own words: long enough to explain, in a few sentences each about the question or
  // the material's answer (none padding), saying some of the material's content (in its words or their family), and
  // nothing contrary to it; the grader cannot match its ideas to the material's, so it earns a good partial grade,
  // never full marks, and the feedback gives the material's terms to check it against
  const aboutIt = (words: MatchWord[]) =>
    words.some((a) => [...questionWords, ...model].some((m) => sameWord(a, m) || saysByMeaning(a, m)));
  const saidRecall = modelWords.length ? matchIdea(modelWords, ans, model).hits / modelWords.length : 0;
  const offSubject = sentences.filter((sn) => !aboutIt(sn.words)).length;
  // ... or says it entirely in other words: a short explanation (at most three sentences, each about the question or
  // the material) that names no word of the key ideas ("reads the address and jumps there" for "follow a pointer"); an
  // answer that uses a key term in another claim ("the template is just the nearest neighbour") is not one
  const otherWords =
    sentences.length <= OTHER_WORDS_SENTENCES &&
    offSubject === 0 &&
    !ans.some((a) => ideaWords.some((w) => sameWord(a, w)));
  const ownExplanation =
    score < OWN_WORDS_CREDIT &&
    literalIdeaScore < 0.5 &&
    // (an answer that lists the key terms does not say it in other words)
    !sentenceTexts.some((x) => openingTermList(x, ideaWords, questionWords) > 0) &&
    !wrong.length &&
    !denied.length &&
    !swapped &&
    !listAnswer &&
    answerLength >= (hasHebrewText(text) ? HEBREW_EXPLANATION_WORDS : EXPLANATION_WORDS) &&
    (saidRecall >= OWN_WORDS_RECALL || otherWords) &&
    sentences.length <= OWN_WORDS_SENTENCES &&
    // (every sentence about it, or all but one beside two that are: an aside does not undo an explanation)
    offSubject <= (sentences.length - offSubject >= 2 ? 1 : 0);
  if (ownExplanation) score = OWN_WORDS_CREDIT;
  // a brief answer in the student's own words whose every sentence is on the material's point and that says something
  // of most key ideas (a word of each, or its meaning: "can't lean hard on a handful of features; it has to spread small
  // weights over all the inputs" for "large influence", "diffuse weight vectors", "few input dimensions"), nothing
  // contrary: a good partial grade, as a teacher reads it, not the share of the material's exact terms
  const touchedShare = totalWeight
    ? results.filter((r) => r.touched && !r.contradicted).reduce((a, r) => a + r.weight, 0) / totalWeight
    : 0;
  // (what it says is the material's: most of its own content words, beyond the question's, say a word of the model
  // answer, as they are or by meaning; a vague answer says words of its own, "how good or bad the predictions are")
  // (read last: the lexicon is the slow part)
  const ownShare = () =>
    own.length
      ? own.filter((a) => model.some((m) => sameWord(a, m) || saysByMeaning(a, m))).length / own.length
      : 0;
  // (two of the model answer's own content words, beyond the question's, said as they are or by a synonym)
  const saysModelOwn = (words: MatchWord[]) =>
    new Set(modelOwn.filter((m) => words.some((a) => sameWord(a, m) || synonymOf(a, m))).map((m) => m.base))
      .size >= 2;
  const briefOwn =
    !VAGUE_MARKER.test(text) &&
    // (an answer that only names the ideas, in a vague relation or praise, explains none of them; v26)
    !(vagueSpans.length && named.length && !covered.length && !partly.length) &&
    score < BRIEF_OWN_CREDIT &&
    !wrong.length &&
    !denied.length &&
    !swapped &&
    !listAnswer &&
    !misattributed.length &&
    touchedShare >= BRIEF_OWN_TOUCHED &&
    // (in other words: one idea at least said by a synonym or another name, "CPUs" for "processors", "dot product" for
    // "inner product"; a vague answer names the material's words without saying anything of its own with them)
    results.some((r) => r.paraphrased) &&
    // (one the grader already credits with half the key ideas in the material's words is graded by them: "every value has
    // an owner ... goes out of scope" is half the rules)
    literalStated < 0.5 &&
    answerLength >= BRIEF_OWN_MIN_WORDS &&
    answerLength <= BRIEF_OWN_MAX_WORDS &&
    sentences.length <= OTHER_WORDS_SENTENCES &&
    offSubject === 0 &&
    // (each sentence on the point: in the material's words, or in its synonyms, "CPUs dislike hopping across scattered
    // memory" for "processors are faster if they jump around less in memory"; v22)
    sentences.every((sn, i) => onTopic[i] || saysModelOwn(sn.words)) &&
    ownShare() >= BRIEF_OWN_SAID;
  if (briefOwn) score = BRIEF_OWN_CREDIT;
  // most of the key ideas said, some of them by phrases of the student's own ("multiplied element-wise and summed" for
  // "inner product"): an explanation in other words, graded as a teacher grades it, not by the share of the material's
  // words it repeats (decision 105, v23)
  const saidShare = totalWeight
    ? results.filter((r) => r.share >= 0.999).reduce((a, r) => a + r.weight, 0) / totalWeight
    : 0;
  const phrasedFloor =
    results.some((r) => r.phrased) &&
    (saidShare >= PHRASED_SAID || (saidShare >= PHRASED_STATED && touchedShare >= PHRASED_SAID)) &&
    // ("did exactly the same thing" is no vague "thing")
    !VAGUE_MARKER.test(text.replace(/\b(?:the\s+)?same\s+things?\b/giu, ' ')) &&
    !wrong.length &&
    !denied.length &&
    !swapped &&
    !listAnswer &&
    !misattributed.length
      ? saidShare >= 0.999
        ? PHRASED_ALL
        : // (most, not all: only an answer mostly in its own words; one that says most ideas in the material's words and
          // misses one is a partial answer, graded by the material's words)
          literalStated < 0.5
          ? PHRASED_MOST
          : 0
      : 0;
  if (phrasedFloor > score) score = phrasedFloor;
  // another thing of the same kind in the place of the material's ("measured by the L2 distance" for "an inner
  // product", "a garbage collector" for "ownership", "there exists ε" for "for every ε", "several owners" for "one
  // owner"): a wrong statement of the point, whatever key words come with it, and no own-words credit
  const rivals = rivalClaims(
    text,
    [question.correctAnswer, question.source?.quote ?? '', ...(question.keyIdeas ?? [])].join('\n'),
    question.text,
  );
  if (rivals.length) score = Math.min(score, CONTRADICTED_CAP);
  // a relation of the material stated the other way round ("every bounded sequence converges" for "every convergent
  // sequence is bounded", "multiple entries and a single exit" for "single-entry, multiple-exit"): a wrong statement
  const reversal =
    reversedRelations(question.correctAnswer, text)[0] ??
    swappedCounts([question.text, question.correctAnswer].join('\n'), text) ??
    // ("infinitely many terms" for "all but finitely many terms": a limit point, not a limit)
    infinitelyManyRival([question.correctAnswer, question.source?.quote ?? ''].join('\n'), text) ??
    // ("so the tree ends up with several entry points" as the answer's own statement, for "a single-entry, multiple-exit
    // trace tree": many where the material says one, v25)
    manyForSingle(
      splitSentences(text)[0] ?? '',
      [question.text, question.correctAnswer, question.source?.quote ?? ''].join('\n'),
      0,
    )[0];
  if (reversal) score = Math.min(score, CONTRADICTED_CAP);
  // ("exactly one entry and one exit" for "a single-entry, multiple-exit tree": one where the material says multiple)
  const onlyOne = onlyOneRival([question.text, question.correctAnswer].join('\n'), text);
  if (onlyOne) {
    score = Math.min(score, CONTRADICTED_CAP);
    rivals.push(onlyOne);
  }
  // an absolute claim of its own the material does not make ("the square Vandermonde matrix is always singular, so only
  // the Lagrange approach works"; "never calls external functions" where the material says "potentially difficult"):
  // a false statement beside the point, which costs points, not the whole grade
  // (only beside an answer that states the point, graded OVERCLAIM_FROM or more: a claim beside the point, in a sentence
  // about the material's subject (filler such as "every programmer should know this" costs little, by the padding rule),
  // whose answer without that sentence still covers every key idea it covers; an absolute word inside the student's
  // own statement of the point, or in an explanation in the student's own words, is how the student put it)
  const coveredHere = [...covered, ...partly];
  const beforeClaims = score;
  const overclaims: UnsupportedClaim[] = [];
  if (options.claims !== false && !ownExplanation && coveredHere.length && score >= OVERCLAIM_FROM)
    for (const c of unsupportedAbsolutes(
      text,
      [question.correctAnswer, question.source?.quote ?? ''].join('\n'),
      [question.text, ...(question.keyIdeas ?? [])].join('\n'),
    )) {
      if (overclaims.some((o) => o.sentence === c.sentence)) continue;
      if (c.newWords < OVERCLAIM_NEW_WORDS && !c.hedge) continue;
      const at = sentenceTexts.findIndex((x) => x.trim() === c.sentence);
      // (an overstatement of the material's hedge is about the material's sentence, whose words it shares, even when they
      // are the question's: "סדרה חסומה ... תמיד מתבדרת" for "סדרה חסומה אינה בהכרח מתכנסת"; v25)
      if (at < 0 || (!onTopic[at] && !c.hedge) || sentences[at]!.list) continue;
      const rest = text.replace(c.sentence, ' ').trim();
      if (!matchWords(rest).length) continue;
      const without = gradeOpen(question, rest, language, { claims: false }).covered ?? [];
      if (coveredHere.every((i) => without.includes(i))) overclaims.push(c);
    }
  if (overclaims.length) score -= OVERCLAIM_COST + OVERCLAIM_MORE * (Math.min(overclaims.length, 3) - 1);
  // ("always" where the material says "not necessarily" / "may": the contrary of the material's hedge, a false claim,
  // costs what an added false claim costs; v25)
  if (overclaims.some((o) => o.hedge)) score = Math.min(score, beforeClaims - ADDED_CLAIM_COST);
  // a statement of the material turned round by the opposite of its word ("these rules are checked at runtime" where
  // the material says "a set of rules that the compiler checks"): a false statement, which costs what a teacher takes
  // off for one (decision 105, v21)
  const opposed: OpposedClaim[] =
    options.claims !== false && !wrong.length && !rivals.length && !reversal
      ? opposedClaims(text, [question.correctAnswer, question.source?.quote ?? ''].join('\n')).filter(
          (c) => !overclaims.some((o) => o.sentence === c.sentence),
        )
      : [];
  if (opposed.length) score -= FALSE_CLAIM_COST * Math.min(opposed.length, 2);
  // a sentence beside the stated point that affirms what the material denies ("If a rule is broken, the program still
  // compiles" where the material says "the program won't compile"; "גם סדרה שאינה חסומה יכולה להתכנס" where it says
  // "סדרה שאינה חסומה אינה מתכנסת"): a false statement, which costs what a teacher takes off for one (decision 105,
  // v22); only when the answer without it still covers every key idea it covers
  const affirmed: AffirmedDenial[] =
    options.claims !== false &&
    coveredHere.length &&
    beforeClaims >= OVERCLAIM_FROM &&
    !opposed.length &&
    !wrong.length &&
    !rivals.length &&
    !reversal
      ? [
          ...affirmedDenials(text, [question.correctAnswer, question.source?.quote ?? ''].join('\n')),
          // ("which is what makes the tree multiple-entry" for "a single-entry, multiple-exit trace tree")
          ...manyForSingle(
            text,
            [question.text, question.correctAnswer, question.source?.quote ?? ''].join('\n'),
          ),
        ].filter((u) => {
          if (overclaims.some((o) => o.sentence === u.sentence)) return false;
          const rest = text.replace(u.sentence, ' ').trim();
          if (!matchWords(rest).length) return false;
          const without = gradeOpen(question, rest, language, { claims: false }).covered ?? [];
          return coveredHere.every((i) => without.includes(i));
        })
      : [];
  if (affirmed.length) score -= FALSE_CLAIM_COST;
  // a claim of its own added to the stated point as a further consequence or addition ("This is also why the heap can only
  // hold data whose size is known at compile time", "בנוסף, מספר האיברים ... לא תלוי ב-ε"): teachers grade such padded
  // answers 45-70, so it costs ADDED_CLAIM_COST in all with the other false statements (decision 105, v23); only when the
  // answer without it still covers every key idea it covers
  // (the answer's sentences, split once for both readings)
  const answerSentences = splitSentences(text);
  const added: AddedClaim[] =
    options.claims !== false &&
    coveredHere.length &&
    beforeClaims >= OVERCLAIM_FROM &&
    // (an explanation in the student's own words says words of its own in every sentence: "בנוסף, זו תקרת המהירות של
    // היקום" is its statement of the point)
    !ownExplanation &&
    !briefOwn &&
    !phrasedFloor &&
    !wrong.length &&
    !rivals.length &&
    !reversal
      ? [
          ...addedClaims(
            answerSentences,
            [
              question.correctAnswer,
              question.source?.quote ?? '',
              question.text,
              ...(question.keyIdeas ?? []),
            ].join('\n'),
          ),
          // ("If a guard fails, the VM throws away the whole trace" where the material says "If one of the guards
          // fails, the trace exits")
          ...rivalConsequences(
            answerSentences,
            [question.correctAnswer, question.source?.quote ?? ''].join('\n'),
            question.text,
          ),
          // (with no marker of addition: many where the material says one, at once where it says when, "also" in a
          // case the material's qualifier excludes; v25)
          ...contradictingClaims(
            answerSentences,
            [question.correctAnswer, question.source?.quote ?? ''].join('\n'),
            [question.text, ...(question.keyIdeas ?? [])].join('\n'),
          ),
        ].filter((u) => {
          const rest = text.replace(u.span, ' ').trim();
          if (!matchWords(rest).length) return false;
          const without = gradeOpen(question, rest, language, { claims: false });
          // (a contradiction of v25 may carry a key idea the rest does not say, "records a branch trace the very
          // first time any guard fails": the idea is said in a false claim, so it costs as one when the rest still
          // states the point)
          return (
            coveredHere.every((i) => (without.covered ?? []).includes(i)) ||
            ('said' in u && without.score >= OVERCLAIM_FROM)
          );
        })
      : [];
  if (added.length) score = Math.min(score, beforeClaims - ADDED_CLAIM_COST);
  // a denial or a comparison the other way round in a sentence beside the stated point ("The guards are checked only
  // once ..., so after that the trace runs with no checks at all" after a full answer; "Also, pushing onto the stack is
  // slower than allocating on the heap"): the answer without it states the point, so the false sentence costs points
  // as a false claim does, not the whole grade (decision 105, v21)
  if (
    options.claims !== false &&
    (denied.length || swapped) &&
    !wrong.length &&
    !rivals.length &&
    !reversal &&
    !misattributed.length &&
    sentenceTexts.length >= 2
  ) {
    const bad = sentenceTexts.filter(
      (x) =>
        deniedClaims(x, question.correctAnswer, modelWords, model).length > 0 ||
        !!swappedComparison(question.text, question.correctAnswer, x, ideas),
    );
    // (after the answer's first sentence: the answer's own opening claim is its point, "ההמוגלובין אינו נחוץ לגוף; ...")
    const opening = text.split(/(?<=[.!?])\s+/u)[0] ?? '';
    if (bad.length && bad.length < sentenceTexts.length && bad.every((b) => !opening.includes(b))) {
      const rest = bad.reduce((t, b) => t.replace(b, ' '), text).trim();
      const without = gradeOpen(question, rest, language, { claims: false });
      if (without.score >= OVERCLAIM_FROM)
        score = Math.max(score, without.score - FALSE_CLAIM_COST * Math.min(bad.length, 2));
    }
  }
  // a relation turned round in a sentence after the stated point ("Growing this way, the
  // tree ends up with multiple entries and a single exit" after a full answer): the answer without it states the point,
  // so the false sentence costs what an added false claim costs, not the whole grade (decision 105, v23)
  if (
    options.claims !== false &&
    reversal &&
    !rivals.length &&
    !wrong.length &&
    !misattributed.length &&
    sentenceTexts.length >= 2
  ) {
    const materialText = [question.correctAnswer, question.source?.quote ?? ''].join('\n');
    const asked = [question.text, question.correctAnswer].join('\n');
    const bad = sentenceTexts.filter(
      (x) =>
        reversedRelations(question.correctAnswer, x).length > 0 ||
        !!swappedCounts(asked, x) ||
        !!infinitelyManyRival(materialText, x) ||
        !!onlyOneRival(asked, x),
    );
    const opening = text.split(/(?<=[.!?])\s+/u)[0] ?? '';
    if (bad.length && bad.length < sentenceTexts.length && bad.every((b) => !opening.includes(b))) {
      const rest = bad.reduce((t, b) => t.replace(b, ' '), text).trim();
      const without = gradeOpen(question, rest, language, { claims: false });
      if (without.score >= OVERCLAIM_FROM) score = Math.max(score, without.score - ADDED_CLAIM_COST);
    }
  }
  // another thing of the same kind in the place of the material's, said only in a sentence after the stated point ("All
  // of these branch traces are compiled ahead of time" after a full answer that says "when a side exit becomes hot"):
  // the answer without it states the point, so the false sentence costs what an added false claim costs, not the
  // whole grade (decision 105, v25)
  if (
    options.claims !== false &&
    rivals.length &&
    !onlyOne &&
    !reversal &&
    !wrong.length &&
    !misattributed.length &&
    sentenceTexts.length >= 2
  ) {
    const materialText = [
      question.correctAnswer,
      question.source?.quote ?? '',
      ...(question.keyIdeas ?? []),
    ].join('\n');
    const bad = sentenceTexts.filter((x) => rivalClaims(x, materialText, question.text).length > 0);
    const opening = text.split(/(?<=[.!?])\s+/u)[0] ?? '';
    if (bad.length && bad.length < sentenceTexts.length && bad.every((b) => !opening.includes(b))) {
      const rest = bad.reduce((t, b) => t.replace(b, ' '), text).trim();
      const without = gradeOpen(question, rest, language, { claims: false });
      // (the rest states every key idea in the material's words: an explanation in other words beside a rival, or
      // filler around it, is no stated point)
      if (without.score >= OVERCLAIM_FROM && results.every((r) => (without.covered ?? []).includes(r.idea)))
        score = Math.max(score, without.score - ADDED_CLAIM_COST);
    }
  }
  // a contradiction found only after the answer's opening sentences, which state the point by themselves (all or nearly
  // all key ideas, nothing contrary), by any detector (an idea stated contrary, a denial, a comparison or relation the
  // other way round, a rival, an opposed word, an added false claim): a padded answer, which teachers grade 50-60, so
  // it costs PADDED_CONTRADICTION_COST from the opening's grade and does not cap the answer (decision 105, v26)
  if (
    options.claims !== false &&
    options.prefix !== false &&
    sentenceTexts.length >= 2 &&
    (wrong.length ||
      denied.length ||
      swapped ||
      reversal ||
      rivals.length ||
      onlyOne ||
      misattributed.length ||
      opposed.length ||
      affirmed.length ||
      added.length)
  ) {
    // (full sentences: a clause after ";" or "," belongs to the answer's statement)
    const full = text.split(/(?<=[.!?])\s+/u).filter((x) => matchWords(x).length);
    for (let k = full.length - 1; k >= 1; k--) {
      // (the next item of an enumeration, "(2) ...", "The second ...", is the answer's statement of a second thing, and a
      // counterfactual, "If the data could change size, it would ...", the answer's reasoning for its point: no padding)
      if (full.slice(k).some((x) => PADDED_NOT_TAIL.test(x))) break;
      const opening = full.slice(0, k).join(' ');
      const g = gradeOpen(question, opening, language, { prefix: false });
      // (the opening's own grade depends on its length: one that states every key idea is the full point, less the cost)
      const unsaidIdeas = results.filter((r) => !(g.covered ?? []).includes(r.idea));
      const unsaid = unsaidIdeas.length;
      // (an idea the opening leaves unsaid and the rest names, "sparse weight vectors" for "diffuse weight vectors", is
      // the answer's statement of it, not padding)
      const tail = matchWords(full.slice(k).join(' '));
      const tailNames = unsaidIdeas.some((r) => r.words.some((w) => tail.some((a) => sameWord(a, w))));
      const grade = 100 - PADDED_CONTRADICTION_COST - PADDED_UNSAID_COST * unsaid;
      if (
        g.score >= PADDED_OPENING_FROM &&
        // (the ideas the whole answer states contrary are stated by the opening: the contradiction is added after them)
        wrong.every((w) => (g.covered ?? []).includes(w)) &&
        unsaid <= (results.length >= 4 ? 1 : 0) &&
        !tailNames &&
        grade > score
      ) {
        score = grade;
        break;
      }
    }
  }
  // a question that asks for two things ("which two principles ...? explain each"), answered with "the first ..." and
  // no second: half the question is answered, whatever the key ideas the first shares with the second ("מערכות
  // הייחוס" of both principles); teachers give it about half (decision 105, v25)
  if (ASKS_TWO.test(question.text) && FIRST_ONE.test(text) && !SECOND_ONE.test(text))
    score = Math.min(score, ONE_OF_TWO_CAP);
  // a few words are not an explanation
  if (answerLength < 4) score = Math.min(score, 50);
  score = Math.max(0, Math.min(100, score));
  const correct = score === 100;
  const misattributedNote = misattributed.length
    ? he
      ? `התשובה מייחסת את "${misattributed[0]!.attribute}" ל"${misattributed[0]!.other}"; בחומר זה נאמר על "${misattributed[0]!.subject}".`
      : `The answer says "${misattributed[0]!.attribute}" of "${misattributed[0]!.other}"; the material says it of "${misattributed[0]!.subject}".`
    : '';
  const swapNote = swapped
    ? he
      ? `ההשוואה הפוכה מזו שבחומר: בחומר "${swapped.subject}" ולא "${swapped.other}".`
      : `The comparison is the other way round: the material says this of "${swapped.subject}", not "${swapped.other}".`
    : '';
  // (an idea already stated contrary names it)
  const deniedNote =
    denied.length && !wrong.length
      ? he
        ? `התשובה שוללת את מה שהחומר קובע: ${list(denied, true)} (בחומר: "${clauseOf(denied[0]!, question.correctAnswer) ?? denied[0]}").`
        : `The answer denies what the material states: ${list(denied, false)} (the material: "${clauseOf(denied[0]!, question.correctAnswer) ?? denied[0]}").`
      : '';
  const relatedNote =
    relatedPoint && !covered.length && !partly.length && !named.length
      ? he
        ? 'התשובה קשורה לשאלה, אבל אינה מציגה את הנקודה שבחומר.'
        : 'The answer is on the subject, but it does not give the point the material makes.'
      : '';
  const choiceNote =
    choiceGiven && !ownExplanation
      ? he
        ? 'התשובה נותנת את הבחירה שבחומר, אבל לא את הנימוק שלו.'
        : "The answer gives the material's choice, but not its reason."
      : '';
  const rivalNote = rivals.length
    ? he
      ? `התשובה אומרת "${rivals[0]!.said}" במקום מה שהחומר אומר: "${rivals[0]!.material}".`
      : `The answer says "${rivals[0]!.said}" where the material says "${rivals[0]!.material}".`
    : '';
  // (the idea a rival takes the place of is stated contrary, not covered, in the feedback: "for every ε" when the
  // answer says "there exists ε")
  const replaced = (idea: string) =>
    rivals.some(
      (r) =>
        idea.toLowerCase().includes(r.material.toLowerCase()) ||
        r.material.toLowerCase().includes(idea.toLowerCase()),
    );
  // (an idea said inside the relation or comparison the answer turns round is not covered: it is stated the other way
  // round, and the feedback says so beside the note, not "you covered" it)
  const turnedWords = swapped
    ? matchWords(`${swapped.subject} ${swapped.other}`)
    : reversal
      ? matchWords(`${reversal.said} ${reversal.material}`)
      : [];
  const turned = (idea: string) => {
    const words = results.find((r) => r.idea === idea)?.words ?? [];
    return (
      !replaced(idea) &&
      words.length > 0 &&
      // (a comparison's sides: an idea that names one; a relation: an idea said entirely inside it)
      (swapped ? words.some : words.every).call(words, (w) => turnedWords.some((t) => sameWord(t, w)))
    );
  };
  const shown = (i: string) => !replaced(i) && !turned(i);
  const turnedIdeas = [...covered, ...partly, ...named].filter(turned);
  const ownNote =
    ownExplanation && !rivals.length && !reversal
      ? he
        ? 'הסברת במילים משלך, בלי המונחים של החומר; כדאי לוודא שההסבר אומר את מה שהחומר אומר.'
        : "You explained it in your own words, without the material's terms; check that it says what the material says."
      : '';
  const reversalNote =
    reversal && !swapped
      ? he
        ? `התשובה הופכת את הכיוון של מה שהחומר אומר: "${reversal.said}", ובחומר: "${reversal.material}".`
        : `The answer states the relation the other way round: "${reversal.said}", where the material says "${reversal.material}".`
      : '';
  const overclaimNote = overclaims.length
    ? overclaims[0]!.hedge
      ? he
        ? `התשובה אומרת "${overclaims[0]!.marker}" על מה שהחומר מסייג ("${overclaims[0]!.hedge}"): "${overclaims[0]!.said}".`
        : `The answer says "${overclaims[0]!.marker}" where the material says "${overclaims[0]!.hedge}": "${overclaims[0]!.said}".`
      : he
        ? `החומר אינו אומר זאת: "${overclaims[0]!.said}".`
        : `The material does not say this: "${overclaims[0]!.said}".`
    : '';
  const opposedNote = opposed.length
    ? he
      ? `התשובה אומרת "${opposed[0]!.said}" במקום מה שהחומר אומר ("${opposed[0]!.material}"): "${opposed[0]!.sentence}".`
      : `The answer says "${opposed[0]!.said}" where the material says "${opposed[0]!.material}": "${opposed[0]!.sentence}".`
    : '';
  const affirmedNote = affirmed.length
    ? he
      ? `התשובה אומרת "${affirmed[0]!.sentence.replace(/[.;!?]+$/u, '')}", אבל בחומר: "${affirmed[0]!.material.replace(/[.;!?]+$/u, '')}".`
      : `The answer says "${affirmed[0]!.sentence.replace(/[.;!?]+$/u, '')}", but the material says: "${affirmed[0]!.material.replace(/[.;!?]+$/u, '')}".`
    : '';
  const addedNote =
    added.length && !overclaims.some((o) => added[0]!.span.includes(o.said))
      ? he
        ? `החומר אינו אומר זאת: "${added[0]!.span.replace(/[.;!?]+$/u, '')}".`
        : `The material does not say this: "${added[0]!.span.replace(/[.;!?]+$/u, '')}".`
      : '';
  const feedback = [
    swapNote,
    reversalNote,
    rivalNote,
    misattributedNote,
    deniedNote,
    relatedNote,
    choiceNote,
    ownNote,
    overclaimNote,
    opposedNote,
    affirmedNote,
    addedNote,
    openFeedback(
      he,
      correct,
      covered.filter(shown),
      partly.filter(shown),
      [...wrong, ...[...covered, ...partly, ...named].filter(replaced)],
      missed,
      question.correctAnswer,
      named.filter(shown),
      !!relatedNote || (ownExplanation && !rivals.length && !reversal),
      turnedIdeas,
    ),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    score,
    correct,
    feedback,
    covered: [...covered, ...partly, ...named].filter(shown),
    missed: [...wrong, ...[...covered, ...partly, ...named].filter(replaced), ...turnedIdeas, ...missed],
  };
}

/**
 * The material's words (beyond the question's) that the answer denies outright where the material states them: the
 * word, or a synonym of it, right after a negator ("does not require" for "necessary", "not for training", "אינה
 * קבועה" for "קבועה"), when the material never says it in a negated clause.
 */
function deniedClaims(
  answer: string,
  modelText: string,
  modelWords: MatchWord[],
  model: MatchWord[],
): string[] {
  const denied = deniedWords(answer);
  if (!denied.length) return [];
  const deniedInModel = deniedWords(modelText);
  // (a word the material says is not so, "ההפך אינו נכון" / "the converse is not true", is not denied by "ולא להפך" /
  // "and not the converse")
  const saidFalse = (m: MatchWord) => {
    const at = modelText.toLowerCase().split(/[\s,;:.!?()"]+/u);
    return at.some(
      (w, i) =>
        w === m.text &&
        at.slice(i + 1, i + 3).some((x) => NEGATOR_WORD.test(x) || /^(?:אינו|אינה|isn't)$/u.test(x)),
    );
  };
  // (a word the material says of less, "faster if they jump around less", is not denied by "when they don't jump
  // around": less of it is said either way)
  const saidLess = (m: MatchWord) => {
    const at = modelText.toLowerCase().split(/[\s,;:.!?()"]+/u);
    return at.some(
      (w, i) =>
        w === m.text &&
        [...at.slice(Math.max(0, i - 2), i), ...at.slice(i + 1, i + 4)].some((x) => LESS.test(x)),
    );
  };
  return modelWords
    .filter(
      (m) =>
        !saidFalse(m) &&
        !saidLess(m) &&
        // (nor a word the material says "out of", by "not in" / "not up to" it: "are not in sync" for "out of sync")
        !negatedAntonymPhrase(m, answer, modelText) &&
        !model.some((x) => sameWord(x, m) && x.negatedClause) &&
        !deniedInModel.some((x) => sameWord(x, m)) &&
        // (the lexicon's synonyms are too loose for a denial: "won't build" denies no "set of rules")
        // (a Hebrew infinitive denies a verb, not the material's adjective of the same root: "אין דרך לקבוע" (no way to
        // determine) denies no "קבועה" (constant))
        denied.some((a) => !infinitiveOf(a, m) && (sameWord(a, m) || groupSynonym(a, m))),
    )
    .map((m) => m.text);
}

const LESS = /^(?:less|fewer|rarely|seldom|פחות)$/u;

/** A Hebrew infinitive ("לקבוע", ל and a root with ו before its last letter) read as a material word it is not ("קבועה"). */
function infinitiveOf(a: MatchWord, m: MatchWord): boolean {
  return a.hebrew && /^ל[^\sו]{2}ו[^\sו]$/u.test(a.text) && !/^ל/u.test(m.text) && a.text.slice(1) !== m.text;
}

/**
 * Where the model answer says a key idea: its clause (between commas, semicolons, "because", "so" and sentence
 * ends), so the feedback shows a missed idea in the material's own words, not as a bare word.
 */
export function clauseOf(idea: string, modelAnswer: string): string | null {
  const words = matchWords(idea);
  if (!words.length) return null;
  const clauses = modelAnswer
    .split(/(?<=[.;!?])\s+|,\s+|\s+(?=(?:because|since|so that|so|which|where|מכיוון|כי|ולכן|לכן)\s)/u)
    .map((c) => c.trim().replace(/[.;,!?]+$/u, ''))
    .filter((c) => c.split(/\s+/).length >= 2);
  let best: string | null = null;
  let bestHits = 0;
  for (const c of clauses) {
    const cw = matchWords(c);
    const hits = words.filter((w) => cw.some((x) => sameWord(x, w))).length;
    if (hits > bestHits || (hits === bestHits && best !== null && c.length < best.length)) {
      best = c;
      bestHits = hits;
    }
  }
  if (!best || bestHits < Math.ceil(words.length / 2)) return null;
  const cw = best.split(/\s+/);
  return cw.length > 16 ? `${cw.slice(0, 16).join(' ')} …` : best;
}

/** One word per base form. */
function dedupe(words: MatchWord[]): MatchWord[] {
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.base) && seen.add(w.base));
}

const OPERATOR = /->|=>|→|=|\+|\*|\//u;
const NEGATOR_WORD = /^(?:not|no|never|without|n't|לא|אין|בלי|ללא)$/iu;
/** A Hebrew negator with a joining prefix ("ולא", "שאין", "וללא"): a clause that denies, not a term (v23). */
const HE_NEGATOR_JOINED = /^(?:ו|ש|וש|כש)(?:לא|אין|אינו|אינה|אינם|אינן|בלי|ללא)$/u;
/** A part of a text that is only numbers and signs ("−1", "0.25", "x_1"): a value, not a term (v23). */
const VALUES_ONLY = /^[\s\d.,+\-−–()[\]/^*=<>≤≥…]*$/u;

/**
 * Whether a text is a list of bare terms: three or more parts (between commas, semicolons, colons, full stops, line
 * breaks and "and"/"or") of which at least 70% hold nothing but key-idea or question words (or one content word),
 * with no negator or operator. "connection, retransmits, acknowledged" is; "hash(key) -> bucket index, no scan,
 * only colliding keys compared" is not (it relates its terms).
 */
export function isTermList(text: string, ideaWords: MatchWord[], questionWords: MatchWord[]): boolean {
  const parts = text
    .split(/[,;:.\n]+|\s(?:and|or)\s/u)
    .map((p) => p.trim())
    .filter((p) => matchWords(p).length)
    // (values, "1, −1, 1, −1, ...", are an example's terms, not the material's: v23)
    .filter((p) => !VALUES_ONLY.test(p));
  if (parts.length < 3) return false;
  const bare = parts.filter((p) => {
    const raw = p.split(/\s+/);
    if (
      raw.length > 4 ||
      OPERATOR.test(p) ||
      raw.some((w) => NEGATOR_WORD.test(w) || HE_NEGATOR_JOINED.test(w))
    )
      return false;
    const words = matchWords(p);
    const known = words.filter(
      (w) => ideaWords.some((i) => sameWord(i, w)) || questionWords.some((q) => sameWord(q, w)),
    );
    return known.length === words.length || (words.length === 1 && raw.length <= 2);
  });
  return bare.length >= 0.7 * parts.length;
}

/** Words that join the items of a list: "and", "or", an article ("ו", "וה" are prefixes of the next item). */
const LIST_JOIN = /^(?:and|or)$/iu;
/**
 * Words that relate terms ("is", "not", "has", "must", "הוא", "אינו", "יש"): a run of terms with one inside is a claim,
 * not a list ("Everything on the stack must have a known, fixed size, and a pointer to the heap has a known, fixed
 * size" names no list of terms).
 */
const LIST_RELATION =
  /^(?:is|are|was|were|not|no|never|isn't|aren't|has|have|had|must|can|cannot|should|will|would|הוא|היא|הם|הן|אינו|אינה|אינם|אינן|לא|ולא|אין|ואין|יש|ויש|חייב|חייבת|חייבים)$/iu;
/** Items of a list of key terms that open a sentence before it says what it says of them all. */
const OPENING_LIST_ITEMS = 3;
/** Content words of one item of such a list at most (a term, not a clause). */
const LIST_ITEM_WORDS = 3;

/**
 * Where a sentence's opening list of key terms ends (0 when it opens with none): three or more items with a key-idea
 * word, each of at most three content words, all of them key-idea or question words, joined by commas and "and"/"or" ("Large influence, the L2 penalty, diffuse weight
 * vectors and few input dimensions are all part of the regularization loss"; "חוקי הפיזיקה זהים, מהירות האור
 * ומערכות הייחוס הם מושגים מרכזיים"). Such a sentence names the terms and says one thing of them all together, which
 * states none of them as the material does.
 */
export function openingTermList(
  sentence: string,
  ideaWords: MatchWord[],
  questionWords: MatchWord[],
): number {
  const isIdea = (w: MatchWord) => !w.base.startsWith('$') && ideaWords.some((i) => sameWord(i, w));
  const known = (w: MatchWord) => isIdea(w) || questionWords.some((q) => sameWord(q, w));
  const items: { words: number; idea: boolean; end: number }[] = [];
  let open = false; // an item begun and not yet closed by a comma or a joining word
  let relation = Infinity; // where the first verb of being, negator or operator is: a list relates nothing
  for (const m of sentence.matchAll(/\S+/gu)) {
    const token = m[0];
    const core = token.replace(/[,.;:!?]+$/u, '');
    if (LIST_RELATION.test(core) || OPERATOR.test(core)) relation = Math.min(relation, m.index!);
    const words = matchWords(core);
    if (LIST_JOIN.test(core)) open = false;
    else if (words.length) {
      if (!words.every(known)) break;
      // (a Hebrew item joined with the prefix "ו": "ומערכות הייחוס")
      if (!open || (/^ו/u.test(core) && words[0]!.hebrew)) items.push({ words: 0, idea: false, end: 0 });
      open = true;
      const item = items[items.length - 1]!;
      item.words += words.length;
      item.idea ||= words.some(isIdea);
      item.end = m.index! + token.length;
    }
    if (/[.;:!?]$/u.test(token)) break;
    if (token.endsWith(',')) open = false;
  }
  // (each item a term, not a clause: "the pointer to the heap is a known, fixed size" lists nothing)
  if (items.some((i) => i.words > LIST_ITEM_WORDS)) return 0;
  if (items.length && relation < items[items.length - 1]!.end) return 0;
  return items.filter((i) => i.idea).length >= OPENING_LIST_ITEMS ? items[items.length - 1]!.end : 0;
}

const SENTENCE_SPLIT = /(?<=[.;!?])\s+/u;
/** Clauses: between commas, semicolons, colons, dashes and conjunctions that join two statements. */
const CLAUSE_SPLIT =
  /[,;:\u2013\u2014]\s+|\s+-\s+|\s+(?=(?:and|but|while|whereas|because|since|so|or|כי|מכיוון|ולכן|לכן|כאשר|אבל|אך|בעוד)\s)/u;

/** The sentences of the model answer that say a key idea (at least half of its words). */
function sentencesOf(idea: string, modelAnswer: string, split = SENTENCE_SPLIT): string[] {
  const words = matchWords(idea);
  return modelAnswer.split(split).filter((sn) => {
    const sw = matchWords(sn);
    return words.filter((w) => sw.some((x) => sameWord(x, w))).length >= Math.ceil(words.length / 2);
  });
}

/**
 * "Missing: X (the material: "…clause…")." with the clause of the model answer that says each missed idea (ideas said
 * in one clause share it; up to three clauses), so a student sees what the material says, not a bare word.
 */
function missingText(he: boolean, missed: string[], modelAnswer: string): string {
  if (!missed.length) return '';
  const groups: { ideas: string[]; clause: string | null }[] = [];
  for (const m of missed) {
    const c = clauseOf(m, modelAnswer);
    const clause = c && c.toLowerCase() !== m.toLowerCase() ? c : null;
    const same = clause ? groups.find((g) => g.clause === clause) : undefined;
    if (same) same.ideas.push(m);
    else groups.push({ ideas: [m], clause });
  }
  let quoted = 0;
  const shown = groups.map((g) =>
    g.clause && quoted++ < 3
      ? `${list(g.ideas, he)} (${he ? 'בחומר' : 'the material'}: "${g.clause}")`
      : list(g.ideas, he),
  );
  return he ? `חסר: ${shown.join('; ')}.` : `Missing: ${shown.join('; ')}.`;
}

function openFeedback(
  he: boolean,
  full: boolean,
  covered: string[],
  partly: string[],
  wrong: string[],
  missed: string[],
  modelAnswer: string,
  named: string[] = [],
  related = false,
  turned: string[] = [],
) {
  const namedText = (h: boolean) =>
    h
      ? `הזכרת את ${list(named, true)} בלי להסביר מה החומר אומר ${named.length > 1 ? 'עליהם' : 'על כך'}.`
      : `You named ${list(named, false)} without saying what the material says about ${named.length > 1 ? 'them' : 'it'}.`;
  if (he) {
    if (full) return `תשובה מלאה: היא מכסה את ${list(covered, true)}.`;
    const parts: string[] = [];
    if (covered.length) parts.push(`כיסית: ${list(covered, true)}.`);
    if (partly.length) parts.push(`כיסית באופן חלקי: ${list(partly, true)}.`);
    if (named.length) parts.push(namedText(true));
    if (turned.length) parts.push(`נאמר בכיוון ההפוך מהחומר: ${list(turned, true)}.`);
    if (wrong.length) parts.push(`בניגוד לחומר: ${list(wrong, true)}.`);
    if (missed.length) parts.push(missingText(true, missed, modelAnswer));
    if (!covered.length && !partly.length && !named.length && !turned.length && !related)
      parts.unshift('התשובה אינה מתייחסת לרעיונות המרכזיים.');
    return parts.join(' ');
  }
  if (full) return `Complete answer: it covers ${list(covered, false)}.`;
  const parts: string[] = [];
  if (covered.length) parts.push(`You covered ${list(covered, false)}.`);
  if (partly.length) parts.push(`You partly covered ${list(partly, false)}.`);
  if (named.length) parts.push(namedText(false));
  if (turned.length) parts.push(`Stated the other way round: ${list(turned, false)}.`);
  if (wrong.length) parts.push(`Stated contrary to the material: ${list(wrong, false)}.`);
  if (missed.length) parts.push(missingText(false, missed, modelAnswer));
  if (!covered.length && !partly.length && !named.length && !turned.length && !related)
    parts.unshift('The answer does not address the key ideas.');
  return parts.join(' ');
}

/** Overall feedback for a submission: total score, and which sources to review. */
export function summarize(items: SubmissionGradeInput[], results: GradeResult[]): SubmissionGradeResult {
  const n = results.length;
  const totalScore = n === 0 ? 0 : Math.round(results.reduce((a, r) => a + r.score, 0) / n);
  const correct = results.filter((r) => r.correct).length;
  const he = items.some((i) => hasHebrewText(i.question.text));
  const review = new Map<string, Set<number>>();
  items.forEach((it, i) => {
    if (results[i]!.correct) return;
    const s = it.question.source;
    const set = review.get(s.documentName) ?? new Set<number>();
    set.add(s.unit);
    review.set(s.documentName, set);
  });
  const reviewText = [...review.entries()]
    .map(([name, units]) => `${name} (${[...units].sort((a, b) => a - b).join(', ')})`)
    .join('; ');
  const unanswered = items.filter((i) => !i.answer || !i.answer.trim()).length;
  let feedback: string;
  if (he) {
    feedback = `ענית נכון על ${correct} מתוך ${n} שאלות (ציון ${totalScore}).`;
    if (unanswered) feedback += ` ${unanswered} שאלות נותרו ללא תשובה.`;
    feedback += review.size ? ` כדאי לחזור על: ${reviewText}.` : ' עבודה מצוינת!';
  } else {
    feedback = `You answered ${correct} of ${n} questions correctly (score ${totalScore}).`;
    if (unanswered)
      feedback += ` ${unanswered} question${unanswered === 1 ? ' was' : 's were'} left unanswered.`;
    feedback += review.size ? ` Review: ${reviewText}.` : ' Excellent work!';
  }
  return { totalScore, results, feedback };
}

export async function gradeAll(
  items: SubmissionGradeInput[],
  grade: (q: GeneratedQuestion, a: string | null) => Promise<GradeResult>,
  signal?: AbortSignal,
): Promise<SubmissionGradeResult> {
  const results: GradeResult[] = [];
  for (const it of items) {
    throwIfAborted(signal);
    results.push(await grade(it.question, it.answer));
  }
  return summarize(items, results);
}
