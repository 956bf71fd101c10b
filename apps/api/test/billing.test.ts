/**
 * Issue 14 item 7 (decision 604): Premium bought with Stripe. The real `stripe` SDK talks to a local fake of the
 * endpoints used (apps/api/test/fake-stripe.ts); webhook events are signed the way Stripe signs them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { billingEvents, user } from '../src/db/schema/index.ts';
import {
  FAKE_PRICE_ID,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
  makeEvent,
  signPayload,
} from './fake-stripe.ts';
import { createTestApp, createTestDatabase, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let fake: FakeStripe;
let baseUrl: string;
beforeAll(async () => {
  fake = await new FakeStripe().start();
  ctx = await createTestApp({
    RATE_LIMIT_AUTH_PER_IP: 100_000,
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_PRICE_ID: FAKE_PRICE_ID,
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: 'http://localhost:3000',
  });
  // Webhooks from the fake's hosted pages reach the app over real HTTP.
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `${baseUrl}/api/billing/webhook`;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
  await ctx.database.db.delete(billingEvents);
  fake.requests.length = 0;
  fake.failing = false;
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: 'GET' | 'POST', url: string, cookie: string) {
  const res = await ctx.app.inject({ method, url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as Json };
}

async function postEvent(event: Json, signature?: string | null) {
  const payload = JSON.stringify(event);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature ?? signPayload(payload) }),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function planOf(userId: string) {
  const [row] = await ctx.database.db.select({ plan: user.plan }).from(user).where(eq(user.id, userId));
  return row?.plan;
}

/** Checkout through the API, then the fake's completed session event (as the hosted page would send it). */
async function subscribe(s: { cookie: string; userId: string }) {
  const checkout = await api('POST', '/api/billing/checkout', s.cookie);
  expect(checkout.status).toBe(200);
  const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
  const session = fake.sessions.get(sessionId)!;
  const customer = 'cus_' + s.userId.slice(0, 8).replace(/\W/g, 'x');
  const sub = fake.addSubscription({ customer, metadata: { userId: s.userId } });
  Object.assign(session, { status: 'complete', customer, subscription: sub.id });
  const event = makeEvent('checkout.session.completed', session);
  return { event, sub, customer, result: await postEvent(event) };
}

describe('checkout and portal', () => {
  it('creates a subscription Checkout session for the configured price and the student, and sends the browser to it', async () => {
    const s = await signUp(ctx.app);
    const status = await api('GET', '/api/billing', s.cookie);
    expect(status.body).toEqual({ enabled: true, plan: 'free', subscription: null, canManage: false });
    const res = await api('POST', '/api/billing/checkout', s.cookie);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': FAKE_PRICE_ID,
      'line_items[0][quantity]': '1',
      client_reference_id: s.userId,
      customer_email: s.email,
      'subscription_data[metadata][userId]': s.userId,
      success_url: 'http://localhost:3000/premium?checkout=success',
      cancel_url: 'http://localhost:3000/premium?checkout=cancelled',
    });
  });

  it('opens the customer portal for a subscriber, and says why not for a student without one', async () => {
    const s = await signUp(ctx.app);
    const none = await api('POST', '/api/billing/portal', s.cookie);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('NO_SUBSCRIPTION');
    const { customer } = await subscribe(s);
    const res = await api('POST', '/api/billing/portal', s.cookie);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.requests.at(-1)!.form).toEqual({ customer, return_url: 'http://localhost:3000/premium' });
  });

  it('refuses a second checkout for a Premium student (409) and answers 503 with nothing changed when Stripe is down', async () => {
    const s = await signUp(ctx.app);
    fake.failing = true;
    const down = await api('POST', '/api/billing/checkout', s.cookie);
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    fake.failing = false;
    await subscribe(s);
    const again = await api('POST', '/api/billing/checkout', s.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_PREMIUM');
  });
});

