import type { Difficulty, QuestionType } from '@studypilot/core';

/** The generator's words for the difficulties (spec section 5) and the question types. */
export const DIFFICULTY_OPTIONS: Record<Difficulty, { label: string; meaning: string }> = {
  easy: { label: 'Easy', meaning: 'High-school level' },
  medium: { label: 'Medium', meaning: 'Undergraduate level' },
  hard: { label: 'Hard', meaning: 'Graduate level' },
};
export const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple Choice',
  'open-ended': 'Open-ended',
};

export const numberFmt = (n: number) => n.toLocaleString('en-US');
