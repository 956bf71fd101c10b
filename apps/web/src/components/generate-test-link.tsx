import * as React from 'react';
import { paths } from '@studypilot/core';
import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { common } from '@/lib/common-messages';
import { usePlan } from '@/lib/shared-queries';
import { cn } from '@/lib/utils';

/** True when the student's plan has no tests left this month (Premium and an unknown plan: false). */
export function useNoTestsLeft() {
  const plan = usePlan();
  return plan.data?.remaining === 0;
}

/** Why generating is not possible now, with a link to the plans (issue 13: Generate disabled with the reason). */
export function NoTestsLeftReason({ id, className }: { id: string; className?: string }) {
  const t = common.useT();
  return (
    <p id={id} className={cn('text-sm text-red-700', className)}>
      {t('noTestsLeft')}{' '}
      <Link to={paths.premium} className="font-medium underline underline-offset-4">
        {t('seePlans')}
      </Link>
    </p>
  );
}

/**
 * "Generate Test" for a course (or any course): a link to the generator, or, when the plan has no tests left this
 * month, a disabled button with the reason under it, as the generator's own button does.
 */
export function GenerateTestLink({
  courseId,
  size,
  className,
}: {
  courseId?: string;
  size?: 'sm' | 'default';
  className?: string;
}) {
  const t = common.useT();
  const reasonId = React.useId();
  if (useNoTestsLeft())
    return (
      <div className={cn('grid gap-1', className)}>
        <Button size={size} className="w-full" disabled aria-describedby={reasonId}>
          <SparklesIcon aria-hidden="true" />
          {t('generateTest')}
        </Button>
        <NoTestsLeftReason id={reasonId} className="text-xs" />
      </div>
    );
  return (
    <Button asChild size={size} className={className}>
      <Link to={paths.generateTest(courseId)}>
        <SparklesIcon aria-hidden="true" />
        {t('generateTest')}
      </Link>
    </Button>
  );
}
