import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  docxWithScan,
  ENGLISH_LINES,
  pptxWithScan,
  scannedPdf,
  scanPng,
  wrapLines,
} from '../packages/extract/test/ocr-fixtures.ts';
import { createCourse, generateTest, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

// The policy harden-auth serves (docs/decisions/208): tesseract's worker and wasm must load from 'self'.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

const SHOTS = process.env.SCREENSHOT_DIR;

/** Screenshots at 1280 and 390 px wide with `target` scrolled into view (SCREENSHOT_DIR set). */
async function shot(page: Page, name: string, target: Locator) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // centred: at 390 px the bottom navigation covers the last 70 px of the viewport
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function row(page: Page, fileName: string) {
  return page
    .getByRole('region', { name: /Course Summaries/ })
    .getByRole('listitem')
    .filter({ hasText: fileName });
}

test('a scanned PDF is read by OCR page by page in the browser and ends ready with its OCR note', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Every response of the app carries the CSP, worker scripts included (a worker has its own policy).
  const routed: string[] = [];
  await page.route('**/*', async (route) => {
    if (!route.request().url().startsWith('http://localhost')) return route.abort();
    routed.push(new URL(route.request().url()).pathname);
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': CSP },
    });
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const external: string[] = [];
  const ocrFiles: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!/^(http:\/\/localhost|blob:|data:)/.test(url)) external.push(url);
    if (url.includes('/ocr/tesseract-')) ocrFiles.push(new URL(url).pathname);
  });

  const scan = Buffer.from(
    await scannedPdf([
      scanPng(ENGLISH_LINES, { noise: 0.005, skewDeg: 0.5 }),
      scanPng(ENGLISH_LINES.slice().reverse(), { noise: 0.005, skewDeg: -0.4 }),
    ]),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, 'Noa Levi', uniqueEmail('ocr'), 'secret123');
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Create Your First Course' }).click();
  await page.getByRole('dialog').getByLabel('Course Name').fill('Plant Biology');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await dialog
    .getByTestId('upload-input')
    .setInputFiles([{ name: 'scanned-handout.pdf', mimeType: 'application/pdf', buffer: scan }]);

  // Per-page progress on the upload item...
  const item = dialog.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(item.getByText(/Reading scanned pages \(OCR\): page 1 of 2/)).toBeVisible({ timeout: 60_000 });
  await shot(page, 'ocr-upload-during', item);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // ...and on the document row, with a Cancel button.
  const r = row(page, 'scanned-handout.pdf');
  await expect(r.getByText(/Reading scanned pages \(OCR\): page [12] of 2/)).toBeVisible();
  await expect(
    r.getByRole('button', { name: 'Cancel text recognition of scanned-handout.pdf' }),
  ).toBeVisible();
  await expect(r.getByRole('progressbar', { name: /Text recognition progress/ })).toBeVisible();
  await expect(r.getByText('Reading scanned pages (OCR): page 2 of 2', { exact: false })).toBeVisible({
    timeout: 120_000,
  });
  await shot(page, 'ocr-row-during', r);

  await expect(r.getByText('Client-side extraction completed')).toBeVisible({ timeout: 120_000 });
  await expect(r.getByText(/^\d+ words extracted$/)).toBeVisible();
  await expect(r.getByText(/Read by OCR: 2 pages, mean confidence \d+%/)).toBeVisible();
  await expect(page.getByText(/Successfully extracted \d+ words from scanned-handout\.pdf/)).toBeVisible();
  const words = Number((await r.getByText(/^\d+ words extracted$/).textContent())!.split(' ')[0]);
  expect(words).toBeGreaterThan(150);
  await shot(page, 'ocr-row-after', r);

  // Everything came from the app itself, under the policy.
  expect(external).toEqual([]);
  expect(violations).toEqual([]);
  // (scripts of workers started by a worker are not seen by page.route; what they load is)
  expect(routed.some((p) => p.includes('extract.worker'))).toBe(true);
  expect(ocrFiles.some((p) => p.endsWith('/lang/eng.traineddata.gz'))).toBe(true);
  expect(ocrFiles.some((p) => /\/core\/tesseract-core-.*lstm\.wasm\.js$/.test(p))).toBe(true);

  // A second scan is cancelled while it is read: the row says so and offers to extract it again.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog
    .getByTestId('upload-input')
    .setInputFiles([{ name: 'second-scan.pdf', mimeType: 'application/pdf', buffer: scan }]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const second = row(page, 'second-scan.pdf');
  await second
    .getByRole('button', { name: 'Cancel text recognition of second-scan.pdf' })
    .click({ timeout: 60_000 });
  await expect(second.getByText('Text extraction failed - file not ready for test generation')).toBeVisible();
  await expect(second.getByText('Text recognition (OCR) was cancelled')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Extract text from second-scan.pdf' })).toBeVisible();
});

