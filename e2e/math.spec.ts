import { expect, test, type Page } from '@playwright/test';
import {
  createCourse,
  expectAccessible,
  HEBREW_MECHANICS,
  signUpThroughDialog,
  uniqueEmail,
} from './fixtures.ts';

/** Hebrew physics notes saved as text, full of LaTeX (decision 106). */
const NOTES = HEBREW_MECHANICS;

/** Visible text (KaTeX's MathML copy for screen readers left out) holds no raw delimiter. */
async function expectNoRawLatex(page: Page, selector: string) {
  const texts = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.katex-mathml').forEach((m) => m.remove());
      return copy.textContent ?? '';
    }),
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t).not.toMatch(/\$|\\\(|\\\[|\\frac/);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/math-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Hebrew course with LaTeX notes gives a test whose formulas render with KaTeX', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpThroughDialog(page, 'נועה לוי', uniqueEmail('math'), 'secret123');
  const courseId = await createCourse(page.request, 'מכניקה');

  // the landing of the generator has no formula: KaTeX is not fetched
  const katexRequests: string[] = [];
  page.on('request', (r) => {
    if (/katex/i.test(r.url())) katexRequests.push(r.url());
  });
  await page.goto(`/generate-test?course=${courseId}`);
  await page.getByTestId('upload-input').setInputFiles({
    name: 'mechanics.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTES, 'utf8'),
  });
  await expect(page.getByRole('checkbox', { name: /mechanics\.txt/ })).toBeChecked({ timeout: 30_000 });
  expect(katexRequests).toEqual([]);
  await page.getByRole('slider', { name: 'Number of questions' }).fill('5');
  await page
    .getByRole('complementary', { name: 'Test Summary' })
    .getByRole('button', { name: 'Generate Test' })
    .click();
  await expect(page).toHaveURL(/\/take-test\/[0-9a-f-]{36}$/, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Start Test' }).click();

  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Question ${i} of 5`)).toBeVisible();
    const group = page.getByRole('radiogroup');
    // every option of a formula question is a formula set by KaTeX
    await expect(group.locator('.katex').first()).toBeVisible();
    await expectNoRawLatex(page, '[role="radiogroup"] label, h2[id^="question-"]');
    if (i === 1) {
      expect(katexRequests.length).toBeGreaterThan(0);
      await expectAccessible(page);
      await shoot(page, 'take-test');
    }
    await group.getByRole('radio').first().check({ force: true });
    await expect(page.getByText('All answers saved')).toBeVisible();
    if (i < 5) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();

  const analysis = page.getByRole('region', { name: 'Detailed Analysis' });
  await expect(analysis.locator('.katex').first()).toBeVisible();
  expect(await analysis.locator('.katex').count()).toBeGreaterThanOrEqual(5 * 4);
  // questions, options, explanations and quotes: no raw LaTeX on screen
  await expectNoRawLatex(
    page,
    '[aria-labelledby^="review-"] h3, [aria-labelledby^="review-"] ul li, blockquote',
  );
  // formulas stay left to right inside the right-to-left text
  expect(await analysis.locator('bdi[dir="ltr"] .katex').count()).toBeGreaterThan(0);
  await expect(analysis.locator('[data-math="broken"]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'results');
});
