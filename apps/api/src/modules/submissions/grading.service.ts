import type { FastifyBaseLogger } from 'fastify';
import { hasHebrew, LANGUAGES, optionLetter, optionText, sameChoice, type Language } from '@studypilot/core';
import type { GeneratedQuestion, GradeResult, QuestionEngine } from '@studypilot/engine';
import type * as repo from './submissions.repository.ts';

/**
 * Grading (decision 601): a grade per answer (multiple choice here, open answers by the engine, the offline
 * grader when the AI one fails) and the overall feedback in the student's language. Pure: no database.
 */

export interface GradingDeps {
  engine: QuestionEngine;
  localEngine: QuestionEngine;
  log: FastifyBaseLogger;
}

/** An AI grader gets this long for all open answers of one submission before the offline grader takes over. */
export const AI_GRADING_BUDGET_MS = 60_000;
export const OFFLINE_GRADING_NOTE = '(Graded by the offline grader because the AI grader was unavailable.)';
const OFFLINE_GRADING_NOTE_HE = '(נבדק בבודק המקומי כי בודק ה-AI לא היה זמין.)';

function toGenerated(q: repo.QuestionRow, testTitle: string): GeneratedQuestion {
  return {
    type: q.questionType === 'open-ended' ? 'open-ended' : 'multiple-choice',
    text: q.questionText,
    options: q.options ?? null,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation ?? '',
    source: (q.source as GeneratedQuestion['source'] | null) ?? {
      documentId: '',
      documentName: testTitle,
      unitKind: 'page',
      unit: 1,
      quote: '',
    },
    ...(q.keyIdeas ? { keyIdeas: q.keyIdeas } : {}),
  };
}

const isBlank = (a: string | null | undefined) => !a || !a.trim();

/** Multiple choice: the letter, ignoring case and surrounding spaces (spec section 5). */
export function gradeChoice(
  q: repo.QuestionRow,
  answer: string | null,
  language?: Language,
): repo.GradedAnswer {
  const key = q.correctAnswer.trim().toUpperCase();
  const keyOption = (q.options ?? []).find((o) => optionLetter(o) === key);
  const keyText = keyOption ? optionText(keyOption) : '';
  const he = language ? language === 'he' : hasHebrew(q.questionText);
  const right = he ? `התשובה הנכונה: ${key}) ${keyText}` : `The correct answer is ${key}) ${keyText}.`;
  if (isBlank(answer))
    return {
      questionId: q.id,
      isCorrect: false,
      score: 0,
      feedback: { text: he ? `לא נבחרה תשובה. ${right}` : `No answer was selected. ${right}` },
    };
  const correct = sameChoice(answer, key);
  return {
    questionId: q.id,
    isCorrect: correct,
    score: correct ? 100 : 0,
    feedback: {
      text: correct
        ? he
          ? 'נכון!'
          : 'Correct.'
        : `${he ? 'לא נכון.' : 'Incorrect.'} ${right}${q.explanation ? ` ${q.explanation}` : ''}`,
    },
  };
}

function fromGrade(questionId: string, r: GradeResult, note?: string): repo.GradedAnswer {
  const score = Math.max(0, Math.min(100, Math.round(r.score)));
  return {
    questionId,
    isCorrect: r.correct,
    score,
    feedback: {
      text: note ? `${r.feedback} ${note}` : r.feedback,
      ...(r.covered ? { covered: r.covered } : {}),
      ...(r.missed ? { missed: r.missed } : {}),
    },
  };
}

/**
 * Grades every question of an attempt. Multiple choice locally; open answers by the configured engine, and by
 * the offline engine when an AI engine fails or runs out of time (the student's answers are never lost).
 * Unanswered questions are incorrect with score 0.
 */
export async function gradeAnswers(
  deps: GradingDeps,
  testTitle: string,
  questions: repo.QuestionRow[],
  answers: Map<string, string | null>,
  language?: Language,
): Promise<repo.GradedAnswer[]> {
  const signal = AbortSignal.timeout(AI_GRADING_BUDGET_MS);
  let aiDown = false;
  const out: repo.GradedAnswer[] = [];
  for (const q of questions) {
    const answer = answers.get(q.id) ?? null;
    if (q.questionType !== 'open-ended') {
      out.push(gradeChoice(q, answer, language));
      continue;
    }
    if (isBlank(answer)) {
      const he = language ? language === 'he' : hasHebrew(q.questionText);
      out.push({
        questionId: q.id,
        isCorrect: false,
        score: 0,
        feedback: { text: he ? 'לא ניתנה תשובה.' : 'No answer was provided.' },
      });
      continue;
    }
    const generated = toGenerated(q, testTitle);
    if (!aiDown && deps.engine !== deps.localEngine) {
      try {
        out.push(fromGrade(q.id, await deps.engine.grade(generated, answer, { signal, language })));
        continue;
      } catch (err) {
        // One failure (key, quota, outage, budget) sends the rest to the offline grader too.
        aiDown = true;
        deps.log.warn({ err, questionId: q.id }, 'AI grading failed; using the offline grader');
      }
    }
    const offline = await deps.localEngine.grade(generated, answer, { language });
    const note = language === 'he' ? OFFLINE_GRADING_NOTE_HE : OFFLINE_GRADING_NOTE;
    out.push(fromGrade(q.id, offline, deps.engine === deps.localEngine ? undefined : note));
  }
  return out;
}

