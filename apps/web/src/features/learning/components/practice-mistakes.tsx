import { paths } from '@studypilot/core';
import { CheckCircle2Icon, TargetIcon, XCircleIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { MathText } from '@/components/math-text';
import { Button } from '@/components/ui/button';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { useCreatePracticeSet, usePracticeOutcome } from '../api/learning-api';
import { learningText } from '../messages';

/** 'Practise my mistakes' from an attempt (results) or a course: makes the set and opens it in the test screen. */
export function PractiseMistakesButton({
  submissionId,
  courseId,
  label,
  variant = 'secondary',
  disabled = false,
  describedBy,
}: {
  submissionId?: string;
  courseId?: string;
  /** Defaults to 'Practise my mistakes' in the interface language. */
  label?: string;
  variant?: 'secondary' | 'outline' | 'default';
  disabled?: boolean;
  /** id of the text that explains the button (or why it is disabled). */
  describedBy?: string;
}) {
  const t = learningText.useT();
  const create = useCreatePracticeSet();
  const navigate = useNavigate();
  async function start() {
    try {
      const set = await create.mutateAsync(submissionId ? { submissionId } : { courseId: courseId! });
      toast.success(t('practiceReady', { count: set.questionCount }), {
        description: t('practiceReadyDescription'),
      });
      void navigate(paths.takeTest(set.testId));
    } catch (error) {
      // NO_MISTAKES has two server texts (an attempt, a course): the course's in the interface language.
      const noCourseMistakes =
        !submissionId && error instanceof ApiClientError && error.code === 'NO_MISTAKES';
      toast.error(t('practiceFailed'), {
        description: noCourseMistakes ? t('noCourseMistakes') : errorMessage(error),
      });
    }
  }
  return (
    <Button
      variant={variant}
      onClick={() => void start()}
      disabled={disabled || create.isPending}
      aria-describedby={describedBy}
    >
      <TargetIcon aria-hidden="true" />
      {create.isPending ? t('preparing') : (label ?? t('practiseMyMistakes'))}
    </Button>
  );
}

/**
 * On the results page: for a practice set, which mistakes are now fixed; for any attempt with mistakes, the
 * button that practises them (injected by app/router.tsx).
 */
export function ResultsLearning({ submissionId, mistakes }: { submissionId: string; mistakes: number }) {
  const t = learningText.useT();
  const outcome = usePracticeOutcome(submissionId);
  const o = outcome.data;
  return (
    <div className="grid w-full gap-3">
      {o?.isPractice && (
        <section
          aria-labelledby="fixed-title"
          className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-start"
        >
          <h3 id="fixed-title" className="font-semibold">
            {t('mistakesFixed', { fixed: o.fixed.length, total: o.fixed.length + o.notFixed.length })}
          </h3>
          <ul className="grid gap-1 text-sm">
            {o.fixed.map((q) => (
              <li key={q.questionId} className="flex items-start gap-2">
                <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-700" aria-label={t('fixed')} />
                <span className="min-w-0 break-words">
                  {t('questionLabel', { order: q.order })} <MathText text={q.text} />
                </span>
              </li>
            ))}
            {o.notFixed.map((q) => (
              <li key={q.questionId} className="flex items-start gap-2">
                <XCircleIcon className="mt-0.5 size-4 shrink-0 text-red-700" aria-label={t('stillWrong')} />
                <span className="min-w-0 break-words">
                  {t('questionLabel', { order: q.order })} <MathText text={q.text} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mistakes > 0 && (
        <div className="flex justify-center">
          <PractiseMistakesButton
            submissionId={submissionId}
            label={
              o?.isPractice
                ? t('practiseStillWrong', { count: mistakes })
                : t('practiseMyMistakesCount', { count: mistakes })
            }
          />
        </div>
      )}
    </div>
  );
}
