import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signUpThroughDialog, uniqueEmail } from './fixtures.ts';

// The app works under its own Content-Security-Policy: sign-up, dashboard and a PDF extracted in the browser's
// extraction worker (pdf.js in a module worker), with no CSP violation anywhere.

const LINES = ['Enzymes lower the activation energy of reactions', 'Substrates bind to the active site'];

async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  LINES.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 18, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** Every CSP violation the page or its workers report: console errors and securitypolicyviolation events. */
function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (
      /Content[- ]Security[- ]Policy|Refused to (load|execute|create|compile|evaluate|apply|connect|frame)/i.test(
        m.text(),
      )
    )
      violations.push(`console: ${m.text()}`);
  });
  page.on('worker', (w) =>
    w.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) violations.push(`worker: ${m.text()}`);
    }),
  );
  page.on('pageerror', (e) => {
    if (/Content Security Policy|Refused to/i.test(e.message)) violations.push(`pageerror: ${e.message}`);
  });
  return violations;
}

test('the app works under its CSP: sign-up, dashboard, a PDF extracted in the worker, no violation', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // securitypolicyviolation events, recorded by the page itself from the first script on.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const violations = watchViolations(page);

  const landing = await page.goto('/');
  const csp = landing!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(landing!.headers()['x-frame-options']).toBe('DENY');

  await signUpThroughDialog(page, 'Rosalind Franklin', uniqueEmail('csp'), 'double-helix');
  await expect(page.getByRole('heading', { name: /Welcome back, Rosalind Franklin!/ })).toBeVisible();

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Create Your First Course' }).click();
  await page.getByRole('dialog').getByLabel('Course Name').fill('Biochemistry');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);

  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await dialog
    .getByTestId('upload-input')
    .setInputFiles([{ name: 'enzymes.pdf', mimeType: 'application/pdf', buffer: await makePdf() }]);
  const words = LINES.join(' ').split(/\s+/).length;
  const item = dialog
    .getByRole('list', { name: 'Uploads' })
    .getByRole('listitem')
    .filter({ hasText: 'enzymes.pdf' });
  await expect(item.getByText(`Uploaded · ${words} words extracted`)).toBeVisible({ timeout: 30_000 });
  // Extracted in the browser: the extraction worker (and pdf.js's own worker) ran under the CSP.
  expect(workers.some((u) => u.includes('extract.worker'))).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back, Rosalind Franklin!/ })).toBeVisible();

  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect([...violations, ...reported]).toEqual([]);
});

test('the app cannot be framed by another site', async ({ page, baseURL }) => {
  // A page of another origin (a data: URL) tries to frame the sign-in page: the browser shows its error page.
  await page.goto(`data:text/html,<iframe src="${baseURL}/auth" width="400" height="300"></iframe>`);
  await expect.poll(() => page.frames()[1]?.url() ?? '', { timeout: 10_000 }).toMatch(/^chrome-error:/);
  await expect(page.frames()[1]!.getByText('Log In')).toHaveCount(0);
});

test('source maps are not served', async ({ request, page }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  const bundles = scripts.filter((src) => new URL(src).pathname.startsWith('/assets/'));
  expect(bundles.length).toBeGreaterThan(0);
  for (const src of bundles) {
    const js = await request.get(src);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
});

test('sign-up with one of the most common passwords is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Studying Free' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Common Password');
  await dialog.getByLabel('Email').fill(uniqueEmail('common'));
  await dialog.getByLabel('Password', { exact: true }).fill('password1');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page
      .getByText(
        'This password is one of the most common passwords and is easy to guess. Please choose another one.',
      )
      .first(),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard$/);
});