const UNIT_WORDS: Record<Language, Record<string, readonly [string, string]>> = {
  en: { page: ['page', 'pages'], slide: ['slide', 'slides'], section: ['section', 'sections'] },
  he: { page: ['עמוד', 'עמודים'], slide: ['שקף', 'שקפים'], section: ['פרק', 'פרקים'] },
};

/** The student's chosen interface language, or undefined when they never chose one (decision 302). */
export const chosenLanguage = (value: unknown): Language | undefined =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : undefined;

/** 'a', 'a and b', 'a, b and c' ('א, ב ו-ג' in Hebrew). */
function andList(items: string[], language: Language = 'en'): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'he' ? ' ו-' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)!}`;
}

/**
 * A paragraph range or page label the extraction wrote for a document without headings, in the document's
 * language ('Paragraphs 12-24', 'פסקאות 12-24', 'Page 3'), in the student's language; null for a real heading.
 */
const RANGE_TITLE_RE = /^(?:(Paragraphs?|פסקאות|פסקה)|(Page|עמוד)) (\d+)(?:-(\d+))?$/u;
function rangeTitle(title: string, language: Language): string | null {
  const m = RANGE_TITLE_RE.exec(title);
  if (!m) return null;
  const [, paragraphs, , from, to] = m;
  const he = language === 'he';
  if (!paragraphs) return `${he ? 'עמוד' : 'Page'} ${from}`;
  // In Hebrew a line never breaks inside the range (a word joiner after the hyphen): '1-' at a line's end
  // would show as '-1' in a right-to-left line.
  if (to) return he ? `פסקאות ${from}-\u2060${to}` : `Paragraphs ${from}-${to}`;
  return `${he ? 'פסקה' : 'Paragraph'} ${from}`;
}

/** In a Hebrew sentence a name in Latin letters is isolated (FSI ... PDI) so it never reorders the sentence. */
const isolate = (text: string, language: Language) =>
  language === 'he' && /[A-Za-z]/.test(text) ? `\u2068${text}\u2069` : text;

/**
 * Where to review, in words (issue 13): 'Cell Structure.pdf, pages 10 and 16; notes.docx, section
 * "Mitosis"'. A section with a heading is named by it, other units by their number after the word for
 * their kind; a question without a source names the test.
 */
export function reviewPlaces(
  sources: ({ documentName: string; unitKind: string; unit: number; unitTitle?: string } | null)[],
  testTitle: string,
  language: Language = 'en',
): string {
  // document -> kind -> unit -> heading
  const docs = new Map<string, Map<string, Map<number, string | undefined>>>();
  for (const source of sources) {
    const kinds = docs.get(source?.documentName ?? testTitle) ?? new Map();
    docs.set(source?.documentName ?? testTitle, kinds);
    if (!source) continue;
    const units = kinds.get(source.unitKind) ?? new Map<number, string | undefined>();
    kinds.set(source.unitKind, units);
    units.set(source.unit, source.unitTitle?.trim() || units.get(source.unit));
  }
  return [...docs.entries()]
    .map(([name, kinds]) => {
      const places = [...kinds.entries()].map(([kind, units]) => {
        const [one, many] = UNIT_WORDS[language][kind] ?? [kind, kind];
        const items = [...units.entries()]
          .sort(([a], [b]) => a - b)
          .map(([unit, title]) => {
            if (!title) return String(unit);
            const range = rangeTitle(title, language);
            return `"${range ?? isolate(title, language)}"`;
          });
        return `${items.length === 1 ? one : many} ${andList(items, language)}`;
      });
      const shown = isolate(name, language);
      return places.length ? `${shown}, ${places.join(', ')}` : shown;
    })
    .join('; ');
}

/** Overall feedback: score, unanswered count and where to review. */
export function overallFeedback(
  testTitle: string,
  questions: repo.QuestionRow[],
  grades: repo.GradedAnswer[],
  answers: Map<string, string | null>,
  totalScore: number,
  language: Language = 'en',
): string {
  const n = questions.length;
  const correct = grades.filter((g) => g.isCorrect).length;
  const unanswered = questions.filter((q) => isBlank(answers.get(q.id))).length;
  const toReview = questions.filter((_, i) => !grades[i]?.isCorrect).map((q) => q.source ?? null);
  if (language === 'he') {
    let he =
      n === 1
        ? `ענית נכון על ${correct} מתוך שאלה אחת (ציון ${totalScore}%).`
        : `ענית נכון על ${correct} מתוך ${n} שאלות (ציון ${totalScore}%).`;
    if (unanswered)
      he +=
        unanswered === 1
          ? ' שאלה אחת נשארה ללא תשובה ונחשבה שגויה.'
          : ` ${unanswered} שאלות נשארו ללא תשובה ונחשבו שגויות.`;
    if (toReview.length) he += ` כדאי לחזור על: ${reviewPlaces(toReview, testTitle, 'he')}.`;
    else if (n) he += ' עבודה מצוינת!';
    return he;
  }
  let text = `You answered ${correct} of ${n} question${n === 1 ? '' : 's'} correctly (score ${totalScore}%).`;
  if (unanswered)
    text += ` ${unanswered} question${unanswered === 1 ? ' was' : 's were'} left unanswered and marked incorrect.`;
  if (toReview.length) text += ` Review: ${reviewPlaces(toReview, testTitle)}.`;
  else if (n) text += ' Excellent work!';
  return text;
}
