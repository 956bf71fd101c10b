import { expect, test, type Page } from '@playwright/test';
import {
  answerAndSubmit,
  answerPracticeRight,
  courseWithTest,
  expectAccessible,
  signUpThroughDialog,
  uniqueEmail,
} from './fixtures.ts';

/** Issue 14 items 1-3 (decision 603): practise my mistakes, spaced review and progress, end to end. */

type Question = { id: string; text: string; options: string[] | null };
type ResultQuestion = Question & { correctAnswer: string; answer: { isCorrect: boolean } | null };

test('a student practises the mistakes of a test, sees them fixed, reviews due cards offline-tolerantly and follows progress', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('learning'), 'secret123');
  const { courseId, testId } = await courseWithTest(page.request);
  const firstId = await answerAndSubmit(page.request, testId, () => 'A');
  const results = (await (await page.request.get(`/api/submissions/${firstId}/results`)).json()) as {
    questions: ResultQuestion[];
  };
  const mistakes = results.questions.filter((q) => !q.answer?.isCorrect);
  expect(mistakes.length).toBeGreaterThan(0);

  // Results: 'Practise my mistakes' opens a practice set of exactly those questions in the test screen.
  await page.goto(`/test-results/${firstId}`);
  await page.getByRole('button', { name: `Practise my mistakes (${mistakes.length})` }).click();
  await expect(page).toHaveURL(/\/take-test\//);
  const practiceId = page.url().split('/take-test/')[1]!;
  // A practice set opens on the start screen like every test (issue 13): the clock runs from Start Test.
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText(`Question 1 of ${mistakes.length}`)).toBeVisible();

  // The student answers every practised question right (options were reshuffled: find the key by its text).
  const practiceSub = await answerPracticeRight(page.request, practiceId, results.questions);
  await page.goto(`/test-results/${practiceSub}`);
  await expect(
    page.getByRole('heading', {
      name: `${mistakes.length} of ${mistakes.length} mistake${mistakes.length === 1 ? '' : 's'} now fixed`,
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // Review: the wrong answers of today are due; a rating made offline waits and is saved once back online.
  await page.goto('/dashboard');
  await expect(page.getByText('Cards due for review today')).toBeVisible();
  await expect(page.getByTestId('due-count')).toHaveText(/^\d+$/);
  const due = Number(await page.getByTestId('due-count').innerText());
  expect(due).toBeGreaterThan(0);
  await expect(page.getByText('Scores over time')).toBeVisible();
  await expect(page.getByText(/Free shows the last 30 days/)).toBeVisible();
  await expect(page.getByTestId('streak')).toHaveText('1 day');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Review now' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(`${due} card${due === 1 ? '' : 's'} due today`)).toBeVisible();
  await expectAccessible(page);
  // The student knows this one: a right answer moves the card to its next step, out of today's list.
  const queue = (await (await page.request.get('/api/review/due')).json()) as {
    cards: { correctAnswer: string }[];
  };
  await context.setOffline(true);
  await page
    .getByRole('group', { name: 'Options' })
    .getByRole('button', { name: new RegExp(`^${queue.cards[0]!.correctAnswer}\\)`) })
    .click();
  await expect(page.getByText(/^Correct\. Next review in/)).toBeVisible();
  await expect(page.getByText(/Not saved yet - retrying/)).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await expect(page.getByText('All ratings saved')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByText(`${due - 1} card${due - 1 === 1 ? '' : 's'} due today`)).toBeVisible();

  // Course page: the course's charts and its own 'Practise my mistakes'.
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practise my mistakes' })).toBeVisible();
});

/** Screenshots for the reader (SHOTS_DIR=/tmp/...): each screen at 1280 and 390 px wide. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a student edits a generated test before taking it, flags a wrong key from results and sees the weak-topics teaser', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Dana Cohen', uniqueEmail('edit'), 'secret123');
  const { courseId, testId } = await courseWithTest(page.request);

  // Start screen -> Edit questions (issue 14 item 6).
  await page.goto(`/take-test/${testId}`);
  await page.getByRole('link', { name: 'Edit questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${testId}/edit$`));
  await expect(page.getByRole('heading', { name: /Question 1$/ })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'edit-test');

  // Edit question 1: a new text, saved and shown.
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Question 1' }) });
  await first.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit question 1' });
  await form
    .getByLabel('Question', { exact: true })
    .fill('Which organelle produces most of the ATP of the cell?');
  // The quality gate refuses two equal options, in words, and keeps the form open.
  const optionA = await form.getByLabel('A)').inputValue();
  await form.getByLabel('B)').fill(optionA);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('The four options must all be different.');
  await expectAccessible(page);
  await shots(page, 'edit-question-refused');
  await form.getByLabel('B)').fill('Golgi apparatus of the cell');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Which organelle produces most of the ATP of the cell?')).toBeVisible();
  await expect(first.getByText('Edited')).toBeVisible();

  // Delete the last question: the test has one fewer.
  const questionCount = await page.getByRole('heading', { name: /^Question \d+$/ }).count();
  const last = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Question ${questionCount}` }) });
  await last.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: /^Question \d+$/ })).toHaveCount(questionCount - 1);

  await page.getByRole('link', { name: 'Done: go to the test' }).click();
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  // The start screen's first figure is the number of questions.
  await expect(page.getByRole('definition').first()).toHaveText(String(questionCount - 1));

  // Results: flag a question whose key the student disputes; it leaves the review.
  const submissionId = await answerAndSubmit(page.request, testId, () => 'A');
  const before = (await (await page.request.get('/api/review/summary')).json()) as { totalCards: number };
  await page.goto(`/test-results/${submissionId}`);
  const q1 = page
    .getByRole('listitem')
    .filter({ hasText: 'Which organelle produces most of the ATP of the cell?' });
  await q1.getByRole('button', { name: 'Flag this question' }).click();
  await page.getByRole('menuitem', { name: 'This key is wrong' }).click();
  await expect(q1.getByText('Flagged: This key is wrong')).toBeVisible();
  const after = (await (await page.request.get('/api/review/summary')).json()) as { totalCards: number };
  expect(after.totalCards).toBe(before.totalCards - 1);
  await expectAccessible(page);
  await shots(page, 'results-flag');
  // The edit page is read-only once the test was taken.
  await page.goto(`/tests/${testId}/edit`);
  await expect(page.getByRole('status')).toContainText('can no longer be edited');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // A second attempt: every topic now has two answers.
  await answerAndSubmit(page.request, testId, () => 'B');
  // Course page, Free plan: the weak topics teaser says what Premium would show, without the topics.
  await page.goto(`/courses/${courseId}`);
  const weak = page.getByTestId('weak-topics');
  await expect(weak.getByRole('heading', { name: 'Weak topics' })).toBeVisible();
  await expect(weak.getByTestId('weak-topics-teaser')).toContainText(
    /You have been asked about \d+ parts? of your material/,
  );
  await expect(weak.getByRole('link', { name: 'See Premium' })).toBeVisible();
  await expect(weak.getByTestId('weak-topic')).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'course-weak-topics-free');
});
