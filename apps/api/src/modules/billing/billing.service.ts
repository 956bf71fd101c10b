import {
  PREMIUM_REQUIRED,
  PREMIUM_REQUIRED_MESSAGE,
  paths,
  type BillingRedirect,
  type BillingStatus,
} from '@studypilot/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as repo from './billing.repository.ts';
import type { StripeClient } from './stripe-client.ts';

/** Decision 604: Stripe Checkout for the monthly Premium subscription, its webhook and the customer portal. */

export interface BillingDeps {
  db: Db;
  config: Config;
  stripe: StripeClient | null;
  log: FastifyBaseLogger;
}

/** Statuses of a subscription that give Premium; every other one (past_due, canceled, unpaid...) is Free. */
const PREMIUM_STATUSES = new Set(['active', 'trialing']);

export const NOT_CONFIGURED_MESSAGE =
  'Online payment is not set up on this server: upgrades are granted by your StudyPilot administrator.';

// ------------------------------------------------------------------------------------------ plan checks

export async function isPremium(db: Db, userId: string): Promise<boolean> {
  return (await repo.planOf(db, userId)) === 'premium';
}

/** Premium-only features (export) refuse Free students with 403 PREMIUM_REQUIRED, which the web shows. */
export async function assertPremium(db: Db, userId: string): Promise<void> {
  if (!(await isPremium(db, userId))) throw new AppError(403, PREMIUM_REQUIRED, PREMIUM_REQUIRED_MESSAGE);
}

// ------------------------------------------------------------------------------------------ status

export async function getBillingStatus(db: Db, config: Config, userId: string): Promise<BillingStatus> {
  const [found, customer] = await Promise.all([
    repo.findUser(db, userId),
    repo.findCustomerOfUser(db, userId),
  ]);
  return {
    enabled: config.stripe !== null,
    plan: found?.plan === 'premium' ? 'premium' : 'free',
    subscription:
      customer?.subscriptionId && customer.status
        ? {
            status: customer.status,
            cancelAtPeriodEnd: customer.cancelAtPeriodEnd,
            currentPeriodEnd: customer.currentPeriodEnd?.toISOString() ?? null,
          }
        : null,
    canManage: config.stripe !== null && Boolean(customer),
  };
}

// ------------------------------------------------------------------------------------ checkout, portal

function requireStripe(deps: BillingDeps): { stripe: StripeClient; priceId: string } {
  if (!deps.stripe || !deps.config.stripe) throw conflict(NOT_CONFIGURED_MESSAGE, 'BILLING_NOT_CONFIGURED');
  return { stripe: deps.stripe, priceId: deps.config.stripe.priceId };
}

function providerDown(deps: BillingDeps, err: unknown, what: string): AppError {
  deps.log.error({ err }, `Stripe ${what} failed`);
  return new AppError(
    503,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
  );
}

