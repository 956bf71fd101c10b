// The test generator and the documents' extraction reasons in Hebrew (issue 15, decision 302): a student with a
// Hebrew browser sees the generator for a course without summaries, with summaries, and its error outcomes in
// Hebrew at 1280 and 390 px (no English but names, axe, right to left, no sideways scroll); a document whose
// extraction failed says why in Hebrew; and a Hebrew course with Markdown notes full of LaTeX gives a test whose
// formulas render (KaTeX output present, no raw `$` in the DOM). SHOTS_DIR=/tmp/... keeps the screenshots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCourse, expectAccessible, HEBREW_MECHANICS, signUpInHebrew, uniqueEmail } from './fixtures.ts';
import { checkHebrewScreen, englishLeft as englishLeftOn, SHOTS, WIDTHS } from './hebrew-checks.ts';

/** Besides the shared words: the sizes and formats the documents list and the OCR notes name. */
const FORMAT_WORDS = ['OCR', 'MB', 'KB', 'DOC', 'PPT'];
const englishLeft = (page: Page, allow: string[], root = 'body') =>
  englishLeftOn(page, [...FORMAT_WORDS, ...allow], root);
const checkScreen = (
  page: Page,
  name: string,
  {
    allow = [] as string[],
    root = 'body',
    widths,
  }: { allow?: string[]; root?: string; widths?: number[] } = {},
) =>
  checkHebrewScreen(page, name, { allow: [...FORMAT_WORDS, ...allow], root, widths, restoreDesktop: true });

/** A student signs up in the Hebrew interface (a Hebrew browser), so the account's language is Hebrew. */
async function hebrewStudent(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'he-IL', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await signUpInHebrew(page, 'נועה לוי', uniqueEmail('he-gen'), 'hebrew-rules');
  return page;
}

/** Hebrew mechanics notes written in Markdown, full of LaTeX (saved as .txt: .md uploads are refused, 207). */
const NOTES = HEBREW_MECHANICS.replace('חוקי ניוטון', '# חוקי ניוטון').replace(
  'אנרגיה וכבידה',
  '## אנרגיה וכבידה',
);

const summaryPanel = (page: Page) => page.getByRole('complementary', { name: 'סיכום המבחן' });
const generateButton = (page: Page) => summaryPanel(page).getByRole('button', { name: 'יצירת מבחן' });

