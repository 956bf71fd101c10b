// Taking a test in Hebrew (issue 15, decision 302): switching the language mid-test keeps the place and the state
// (the question, the answers, the clock; no reload), and the start screen, the test, its dialogs and the results
// read in Hebrew at 1280 and 390 px: no English but names and content, axe clean, right to left, no sideways
// scroll. SHOTS_DIR=/tmp/... keeps a screenshot of each (outside the repo).
import { expect, test, type Page } from '@playwright/test';
import {
  cellNotesFile,
  courseWithTest,
  signUpThroughDialog,
  uniqueEmail,
  type UploadFile,
} from './fixtures.ts';
import { checkHebrewScreen } from './hebrew-checks.ts';

const checkScreen = (page: Page, name: string, allow: string[] = []) =>
  checkHebrewScreen(page, name, { allow });

/** Economics notes in Hebrew: the offline engine writes open questions (why, how, compare) from them. */
const ECONOMICS_NOTES = `שוק ומחירים

מכיוון שהמשאבים מוגבלים, כל החלטה כרוכה בעלות אלטרנטיבית.
הביקוש הוא הכמות שהצרכנים מוכנים לקנות בכל מחיר בשוק.
ההיצע הוא הכמות שהיצרנים מוכנים למכור בכל מחיר בשוק.
עקומת הביקוש יורדת משמאל לימין, כי הכמות המבוקשת יורדת כאשר המחיר עולה.
בשוק התחרותי המחיר נקבע על ידי הביקוש וההיצע.
כל שינוי בביקוש או בהיצע משנה את המחיר בשוק.
עודף ביקוש מעלה את המחיר, ועודף היצע מוריד את המחיר.

אינפלציה

האינפלציה היא עלייה מתמשכת ברמת המחירים במשק.
הבנק המרכזי מרסן את האינפלציה באמצעות העלאת הריבית במשק.
כאשר הבנק המרכזי מעלה את הריבית, ההלוואות מתייקרות והביקוש במשק נחלש.
האינפלציה פוגעת בכוח הקנייה של הצרכנים ולכן הבנק המרכזי עוקב אחרי האינפלציה.
`;

type Material = { course: string; file: UploadFile };
const cellBiology = async (): Promise<Material> => ({ course: 'Cell Biology', file: await cellNotesFile() });
const economics = (): Material => ({
  course: 'כלכלה',
  file: { name: 'economics.txt', mimeType: 'text/plain', buffer: Buffer.from(ECONOMICS_NOTES, 'utf8') },
});

/** A course with one document and a generated test (through the API, as the generator does). */
const courseWithTestOf = (
  page: Page,
  material: Material,
  questionType: 'multiple-choice' | 'open-ended',
  questionCount: number,
  extra: Record<string, unknown> = {},
) =>
  courseWithTest(page.request, {
    ...material,
    difficulty: 'easy',
    questionType,
    questionCount,
    timeLimit: 10,
    ...extra,
  });

const timerSeconds = async (page: Page) => {
  const text = (await page.getByRole('timer').textContent())!.trim();
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
};
const radios = (page: Page) => page.getByRole('radiogroup').getByRole('radio');
const checkedLetter = (page: Page) =>
  page.getByRole('radiogroup').locator('input[type=radio]:checked').getAttribute('value');

async function chooseLanguage(page: Page, menuName: RegExp, language: 'עברית' | 'English') {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
  await page.keyboard.press('Escape');
}

