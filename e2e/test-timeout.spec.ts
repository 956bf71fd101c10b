import { expect, test } from '@playwright/test';
import { courseWithTest, expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

test('when the time runs out the browser submits the test by itself and shows the results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Omer Katz', uniqueEmail('timeout'), 'secret123');
  // A 20-second limit is accepted only because the e2e server runs with ALLOW_SHORT_TIME_LIMITS=true.
  const { testId } = await courseWithTest(page.request, {
    difficulty: 'easy',
    timeLimit: 10,
    timeLimitSeconds: 20,
  });

  await page.goto(`/take-test/${testId}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0:(1\d|20|0\d)$/);
  await page.getByRole('radiogroup').getByRole('radio').first().check({ force: true });
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAttribute('data-color', 'red');
  await expectAccessible(page);

  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/, { timeout: 40_000 });
  await expect(page.getByText('Test Submitted!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
  await expect(page.getByText('The time ran out, so your test was submitted automatically.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Detailed Analysis' }).getByText('Your Answer').first(),
  ).toBeVisible();
});
