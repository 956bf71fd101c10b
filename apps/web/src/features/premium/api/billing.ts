import {
  billingRedirectSchema,
  billingStatusSchema,
  type BillingRedirect,
  type BillingStatus,
} from '@studypilot/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getBilling(): Promise<BillingStatus> {
  return api.get('/billing', { schema: billingStatusSchema });
}

/** While a payment is being confirmed (the webhook has not arrived yet), the page asks again every 2 s. */
export function useBilling(opts: { pollWhileFree?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.billing,
      queryFn: getBilling,
      refetchInterval: (query) => (opts.pollWhileFree && query.state.data?.plan !== 'premium' ? 2000 : false),
    }),
  );
}

export function startCheckout(): Promise<BillingRedirect> {
  return api.post('/billing/checkout', undefined, { schema: billingRedirectSchema });
}

export function openPortal(): Promise<BillingRedirect> {
  return api.post('/billing/portal', undefined, { schema: billingRedirectSchema });
}

/** Leaving the app for Stripe's page; an object so tests can watch where the browser would go. */
export const browser = { go: (url: string) => window.location.assign(url) };

/** Leaves the app for Stripe's page (Checkout or the customer portal). */
export function useBillingRedirect(fn: () => Promise<BillingRedirect>) {
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ url }) => browser.go(url),
  });
}
