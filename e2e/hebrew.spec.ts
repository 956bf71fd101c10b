// The interface in Hebrew (issue 15, decision 302): every converted screen at 1280 and 390 px shows no English
// but names and content, passes axe (no serious or critical violation), is right to left and never scrolls
// sideways. SHOTS_DIR=/tmp/... keeps a screenshot of each (outside the repo).
import { expect, test, type Page } from '@playwright/test';
import { signUpInHebrew, uniqueEmail } from './fixtures.ts';
import { checkHebrewScreen } from './hebrew-checks.ts';

const checkScreen = (page: Page, name: string, allow: string[] = []) =>
  checkHebrewScreen(page, name, { allow });

test('a visitor with a Hebrew browser gets the landing and auth pages in Hebrew, right to left', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'he-IL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('הופכים את חומרי הקורס שלך למבחני תרגול');
  await checkScreen(page, 'landing');

  await page.getByRole('button', { name: 'מתחילים ללמוד בחינם' }).click();
  const dialog = page.getByRole('dialog', { name: 'יצירת חשבון' });
  await expect(dialog.getByLabel('שם מלא')).toBeVisible();
  await checkScreen(page, 'signup-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('שמחים לראות אותך שוב');
  await checkScreen(page, 'auth-login');
  await page.getByRole('button', { name: 'הרשמה', exact: true }).first().click();
  await expect(page.getByLabel('שם מלא')).toBeVisible();
  await checkScreen(page, 'auth-signup');

  // Forgot password, from the log-in form.
  await page.getByRole('button', { name: 'התחברות', exact: true }).first().click();
  await page.getByRole('button', { name: 'שכחת סיסמה?' }).click();
  await expect(page.getByRole('heading', { name: 'שכחת את הסיסמה?' })).toBeVisible();
  await checkScreen(page, 'auth-forgot');

  // The page the reset e-mail links to: the form, a token the server refuses, and a link without a token.
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('בחירת סיסמה חדשה');
  await page.getByLabel('סיסמה חדשה', { exact: true }).fill('a-new-password');
  await page.getByLabel('אימות הסיסמה החדשה').fill('a-new-password');
  await page.getByRole('button', { name: 'איפוס סיסמה' }).click();
  await expect(page.getByText('הקישור לאיפוס הסיסמה אינו תקין או שפג תוקפו', { exact: false })).toBeVisible();
  await checkScreen(page, 'reset-password-refused');
  await page.goto('/reset-password');
  await expect(page.getByText('הקישור לאיפוס הסיסמה אינו תקין או שפג תוקפו', { exact: false })).toBeVisible();
  await checkScreen(page, 'reset-password-no-token');

  await page.goto('/no/such/page');
  await expect(page.getByText('אופס! הדף הזה לא קיים')).toBeVisible();
  await checkScreen(page, 'not-found');
  await context.close();
});

test('an English visitor switches to Hebrew, signs up in Hebrew and the account keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signUpInHebrew(page, 'נועה כהן', uniqueEmail('he'), 'hebrew-rules');

  // The signed-in screens converted so far, in Hebrew (names and content are allowed).
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'הקורסים שלי' })).toBeVisible();
  await checkScreen(page, 'courses-empty');
  await page.getByRole('button', { name: 'יצירת הקורס הראשון שלך' }).click();
  const create = page.getByRole('dialog', { name: 'יצירת קורס חדש' });
  await create.getByLabel('שם הקורס').fill('Linear Algebra 2');
  await create.getByLabel('מרצה').fill('ד"ר כהן');
  await create.getByTitle('ירוק').click();
  await checkScreen(page, 'create-course-dialog');
  await create.getByRole('button', { name: 'יצירת קורס' }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await page.goto('/courses');
  await expect(page.getByText('Linear Algebra 2')).toBeVisible();
  await checkScreen(page, 'courses', ['Linear Algebra']);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'premium', ['Stripe']);
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'משוב', level: 1 })).toBeVisible();
  await checkScreen(page, 'feedback');

  // Another browser (no stored choice, English): the account's language wins once signed in.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(
    page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'קורסים' }),
  ).toBeVisible();

  // The avatar menu switches back to English in place.
  await page.getByRole('button', { name: /תפריט החשבון של/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }),
  ).toBeVisible();
});