describe('webhook', () => {
  it('checkout.session.completed makes the student Premium, with the subscription shown on the plan endpoints', async () => {
    const s = await signUp(ctx.app);
    const { result, sub } = await subscribe(s);
    expect(result).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(
      true,
    );
    expect(await planOf(s.userId)).toBe('premium');
    expect((await api('GET', '/api/plan', s.cookie)).body).toMatchObject({
      plan: 'premium',
      monthlyLimit: null,
    });
    const status = await api('GET', '/api/billing', s.cookie);
    expect(status.body).toEqual({
      enabled: true,
      plan: 'premium',
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(sub.items.data[0]!.current_period_end * 1000).toISOString(),
      },
      canManage: true,
    });
  });

  it('a completed checkout whose subscription is not paid yet (incomplete) does not give Premium', async () => {
    const s = await signUp(ctx.app);
    const checkout = await api('POST', '/api/billing/checkout', s.cookie);
    const session = fake.sessions.get(new URL(checkout.body.url).pathname.split('/').pop()!)!;
    const sub = fake.addSubscription({ customer: 'cus_incomplete', status: 'incomplete' });
    Object.assign(session, { customer: 'cus_incomplete', subscription: sub.id });
    expect((await postEvent(makeEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await planOf(s.userId)).toBe('free');
  });

  it('refuses unsigned, badly signed, tampered, expired and replayed events with 400, changing the plan exactly once', async () => {
    const s = await signUp(ctx.app);
    const { event, result } = await subscribe(s);
    expect(result.status).toBe(200);
    // An administrator moves the student back to Free; a replay of the same event must not undo that.
    await ctx.database.db.update(user).set({ plan: 'free' }).where(eq(user.id, s.userId));
    const replay = await postEvent(event);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('EVENT_ALREADY_PROCESSED');
    expect(await planOf(s.userId)).toBe('free');

    const fresh = makeEvent('checkout.session.completed', event.data.object);
    const payload = JSON.stringify(fresh);
    const unsigned = await postEvent(fresh, null);
    expect(unsigned).toMatchObject({ status: 400, body: { error: { code: 'MISSING_SIGNATURE' } } });
    const wrongSecret = await postEvent(fresh, signPayload(payload, 'whsec_someoneElsesSecret'));
    expect(wrongSecret).toMatchObject({ status: 400, body: { error: { code: 'INVALID_SIGNATURE' } } });
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload) },
      payload: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.statusCode).toBe(400);
    const old = await postEvent(
      fresh,
      signPayload(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(old).toMatchObject({ status: 400, body: { error: { code: 'INVALID_SIGNATURE' } } });
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await planOf(s.userId)).toBe('free');
    const rows = await ctx.database.db.select().from(billingEvents);
    expect(rows.map((r) => r.eventId)).toEqual([event.id]);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const s = await signUp(ctx.app);
    const { sub, customer } = await subscribe(s);
    const event = makeEvent('customer.subscription.deleted', { ...sub, customer, status: 'canceled' });
    const results = await Promise.all([postEvent(event), postEvent(event), postEvent(event)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await planOf(s.userId)).toBe('free');
  });

  it('subscription updated / deleted and payment failed set and clear the plan; an older event delivered late changes nothing', async () => {
    const s = await signUp(ctx.app);
    const { sub, customer } = await subscribe(s);
    const now = Math.floor(Date.now() / 1000);

    const failed = makeEvent(
      'invoice.payment_failed',
      { id: 'in_1', object: 'invoice', customer, parent: { subscription_details: { subscription: sub.id } } },
      { created: now + 10 },
    );
    expect((await postEvent(failed)).body).toEqual({ received: true, applied: true });
    expect(await planOf(s.userId)).toBe('free');
    expect((await api('GET', '/api/billing', s.cookie)).body.subscription.status).toBe('past_due');

    const recovered = makeEvent(
      'customer.subscription.updated',
      { ...sub, status: 'active' },
      { created: now + 20 },
    );
    expect((await postEvent(recovered)).status).toBe(200);
    expect(await planOf(s.userId)).toBe('premium');

    // The failure event of before the recovery, delivered again under another id, is older: ignored.
    const late = makeEvent('invoice.payment_failed', failed.data.object, { created: now + 15 });
    expect((await postEvent(late)).body).toEqual({ received: true, applied: false });
    expect(await planOf(s.userId)).toBe('premium');

    const cancelling = makeEvent(
      'customer.subscription.updated',
      { ...sub, status: 'active', cancel_at_period_end: true },
      { created: now + 30 },
    );
    await postEvent(cancelling);
    expect(await planOf(s.userId)).toBe('premium');
    expect((await api('GET', '/api/billing', s.cookie)).body.subscription.cancelAtPeriodEnd).toBe(true);

    const deleted = makeEvent(
      'customer.subscription.deleted',
      { ...sub, status: 'canceled' },
      { created: now + 40 },
    );
    expect((await postEvent(deleted)).status).toBe(200);
    expect(await planOf(s.userId)).toBe('free');
    expect((await api('GET', '/api/billing', s.cookie)).body).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
      canManage: true,
    });
  });

  it('acknowledges events for customers that are not ours and event types it does not use, changing nothing', async () => {
    const s = await signUp(ctx.app);
    const stranger = makeEvent('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      customer: 'cus_unknown',
      status: 'active',
      items: { data: [] },
    });
    expect((await postEvent(stranger)).body).toEqual({ received: true, applied: false });
    expect((await postEvent(makeEvent('charge.succeeded', { id: 'ch_1' }))).body).toEqual({
      received: true,
      applied: false,
    });
    expect(await planOf(s.userId)).toBe('free');
  });

  it('the hosted checkout page of the fake completes the purchase through a real signed webhook over HTTP', async () => {
    const s = await signUp(ctx.app);
    const checkout = await api('POST', '/api/billing/checkout', s.cookie);
    const pay = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('http://localhost:3000/premium?checkout=success');
    expect(await planOf(s.userId)).toBe('premium');
    const portal = await api('POST', '/api/billing/portal', s.cookie);
    const cancel = await fetch(`${portal.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(await planOf(s.userId)).toBe('free');
  });
});

describe('without Stripe configured', () => {
  it('says upgrades are granted by the administrator; checkout is refused and the webhook does not exist', async () => {
    const plain = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 100_000 }, await createTestDatabase());
    try {
      const s = await signUp(plain.app);
      const inject = (method: 'GET' | 'POST', url: string) =>
        plain.app.inject({ method, url, headers: { cookie: s.cookie } });
      expect((await inject('GET', '/api/billing')).json()).toEqual({
        enabled: false,
        plan: 'free',
        subscription: null,
        canManage: false,
      });
      const checkout = await inject('POST', '/api/billing/checkout');
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json().error).toEqual({
        code: 'BILLING_NOT_CONFIGURED',
        message: expect.stringContaining('administrator'),
      });
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
      await plain.database.drop();
    }
  });

  it('config: the three Stripe settings come together and are checked for their shape', () => {
    const base = {
      NODE_ENV: 'test' as const,
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/sp-config',
    };
    expect(() => loadConfig({}, { ...base, STRIPE_SECRET_KEY: FAKE_SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_ID: required/,
    );
    expect(() =>
      loadConfig(
        {},
        { ...base, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'x', STRIPE_PRICE_ID: 'y' },
      ),
    ).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_ID/);
    const ok = loadConfig(
      {},
      {
        ...base,
        STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_PRICE_ID: FAKE_PRICE_ID,
      },
    );
    expect(ok.stripe).toEqual({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      priceId: FAKE_PRICE_ID,
    });
    expect(loadConfig({}, base).stripe).toBeNull();
  });
});
