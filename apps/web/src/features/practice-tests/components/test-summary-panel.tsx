import { engineLabel, TEST_MESSAGES, type PlanUsage } from '@studypilot/core';
import { SparklesIcon } from 'lucide-react';

import { NoTestsLeftReason } from '@/components/generate-test-link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { useEngine } from '../api/get-engine';
import type { TestSettings } from '../hooks/use-test-settings';
import { DIFFICULTY_OPTIONS, TYPE_LABELS, numberFmt } from '../lib/labels';

function SummaryRow({ term, value, warn }: { term: string; value: string; warn?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={cn('min-w-0 text-right font-medium break-words', warn && 'text-red-700')}>{value}</dd>
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
  const quotaUsed = plan?.remaining === 0;
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-xl border bg-card p-6 shadow-sm lg:sticky lg:top-20"
    >
      <h2 id="summary-title" className="mb-4 text-lg font-semibold">
        Test Summary
      </h2>
      <dl className="grid gap-2 text-sm">
        <SummaryRow term="Course" value={courseName ?? 'None selected'} />
        <SummaryRow term="Summaries" value={`${selectedCount} selected`} />
        <SummaryRow term="Words" value={numberFmt(words)} warn={overCap} />
        <SummaryRow term="Difficulty" value={DIFFICULTY_OPTIONS[settings.difficulty].label} />
        <SummaryRow term="Question type" value={TYPE_LABELS[settings.questionType]} />
        <SummaryRow term="Questions" value={String(settings.questionCount)} />
        <SummaryRow term="Time limit" value={`${settings.timeLimit} minutes`} />
        <SummaryRow
          term="AI engine"
          value={
            engine.data
              ? engineLabel(engine.data.model ?? engine.data.id)
              : engine.isError
                ? 'Unknown'
                : '...'
          }
        />
        {plan && (
          <SummaryRow
            term="Tests left this month"
            value={plan.remaining == null ? 'Unlimited' : `${plan.remaining} of ${plan.monthlyLimit ?? 0}`}
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
        Generate Test
      </Button>
      <p className="mt-2 text-center text-xs text-muted-foreground">{TEST_MESSAGES.estimate}</p>
    </aside>
  );
}
