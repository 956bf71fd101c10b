import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

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
    expect(screen.getByText(/Upgrades are done by your StudyPilot administrator/)).toBeInTheDocument();
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
