import {
  DIFFICULTIES,
  LIMITS,
  questionCountRange,
  type Difficulty,
  type QuestionType,
} from '@studypilot/core';

import { common } from '@/lib/common-messages';
import { formatNumber } from '@/lib/format';
import type { TestSettings } from '../hooks/use-test-settings';
import { DIFFICULTY_KEYS, TYPE_KEYS } from '../lib/labels';
import { practiceTestsText } from '../messages';
import { FormSection } from './form-section';
import { RadioCards } from './radio-cards';
import { RangeField } from './range-field';

/** 'Test settings': difficulty, question type, number of questions (its range follows the type), time limit. */
export function SettingsSection({ settings }: { settings: TestSettings }) {
  const t = practiceTestsText.useT();
  const tc = common.useT();
  const { difficulty, setDifficulty, questionType, chooseType, range, questionCount, setQuestionCount } =
    settings;
  return (
    <FormSection title={t('testSettings')} id="settings-section">
      <div className="grid gap-6">
        <RadioCards
          legend={t('difficulty')}
          name="difficulty"
          value={difficulty}
          onChange={(v) => setDifficulty(v as Difficulty)}
          options={DIFFICULTIES.map((d) => ({
            value: d,
            label: tc(DIFFICULTY_KEYS[d].label),
            hint: t(DIFFICULTY_KEYS[d].meaning),
          }))}
        />
        <RadioCards
          legend={t('questionType')}
          name="question-type"
          value={questionType}
          onChange={(v) => chooseType(v as QuestionType)}
          options={(['multiple-choice', 'open-ended'] as const).map((type) => ({
            value: type,
            label: t(TYPE_KEYS[type]),
            hint: t('questionRange', {
              min: formatNumber(questionCountRange(type).min),
              max: formatNumber(questionCountRange(type).max),
            }),
          }))}
        />
        <RangeField
          id="question-count"
          label={t('numberOfQuestions')}
          min={range.min}
          max={range.max}
          step={1}
          value={questionCount}
          onChange={setQuestionCount}
          format={(n) => t('questionsValue', { count: n })}
        />
        <RangeField
          id="time-limit"
          label={t('timeLimit')}
          min={LIMITS.timeLimit.min}
          max={LIMITS.timeLimit.max}
          step={LIMITS.timeLimit.step}
          value={settings.timeLimit}
          onChange={settings.setTimeLimit}
          format={(n) => t('minutesValue', { count: n })}
        />
      </div>
    </FormSection>
  );
}