export async function startCheckout(deps: BillingDeps, userId: string): Promise<BillingRedirect> {
  const { stripe, priceId } = requireStripe(deps);
  const [found, customer] = await Promise.all([
    repo.findUser(deps.db, userId),
    repo.findCustomerOfUser(deps.db, userId),
  ]);
  if (!found) throw notFound('Account not found', 'ACCOUNT_NOT_FOUND');
  if (found.plan === 'premium') throw conflict('You are already on the Premium plan.', 'ALREADY_PREMIUM');
  const base = deps.config.publicUrl.replace(/\/$/, '');
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      client_reference_id: userId,
      ...(customer ? { customer: customer.customerId } : { customer_email: found.email }),
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      success_url: `${base}${paths.premium}?checkout=success`,
      cancel_url: `${base}${paths.premium}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { url: session.url };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerDown(deps, err, 'checkout session');
  }
}

export async function openPortal(deps: BillingDeps, userId: string): Promise<BillingRedirect> {
  const { stripe } = requireStripe(deps);
  const customer = await repo.findCustomerOfUser(deps.db, userId);
  if (!customer)
    throw conflict('There is no subscription to manage: upgrade to Premium first.', 'NO_SUBSCRIPTION');
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.customerId,
      return_url: `${deps.config.publicUrl.replace(/\/$/, '')}${paths.premium}`,
    });
    return { url: session.url };
  } catch (err) {
    throw providerDown(deps, err, 'billing portal session');
  }
}

// ------------------------------------------------------------------------------------------ webhook

interface SubscriptionLike {
  id: string;
  status: string;
  customer: string | { id: string };
  cancel_at_period_end?: boolean | null;
  metadata?: Record<string, string> | null;
  items?: { data?: { current_period_end?: number | null }[] } | null;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function stateOf(sub: SubscriptionLike, eventAt: Date, status = sub.status): repo.SubscriptionState {
  const end = sub.items?.data?.[0]?.current_period_end;
  return {
    subscriptionId: sub.id,
    status,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
    eventAt,
  };
}

export interface WebhookResult {
  received: true;
  /** Whether the event changed a student's billing state (false: not ours, older than the state, ignored). */
  applied: boolean;
}

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

const duplicate = () =>
  badRequest('This event was already processed; it is not applied twice.', 'EVENT_ALREADY_PROCESSED');

/**
 * The signed webhook: the raw body is verified with the SDK (signature and a 5-minute timestamp tolerance),
 * each event id is applied at most once (recorded in the transaction that changes the plan; a replay is
 * refused with 400), and an event older than the state it would overwrite changes nothing.
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
): Promise<WebhookResult> {
  if (!deps.stripe || !deps.config.stripe)
    throw new AppError(404, 'BILLING_NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE);
  if (typeof signature !== 'string' || !signature)
    throw badRequest('The Stripe-Signature header is missing.', 'MISSING_SIGNATURE');
  if (!rawBody?.length) throw badRequest('The event body is empty.', 'INVALID_EVENT');
  let event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.config.stripe.webhookSecret);
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'webhook with a bad signature refused');
    throw badRequest('The event signature is not valid.', 'INVALID_SIGNATURE');
  }
  if (!HANDLED.has(event.type)) return { received: true, applied: false };
  if (await repo.eventSeen(deps.db, event.id)) throw duplicate();
  const eventAt = new Date(event.created * 1000);
  const object = event.data.object as unknown as Record<string, unknown>;

  if (event.type === 'checkout.session.completed') {
    const session = object as {
      mode?: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string> | null;
      customer?: string | { id: string } | null;
      subscription?: string | { id: string } | null;
    };
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    const customerId = idOf(session.customer);
    const subscriptionId = idOf(session.subscription);
    const student = userId ? await repo.findUser(deps.db, userId) : undefined;
    const owner = customerId ? await repo.findCustomer(deps.db, customerId) : undefined;
    if (
      session.mode !== 'subscription' ||
      !student ||
      !customerId ||
      !subscriptionId ||
      (owner && owner.userId !== student.id)
    ) {
      deps.log.warn({ eventId: event.id }, 'checkout.session.completed for no student of ours: ignored');
      return recordOnly(deps, event, null);
    }
    // The session says paid or not yet (bank debits); the subscription's own status decides.
    let subscription: SubscriptionLike;
    try {
      subscription = (await deps.stripe.subscriptions.retrieve(
        subscriptionId,
      )) as unknown as SubscriptionLike;
    } catch (err) {
      throw providerDown(deps, err, 'subscription retrieval');
    }
    return applyEvent(deps, event, student.id, stateOf(subscription, eventAt), customerId);
  }

  if (event.type === 'invoice.payment_failed') {
    const invoice = object as {
      customer?: string | { id: string } | null;
      parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
    };
    const customer = await customerRow(deps, idOf(invoice.customer));
    if (!customer) return recordOnly(deps, event, null);
    const subscriptionId =
      idOf(invoice.parent?.subscription_details?.subscription) ?? customer.subscriptionId ?? 'unknown';
    return applyEvent(deps, event, customer.userId, {
      subscriptionId,
      status: 'past_due',
      cancelAtPeriodEnd: customer.cancelAtPeriodEnd,
      currentPeriodEnd: customer.currentPeriodEnd,
      eventAt,
    });
  }

  // customer.subscription.updated / deleted
  const sub = object as unknown as SubscriptionLike;
  const customerId = idOf(sub.customer);
  let customer = await customerRow(deps, customerId);
  let link: string | undefined;
  if (!customer && customerId && sub.metadata?.userId) {
    // The subscription event arrived before checkout.session.completed: our metadata names the student.
    const student = await repo.findUser(deps.db, sub.metadata.userId);
    if (student && !(await repo.findCustomerOfUser(deps.db, student.id))) {
      customer = { userId: student.id } as repo.BillingCustomerRow;
      link = customerId;
    }
  }
  if (!customer) return recordOnly(deps, event, null);
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status;
  return applyEvent(deps, event, customer.userId, stateOf(sub, eventAt, status), link);
}

async function customerRow(deps: BillingDeps, customerId: string | null) {
  return customerId ? repo.findCustomer(deps.db, customerId) : undefined;
}

async function recordOnly(
  deps: BillingDeps,
  event: { id: string; type: string },
  userId: string | null,
): Promise<WebhookResult> {
  const fresh = await deps.db.transaction((tx) =>
    repo.recordEvent(tx, { id: event.id, type: event.type, userId }),
  );
  if (!fresh) throw duplicate();
  return { received: true, applied: false };
}

async function applyEvent(
  deps: BillingDeps,
  event: { id: string; type: string },
  userId: string,
  state: repo.SubscriptionState,
  linkCustomerId?: string | null,
): Promise<WebhookResult> {
  const result = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, { id: event.id, type: event.type, userId })))
      return 'duplicate' as const;
    if (linkCustomerId) await repo.linkCustomer(tx, userId, linkCustomerId);
    const applied = await repo.applySubscriptionState(tx, userId, state);
    if (applied) await repo.setPlan(tx, userId, PREMIUM_STATUSES.has(state.status) ? 'premium' : 'free');
    return applied;
  });
  if (result === 'duplicate') throw duplicate();
  deps.log.info(
    { eventId: event.id, type: event.type, userId, status: state.status, applied: result },
    'billing event processed',
  );
  return { received: true, applied: result };
}
