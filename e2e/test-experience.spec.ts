/**
 * Issue 13: the start screen, keyboard shortcuts, reload to the same question, past results reopened from Test
 * History and the dashboard, the wrong-answers filter and the phone countdown that stays in sight.
 */
import { expect, test, type Page } from '@playwright/test';
import { courseWithTest, expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

const checkedLetter = (page: Page) =>
  page.getByRole('radiogroup').locator('input[type=radio]:checked').getAttribute('value');

test('a test opens on its start screen, keys answer and move, and past results reopen from Test History and the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('experience'), 'secret123');
  const { courseId, testId } = await courseWithTest(page.request, { difficulty: 'easy', timeLimit: 10 });

  // Start screen: title, size, limit and rules; no attempt and no clock yet, however long the student reads.
  await page.goto(`/take-test/${testId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Cell Biology - Test #1' })).toBeVisible();
  await expect(page.getByText('Questions', { exact: true }).locator('..')).toContainText('5');
  await expect(page.getByText('Time limit', { exact: true }).locator('..')).toContainText('10 minutes');
  await expect(page.getByText(/The timer \(10 minutes\) starts when you press Start Test/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectAccessible(page);
  await page.waitForTimeout(2500);
  const before = await page.request.get(`/api/tests/${testId}/attempt`);
  expect(((await before.json()) as { openAttempt: unknown }).openAttempt).toBeNull();
  await page.getByRole('button', { name: 'Start Test' }).click();
  // The full ten minutes: the 2.5 s spent on the start screen were not counted.
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:59)$/);

  // Keyboard: the hint is visible; letters and digits choose, arrows move, Enter goes on.
  await expect(page.getByTestId('keyboard-hint')).toBeVisible();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.keyboard.press('b');
  await expect.poll(() => checkedLetter(page)).toBe('B');
  await page.keyboard.press('3');
  await expect.poll(() => checkedLetter(page)).toBe('C');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(page.getByText('1 of 5 answered · 20% complete')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.keyboard.press('a');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(page.getByText('2 of 5 answered · 40% complete')).toBeVisible();

  // Reload returns to the question the student was on, with the same clock.
  await page.reload();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect.poll(() => checkedLetter(page)).toBe('A');
  await expect(page.getByRole('heading', { name: 'Before you start' })).toHaveCount(0);

  // Leaving through the navigation asks first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave the test?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay in Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/take-test/${testId}$`));
  // Back on the question, not on the Courses link: the keys go on working on the test.
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();

  // Submit with three questions unanswered (Enter on the last question asks to submit).
  for (let i = 3; i <= 5; i += 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Question ${i} of 5`)).toBeVisible();
  }
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Submit your test?' });
  await expect(confirm.getByText(/You have 3 unanswered questions/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/);
  const firstResults = page.url();
  const firstId = firstResults.split('/').pop()!;

  // Wrong-answers filter: only the questions not fully right, their numbers kept.
  const analysis = page.getByRole('region', { name: 'Detailed Analysis' });
  const cards = analysis.getByRole('listitem').filter({ has: page.getByText(/^Question \d$/) });
  await expect(cards).toHaveCount(5);
  const wrongButton = page.getByRole('button', { name: /^Wrong or partly correct \(\d\)$/ });
  const wrong = Number((await wrongButton.textContent())!.match(/\((\d)\)/)![1]);
  expect(wrong).toBeGreaterThanOrEqual(3);
  await wrongButton.click();
  await expect(wrongButton).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(wrong);
  await expect(cards.getByText('Correct', { exact: true })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Question 5' })).toHaveCount(1);
  await expectAccessible(page);

  // Retake with every key (read from the first results) for a score that reaches the dashboard.
  const results = (await (await page.request.get(`/api/submissions/${firstId}/results`)).json()) as {
    questions: { order: number; correctAnswer: string }[];
  };
  const keys = [...results.questions].sort((a, b) => a.order - b.order).map((q) => q.correctAnswer);
  await page.getByRole('link', { name: 'Retake Test' }).click();
  await expect(page.getByRole('heading', { name: 'Your past attempts (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  for (const [i, key] of keys.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    await page.keyboard.press(key.toLowerCase());
    await expect.poll(() => checkedLetter(page)).toBe(key);
    if (i < keys.length - 1) await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/);
  const secondId = page.url().split('/').pop()!;
  expect(secondId).not.toBe(firstId);
  await expect(page.getByRole('img', { name: 'Score 100%' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wrong or partly correct (0)' })).toBeVisible();

  // Test History lists both attempts with score, date and a link to each one's results.
  await page.goto(`/courses/${courseId}`);
  const attempts = page.getByRole('list', { name: 'Attempts of Course Cell Biology - Test #1' });
  await expect(attempts.getByRole('listitem')).toHaveCount(2);
  await expect(attempts.getByRole('listitem').first()).toContainText('Attempt 2');
  await expect(attempts.getByRole('listitem').first()).toContainText('100%');
  await expectAccessible(page);
  await attempts.getByRole('link', { name: /^View results of attempt 1 / }).click();
  await expect(page).toHaveURL(new RegExp(`/test-results/${firstId}$`));
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();

  // The dashboard's recent activity opens the high score's results.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Grade 100 achieved in Cell Biology/ }).click();
  await expect(page).toHaveURL(new RegExp(`/test-results/${secondId}$`));
  await expect(page.getByRole('img', { name: 'Score 100%' })).toBeVisible();
});

test('on a 390 px phone the countdown stays in sight while scrolling, the tab bar is hidden and targets are 44 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A small phone: 390 px wide, 664 px tall, so a question scrolls.
  await page.setViewportSize({ width: 390, height: 664 });
  await signUpThroughDialog(page, 'Yael Cohen', uniqueEmail('phone'), 'secret123');
  const { testId } = await courseWithTest(page.request, { difficulty: 'easy', timeLimit: 10 });
  await page.goto(`/take-test/${testId}`);
  const tabs = page.getByRole('navigation', { name: 'Main mobile' });
  await expect(tabs).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(tabs).toBeHidden();
  await expectAccessible(page);

  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const box = (await timer.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  // Below the sticky top bar, inside the screen, and nothing drawn over it.
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(664);
  const onTop = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[role="timer"]')),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe(true);

  for (const target of [
    page.getByRole('button', { name: /^Question 1,/ }),
    page.getByRole('button', { name: 'Next Question' }),
    page.getByRole('radiogroup').locator('label').first(),
  ]) {
    const b = (await target.boundingBox())!;
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
  }
});
