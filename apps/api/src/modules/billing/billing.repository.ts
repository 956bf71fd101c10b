import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, billingEvents, user } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

export async function findUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, plan: user.plan })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}

export async function findCustomerOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row;
}

export async function findCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId))
    .limit(1);
  return row;
}

export async function eventSeen(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

/** Records the event; false when it was already recorded (a replay, or a concurrent delivery that won). */
export async function recordEvent(
  tx: Tx,
  event: { id: string; type: string; userId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ eventId: event.id, type: event.type, userId: event.userId })
    .onConflictDoNothing()
    .returning({ id: billingEvents.eventId });
  return rows.length === 1;
}

/** Links a provider customer to a student (a student has one; a customer belongs to one student). */
export async function linkCustomer(tx: Tx, userId: string, customerId: string) {
  await tx
    .insert(billingCustomers)
    .values({ userId, customerId })
    .onConflictDoUpdate({
      target: billingCustomers.userId,
      set: { customerId, updatedAt: sql`now()` },
    });
}

export interface SubscriptionState {
  subscriptionId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  eventAt: Date;
}

/**
 * Stores the subscription state of an event unless a newer event already set it (Stripe does not promise
 * order). Returns whether it was applied.
 */
export async function applySubscriptionState(tx: Tx, userId: string, s: SubscriptionState): Promise<boolean> {
  const rows = await tx
    .update(billingCustomers)
    .set({
      subscriptionId: s.subscriptionId,
      status: s.status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodEnd: s.currentPeriodEnd,
      statusEventAt: s.eventAt,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${billingCustomers.userId} = ${userId} and (${billingCustomers.statusEventAt} is null or ${billingCustomers.statusEventAt} <= ${s.eventAt.toISOString()})`,
    )
    .returning({ userId: billingCustomers.userId });
  return rows.length === 1;
}

export async function setPlan(tx: Executor, userId: string, plan: 'free' | 'premium') {
  await tx
    .update(user)
    .set({ plan, updatedAt: new Date() })
    .where(sql`${user.id} = ${userId} and ${user.plan} <> ${plan}`);
}

export async function planOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.plan;
}
