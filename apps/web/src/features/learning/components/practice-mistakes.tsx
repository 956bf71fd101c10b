import { paths } from '@studypilot/core';
import { CheckCircle2Icon, TargetIcon, XCircleIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { MathText } from '@/components/math-text';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCreatePracticeSet, usePracticeOutcome } from '../api/learning-api';

/** 'Practise my mistakes' from an attempt (results) or a course: makes the set and opens it in the test screen. */
export function PractiseMistakesButton({
  submissionId,
  courseId,
  label = 'Practise my mistakes',
  variant = 'secondary',
  disabled = false,
  describedBy,
}: {
  submissionId?: string;
  courseId?: string;
  label?: string;
  variant?: 'secondary' | 'outline' | 'default';
  disabled?: boolean;
  /** id of the text that explains the button (or why it is disabled). */
  describedBy?: string;
}) {
  const create = useCreatePracticeSet();
  const navigate = useNavigate();
  async function start() {
    try {
      const set = await create.mutateAsync(submissionId ? { submissionId } : { courseId: courseId! });
      toast.success(
        `Practice set ready: ${set.questionCount} question${set.questionCount === 1 ? '' : 's'}`,
        {
          description: 'It does not count toward your monthly tests.',
        },
      );
      void navigate(paths.takeTest(set.testId));
    } catch (error) {
      toast.error('Could not start the practice set', { description: errorMessage(error) });
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
      {create.isPending ? 'Preparing…' : label}
    </Button>
  );
}

/**
 * On the results page: for a practice set, which mistakes are now fixed; for any attempt with mistakes, the
 * button that practises them (injected by app/router.tsx).
 */
export function ResultsLearning({ submissionId, mistakes }: { submissionId: string; mistakes: number }) {
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
            {o.fixed.length} of {o.fixed.length + o.notFixed.length} mistake
            {o.fixed.length + o.notFixed.length === 1 ? '' : 's'} now fixed
          </h3>
          <ul className="grid gap-1 text-sm">
            {o.fixed.map((q) => (
              <li key={q.questionId} className="flex items-start gap-2">
                <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Fixed" />
                <span className="min-w-0 break-words">
                  Question {q.order}: <MathText text={q.text} />
                </span>
              </li>
            ))}
            {o.notFixed.map((q) => (
              <li key={q.questionId} className="flex items-start gap-2">
                <XCircleIcon className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Still wrong" />
                <span className="min-w-0 break-words">
                  Question {q.order}: <MathText text={q.text} />
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
              o?.isPractice ? `Practise the ${mistakes} still wrong` : `Practise my mistakes (${mistakes})`
            }
          />
        </div>
      )}
    </div>
  );
}