test('the generator in Hebrew: no course, an empty course, a course with summaries, and its error outcomes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await hebrewStudent(browser);
  const courseId = await createCourse(page.request, 'מכניקה 1');

  await page.goto('/generate-test');
  await expect(page.getByRole('heading', { level: 1, name: 'יצירת מבחן חדש' })).toBeVisible();
  await expect(page.getByText('בחרו קורס כדי לראות את הסיכומים שלו.')).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await checkScreen(page, 'generator-no-course');

  // A course without summaries: the upload box of the documents feature, in Hebrew.
  await page.getByRole('combobox', { name: 'קורס' }).click();
  await page.getByRole('option', { name: 'מכניקה 1' }).click();
  await expect(page).toHaveURL(new RegExp(`course=${courseId}`));
  await expect(page.getByText('גוררים קבצים לכאן')).toBeVisible();
  await checkScreen(page, 'generator-empty-course');

  // Too little text for five questions: the server's INSUFFICIENT_CONTENT, shown by its code in Hebrew.
  await page.getByTestId('upload-input').setInputFiles({
    name: 'short-note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('התנע הוא המכפלה של המסה במהירות.\n', 'utf8'),
  });
  const short = page.getByRole('checkbox', { name: /short-note\.txt/ });
  await expect(short).toBeChecked({ timeout: 30_000 });
  await expect(page.getByText('מוכן ליצירת מבחן', { exact: true })).toBeVisible();
  await expect(summaryPanel(page).getByText('1 נבחרו')).toBeVisible();
  // The file's name inside the upload toast's sentence is a name (toasts are plain text, no <bdi>).
  await checkScreen(page, 'generator-with-summary', { allow: ['short-note.txt'] });

  await page.getByRole('slider', { name: 'מספר שאלות' }).fill('5');
  await expect(page.getByRole('slider', { name: 'מספר שאלות' })).toHaveAttribute('aria-valuetext', '5 שאלות');
  // The error dialog closes itself after 5 s (spec): one generation per width.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await generateButton(page).click();
    const failed = page.getByRole('dialog', { name: 'יצירת המבחן נכשלה' });
    await expect(failed).toBeVisible({ timeout: 60_000 });
    await expect(failed.getByText('אין מספיק טקסט במסמכים שנבחרו כדי לכתוב מהם שאלות.')).toBeVisible();
    await checkScreen(page, 'generator-error', { allow: ['short-note.txt'], widths: [width] });
    await expect(failed).toBeHidden({ timeout: 10_000 });
  }

  // A summary whose extraction fails in the browser's worker (uploaded on the course page, the generator shows
  // the upload box only for a course without summaries): the row says why in Hebrew, from the code the browser
  // sent with the English words.
  await page.goto(`/course/${courseId}`);
  await page.getByRole('button', { name: 'העלאה', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'העלאת סיכומי קורס' });
  await upload.getByTestId('upload-input').setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1'),
  });
  await expect(upload.getByText(/חילוץ הטקסט מקובץ ה-PDF נכשל/).first()).toBeVisible({ timeout: 60_000 });
  await upload.getByRole('button', { name: 'סיום' }).click();
  await expect(upload).toBeHidden();
  const documents = page.locator('section[aria-labelledby="summaries-title"]');
  const row = documents.locator('li').filter({ hasText: 'broken.pdf' });
  await expect(row.getByText('חילוץ הטקסט נכשל: הקובץ לא מוכן ליצירת מבחן')).toBeVisible();
  await expect(row.getByText('חילוץ הטקסט מקובץ ה-PDF נכשל')).toBeVisible();
  await checkScreen(page, 'course-documents-failed', {
    root: 'section[aria-labelledby="summaries-title"]',
    allow: ['broken.pdf'],
  });

  // Chosen for a test anyway: the generator's toast says why, in Hebrew.
  await page.goto(`/generate-test?course=${courseId}`);
  const broken = page.getByRole('checkbox', { name: /broken\.pdf/ });
  await expect(broken).toBeVisible();
  await expect(page.locator('li').filter({ has: broken }).getByText('חילוץ הטקסט נכשל')).toBeVisible();
  if (await short.isChecked()) await short.uncheck();
  await broken.check();
  await generateButton(page).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'חילוץ הטקסט נכשל' }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('broken.pdf');
  expect(await englishLeft(page, ['broken.pdf'], '[data-sonner-toaster]')).toEqual([]);
  await checkScreen(page, 'generator-failed-summary', { allow: ['broken.pdf'] });
  await page.context().close();
});

test('a Hebrew course with Markdown notes full of LaTeX, generated in the Hebrew interface: formulas render', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await hebrewStudent(browser);
  const courseId = await createCourse(page.request, 'מכניקה');
  await page.goto(`/generate-test?course=${courseId}`);
  await page.getByTestId('upload-input').setInputFiles({
    name: 'mechanics-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTES, 'utf8'),
  });
  await expect(page.getByRole('checkbox', { name: /mechanics-notes\.txt/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('slider', { name: 'מספר שאלות' }).fill('5');
  await page.getByRole('radio', { name: /קל/ }).check();
  await generateButton(page).click();
  const progress = page.getByRole('dialog', { name: /המבחן שלך בהכנה|המבחן נוצר בהצלחה/ });
  await expect(progress).toBeVisible();
  expect(await englishLeft(page, [], '[role="dialog"]')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/generator-progress-1280.png` });
  await expect(page).toHaveURL(/\/take-test\/[0-9a-f-]{36}$/, { timeout: 120_000 });

  await page.getByRole('button', { name: 'התחלת המבחן' }).click();
  const group = page.getByRole('radiogroup');
  await expect(group.locator('.katex').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // No raw delimiter anywhere in the page's text (KaTeX keeps its TeX source only in its MathML annotation).
  const raw = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, annotation').forEach((n) => n.remove());
    return copy.textContent ?? '';
  });
  expect(raw).not.toMatch(/\$|\\\(|\\\[|\\frac/);
  // Formulas keep their left-to-right order inside the right-to-left question.
  expect(await page.locator('bdi[dir="ltr"] .katex').count()).toBeGreaterThan(0);
  await expectAccessible(page);
  if (SHOTS)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/take-test-math-${width}.png`, fullPage: true });
    }
  await page.context().close();
});
