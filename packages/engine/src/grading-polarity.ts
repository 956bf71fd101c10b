/**
 * Grading v20 (decision 105): statements that deny the material's word and still agree with the material.
 * - A negated antonym phrase: "isn't kept up to date" says "out of date", "לא מעודכן" says "אינו מעודכן".
 * - A predicate denied after its subject: "the interpreter's view isn't kept up to date" says "traces do not update
 *   the interpreter state" (the material's negation is before the word, the answer's after it, in one clause).
 * - "Not the other way round": "A implies B, but not the other way round" / "אבל לא להפך" says "the converse is not
 *   true" / "ההפך אינו נכון".
 */
import { matchWords, sameWord, synonymOf, type MatchWord } from './matching.ts';

/** A negation word (English or Hebrew). */
const NEGATION =
  /\b(?:not|never|no\s+longer|cannot)\b|n['’]t\b|(?:^|\s)(?:לא|אינו|אינה|אינם|אינן|אין|איננו|איננה)(?=\s|$)/iu;

/** Phrases whose word is the same and whose sense is opposite: "out of date" / "up to date", "out of sync" / "in sync". */
const OUT_OF = /\bout\s+of\s+(?:the\s+)?$/iu;
const UP_TO = /\b(?:up\s+to|in)\s+(?:the\s+)?$/iu;

/** Clauses of a text: split at punctuation and at words that start a new clause. */
function clauses(text: string): string[] {
  return text
    .split(
      /[.;:!?,()\n]+|\s(?=(?:so|but|because|while|which|whereas|although)\s)|\s(?=(?:אבל|כי|ולכן|לכן|בעוד)\s)/iu,
    )
    .filter((c) => c.trim());
}

/** The text before each place a clause says the word, and the text after it. */
function places(clause: string, w: MatchWord, synonyms = false): { before: string; after: string }[] {
  const out: { before: string; after: string }[] = [];
  const re = /[\p{L}\p{M}\p{N}'’_-]+/gu;
  for (const m of clause.matchAll(re)) {
    const mw = matchWords(m[0])[0];
    // (or by a synonym, when asked: "the bookkeeping isn't refreshed" for "the state is not updated"; v23)
    if (mw && (sameWord(mw, w) || (synonyms && synonymOf(mw, w))))
      out.push({ before: clause.slice(0, m.index), after: clause.slice(m.index! + m[0].length) });
  }
  return out;
}

/**
 * Whether the answer says the material's "out of W" by denying "up to W" / "in W" in a clause ("the globals isn't kept
 * up to date", "are not in sync"), where the material says "out of W" without a negation of its own.
 */
export function negatedAntonymPhrase(w: MatchWord, answerText: string, modelText: string): boolean {
  const modelSaysOut = clauses(modelText).some((c) =>
    places(c, w).some(
      (p) => OUT_OF.test(p.before) && !NEGATION.test(p.before.trim().split(/\s+/u).slice(-8).join(' ')),
    ),
  );
  if (!modelSaysOut) return false;
  return clauses(answerText).some((c) =>
    places(c, w).some((p) => UP_TO.test(p.before) && !OUT_OF.test(p.before) && NEGATION.test(p.before)),
  );
}

/**
 * Whether an answer's clause says the word and then denies the clause's predicate after it ("the interpreter's view ...
 * isn't kept up to date", "מצב המפרש אינו מתעדכן"): what the material denies of the word with the negation before it
 * ("traces do not update the interpreter state") said in the passive.
 */
export function deniedAfter(w: MatchWord, answerText: string): boolean {
  // (an aside in brackets is no clause of its own: "the interpreter's bookkeeping (stack, globals) isn't refreshed"; v23)
  return clauses(answerText.replace(/\s*\([^()]*\)/gu, '')).some((c) =>
    places(c, w, true).some(
      (p) => !NEGATION.test(p.before) && NEGATION.test(p.after.trim().split(/\s+/u).slice(0, 8).join(' ')),
    ),
  );
}

/** Words that say a thing was not brought up to date: "stale", "outdated", "out of date", "מיושן", "לא מעודכן". */
const STALE =
  /\b(?:stale|outdated|out[\s-]of[\s-]date|obsolete)\b|(?:^|\s)(?:מיושן|מיושנת|מיושנים|מיושנות|(?:לא|אינו|אינה|אינם|אינן)\s+מעודכנ\S*)(?=\s|$)/iu;

/**
 * Whether a clause of the answer says the word (or its synonym) is stale ("the interpreter's bookkeeping is stale"):
 * what the material denies with "do not update the interpreter state", said by the state's result (v23).
 */
export function saidStale(w: MatchWord, answerText: string): boolean {
  return clauses(answerText.replace(/\s*\([^()]*\)/gu, ''))
    .flatMap((c) => c.split(/\s+(?:and|or|ו)\s+/iu))
    .some((c) => STALE.test(c) && !NEGATION.test(c.replace(STALE, ' ')) && places(c, w, true).length > 0);
}

/** A statement that the converse does not hold ("but not the other way round", "ההפך אינו נכון", "לא להפך"). */
const CONVERSE_DENIED = new RegExp(
  [
    String.raw`\b(?:not|n['’]t)\s+(?:\w+\s+){0,2}(?:the\s+)?(?:other\s+way\s+(?:a)?round|vice\s+versa|conversely|in\s+reverse|the\s+reverse)\b`,
    String.raw`\b(?:the\s+)?(?:converse|reverse|opposite\s+direction|other\s+direction|other\s+way\s+(?:a)?round)\s+(?:is\s+(?:not|n['’]t|false|untrue)|does\s*(?:not|n['’]t)\s+(?:hold|follow)|fails|need\s+not\s+hold)`,
    String.raw`(?:^|\s)(?:ו?לא|אבל\s+לא|אך\s+לא)\s+(?:ל|ב)?(?:ה)?הפו?ך(?=[\s:.,;)]|$)`,
    String.raw`(?:^|\s)(?:ה)?הפו?ך\s+(?:אינו|איננו|לא|אינה)\s+(?:נכון|נכונה|מתקיים|מתקיימת|בהכרח\s+נכון)`,
    String.raw`(?:^|\s)(?:לא|אין\s+זה\s+נכון)\s+(?:ב)?כיוון\s+ההפוך`,
    // ("in the other direction it does not work", "בכיוון השני זה לא עובד": the converse said in other words; v26)
    // ("but not every bounded sequence converges", "אבל לא כל סדרה חסומה מתכנסת": the converse denied in its own words)
    String.raw`\b(?:but|yet)\s+not\s+(?:every|all)\b`,
    String.raw`(?:^|\s)(?:אבל|אך|אולם)\s+לא\s+כל(?=\s)`,
    String.raw`\b(?:in\s+)?the\s+(?:other|opposite|reverse)\s+direction,?\s+(?:it\s+|this\s+|that\s+)?(?:does\s*(?:not|n['’]t)\s+(?:work|hold|follow)|is\s*(?:not|n['’]t)\s+true|fails)`,
    String.raw`(?:^|\s)(?:ב|ו?ב)?כיוון\s+(?:השני|ההפוך|האחר)\s*,?\s+(?:זה\s+|הדבר\s+|הטענה\s+)?(?:לא|אינו|איננו|אינה)\s+(?:עובד|עובדת|נכון|נכונה|מתקיים|מתקיימת|תקף|תקפה)`,
  ].join('|'),
  'iu',
);

/** Whether a text denies the converse of what it states. */
export function deniesConverse(text: string): boolean {
  return CONVERSE_DENIED.test(text);
}

/** "A is not necessarily B" / "A אינה בהכרח B": the words of A and of B. */
const NOT_NECESSARILY =
  /^(.+?)\s+(?:is|are|does|do|need)?\s*(?:not|n['’]t)\s+necessarily\s+(.+)$|^(.+?)\s+(?:אינו|אינה|אינם|אינן|לא)\s+בהכרח\s+(.+)$/iu;

/**
 * Whether the answer shows "A is not necessarily B" by a case that is A and not B, in one clause ("(−1)^n is bounded
 * and does not converge", "(−1)^n חסומה ולא מתכנסת" for "חסומה אינה בהכרח מתכנסת").
 */
export function showsNotNecessarily(idea: string, answerText: string): boolean {
  const m = NOT_NECESSARILY.exec(idea.trim());
  if (!m) return false;
  const a = matchWords(m[1] ?? m[3]!);
  const b = matchWords(m[2] ?? m[4]!);
  if (!a.length || !b.length) return false;
  const isA = (ws: MatchWord[]) => a.every((x) => ws.some((y) => sameWord(x, y) && !y.negated));
  const notB = (c: string, ws: MatchWord[]) =>
    b.every((x) => ws.some((y) => sameWord(x, y) && y.negated)) ||
    // ("has no limit" / "אין לה גבול" for "does not converge": a convergent sequence is one that has a limit; v26)
    (b.length === 1 && CONVERGE.some((w) => sameWord(w, b[0]!)) && NO_LIMIT.test(c));
  if (
    answerText.split(/[.;:!?,()\n]+/u).some((c) => {
      const ws = matchWords(c);
      return isA(ws) && notB(c, ws);
    })
  )
    return true;
  // (a case that is A, "but" not B, in one sentence: "(−1)^n oscillates, so it is bounded, but it has no limit"; v26)
  return answerText.split(/[.;!?\n]+/u).some((sentence) => {
    const at = sentence.search(CONTRAST);
    if (at < 0) return false;
    const left = sentence.slice(0, at);
    const right = sentence.slice(at);
    return isA(matchWords(left)) && notB(right, matchWords(right));
  });
}

/** "has no limit", "אין לה גבול": a sequence that does not converge. */
const NO_LIMIT =
  /\b(?:has|have|with)\s+no\s+limit\b|\bdoes\s*(?:not|n['’]t)\s+have\s+a\s+limit\b|\bwithout\s+a\s+limit\b|(?:^|\s)אין\s+(?:לה|לו|להן|להם)\s+גבול(?=[\s,.;:]|$)|(?:^|\s)(?:ללא|בלי)\s+גבול(?=[\s,.;:]|$)/iu;
const CONVERGE = matchWords('converges convergent מתכנסת מתכנס');
/** A word that contrasts what follows with what precedes it. */
const CONTRAST = /,?\s+(?:but|yet|however)\b|(?:^|\s)(?:אבל|אך|אולם)(?=\s)/iu;

/**
 * Whether the answer says "up to W" / "in W" where the material says "out of W" ("the copies stay in sync" for "the
 * copies can be out of sync"): the opposite phrase, not the material's, though the word is the same.
 */
export function assertsAntonymPhrase(w: MatchWord, answerText: string, modelText: string): boolean {
  const modelSaysOut = clauses(modelText).some((c) => places(c, w).some((p) => OUT_OF.test(p.before)));
  if (!modelSaysOut) return false;
  const answerPlaces = clauses(answerText).flatMap((c) => places(c, w));
  return (
    answerPlaces.length > 0 &&
    answerPlaces.every((p) => UP_TO.test(p.before) && !OUT_OF.test(p.before) && !NEGATION.test(p.before))
  );
}
