import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** axe must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A dialog fading in reads as low contrast mid-animation: let every running (finite) animation finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Toasts fade in and out; mid-animation opacity reads as low contrast, so they are checked when settled elsewhere.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

export async function signUpThroughDialog(page: Page, name: string, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Studying Free' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
