import { engineLabel, type PlanUsage } from '@studypilot/core';
import { SparklesIcon } from 'lucide-react';

import { NoTestsLeftReason } from '@/components/generate-test-link';
import { Button } from '@/components/ui/button';
import { common } from '@/lib/common-messages';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { useEngine } from '../api/get-engine';
import type { TestSettings } from '../hooks/use-test-settings';
import { DIFFICULTY_KEYS, TYPE_KEYS } from '../lib/labels';
import { practiceTestsText } from '../messages';

/** One line of the summary; `isolate` keeps a name (course, engine) in its own direction (decision 602). */
function SummaryRow({
  term,
  value,
  warn,
  isolate,
}: {
  term: string;
  value: string;
  warn?: boolean;
  isolate?: boolean;
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={cn('min-w-0 text-end font-medium break-words', warn && 'text-red-700')}>
        {isolate ? <bdi>{value}</bdi> : value}
      </dd>
    </div>
  );
}

/**
 * 'Test Summary': what will be generated, the engine, the tests left on the plan, and the Generate button
 * (disabled, with the reason under it, when no test is left this month).
 */
export function TestSummaryPanel({
  courseName,
  selectedCount,
  words,
  overCap,
  settings,
  engine,
  plan,
  canGenerate,
  generating,
  onGenerate,
}: {
  courseName: string | null;
  selectedCount: number;
  words: number;
  overCap: boolean;
  settings: TestSettings;
  engine: ReturnType<typeof useEngine>;
  plan: PlanUsage | undefined;
  canGenerate: boolean;
  generating: boolean;
  onGenerate: () => void;
}) {
  const t = practiceTestsText.useT();
  const tc = common.useT();
  const quotaUsed = plan?.remaining === 0;
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-xl border bg-card p-6 shadow-sm lg:sticky lg:top-20"
    >
      <h2 id="summary-title" className="mb-4 text-lg font-semibold">
        {t('testSummary')}
      </h2>
      <dl className="grid gap-2 text-sm">
        <SummaryRow term={t('course')} value={courseName ?? t('noneSelected')} isolate={courseName != null} />
        <SummaryRow
          term={t('summaries')}
          value={t('selectedCount', { count: formatNumber(selectedCount) })}
        />
        <SummaryRow term={t('words')} value={formatNumber(words)} warn={overCap} />
        <SummaryRow term={t('difficulty')} value={tc(DIFFICULTY_KEYS[settings.difficulty].label)} />
        <SummaryRow term={t('questionType')} value={t(TYPE_KEYS[settings.questionType])} />
        <SummaryRow term={t('questions')} value={formatNumber(settings.questionCount)} />
        <SummaryRow term={t('timeLimit')} value={t('minutesValue', { count: settings.timeLimit })} />
        <SummaryRow
          term={t('aiEngine')}
          isolate
          value={
            engine.data
              ? engineLabel(engine.data.model ?? engine.data.id)
              : engine.isError
                ? tc('unknownEngine')
                : '...'
          }
        />
        {plan && (
          <SummaryRow
            term={t('testsLeft')}
            value={
              plan.remaining == null
                ? t('unlimited')
                : t('testsLeftValue', {
                    remaining: formatNumber(plan.remaining),
                    limit: formatNumber(plan.monthlyLimit ?? 0),
                  })
            }
            warn={plan.remaining === 0}
          />
        )}
      </dl>
      {quotaUsed && <NoTestsLeftReason id="quota-used" className="mt-3" />}
      <Button
        className="mt-5 w-full"
        size="lg"
        disabled={!canGenerate || generating}
        aria-describedby={quotaUsed ? 'quota-used' : undefined}
        onClick={onGenerate}
      >
        <SparklesIcon aria-hidden="true" />
        {tc('generateTest')}
      </Button>
      <p className="mt-2 text-center text-xs text-muted-foreground">{t('estimate')}</p>
    </aside>
  );
}
