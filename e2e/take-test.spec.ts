import { expect, test } from '@playwright/test';
import {
  cellNotesDocx,
  createCourse,
  expectAccessible,
  signUpThroughDialog,
  uniqueEmail,
} from './fixtures.ts';

test('a student generates a five-question test from an uploaded DOCX, takes it, submits it and reads the results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Dana Mizrahi', uniqueEmail('take-test'), 'secret123');
  const courseId = await createCourse(page.request, 'Cell Biology');
  const docx = await cellNotesDocx();

  // The generator: a course without summaries shows the upload box.
  await page.goto(`/generate-test?course=${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Generate New Test' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveText(/Cell Biology/);
  await page.getByTestId('upload-input').setInputFiles({
    name: 'cells.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx,
  });
  const checkbox = page.getByRole('checkbox', { name: /cells\.docx/ });
  await expect(checkbox).toBeChecked({ timeout: 30_000 });
  await expect(page.locator('#main').getByText('Text extraction completed')).toBeVisible();

  const summary = page.getByRole('complementary', { name: 'Test Summary' });
  await expect(summary.getByText('StudyPilot Local Engine')).toBeVisible();
  await expect(summary.getByText('Estimated generation time: 2-3 minutes')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
  await page.getByRole('slider', { name: 'Number of questions' }).fill('5');
  await expect(summary.getByText('5', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await summary.getByRole('button', { name: 'Generate Test' }).click();
  await expect(page.getByText('Test Generated Successfully').first()).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\/take-test\/[0-9a-f-]{36}$/, { timeout: 10_000 });

  // The start screen: nothing runs until Start Test.
  await expect(page.getByRole('heading', { level: 1, name: 'Course Cell Biology - Test #1' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start Test' }).click();

  // Taking the test.
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByText('0 of 5 answered · 0% complete')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d)$/);
  await expectAccessible(page);
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Question ${i} of 5`)).toBeVisible();
    const options = page.getByRole('radiogroup').getByRole('radio');
    await expect(options).toHaveCount(4);
    await expect(options.first()).toHaveAccessibleName(/^A\) /);
    await options.nth(i % 4).check({ force: true });
    await expect(page.getByText('All answers saved')).toBeVisible();
    if (i === 1) {
      // Reopening the page resumes the same attempt with the saved answer and the same deadline.
      await page.reload();
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      await expect(page.getByRole('radiogroup').getByRole('radio').nth(1)).toBeChecked();
      await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[45]\d)$/);
    }
    if (i < 5) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/You answered all 5 questions/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByText('Test Submitted!').first()).toBeVisible();
  await expect(page.getByText(/^Your score: \d+%$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/);

  // The results.
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
  await expect(page.getByText('Your performance summary')).toBeVisible();
  await expect(page.getByText('Test Difficulty', { exact: true })).toBeVisible();
  await expect(page.getByText('Correct Answers', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect Answers', { exact: true })).toBeVisible();
  await expect(page.getByText('Time Taken', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detailed Analysis' })).toBeVisible();
  const cards = page
    .getByRole('region', { name: 'Detailed Analysis' })
    .getByRole('listitem')
    .filter({
      has: page.getByText(/^Question \d$/),
    });
  await expect(cards).toHaveCount(5);
  await expect(cards.first().getByText(/^(Correct|Incorrect)$/)).toBeVisible();
  await expect(page.getByText('Explanation', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Source:').first()).toBeVisible();
  await expect(page.getByText('cells.docx').first()).toBeVisible();
  await expect(page.getByText('Your Answer').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retake Test' })).toHaveAttribute('href', /\/take-test\//);
  await expectAccessible(page);

  // The course's Test History shows the graded test with Retest.
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByText('Course Cell Biology - Test #1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retest' })).toBeVisible();
});
