/**
 * Issue 13 (second part): honest numbers, one toast per upload batch that agrees with the rows, toasts that
 * never cover a dialog on phones, the landing page for a signed-in student, focus back to the opener, and
 * axe on every screen in light and dark mode (the system's setting, and the avatar menu's choice).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  answerAndSubmit,
  CELL_NOTES,
  cellNotesDocx,
  courseWithTest,
  createCourse,
  expectAccessible,
  generateTest,
  signUpThroughDialog,
  uniqueEmail,
  uploadNotes,
} from './fixtures.ts';

/** SHOTS_DIR=/tmp/... keeps a screenshot of every screen checked (outside the repo). */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** axe with the system in light and then dark mode (the app follows it while the choice is System). */
async function accessibleInBothThemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await shot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Five easy multiple-choice questions with a 10-minute limit. */
const EASY_TEST = { difficulty: 'easy', questionType: 'multiple-choice', questionCount: 5, timeLimit: 10 };

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('landing and auth dialog: axe in both themes, focus back to the opener, one Terms toast that leaves the dialog free on a phone, Go to Dashboard when signed in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Studying Free' })).toBeVisible();
  await accessibleInBothThemes(page, 'landing');

  // The dialog opened from a button gives focus back to it when it closes.
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In' });
  await logIn.click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await accessibleInBothThemes(page, 'auth-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(logIn).toBeFocused();

  // Phone: the Terms toast shows once however often Create Account is pressed, and covers none of the
  // dialog's controls.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Start Studying Free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Full Name').fill('Maya Cohen');
  const email = uniqueEmail('ux-b');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Create Account' }).click();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Terms Required' })).toBeVisible();
  await page.waitForTimeout(600); // sonner's enter transition, and the dialog making room
  await expect(toasts).toHaveCount(1);
  const toastBox = await box(toasts.first());
  const controls = dialog.locator('button, input, a, [role=checkbox]');
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const b = await control.boundingBox();
    if (!b || b.width === 0) continue;
    expect(
      overlaps(toastBox, b),
      `toast covers ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`,
    ).toBe(false);
  }
  await shot(page, 'auth-dialog-terms-toast');

  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in, the landing page's calls to action all lead to the dashboard and nobody is signed out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const ctas = page.getByRole('button', { name: 'Go to Dashboard' });
  await expect(ctas).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Start Studying Free' })).toHaveCount(0);
  await accessibleInBothThemes(page, 'landing-signed-in');
  await ctas.nth(3).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Maya Cohen' })).toBeVisible();
  expect((await page.request.get('/api/auth/get-session')).ok()).toBe(true);
});

/** A student with an open course without tests and a closed course with a very long name. */
async function studentWithCourses(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, name, uniqueEmail('ux-b'), 'secret123');
  const courseId = await createCourse(page.request, 'Cell Biology');
  const closedId = await createCourse(
    page.request,
    'Introduction to the Economic History of the Mediterranean World in Late Antiquity',
  );
  expect(
    (await page.request.patch(`/api/courses/${closedId}/status`, { data: { status: 'closed' } })).ok(),
  ).toBe(true);
  return { courseId, closedId };
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

