import * as React from 'react';
import { LIMITS, questionCountRange, type Difficulty, type QuestionType } from '@studypilot/core';

/** Difficulty, question type, number of questions and time limit, with the spec's defaults. */
export function useTestSettings() {
  const [difficulty, setDifficulty] = React.useState<Difficulty>('medium');
  const [questionType, setQuestionType] = React.useState<QuestionType>('multiple-choice');
  const range = questionCountRange(questionType);
  const [questionCount, setQuestionCount] = React.useState<number>(range.default);
  const [timeLimit, setTimeLimit] = React.useState<number>(LIMITS.timeLimit.default);

  function chooseType(next: QuestionType) {
    setQuestionType(next);
    // Spec: the count resets when the type changes.
    setQuestionCount(questionCountRange(next).default);
  }

  return {
    difficulty,
    setDifficulty,
    questionType,
    chooseType,
    range,
    questionCount,
    setQuestionCount,
    timeLimit,
    setTimeLimit,
  };
}

export type TestSettings = ReturnType<typeof useTestSettings>;
