import { sameChoice } from '@studypilot/core';
import type { GeneratedQuestion, GradeResult, SubmissionGradeInput, SubmissionGradeResult } from './types.ts';
import { throwIfAborted } from './types.ts';
import { keyIndex, optionText } from './quality.ts';
import { hasHebrewText } from './local/util.ts';
import { ideaCoverage, matchWords, sameWord, type MatchWord } from './matching.ts';

export function gradeMultipleChoice(question: GeneratedQuestion, answer: string | null): GradeResult {
  const he = hasHebrewText(question.text);
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
export function gradeLocally(question: GeneratedQuestion, answer: string | null): GradeResult {
  return question.type === 'multiple-choice'
    ? gradeMultipleChoice(question, answer)
    : gradeOpen(question, answer);
}

/** Weight of key-idea coverage in an open answer's score; the rest is coverage of the model answer's content. */
const IDEA_WEIGHT = 0.5;
/** Share of the model answer's content words (beyond the question's) that counts as a fully covered answer. */
const FULL_RECALL = 0.5;
/** Coverage that earns full marks: a sound answer in the student's own words never repeats every idea verbatim. */
const FULL_COVERAGE = 0.75;

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

/**
 * Grades an open answer locally (decision 105): each key idea earns credit when the answer uses its words in any
 * inflection and order (partial credit for part of a multi-word idea); a smaller part of the score is how much of
 * the model answer's content (beyond the question's own words) the answer covers. The score is 100 and `correct`
 * true only when every key idea is covered; feedback names what was covered and what was missed, in the
 * question's language.
 */
export function gradeOpen(question: GeneratedQuestion, answer: string | null): GradeResult {
  const he = hasHebrewText(question.text);
  const given = (question.keyIdeas ?? []).map((k) => k.trim()).filter((k) => matchWords(k).length > 0);
  const ideas = given.length ? given : fallbackIdeas(question.correctAnswer);
  const text = (answer ?? '').trim();
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
  const covered: string[] = [];
  const partly: string[] = [];
  const missed: string[] = [];
  let credit = 0;
  for (const idea of ideas) {
    const c = ideaCoverage(idea, ans);
    if (c >= 0.999) {
      covered.push(idea);
      credit += 1;
    } else if (c >= 0.5) {
      partly.push(idea);
      credit += c;
    } else missed.push(idea);
  }
  const ideaScore = ideas.length ? credit / ideas.length : 0;
  // the model answer's content beyond the question: what the answer adds
  const questionWords = matchWords(question.text);
  const seen = new Set<string>();
  const modelWords: MatchWord[] = [];
  for (const w of matchWords(question.correctAnswer)) {
    if (seen.has(w.base) || questionWords.some((q) => sameWord(q, w))) continue;
    seen.add(w.base);
    modelWords.push(w);
  }
  const recall = modelWords.length ? ideaCoverage(modelWords, ans) : ideaScore;
  // completeness: an answer much shorter than the model answer explains less (a phrase is not an explanation)
  const modelLength = matchWords(question.correctAnswer).length || 1;
  const completeness = Math.min(1, 0.4 + ans.length / modelLength / 1.5);
  let score: number;
  // every key idea in the answer: full marks, unless the answer is much shorter than an explanation needs
  if (ideas.length && missed.length === 0 && partly.length === 0)
    score = ans.length * 2 >= modelLength ? 100 : Math.round(100 * completeness);
  else if (ideaScore === 0 && recall < 0.2) score = 0;
  else {
    const coverage = IDEA_WEIGHT * ideaScore + (1 - IDEA_WEIGHT) * Math.min(1, recall / FULL_RECALL);
    score = Math.round(100 * Math.min(1, coverage / FULL_COVERAGE) * completeness);
  }
  // a few words are not an explanation
  if (text.split(/\s+/).length < 4) score = Math.min(score, 50);
  score = Math.max(0, Math.min(100, score));
  const correct = score === 100;
  const feedback = openFeedback(he, correct, covered, partly, missed);
  return { score, correct, feedback, covered: [...covered, ...partly], missed };
}

function openFeedback(he: boolean, full: boolean, covered: string[], partly: string[], missed: string[]) {
  if (he) {
    if (full) return `תשובה מלאה: היא מכסה את ${list(covered, true)}.`;
    const parts: string[] = [];
    if (covered.length) parts.push(`כיסית: ${list(covered, true)}.`);
    if (partly.length) parts.push(`כיסית באופן חלקי: ${list(partly, true)}.`);
    if (missed.length) parts.push(`חסר: ${list(missed, true)}.`);
    if (!covered.length && !partly.length) parts.unshift('התשובה אינה מתייחסת לרעיונות המרכזיים.');
    return parts.join(' ');
  }
  if (full) return `Complete answer: it covers ${list(covered, false)}.`;
  const parts: string[] = [];
  if (covered.length) parts.push(`You covered ${list(covered, false)}.`);
  if (partly.length) parts.push(`You partly covered ${list(partly, false)}.`);
  if (missed.length) parts.push(`Missing: ${list(missed, false)}.`);
  if (!covered.length && !partly.length) parts.unshift('The answer does not address the key ideas.');
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
