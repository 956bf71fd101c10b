import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';
import { browser } from './api/billing';

const FREE_USAGE = {
  plan: 'free',
  monthlyLimit: 5,
  usedThisMonth: 4,
  remaining: 1,
  resetsAt: '2026-12-01T00:00:00.000Z',
};
const PREMIUM_USAGE = { ...FREE_USAGE, plan: 'premium', monthlyLimit: null, remaining: null };
const billing = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  plan: 'free',
  subscription: null,
  canManage: false,
  ...over,
});

// Whole routes with the real providers: slow on a loaded machine, so more than the default 5 s.
describe('Premium', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the current plan, this month's usage, the two plans and who upgrades", async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () =>
        json({
          plan: 'free',
          monthlyLimit: 5,
          usedThisMonth: 4,
          remaining: 1,
          resetsAt: '2026-12-01T00:00:00.000Z',
        }),
      'GET /api/billing': () => json(billing({ enabled: false })),
    });
    renderApp('/premium');
    expect(await screen.findByText('4 of 5 tests used this month · 1 left')).toBeInTheDocument();
    expect(screen.getByText('Your allowance renews on December 1, 2026.')).toBeInTheDocument();
    const free = screen.getByRole('listitem', { name: /^Free/ });
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('5 tests per month')).toBeInTheDocument();
    expect(within(free).getByText('Current plan')).toBeInTheDocument();
    const premium = screen.getByRole('listitem', { name: /^Premium/ });
    expect(within(premium).getByText('$9.99')).toBeInTheDocument();
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(premium).getByText('Unlimited tests')).toBeInTheDocument();
    expect(await screen.findByText(/Upgrades are done by your StudyPilot administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('with online payment, Upgrade to Premium sends the browser to Stripe Checkout', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () => json(FREE_USAGE),
      'GET /api/billing': () => json(billing()),
      'POST /api/billing/checkout': () => json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    renderApp('/premium');
    expect(
      await screen.findByText(/Premium is \$9.99 per month, paid securely with Stripe/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Upgrades are done by your StudyPilot administrator/)).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(net.callsTo('POST', '/api/billing/checkout')).toHaveLength(1);
  });

  it('back from Checkout, waits for the payment to be confirmed and then says the account is Premium', async () => {
    let confirmed = false;
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () => json(confirmed ? PREMIUM_USAGE : FREE_USAGE),
      'GET /api/billing': () =>
        json(
          confirmed
            ? billing({
                plan: 'premium',
                canManage: true,
                subscription: {
                  status: 'active',
                  cancelAtPeriodEnd: false,
                  currentPeriodEnd: '2026-12-23T12:00:00.000Z',
                },
              })
            : billing(),
        ),
    });
    renderApp('/premium?checkout=success');
    expect(await screen.findByText(/Confirming your payment with Stripe/)).toBeInTheDocument();
    confirmed = true;
    expect(
      await screen.findByText(
        'Thank you! Your payment went through and your account is now Premium.',
        undefined,
        {
          timeout: 6000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Premium renews on December 23, 2026 for $9.99.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    // The usage card follows the new plan.
    expect(await screen.findByText('4 tests generated this month · unlimited')).toBeInTheDocument();
  });

  it('a failed payment says so and offers the portal to fix it; Manage subscription opens the portal', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () => json(FREE_USAGE),
      'GET /api/billing': () =>
        json(
          billing({
            canManage: true,
            subscription: { status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: null },
          }),
        ),
      'POST /api/billing/portal': () => json({ url: 'https://billing.stripe.com/p/session/x' }),
    });
    renderApp('/premium');
    expect(await screen.findByText(/Your last payment failed/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Manage subscription' }).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
  });

  it('shows the server’s words when Stripe cannot be reached', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () => json(FREE_USAGE),
      'GET /api/billing': () => json(billing()),
      'POST /api/billing/checkout': () =>
        json(
          {
            error: {
              code: 'PAYMENT_PROVIDER_UNAVAILABLE',
              message:
                'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
            },
          },
          503,
        ),
    });
    renderApp('/premium');
    (await screen.findByRole('button', { name: 'Upgrade to Premium' })).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider could not be reached.');
  });

  it('a premium student sees unlimited usage', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/plan': () =>
        json({
          plan: 'premium',
          monthlyLimit: null,
          usedThisMonth: 12,
          remaining: null,
          resetsAt: '2026-12-01T00:00:00.000Z',
        }),
    });
    renderApp('/premium');
    expect(await screen.findByText('12 tests generated this month · unlimited')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: /^Premium/ })).getByText('Current plan'),
    ).toBeInTheDocument();
  });
});
