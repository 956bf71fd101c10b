import { LIMITS, type PlanUsage } from '@studypilot/core';
import { CheckIcon, CrownIcon } from 'lucide-react';

import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { UpgradePanel } from './upgrade-panel';
import { usePlan } from '@/lib/shared-queries';

const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    features: [
      `${LIMITS.freeTestsPerMonth} tests per month`,
      'Basic progress tracking',
      'Standard AI reasoning',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$9.99',
    popular: true,
    features: [
      'Unlimited tests',
      'Advanced analytics',
      'Priority support',
      'Export results',
      'Enhanced AI features',
    ],
  },
] as const;

const resetDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function PremiumPage() {
  const plan = usePlan();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Premium" description="Your plan, this month's usage and what Premium adds." />

      <section aria-labelledby="current-plan" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="current-plan" className="mb-4 text-lg font-semibold">
          Your plan
        </h2>
        {plan.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading your plan">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : plan.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Error loading your plan: {errorMessage(plan.error)}
          </p>
        ) : (
          <Usage usage={plan.data} />
        )}
      </section>

      <section aria-labelledby="plans-title" className="grid gap-4">
        <h2 id="plans-title" className="text-lg font-semibold">
          Plans
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {PLANS.map((p) => {
            const current = plan.data?.plan === p.id;
            return (
              <li
                key={p.id}
                aria-labelledby={`plan-${p.id}`}
                className={cn(
                  'relative grid content-start gap-4 rounded-xl border bg-card p-6 shadow-sm',
                  'popular' in p && 'border-2 border-primary',
                )}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`plan-${p.id}`} className="text-xl font-bold">
                    {p.name}
                  </h3>
                  {'popular' in p && <Badge>Most Popular</Badge>}
                  {current && (
                    <Badge variant="outline" className="border-green-700 text-green-800">
                      Current plan
                    </Badge>
                  )}
                </div>
                <p>
                  <span className="text-4xl font-bold">{p.price}</span>
                  <span className="text-muted-foreground">/month</span>
                </p>
                <ul className="grid gap-2 text-sm">
                  {p.features.map((f) => (
                    <li key={f} className="flex items-center gap-2">
                      <CheckIcon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <UpgradePanel />
      </section>
    </div>
  );
}

function Usage({ usage }: { usage: PlanUsage }) {
  const premium = usage.plan === 'premium';
  const limit = usage.monthlyLimit;
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-2xl font-bold">
        {premium && <CrownIcon className="size-6 text-amber-500" aria-hidden="true" />}
        {premium ? 'Premium' : 'Free'}
      </p>
      {limit == null ? (
        <p className="text-sm">
          {usage.usedThisMonth} {usage.usedThisMonth === 1 ? 'test' : 'tests'} generated this month ·
          unlimited
        </p>
      ) : (
        <>
          <p className="text-sm">
            {usage.usedThisMonth} of {limit} tests used this month · {usage.remaining ?? 0} left
          </p>
          <Progress
            value={Math.min(100, Math.round((usage.usedThisMonth / Math.max(1, limit)) * 100))}
            aria-label="Tests used this month"
          />
          <p className="text-xs text-muted-foreground">
            Your allowance renews on {resetDate(usage.resetsAt)}.
          </p>
        </>
      )}
    </div>
  );
}