/**
 * Facts printed on the scanned handouts; none of these words is typed anywhere in the deck. Sixteen, so that the
 * offline engine (v2.3+, which asks about definitions and refuses more sentences than before) finds the five
 * questions the journey asks for even with OCR noise.
 */
const HANDOUT_FACTS = [
  'Mitochondria are organelles that produce most of the chemical energy of the cell in the form of ATP through cellular respiration.',
  'The nucleus stores the genetic material of eukaryotic cells as DNA organised into chromosomes, and it controls gene expression.',
  'Ribosomes are molecular machines that synthesise proteins by translating messenger RNA into chains of amino acids.',
  'The Golgi apparatus modifies, sorts and packages proteins and lipids into vesicles for transport inside or outside the cell.',
  'Lysosomes contain digestive enzymes that break down worn-out organelles, food particles and engulfed viruses or bacteria.',
  'Mitosis divides one nucleus into two genetically identical nuclei through prophase, metaphase, anaphase and telophase.',
  'Meiosis produces four haploid gametes with half the chromosome number, and crossing over increases genetic variation.',
  'Chloroplasts are organelles that capture light energy and convert it into sugar by photosynthesis in plant cells.',
  'The cytoskeleton is a network of protein filaments that gives the cell its shape and moves organelles inside it.',
  'The endoplasmic reticulum is a network of membranes that folds proteins and makes lipids for the rest of the cell.',
  'Vacuoles are storage sacs that hold water, nutrients and waste, and keep plant cells firm by turgor pressure.',
  'Centrioles are cylinders of microtubules that organise the spindle fibres which pull chromosomes apart.',
  'Peroxisomes are small organelles that break down fatty acids and destroy hydrogen peroxide with catalase.',
  'Cilia are short hair-like projections that beat together to move fluid across the surface of a cell.',
  'Enzymes are proteins that speed up chemical reactions in the cell without being used up themselves.',
];

test('a scanned handout pasted into PowerPoint slides is read by OCR slide by slide, and its text makes the questions', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const deck = Buffer.from(
    await pptxWithScan([
      scanPng(wrapLines(HANDOUT_FACTS.slice(0, 8), 70), { noise: 0.005, skewDeg: 0.4 }),
      scanPng(wrapLines(HANDOUT_FACTS.slice(8), 70), { noise: 0.005, skewDeg: -0.3 }),
    ]),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, 'Omer Katz', uniqueEmail('ocr-pptx'), 'secret123');
  const courseId = await createCourse(page.request, 'Cell Biology');
  await page.goto(`/course/${courseId}`);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await dialog.getByTestId('upload-input').setInputFiles([
    {
      name: 'cell-handouts.pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      buffer: deck,
    },
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const r = row(page, 'cell-handouts.pptx');
  await expect(r.getByText(/Reading pictures \(OCR\): slide [23], picture [12] of 2/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    r.getByRole('button', { name: 'Cancel text recognition of cell-handouts.pptx' }),
  ).toBeVisible();
  await shot(page, 'ocr-pptx-during', r);
  await expect(r.getByText('Client-side extraction completed')).toBeVisible({ timeout: 180_000 });
  await expect(r.getByText(/Read by OCR: 2 slides, mean confidence \d+%/)).toBeVisible();
  const words = Number((await r.getByText(/^\d+ words extracted$/).textContent())!.split(' ')[0]);
  expect(words).toBeGreaterThan(120);
  await shot(page, 'ocr-pptx-after', r);

  // The text read from the pictures is the document's text: questions are made from it.
  const list = await page.request.get(`/api/courses/${courseId}/documents`);
  const documentId = ((await list.json()) as { documents: { id: string }[] }).documents[0]!.id;
  const testId = await generateTest(page.request, courseId, [documentId], {
    difficulty: 'easy',
    questionType: 'multiple-choice',
    questionCount: 5,
    timeLimit: 10,
  });
  const attempt = await page.request.post(`/api/tests/${testId}/attempt`);
  expect(attempt.status()).toBe(200);
  expect(JSON.stringify(await attempt.json())).toMatch(
    /mitochondri|nucleus|ribosome|golgi|lysosome|mitosis|meiosis|membrane|chromosome|organelle/i,
  );

  // A Word file with a photographed page: the server saves its typed text at upload, then the tab reads
  // the picture and the row counts it.
  await page.goto(`/course/${courseId}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByTestId('upload-input').setInputFiles([
    {
      name: 'lecture-notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(await docxWithScan(scanPng(ENGLISH_LINES, { noise: 0.005, skewDeg: 0.3 }))),
    },
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const d = row(page, 'lecture-notes.docx');
  await expect(d.getByText(/Read by OCR: 1 picture, mean confidence \d+%/)).toBeVisible({ timeout: 120_000 });
  const docxWords = Number((await d.getByText(/^\d+ words extracted$/).textContent())!.split(' ')[0]);
  expect(docxWords).toBeGreaterThan(90);
  await shot(page, 'ocr-docx-after', d);
});
