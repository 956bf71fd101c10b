import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/** Issue 14 items 5, 7, 8 (decision 604): exports of results and tests, and buying Premium. */

/** Formats a test (with its answer key) can be exported in. */
export const TEST_EXPORT_FORMATS = ['moodle-xml', 'gift', 'anki'] as const;
export type TestExportFormat = (typeof TEST_EXPORT_FORMATS)[number];
export const testExportQuerySchema = z.object({ format: z.enum(TEST_EXPORT_FORMATS) });

export const TEST_EXPORT_LABELS: Record<TestExportFormat, string> = {
  'moodle-xml': 'Moodle XML',
  gift: 'GIFT (Moodle)',
  anki: 'Anki (text)',
};

/** The code a Free student's export request is refused with (403); the web shows the lock and the plan link. */
export const PREMIUM_REQUIRED = 'PREMIUM_REQUIRED' satisfies ErrorCode;
export const PREMIUM_REQUIRED_MESSAGE =
  'Export is a Premium feature. Upgrade to Premium on the plan page to export results and tests.';

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

export const billingStatusSchema = z.object({
  /** Online payment configured on this server (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID). */
  enabled: z.boolean(),
  plan: z.enum(['free', 'premium']),
  /** The student's subscription as last reported by the payment provider, or null when there is none. */
  subscription: z
    .object({
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** ISO instant the current period ends (renewal, or the end of Premium after a cancellation). */
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  /** A billing account exists, so the customer portal (cancel, card, invoices) can be opened. */
  canManage: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** Where the browser goes next (Stripe Checkout or the customer portal). */
export const billingRedirectSchema = z.object({ url: z.string().url() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