for (const width of [1280, 390]) {
  test(`at ${width} px: a dash where nothing is measured, a closed course that reads well, Practise my mistakes explained, axe in both themes`, async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const { courseId, closedId } = await studentWithCourses(page, 'Omer Katz');
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto('/courses');
    const card = page.getByRole('article', { name: 'Cell Biology' });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('0%');
    await expect(card.getByText('Avg Grade').locator('..')).toContainText('—');
    const overview = page.getByRole('region', { name: 'Course Overview' });
    await expect(overview.getByText('Avg. Score').locator('..')).toContainText('—');
    await expect(overview).not.toContainText('%');
    // The closed course's '(Closed)' is shown whole, inside its card, however long the name.
    const closedCard = page.getByRole('article', { name: /Economic History/ });
    const marker = closedCard.getByText('(Closed)');
    await expect(marker).toBeVisible();
    const cardBox = await box(closedCard);
    const markerBox = await box(marker);
    expect(markerBox.x + markerBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await marker.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await noSidewaysScroll(page);
    await accessibleInBothThemes(page, 'courses');

    await page.goto(`/courses/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible();
    const practise = page.getByRole('button', { name: 'Practise my mistakes' });
    await expect(practise).toBeDisabled();
    await expect(practise).toHaveAccessibleDescription(/Take a test in this course first/);
    await accessibleInBothThemes(page, 'course-detail');

    await page.goto(`/courses/${closedId}`);
    await expect(page.getByRole('button', { name: 'Reopen Course' })).toBeVisible();
    await noSidewaysScroll(page);
    await accessibleInBothThemes(page, 'course-closed');
  });

  test(`at ${width} px: dashboard, generator, feedback, plan and review pass axe in both themes`, async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const { courseId } = await studentWithCourses(page, 'Omer Katz');
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    for (const [path, heading] of [
      ['/dashboard', /Welcome back, Omer Katz!/],
      [`/generate-test?course=${courseId}`, 'Generate New Test'],
      ['/feedback', 'Feedback'],
      ['/premium', 'Premium'],
      ['/review', 'Review'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await noSidewaysScroll(page);
      await accessibleInBothThemes(page, path.split('?')[0]!.slice(1));
    }
  });
}

test('the avatar menu chooses System, Light or Dark, kept by the browser; Light and Dark win over the system', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await studentWithCourses(page, 'Omer Katz');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu for Omer Katz' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
  await accessibleInBothThemes(page, 'avatar-menu');
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Omer Katz!/ })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('studypilot-theme'))).toBe('dark');
  await page.getByRole('button', { name: 'Account menu for Omer Katz' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/); // Light wins over the system
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('studypilot-theme'))).toBeNull();
});

test('an upload batch gives one toast that agrees with its rows, and the feedback names the sections to review', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, 'Dana Weiss', uniqueEmail('ux-b'), 'secret123');
  const courseId = await createCourse(page.request, 'Cell Biology');
  await page.goto(`/courses/${courseId}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await dialog.getByTestId('upload-input').setInputFiles([
    {
      name: 'cells.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await cellNotesDocx(),
    },
    {
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a readable PDF at all\n'),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(CELL_NOTES.join('\n')) },
  ]);
  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  const brokenItem = uploads.getByRole('listitem').filter({ hasText: 'broken.pdf' });
  await expect(brokenItem.getByText(/^Uploaded, but no text: PDF extraction failed/)).toBeVisible({
    timeout: 60_000,
  });
  const toasts = page.locator('[data-sonner-toast]');
  const summary = toasts.filter({ hasText: '2 of 3 files ready for test generation' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText('cells.docx: Uploaded · ');
  await expect(summary).toContainText('broken.pdf: Uploaded, but no text: PDF extraction failed');
  await expect(summary).toContainText('notes.txt: Uploaded · Ready for test generation');
  await page.waitForTimeout(500);
  await expect(toasts).toHaveCount(1);
  await expect(page.getByText('Upload successful')).toHaveCount(0);
  await expect(page.getByText(/\d{3,}%/)).toHaveCount(0);
  await accessibleInBothThemes(page, 'upload-dialog');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const brokenRow = page.getByRole('listitem').filter({ hasText: 'broken.pdf' });
  await expect(
    brokenRow.getByText('Text extraction failed - file not ready for test generation'),
  ).toBeVisible();
  await accessibleInBothThemes(page, 'course-with-documents');

  // A test from the DOCX, answered wrongly throughout: the feedback names the sections to review in words.
  const docs = (await (await page.request.get(`/api/courses/${courseId}/documents`)).json()) as {
    documents: { id: string; fileName: string }[];
  };
  const cells = docs.documents.find((d) => d.fileName === 'cells.docx')!;
  const testId = await generateTest(page.request, courseId, [cells.id], EASY_TEST);
  await page.goto(`/take-test/${testId}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await accessibleInBothThemes(page, 'take-test');
  // POST resumes the open attempt started above.
  const attempt = (await (await page.request.post(`/api/tests/${testId}/attempt`)).json()) as {
    submission: { id: string };
  };
  const submissionId = attempt.submission.id;
  expect((await page.request.post(`/api/submissions/${submissionId}/submit`, { data: {} })).ok()).toBe(true);
  await page.goto(`/test-results/${submissionId}`);
  await expect(page.getByText('Test Completed!')).toBeVisible();
  await expect(page.getByText(/Review: cells\.docx, sections? /)).toBeVisible();
  await expect(page.getByText(/cells\.docx \(\d/)).toHaveCount(0); // not 'cells.docx (1)'
  await accessibleInBothThemes(page, 'results');
});

test('open dialogs pass axe in both themes on a phone: create course, delete a document, submit a test', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, 'Lior Ben', uniqueEmail('ux-b'), 'secret123');
  const courseId = await createCourse(page.request, 'Cell Biology');
  const documentId = await uploadNotes(page.request, courseId, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(CELL_NOTES.join('\n')),
  });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Create New Course' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Course' })).toBeVisible();
  await accessibleInBothThemes(page, 'create-course-dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/courses/${courseId}`);
  await page.getByRole('button', { name: 'Delete notes.txt' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete document?' })).toBeVisible();
  await accessibleInBothThemes(page, 'delete-dialog');
  await page.keyboard.press('Escape');

  const testId = await generateTest(page.request, courseId, [documentId], EASY_TEST);
  await page.goto(`/take-test/${testId}`);
  await accessibleInBothThemes(page, 'start-screen');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next Question' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await accessibleInBothThemes(page, 'submit-dialog');
});

test('at 390 px a course name of one long word wraps on the start screen, the question and the results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('ux-long'), 'secret123');
  const longName = 'numerical_analysis_lecture_notes_spring_2026_section_B';
  const { testId } = await courseWithTest(page.request, { course: longName });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/take-test/${testId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(longName.slice(0, 20));
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await noSidewaysScroll(page);
  const submissionId = await answerAndSubmit<{ id: string; options: string[] }>(
    page.request,
    testId,
    (q) => q.options[0]!,
  );
  await page.goto(`/test-results/${submissionId}`);
  await expect(page.getByText('Test Completed!')).toBeVisible();
  await expect(page.getByText(longName, { exact: true }).first()).toBeVisible();
  await noSidewaysScroll(page);
});
