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
import { formatDate } from '@/lib/format';
import { premiumText } from '../messages';

const PLANS = [
  {
    id: 'free',
    name: 'free',
    price: '$0',
    features: ['freeTests', 'freeTracking', 'freeReasoning'],
  },
  {
    id: 'premium',
    name: 'premium',
    price: '$9.99',
    popular: true,
    features: ['premiumTests', 'premiumAnalytics', 'premiumSupport', 'premiumExport', 'premiumAi'],
  },
] as const;

const resetDate = (iso: string) =>
  formatDate(iso, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function PremiumPage() {
  const t = premiumText.useT();
  const plan = usePlan();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('premium')} description={t('yourPlanThisMonth')} />

      <section aria-labelledby="current-plan" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="current-plan" className="mb-4 text-lg font-semibold">
          {t('yourPlan')}
        </h2>
        {plan.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('loadingYourPlan')}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : plan.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('errorLoadingYourPlan', { message: errorMessage(plan.error) })}
          </p>
        ) : (
          <Usage usage={plan.data} />
        )}
      </section>

      <section aria-labelledby="plans-title" className="grid gap-4">
        <h2 id="plans-title" className="text-lg font-semibold">
          {t('plans')}
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
                    {t(p.name)}
                  </h3>
                  {'popular' in p && <Badge>{t('mostPopular')}</Badge>}
                  {current && (
                    <Badge variant="outline" className="border-green-700 text-green-800">
                      {t('currentPlan')}
                    </Badge>
                  )}
                </div>
                <p>
                  <bdi className="text-4xl font-bold">{p.price}</bdi>
                  <span className="text-muted-foreground">{t('month')}</span>
                </p>
                <ul className="grid gap-2 text-sm">
                  {p.features.map((f) => (
                    <li key={f} className="flex items-center gap-2">
                      <CheckIcon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                      {t(f, { count: LIMITS.freeTestsPerMonth })}
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
  const t = premiumText.useT();
  const premium = usage.plan === 'premium';
  const limit = usage.monthlyLimit;
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-2xl font-bold">
        {premium && <CrownIcon className="size-6 text-amber-500" aria-hidden="true" />}
        {premium ? t('premium') : t('free')}
      </p>
      {limit == null ? (
        <p className="text-sm">{t('usedUnlimited', { count: usage.usedThisMonth })}</p>
      ) : (
        <>
          <p className="text-sm">
            {t('usedOfLimit', { used: usage.usedThisMonth, limit, left: usage.remaining ?? 0 })}
          </p>
          <Progress
            value={Math.min(100, Math.round((usage.usedThisMonth / Math.max(1, limit)) * 100))}
            aria-label={t('testsUsedThisMonth2')}
          />
          <p className="text-xs text-muted-foreground">
            {t('renewsOn', { date: resetDate(usage.resetsAt) })}
          </p>
        </>
      )}
    </div>
  );
}
