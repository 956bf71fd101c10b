// The learning loop in Hebrew (issue 15 and issue 14's Hebrew parts, decision 302): a student with the Hebrew
// interface and a course of Hebrew notes edits a generated test, takes it, practises the mistakes, reviews due
// cards (a multiple-choice card answered, an open one self-rated), flags a question, follows the charts on the
// dashboard and the course page, and after buying Premium sees the weak topics. Every screen is checked at 1280
// and 390 px: no English left but allowed words and content, axe, no sideways scroll, right to left.
// SHOTS_DIR=/tmp/... keeps a screenshot of each (outside the repo).
//
// Premium is bought through the local fake of Stripe, so this file runs its own server configured with Stripe
// keys (like premium.spec.ts), on E2E_PORT + 2000.
import { expect, test, type Page } from '@playwright/test';
import {
  answerAndSubmit,
  answerPracticeRight,
  createCourse,
  generateTest,
  HEBREW_MECHANICS_WITH_MACHINES,
  signUpInHebrew,
  startStripeServer,
  uniqueEmail,
  uploadNotes,
} from './fixtures.ts';
import { checkHebrewScreen } from './hebrew-checks.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 2000;
const BASE = `http://localhost:${PORT}`;
let stripe: Awaited<ReturnType<typeof startStripeServer>> | undefined;

test.use({ baseURL: BASE, locale: 'he-IL' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stripe = await startStripeServer(PORT, 'hebrew-learning');
});

test.afterAll(async () => {
  await stripe?.stop();
});

// ------------------------------------------------------------------ the Hebrew screen check (private copy)

const checkScreen = (page: Page, name: string, allow: string[] = []) =>
  checkHebrewScreen(page, name, { allow, restoreDesktop: true });

// ------------------------------------------------------------------------------------ the course material

const COURSE = 'מכניקה';
/**
 * The engine's explanations quote the material with its file name ("ב"מכניקה.txt", סעיף ..."), isolated with
 * Unicode isolates: the extension is part of that name, i.e. content.
 */
const CONTENT = ['.txt'];
/** The documents list's format badge and file size unit read the same in Hebrew interfaces. */
const FORMATS = ['DOC', 'KB'];

/**
 * Hebrew mechanics notes in three sections, written here: the offline engine writes five formula questions
 * (multiple choice, rendered with KaTeX) and an open question from the reasons of the last section.
 */
const NOTES = HEBREW_MECHANICS_WITH_MACHINES;

type Question = { id: string; text: string; type?: string; options: string[] | null };
type ResultQuestion = Question & { correctAnswer: string; answer: { isCorrect: boolean } | null };

/** "תוקנו 3 מתוך 3 טעויות": Hebrew one / two / other. */
const hebrewMistakes = (n: number) => (n === 1 ? 'טעות אחת' : n === 2 ? 'שתי טעויות' : `${n} טעויות`);

