import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

test('a student creates a course, sees it on My Courses and the dashboard, closes, reopens and opens it by slug', async ({
  page,
}) => {
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('courses'), 'secret123');

  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByText('No courses yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Your First Course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Course Name').fill('Linear Algebra 2');
  await dialog.getByLabel('Lecturer').fill('Dr. Cohen');
  await dialog.getByLabel('Institute').fill('Technion');
  await dialog.getByTitle('Green').click();
  await expect(dialog.getByLabel('Green')).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Course' }).click();

  await expect(page.getByText('Course created successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Linear Algebra 2/ }).first()).toBeVisible();
  await expect(page.getByText('Dr. Cohen').first()).toBeVisible();
  await expect(page.getByText('No grades yet').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Close Course' }).click();
  await expect(page.getByText('Course closed successfully').first()).toBeVisible();
  await expect(page.getByText('(Closed)').first()).toBeVisible();

  await page.goto('/courses');
  await expect(page.getByText('Linear Algebra 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen Course' })).toBeVisible();
  await page.getByRole('button', { name: 'Reopen Course' }).click();
  await expect(page.getByText('Course reopened successfully').first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: /Generate Test/ })
      .or(page.getByRole('button', { name: /Generate Test/ }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back, Noa Levi!/ })).toBeVisible();
  await expect(page.getByText('Your Study Progress')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/courses/linear-algebra-2');
  await expect(page.getByRole('heading', { name: /Linear Algebra 2/ }).first()).toBeVisible();
  await expect(page.getByText('Technion').first()).toBeVisible();

  await page.goto('/courses/no-such-course');
  await expect(page.getByText('Course not found')).toBeVisible();
});

test('the feedback page stores a message and lists it', async ({ page }) => {
  await signUpThroughDialog(page, 'Tal Ben', uniqueEmail('feedback'), 'secret123');
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'Feedback', exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});
