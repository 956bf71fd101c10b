import type { Difficulty, GenerationProgress, QuestionType } from '@studypilot/core';

import type { common } from '@/lib/common-messages';
import type { practiceTestsText } from '../messages';

type CommonKey = Parameters<ReturnType<typeof common.useT>>[0];
type Key = Parameters<ReturnType<typeof practiceTestsText.useT>>[0];

/** The generator's words for the difficulties (spec section 5): label from common, meaning from practiceTests. */
export const DIFFICULTY_KEYS: Record<Difficulty, { label: CommonKey; meaning: Key }> = {
  easy: { label: 'difficultyEasy', meaning: 'easyMeaning' },
  medium: { label: 'difficultyMedium', meaning: 'mediumMeaning' },
  hard: { label: 'difficultyHard', meaning: 'hardMeaning' },
};
export const TYPE_KEYS: Record<QuestionType, Key> = {
  'multiple-choice': 'multipleChoice',
  'open-ended': 'openEnded',
};
export const STAGE_KEYS: Record<GenerationProgress['stage'], Key> = {
  reading: 'stageReading',
  selecting: 'stageSelecting',
  writing: 'stageWriting',
  checking: 'stageChecking',
  done: 'stageDone',
};
/** The spec's seven rotating texts (core's GENERATION_ROTATING_MESSAGES), in the catalogue. */
export const ROTATING_KEYS = [
  'rotating0',
  'rotating1',
  'rotating2',
  'rotating3',
  'rotating4',
  'rotating5',
  'rotating6',
] as const satisfies readonly Key[];