test('switching to Hebrew mid-test keeps the question, the answers and the clock, without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Dana Mizrahi', uniqueEmail('he-switch'), 'secret123');
  const { testId } = await courseWithTestOf(page, await cellBiology(), 'multiple-choice', 5);

  await page.goto(`/take-test/${testId}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await radios(page).nth(1).check({ force: true });
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await radios(page).nth(3).check({ force: true });
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await expect(page.getByText('2 of 5 answered · 40% complete')).toBeVisible();

  const openAttempt = async () =>
    (
      (await (await page.request.get(`/api/tests/${testId}/attempt`)).json()) as {
        openAttempt: { id: string; deadlineAt: string };
      }
    ).openAttempt;
  const attemptBefore = await openAttempt();
  // A reload would lose this; switching must not.
  await page.evaluate(() => Object.assign(window, { __sameDocument: 'kept' }));
  const before = await timerSeconds(page);
  const switchedAt = Date.now();

  await chooseLanguage(page, /^Account menu for/, 'עברית');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('שאלה 3 מתוך 5')).toBeVisible();
  await expect(page.getByText('נענו 2 מתוך 5 · 40% הושלמו')).toBeVisible();
  await expect(page.getByText('כל התשובות נשמרו')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
    'kept',
  );

  // The clock went on from where it was and keeps counting down.
  const after = await timerSeconds(page);
  const elapsed = Math.ceil((Date.now() - switchedAt) / 1000);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThanOrEqual(before - elapsed - 2);
  await expect.poll(() => timerSeconds(page), { timeout: 5000 }).toBeLessThan(after);
  expect(await openAttempt()).toEqual(attemptBefore);

  // Back to the answered questions: both answers are there.
  await page.getByRole('button', { name: 'הקודמת' }).click();
  await expect(page.getByText('שאלה 2 מתוך 5')).toBeVisible();
  await expect.poll(() => checkedLetter(page)).toBe('D');
  await page.getByRole('button', { name: 'הקודמת' }).click();
  await expect(page.getByText('שאלה 1 מתוך 5')).toBeVisible();
  await expect.poll(() => checkedLetter(page)).toBe('B');
  await expect(page).toHaveURL(new RegExp(`/take-test/${testId}$`));

  // The account keeps Hebrew; and back to English, still in place.
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { language: string | null };
  };
  expect(session.user.language).toBe('he');
  await chooseLanguage(page, /^תפריט החשבון של/, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByText('2 of 5 answered · 40% complete')).toBeVisible();
  await expect.poll(() => checkedLetter(page)).toBe('B');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
    'kept',
  );
  expect(await timerSeconds(page)).toBeLessThanOrEqual(after);
});

test('a Hebrew-speaking student takes a test in Hebrew: start screen, the test, its dialogs and the results', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpThroughDialog(page, 'Noa Cohen', uniqueEmail('he-test'), 'secret123');
  await chooseLanguage(page, /^Account menu for/, 'עברית');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // An open-ended test from Hebrew notes: the answers are typed, graded on the server, with feedback in the
  // student's language.
  const { testId } = await courseWithTestOf(page, economics(), 'open-ended', 3);
  await page.goto(`/take-test/${testId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('קורס כלכלה – מבחן 1');
  await expect(page.getByText('זמן מוקצב', { exact: true }).locator('..')).toContainText('10 דקות');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await checkScreen(page, 'start-screen');

  await page.getByRole('button', { name: 'התחלת המבחן' }).click();
  await expect(page.getByText('שאלה 1 מתוך 3')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^הזמן שנותר: (10:00|9:5\d)$/);
  const box = page.getByRole('textbox');
  await expect(box).toHaveAttribute('placeholder', /^כאן כותבים תשובה מפורטת/);
  await box.fill('כי המשאבים מוגבלים, ולכן לכל החלטה יש עלות אלטרנטיבית.');
  await expect(page.getByText('כל התשובות נשמרו')).toBeVisible();
  await expect(page.getByText('נענו 1 מתוך 3 · 33% הושלמו')).toBeVisible();
  await checkScreen(page, 'take-test');

  // In a right-to-left page ← goes on to the next question and → back (they point at the buttons).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('heading', { level: 2 }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('שאלה 2 מתוך 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('שאלה 1 מתוך 3')).toBeVisible();
  // The Next arrow points left, the progress bar fills from the right.
  const next = page.getByRole('button', { name: 'לשאלה הבאה' });
  const arrow = await next.locator('svg').boundingBox();
  const button = await next.boundingBox();
  expect(arrow!.x + arrow!.width / 2).toBeLessThan(button!.x + button!.width / 2);
  // ... because it is mirrored (the icon itself is a right arrow).
  const mirrored = await next
    .locator('svg')
    .evaluate((svg) => `${getComputedStyle(svg).scale} ${getComputedStyle(svg).transform}`);
  expect(mirrored).toMatch(/-1/);
  const bar = await page.locator('[data-slot="progress"]').boundingBox();
  const fill = await page.locator('[data-slot="progress-indicator"]').boundingBox();
  // (the bar clips the fill: what shows runs from the fill's left edge to the bar's right edge, a third of it)
  expect(fill!.x + fill!.width).toBeGreaterThanOrEqual(bar!.x + bar!.width - 1);
  expect(fill!.x).toBeGreaterThan(bar!.x + bar!.width * 0.6);
  expect(fill!.x).toBeLessThan(bar!.x + bar!.width * 0.7);

  // Leaving through the navigation asks first, in Hebrew.
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'קורסים' }).click();
  const leave = page.getByRole('alertdialog', { name: 'לצאת מהמבחן?' });
  await expect(leave).toBeVisible();
  await checkScreen(page, 'leave-dialog');
  await leave.getByRole('button', { name: 'להישאר במבחן' }).click();
  await expect(leave).toHaveCount(0);

  await page.getByRole('button', { name: 'לשאלה הבאה' }).click();
  await page.getByRole('textbox').fill('הבנק המרכזי מעלה את הריבית, וכך הביקוש במשק נחלש.');
  await expect(page.getByText('כל התשובות נשמרו')).toBeVisible();
  await page.getByRole('button', { name: 'לשאלה הבאה' }).click();
  await expect(page.getByText('שאלה 3 מתוך 3')).toBeVisible();
  await page.getByRole('button', { name: 'הגשת המבחן' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'להגיש את המבחן?' });
  await expect(confirm.getByText(/נשארה שאלה אחת בלי תשובה/)).toBeVisible();
  await checkScreen(page, 'submit-dialog');
  await confirm.getByRole('button', { name: 'הגשת המבחן' }).click();
  await expect(page.getByText('המבחן הוגש!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/);

  // The results, with the server's feedback in Hebrew.
  await expect(page.getByRole('heading', { name: 'סיימת את המבחן!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('קורס כלכלה – מבחן 1');
  const overall = page.getByRole('heading', { name: 'משוב כללי' }).locator('..').locator('p');
  await expect(overall).toHaveText(/[\u05d0-\u05ea]/);
  await expect(overall).toHaveAttribute('dir', 'rtl');
  const analysis = page.getByRole('region', { name: 'ניתוח מפורט' });
  const cards = analysis.getByRole('listitem').filter({ has: page.getByText(/^שאלה \d$/) });
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByText('משוב', { exact: true })).toBeVisible();
  await expect(cards.first().getByText('משוב', { exact: true }).locator('..').locator('p').nth(1)).toHaveText(
    /[\u05d0-\u05ea]/,
  );
  await expect(analysis.getByText('economics.txt').first()).toBeVisible();
  // The overall feedback names the file to review (a name, isolated in the server's sentence).
  await checkScreen(page, 'results', ['economics.txt']);

  // Retake: the start screen lists the past attempt with its date in Hebrew.
  await page.getByRole('link', { name: 'לעשות שוב את המבחן' }).click();
  await expect(page.getByRole('heading', { name: 'הניסיונות הקודמים שלך (1)' })).toBeVisible();
  await expect(page.getByText(/ציון \d+%$/)).toBeVisible();
  await checkScreen(page, 'start-screen-past-attempts');
});

test('when the time runs out in Hebrew the test locks, is submitted and the results say so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('he-timeup'), 'secret123');
  await chooseLanguage(page, /^Account menu for/, 'עברית');
  const { testId } = await courseWithTestOf(page, await cellBiology(), 'multiple-choice', 5, {
    timeLimitSeconds: 8,
  });
  await page.goto(`/take-test/${testId}`);
  await expect(page.getByText('זמן מוקצב', { exact: true }).locator('..')).toContainText('8 שניות');
  // The automatic submit waits until the locked screen has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submissions/*/submit', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'התחלת המבחן' }).click();
  await radios(page).nth(0).check({ force: true });
  const alert = page.getByRole('alert').filter({ hasText: 'הזמן של המבחן נגמר' });
  await expect(alert).toHaveText('הזמן של המבחן נגמר: אי אפשר לשנות יותר את התשובות. המבחן מוגש...', {
    timeout: 15_000,
  });
  await expect(radios(page).first()).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText('0:00');
  await checkScreen(page, 'time-up');
  release();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText('הזמן נגמר, ולכן המבחן הוגש אוטומטית.')).toBeVisible();
  await checkScreen(page, 'results-time-up', ['cells.docx']);
});
