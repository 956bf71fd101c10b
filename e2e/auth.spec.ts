import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

test('landing page shows the hero, features and plans, and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Studying Free' })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your Free Trial' })).toBeVisible();
  await expectAccessible(page);
});

test('a student signs up, keeps the session on reload, signs out and logs in again', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughDialog(page, 'Grace Hopper', email, 'cobol-rules');
  await expect(page.getByRole('heading', { name: /Welcome back, Grace Hopper!/ })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Grace Hopper!/ })).toBeVisible();

  await page
    .getByRole('button', { name: /account menu|Grace Hopper|user menu/i })
    .first()
    .click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/courses');
  await expect(page).toHaveURL(/\/auth$/);

  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('wrong-password');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page
      .getByText(
        "Invalid email or password. Please check your credentials or sign up if you don't have an account.",
      )
      .first(),
  ).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('cobol-rules');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/auth is accessible in both modes', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: /Home/ })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('group', { name: 'Choose sign up or log in' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(messages.some((m) => m.includes('/no/such/page'))).toBe(true);
});

test('a forged session cookie sends the visitor to /auth', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'better-auth.session_token', value: 'forged.value', url: baseURL! }]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
