import { sameChoice } from '@studypilot/core';
import type { GeneratedQuestion, GradeResult, SubmissionGradeInput, SubmissionGradeResult } from './types.ts';
import { throwIfAborted } from './types.ts';
import { keyIndex, optionText } from './quality.ts';
import { gradeOpen } from './local/open.ts';
import { hasHebrewText } from './local/util.ts';

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