test('a student with the Hebrew interface edits, takes and practises a test of Hebrew notes, reviews, follows progress and sees weak topics', async ({
  page,
}) => {
  test.setTimeout(420_000);

  // Sign-up in Hebrew (the browser is he-IL): the account keeps Hebrew.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await signUpInHebrew(page, 'נועה כהן', uniqueEmail('he-learning'), 'hebrew-rules');

  // A course with the Hebrew notes, a multiple-choice test and an open-ended one.
  const courseId = await createCourse(page.request, COURSE);
  const documentId = await uploadNotes(page.request, courseId, {
    name: 'מכניקה.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTES, 'utf8'),
  });
  const testId = await generateTest(page.request, courseId, [documentId], {
    questionType: 'multiple-choice',
    questionCount: 5,
  });

  // Edit test, before taking it: Hebrew labels, the gate's refusal in Hebrew, a saved edit.
  await page.goto(`/tests/${testId}/edit`);
  await expect(page.getByRole('heading', { name: 'שאלה 1', exact: true })).toBeVisible();
  await checkScreen(page, 'edit-test');
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'שאלה 1' }) });
  await first.getByRole('button', { name: 'עריכה' }).click();
  const form = page.getByRole('form', { name: 'עריכת שאלה 1' });
  await form.getByLabel('השאלה', { exact: true }).fill('איזו נוסחה מבטאת את הקשר בין הכוח, המסה והתאוצה?');
  const optionA = await form.getByLabel('A)').inputValue();
  await form.getByLabel('B)').fill(optionA);
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(form.getByRole('alert')).toHaveText('ארבע התשובות צריכות להיות שונות זו מזו.');
  await checkScreen(page, 'edit-question-refused');
  await form.getByLabel('B)').fill('הכוח שווה למסה חלקי התאוצה');
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('איזו נוסחה מבטאת את הקשר בין הכוח, המסה והתאוצה?')).toBeVisible();
  await expect(first.getByText('נערכה')).toBeVisible();

  // The test is taken (answers through the API: the test screen is the submissions journey's).
  const firstSub = await answerAndSubmit(page.request, testId, () => 'A');
  const results = (await (await page.request.get(`/api/submissions/${firstSub}/results`)).json()) as {
    questions: ResultQuestion[];
  };
  const mistakes = results.questions.filter((q) => !q.answer?.isCorrect);
  expect(mistakes.length).toBeGreaterThan(0);
  await page.goto(`/tests/${testId}/edit`);
  await expect(page.getByRole('status')).toHaveText(/^כבר אי אפשר לערוך את המבחן הזה/);
  await expect(page.getByRole('button', { name: 'עריכה' })).toHaveCount(0);
  await checkScreen(page, 'edit-test-read-only');

  // Results: practise my mistakes, in Hebrew; the practice set answered right says every mistake is fixed.
  await page.goto(`/test-results/${firstSub}`);
  await page.getByRole('button', { name: `תרגול הטעויות שלי (${mistakes.length})` }).click();
  await expect(page).toHaveURL(/\/take-test\//);
  const practiceId = page.url().split('/take-test/')[1]!;
  const practiceSub = await answerPracticeRight(page.request, practiceId, results.questions);
  await page.goto(`/test-results/${practiceSub}`);
  const fixed = page.getByRole('heading', {
    name: `תוקנו ${mistakes.length} מתוך ${hebrewMistakes(mistakes.length)}`,
  });
  await expect(fixed).toBeVisible();
  await checkScreen(page, 'practice-results', CONTENT);

  // Flag a question of the first attempt: it leaves the review.
  await page.goto(`/test-results/${firstSub}`);
  const flagged = page
    .getByRole('listitem')
    .filter({ hasText: 'איזו נוסחה מבטאת את הקשר בין הכוח, המסה והתאוצה?' });
  await flagged.getByRole('button', { name: 'דיווח על השאלה' }).click();
  await page.getByRole('menuitem', { name: 'התשובה הנכונה שגויה' }).click();
  await expect(flagged.getByText('סומנה: התשובה הנכונה שגויה')).toBeVisible();
  await expect(page.getByRole('button', { name: 'הסרת הסימון' })).toBeVisible();
  await expect(page.getByRole('button', { name: `תרגול הטעויות שלי (${mistakes.length})` })).toBeVisible();
  await checkScreen(page, 'results-flagged', CONTENT);

  // An open-ended test taken too, so that a review card is self-rated.
  const openId = await generateTest(page.request, courseId, [documentId], {
    questionType: 'open-ended',
    questionCount: 1,
  });
  await answerAndSubmit(page.request, openId, () => 'לא יודעת.');

  // Dashboard: due cards, streak and charts in Hebrew.
  await page.goto('/dashboard');
  await expect(page.getByText('כרטיסים לחזרה היום')).toBeVisible();
  await expect(page.getByTestId('due-count')).toHaveText(/^\d+$/);
  const due = Number(await page.getByTestId('due-count').innerText());
  expect(due).toBeGreaterThan(1);
  await expect(page.getByTestId('streak')).toHaveText('יום אחד');
  await expect(page.getByRole('img', { name: 'ציונים לאורך זמן' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'שאלות בשבוע' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'ציונים לפי קורס' })).toBeVisible();
  // Chart days come through Intl in Hebrew, never 'Nov 26'.
  const axisTexts = () =>
    page.getByRole('img', { name: 'ציונים לאורך זמן' }).locator('text').allTextContents();
  await expect.poll(async () => (await axisTexts()).filter((x) => /\D/.test(x)).length).toBeGreaterThan(0);
  for (const day of (await axisTexts()).filter((x) => /\D/.test(x)))
    expect(day).toMatch(/^\d+ ב?[\u05d0-\u05ea]+׳?$/);
  // The weekly chart's legend names its series in Hebrew, and no swatch is announced in English ("legend icon").
  const weekly = page.getByRole('img', { name: 'שאלות בשבוע' }).locator('..');
  await expect(weekly.getByText('שאלות במבחנים', { exact: true })).toBeVisible();
  await expect(weekly.getByText('חזרות', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-label*="legend icon"]')).toHaveCount(0);
  await checkScreen(page, 'dashboard');

  // Review: a multiple-choice card answered, an open card self-rated after the model answer.
  await page.getByRole('link', { name: 'לחזור עכשיו' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { name: 'חזרה', level: 1 })).toBeVisible();
  await checkScreen(page, 'review', ['FSRS', ...CONTENT]);
  const queue = (await (await page.request.get('/api/review/due')).json()) as {
    cards: { type: string; correctAnswer: string }[];
  };
  let answered = false;
  let rated = false;
  for (let i = 0; i < queue.cards.length && !(answered && rated); i++) {
    const card = queue.cards[i]!;
    await expect(page.locator('#review-question')).toBeVisible();
    if (card.type === 'multiple-choice') {
      await page
        .getByRole('group', { name: 'תשובות אפשריות' })
        .getByRole('button', { name: new RegExp(`^${card.correctAnswer}\\)`) })
        .click();
      await expect(page.getByText(/^נכון\. החזרה הבאה בעוד /)).toBeVisible();
      if (!answered) await checkScreen(page, 'review-answered', ['FSRS', ...CONTENT]);
      answered = true;
      await page.getByRole('button', { name: 'לכרטיס הבא' }).click();
    } else {
      await page.getByLabel('התשובה שלך (לא חובה, רק בשבילך)').fill('כדי להרים משא בפחות כוח.');
      await page.getByRole('button', { name: 'הצגת התשובה' }).click();
      await expect(page.getByText('תשובת המודל:')).toBeVisible();
      await expect(page.getByText('עד כמה ידעת את התשובה?')).toBeVisible();
      await checkScreen(page, 'review-open-rating', ['FSRS', ...CONTENT]);
      await page.getByRole('button', { name: /^טוב/ }).click();
      rated = true;
    }
  }
  expect(answered && rated, 'a multiple-choice card answered and an open card rated').toBe(true);
  await expect(page.getByText('כל הדירוגים נשמרו')).toBeVisible({ timeout: 20_000 });

  // Course page on Free: practise my mistakes, the weak-topics teaser and the course's charts.
  await answerAndSubmit(page.request, testId, () => 'B');
  await page.goto(`/course/${courseId}`);
  const weak = page.getByTestId('weak-topics');
  await expect(weak.getByRole('heading', { name: 'נושאים חלשים' })).toBeVisible();
  await expect(weak.getByTestId('weak-topics-teaser')).toHaveText(/^נשאלת על /);
  await expect(page.getByRole('heading', { name: 'התקדמות' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'תרגול הטעויות שלי' })).toBeVisible();
  await checkScreen(page, 'course-free', FORMATS);

  // Premium through (the fake of) Stripe Checkout, then the weak topics themselves.
  await page.goto('/premium');
  await page.getByRole('button', { name: 'שדרוג לפרימיום' }).click();
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page).toHaveURL(/\/premium\?checkout=success$/);
  await page.goto(`/course/${courseId}`);
  await expect(weak.getByTestId('weak-topic').first()).toBeVisible();
  await expect(weak.getByTestId('weak-topics-teaser')).toHaveCount(0);
  await expect(weak.getByRole('progressbar').first()).toHaveAccessibleName(/^שליטה ב/);
  await expect(weak.getByText(/\d+ מתוך \d+ תשובות נכונות/).first()).toBeVisible();
  await checkScreen(page, 'course-premium', FORMATS);

  // Premium's printable results page (the browser's "Save as PDF"), in Hebrew.
  await page.goto(`/test-results/${firstSub}/print`);
  await expect(page.getByRole('button', { name: 'הדפסה / שמירה כ-PDF' })).toBeVisible();
  // the title in the interface language, and the server's feedback with its formulas set by KaTeX, never raw
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^קורס .+ – מבחן 1$/);
  await expect(page.locator('.katex').first()).toBeVisible();
  const printed = (await page.locator('body').innerText()).replace(/\$\d/g, '');
  expect(printed).not.toMatch(/\$|\\frac|\\cos/);
  await checkScreen(page, 'print-results', FORMATS);
});
