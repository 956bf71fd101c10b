import type { BillingStatus } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CheckCircle2Icon,
  CrownIcon,
  ExternalLinkIcon,
  InfoIcon,
  Loader2Icon,
  XCircleIcon,
} from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { openPortal, startCheckout, useBilling, useBillingRedirect } from '../api/billing';
import { queryKeys } from '@/lib/query-keys';
import { formatDate } from '@/lib/format';
import { premiumText } from '../messages';

const longDate = (iso: string) => formatDate(iso, { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Buying Premium (issue 14 item 7): Stripe Checkout when the server has it configured, the customer portal to
 * cancel; otherwise the administrator's note. Back from Checkout, the page waits for the webhook's plan change.
 */
export function UpgradePanel() {
  const t = premiumText.useT();
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const billing = useBilling({ pollWhileFree: checkout === 'success' });
  const queryClient = useQueryClient();
  const premium = billing.data?.plan === 'premium';

  // The webhook made the student Premium: the usage card, the generator and the export menus follow.
  React.useEffect(() => {
    if (premium) void queryClient.invalidateQueries({ queryKey: queryKeys.plan });
  }, [premium, queryClient]);

  if (billing.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        {t('loadingPaymentOptions')}
      </p>
    );
  if (billing.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('errorLoadingPaymentOptions')} {errorMessage(billing.error)}
      </p>
    );
  const status = billing.data;
  return (
    <div className="grid gap-3">
      {checkout === 'success' && <CheckoutReturn premium={premium} />}
      {checkout === 'cancelled' && !premium && (
        <Note tone="muted" icon={<XCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}>
          {t('checkoutWasCancelledNothing')}
        </Note>
      )}
      {status.enabled ? <OnlinePayment status={status} /> : <AdminNote />}
    </div>
  );
}

function CheckoutReturn({ premium }: { premium: boolean }) {
  const t = premiumText.useT();
  return premium ? (
    <Note tone="success" icon={<CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}>
      {t('thankYouYourPayment')}
    </Note>
  ) : (
    <Note
      tone="muted"
      icon={<Loader2Icon className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />}
    >
      {t('confirmingYourPaymentWith')}
    </Note>
  );
}

function OnlinePayment({ status }: { status: BillingStatus }) {
  const t = premiumText.useT();
  const checkout = useBillingRedirect(startCheckout);
  const portal = useBillingRedirect(openPortal);
  const sub = status.subscription;
  const premium = status.plan === 'premium';
  const pending = checkout.isPending || portal.isPending || checkout.isSuccess || portal.isSuccess;
  const error = checkout.error ?? portal.error;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1 text-sm">
        {premium && sub ? (
          <p>
            {sub.cancelAtPeriodEnd
              ? sub.currentPeriodEnd
                ? t('cancelledEndsOn', { date: longDate(sub.currentPeriodEnd) })
                : t('cancelledEndsPeriod')
              : sub.currentPeriodEnd
                ? t('renewsOnFor', { date: longDate(sub.currentPeriodEnd) })
                : t('renewsMonthly')}
          </p>
        ) : premium ? (
          <p>{t('yourPremiumPlanWas')}</p>
        ) : sub?.status === 'past_due' || sub?.status === 'unpaid' ? (
          <p className="text-red-700">{t('yourLastPaymentFailed')}</p>
        ) : (
          <p>{t('premiumIs999')}</p>
        )}
        {error && (
          <p role="alert" className="text-red-700">
            {errorMessage(error)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!premium && (
          <Button onClick={() => checkout.mutate()} disabled={pending}>
            {checkout.isPending || checkout.isSuccess ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <CrownIcon aria-hidden="true" />
            )}
            {t('upgradeToPremium')}
          </Button>
        )}
        {status.canManage && (
          <Button variant="outline" onClick={() => portal.mutate()} disabled={pending}>
            {portal.isPending || portal.isSuccess ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <ExternalLinkIcon aria-hidden="true" />
            )}
            {t('manageSubscription')}
          </Button>
        )}
      </div>
    </div>
  );
}

function AdminNote() {
  const t = premiumText.useT();
  return (
    <Note tone="muted" icon={<InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}>
      {t('adminNote')}
    </Note>
  );
}

function Note({
  tone,
  icon,
  children,
}: {
  tone: 'muted' | 'success';
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-lg border p-4 text-sm',
        tone === 'success'
          ? 'border-green-600 bg-green-50 text-green-900'
          : 'bg-muted/50 text-muted-foreground',
      )}
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}
