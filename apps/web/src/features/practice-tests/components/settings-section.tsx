import {
  DIFFICULTIES,
  LIMITS,
  questionCountRange,
  type Difficulty,
  type QuestionType,
} from '@studypilot/core';

import type { TestSettings } from '../hooks/use-test-settings';
import { DIFFICULTY_OPTIONS, TYPE_LABELS } from '../lib/labels';
import { FormSection } from './form-section';
import { RadioCards } from './radio-cards';
import { RangeField } from './range-field';

/** 'Test settings': difficulty, question type, number of questions (its range follows the type), time limit. */
export function SettingsSection({ settings }: { settings: TestSettings }) {
  const { difficulty, setDifficulty, questionType, chooseType, range, questionCount, setQuestionCount } =
    settings;
  return (
    <FormSection title="Test settings" id="settings-section">
      <div className="grid gap-6">
        <RadioCards
          legend="Difficulty"
          name="difficulty"
          value={difficulty}
          onChange={(v) => setDifficulty(v as Difficulty)}
          options={DIFFICULTIES.map((d) => ({
            value: d,
            label: DIFFICULTY_OPTIONS[d].label,
            hint: DIFFICULTY_OPTIONS[d].meaning,
          }))}
        />
        <RadioCards
          legend="Question type"
          name="question-type"
          value={questionType}
          onChange={(v) => chooseType(v as QuestionType)}
          options={(['multiple-choice', 'open-ended'] as const).map((t) => ({
            value: t,
            label: TYPE_LABELS[t],
            hint: `${questionCountRange(t).min}-${questionCountRange(t).max} questions`,
          }))}
        />
        <RangeField
          id="question-count"
          label="Number of questions"
          min={range.min}
          max={range.max}
          step={1}
          value={questionCount}
          onChange={setQuestionCount}
          format={(n) => `${n} questions`}
        />
        <RangeField
          id="time-limit"
          label="Time limit"
          min={LIMITS.timeLimit.min}
          max={LIMITS.timeLimit.max}
          step={LIMITS.timeLimit.step}
          value={settings.timeLimit}
          onChange={settings.setTimeLimit}
          format={(n) => `${n} minutes`}
        />
      </div>
    </FormSection>
  );
}
