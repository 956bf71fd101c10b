/**
 * A local stand-in for the parts of the Stripe API StudyPilot uses (decision 604), for the real `stripe` SDK
 * to talk to in tests and e2e: checkout sessions, billing portal sessions and subscription retrieval, plus a
 * hosted "checkout" and "portal" page whose buttons complete the payment or cancel the subscription by sending
 * the app a webhook event signed the way Stripe signs them (the SDK's generateTestHeaderString).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_SECRET_KEY = 'sk_test_fake_studypilot_0000';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeStudyPilotSigningSecret0000';
export const FAKE_PRICE_ID = 'price_fake_premium_monthly';

const signer = new Stripe(FAKE_SECRET_KEY);

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_end: number; price: { id: string } }[] };
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete';
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Signs an event body like Stripe: the `Stripe-Signature` header for this exact payload. */
export function signPayload(payload: string, secret = FAKE_WEBHOOK_SECRET, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
}

export function makeEvent(type: string, object: unknown, opts: { id?: string; created?: number } = {}) {
  return {
    id: opts.id ?? id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: opts.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Where the hosted pages deliver their events (the app's webhook URL); set by the test. */
  webhookUrl: string | undefined;
  /** Makes the API answer 500 (the provider is down). */
  failing = false;
  private server: Server | undefined;
  url = '';

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: err.message } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A subscription as Stripe would return it, kept for retrieval. */
  addSubscription(
    values: Partial<Omit<FakeSubscription, 'items'>> & { customer: string; periodEnd?: number },
  ): FakeSubscription {
    const { periodEnd, ...rest } = values;
    const sub: FakeSubscription = {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: {},
      ...rest,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            current_period_end: periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
            price: { id: FAKE_PRICE_ID },
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** Delivers a signed event to the app's webhook and returns its answer. */
  async deliver(event: ReturnType<typeof makeEvent>): Promise<{ status: number; body: string }> {
    if (!this.webhookUrl) throw new Error('FakeStripe.webhookUrl is not set');
    const payload = JSON.stringify(event);
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload) },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Fake Stripe</title></head><body>${body}</body></html>`,
      );
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };

    // Hosted pages (what the browser sees).
    const page = /^\/(checkout|portal)\/([\w]+)(\/(pay|cancel))?$/.exec(url.pathname);
    if (page) {
      const [, kind, sid, , action] = page;
      if (kind === 'checkout') {
        const session = this.sessions.get(sid!);
        if (!session) return json(404, { error: { message: 'No such session' } });
        if (!action)
          return html(
            `<h1>Fake Stripe Checkout</h1><p>StudyPilot Premium: $9.99 per month</p>` +
              `<form method="post" action="/checkout/${sid}/pay"><button type="submit">Pay $9.99</button></form>`,
          );
        const customer = session.customer ?? id('cus');
        const sub = this.addSubscription({ customer, metadata: session.metadata });
        Object.assign(session, { status: 'complete', customer, subscription: sub.id });
        await this.deliver(makeEvent('checkout.session.completed', session));
        return redirect(session.success_url);
      }
      const portal = this.portals.get(sid!);
      if (!portal) return json(404, { error: { message: 'No such portal session' } });
      if (!action)
        return html(
          `<h1>Fake Stripe customer portal</h1>` +
            `<form method="post" action="/portal/${sid}/cancel"><button type="submit">Cancel subscription</button></form>` +
            `<p><a href="${portal.return_url}">Return to StudyPilot</a></p>`,
        );
      for (const sub of this.subscriptions.values())
        if (sub.customer === portal.customer && sub.status === 'active') {
          sub.status = 'canceled';
          await this.deliver(makeEvent('customer.subscription.deleted', sub));
        }
      return redirect(portal.return_url);
    }

    // The API (what the SDK calls).
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      authorization: req.headers.authorization,
    });
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`)
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (this.failing) return json(500, { error: { type: 'api_error', message: 'Fake outage' } });

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (form['line_items[0][price]'] !== FAKE_PRICE_ID)
        return json(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      const sid = id('cs_test');
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const session: FakeSession = {
        id: sid,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        url: `${this.url}/checkout/${sid}`,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        subscription: null,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        metadata,
        status: 'open',
      };
      this.sessions.set(sid, session);
      return json(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (!form.customer)
        return json(400, { error: { type: 'invalid_request_error', message: 'Missing customer' } });
      const pid = id('bps');
      const portal = {
        id: pid,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? '',
        url: `${this.url}/portal/${pid}`,
      };
      this.portals.set(pid, portal);
      return json(200, portal);
    }
    const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sub) {
      const found = this.subscriptions.get(sub[1]!);
      if (!found)
        return json(404, {
          error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` },
        });
      return json(200, found);
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
  }

  private readonly portals = new Map<
    string,
    { id: string; customer: string; return_url: string; url: string }
  >();
}
