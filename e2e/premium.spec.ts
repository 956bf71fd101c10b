import { expect, test, type Page } from '@playwright/test';
import { FAKE_PRICE_ID, makeEvent, signPayload } from '../apps/api/test/fake-stripe.ts';
import {
  answerAndSubmit,
  courseWithTest,
  expectAccessible,
  signUpThroughDialog,
  startStripeServer,
  uniqueEmail,
} from './fixtures.ts';

/**
 * Issue 14 items 7-8 (decision 604): a Free student buys Premium with Stripe Checkout and the locked features
 * open. The app runs its own server here, configured with Stripe keys and pointed at the local fake of the
 * Stripe API (apps/api/test/fake-stripe.ts), whose hosted Checkout and portal pages send the app webhook events
 * signed the way Stripe signs them.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const BASE = `http://localhost:${PORT}`;
let stripe: Awaited<ReturnType<typeof startStripeServer>> | undefined;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  // One free test a month: back on Free after cancelling, the student has none left.
  stripe = await startStripeServer(PORT, 'premium', { FREE_TESTS_PER_MONTH: '1' });
});

test.afterAll(async () => {
  await stripe?.stop();
});

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Free student buys Premium with Stripe Checkout; the signed webhook makes the plan Premium and weak topics and export unlock; the portal cancels it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpThroughDialog(page, 'Maya Katz', uniqueEmail('premium'), 'secret123');
  const { courseId, testId } = await courseWithTest(page.request);
  await answerAndSubmit(page.request, testId, () => 'A');
  const submissionId = await answerAndSubmit(page.request, testId, () => 'B');

  // Free: the course page shows the weak-topics teaser, not the topics.
  await page.goto(`/course/${courseId}`);
  const weak = page.getByTestId('weak-topics');
  await expect(weak.getByTestId('weak-topics-teaser')).toContainText('You have been asked about');
  await expect(weak.getByTestId('weak-topic')).toHaveCount(0);
  // Free: export items carry a Premium lock and lead to the plan page.
  await page.goto(`/test-results/${submissionId}`);
  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByText('Export is part of Premium. Choose an item to see the plans.')).toBeVisible();
  await page.getByRole('menuitem', { name: /Results as CSV/ }).click();
  await expect(page).toHaveURL(/\/premium$/);

  // The plan page offers online payment (Stripe is configured).
  await expect(page.getByText('Premium is $9.99 per month, paid securely with Stripe.')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'premium-free');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();

  // Stripe's hosted Checkout (the fake): paying sends the app a signed checkout.session.completed event.
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  const created = stripe!.fake.requests.find((r) => r.path === '/v1/checkout/sessions');
  expect(created?.form).toMatchObject({ mode: 'subscription', 'line_items[0][price]': FAKE_PRICE_ID });
  await page.getByRole('button', { name: 'Pay $9.99' }).click();

  // Back on the plan page: Premium, thanks and the renewal.
  await expect(page).toHaveURL(/\/premium\?checkout=success$/);
  await expect(
    page.getByText('Thank you! Your payment went through and your account is now Premium.'),
  ).toBeVisible();
  await expect(page.getByText(/Premium renews on .+ for \$9\.99\./)).toBeVisible();
  expect(((await (await page.request.get('/api/plan')).json()) as { plan: string }).plan).toBe('premium');
  await expectAccessible(page);
  await shots(page, 'premium-paid');

  // An unsigned event is refused, and a forged one (wrong secret) too: the plan does not move.
  const forged = JSON.stringify(
    makeEvent('customer.subscription.deleted', { id: 'sub_forged', customer: 'cus_x' }),
  );
  const unsigned = await page.request.post('/api/billing/webhook', {
    data: forged,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status()).toBe(400);
  const wrongSecret = await page.request.post('/api/billing/webhook', {
    data: forged,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(forged, 'whsec_notTheAppsSecret'),
    },
  });
  expect(wrongSecret.status()).toBe(400);
  expect(((await (await page.request.get('/api/plan')).json()) as { plan: string }).plan).toBe('premium');

  // Weak topics unlock on the course page, with "Practise this topic".
  await page.goto(`/course/${courseId}`);
  await expect(weak.getByTestId('weak-topic').first()).toBeVisible();
  await expect(weak.getByRole('button', { name: /^Practise / }).first()).toBeVisible();
  await expect(weak.getByTestId('weak-topics-teaser')).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'premium-weak-topics');

  // Export unlocks: the results download as CSV.
  await page.goto(`/test-results/${submissionId}`);
  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByText('Export is part of Premium. Choose an item to see the plans.')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Results as CSV/ }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);

  // The customer portal cancels the subscription: customer.subscription.deleted sets the plan back to Free.
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe customer portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  expect(((await (await page.request.get('/api/plan')).json()) as { plan: string }).plan).toBe('free');

  // Back on Free with the month's one free test used: every Generate Test is disabled with the reason (issue 13).
  await page.goto('/courses');
  const card = page.getByRole('article', { name: 'Cell Biology' });
  const generate = card.getByRole('button', { name: 'Generate Test' });
  await expect(generate).toBeDisabled();
  await expect(card.getByText('You have used all free tests for this month.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Generate Test' })).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'courses-no-tests-left');
  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('button', { name: 'Generate Test' })).toBeDisabled();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Generate New Test/ })).toHaveCount(0);
  await expect(page.getByText('You have used all free tests for this month.')).toBeVisible();
  await expect(page.getByText('Scores over time')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'dashboard-no-tests-left');
});
