import { expect, test, type Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

// Fixtures are generated here, in code: no files from outside the repository.
const PDF_PAGES = [
  ['Photosynthesis converts light energy into chemical energy', 'Chlorophyll absorbs red and blue light'],
  ['The Calvin cycle fixes carbon dioxide into sugar'],
];
const DOCX_PARAGRAPHS = [
  'Mitosis produces two identical daughter cells',
  'Meiosis produces four genetically different gametes',
];
const PPTX_SLIDES = [
  ['Cell membrane', 'A phospholipid bilayer controls what enters'],
  ['Ribosomes', 'Ribosomes translate messenger RNA into proteins'],
];
const words = (lines: string[]) => lines.join(' ').split(/\s+/).length;

async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of PDF_PAGES) {
    const page = doc.addPage([595, 842]);
    lines.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 18, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}

async function makeDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: DOCX_PARAGRAPHS.map((t) => new Paragraph({ children: [new TextRun(t)] })) }],
  });
  return Packer.toBuffer(doc);
}

async function makePptx(): Promise<Buffer> {
  const pres = new PptxGenJS();
  for (const [title, body] of PPTX_SLIDES) {
    const slide = pres.addSlide();
    slide.addText(title!, { x: 0.5, y: 0.3, w: 9, h: 0.8 });
    slide.addText(body!, { x: 0.5, y: 1.3, w: 9, h: 1 });
  }
  return Buffer.from((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
}

function row(page: Page, fileName: string) {
  return page
    .getByRole('region', { name: /Course Summaries/ })
    .getByRole('listitem')
    .filter({ hasText: fileName });
}

test('a student uploads a PDF, a DOCX and a PPTX, sees each extracted with its word count, and deletes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [pdf, docx, pptx] = await Promise.all([makePdf(), makeDocx(), makePptx()]);
  const pdfWords = words(PDF_PAGES.flat());
  const docxWords = words(DOCX_PARAGRAPHS);
  const pptxWords = words(PPTX_SLIDES.flat());

  await signUpThroughDialog(page, 'Maya Katz', uniqueEmail('documents'), 'secret123');
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Create Your First Course' }).click();
  await page.getByRole('dialog').getByLabel('Course Name').fill('Cell Biology');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Course Summaries (0)' })).toBeVisible();

  // The extraction worker and pdf.js are not part of the page until a PDF or PPTX is uploaded.
  const workerScripts: string[] = [];
  page.on('request', (r) => {
    if (/extract\.worker|pdf\.worker|\/pdf-/.test(r.url())) workerScripts.push(r.url());
  });
  const external: string[] = [];
  page.on('request', (r) => {
    if (
      !r.url().startsWith('http://localhost') &&
      !r.url().startsWith('blob:') &&
      !r.url().startsWith('data:')
    )
      external.push(r.url());
  });

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await expect(dialog.getByText('Supports PDF, DOCX, PPTX files (max 15MB each)')).toBeVisible();
  expect(workerScripts).toEqual([]);
  await expectAccessible(page);

  await dialog.getByTestId('upload-input').setInputFiles([
    { name: 'photosynthesis.pdf', mimeType: 'application/pdf', buffer: pdf },
    {
      name: 'cell-division.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    },
    {
      name: 'organelles.pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      buffer: pptx,
    },
  ]);

  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  for (const [name, n] of [
    ['photosynthesis.pdf', pdfWords],
    ['cell-division.docx', docxWords],
    ['organelles.pptx', pptxWords],
  ] as const) {
    const item = uploads.getByRole('listitem').filter({ hasText: name });
    await expect(item.getByText(`Uploaded · ${n} words extracted`)).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  // One toast for the three files, listing each as its row says (issue 13).
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '3 files uploaded' });
  await expect(toast).toContainText(`photosynthesis.pdf: Uploaded · ${pdfWords} words extracted`);
  await expect(toast).toContainText(`organelles.pptx: Uploaded · ${pptxWords} words extracted`);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  expect(workerScripts.some((u) => u.includes('extract.worker'))).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('heading', { name: 'Course Summaries (3)' })).toBeVisible();
  await expect(row(page, 'photosynthesis.pdf').getByText('Client-side extraction completed')).toBeVisible();
  await expect(row(page, 'photosynthesis.pdf').getByText(`${pdfWords} words extracted`)).toBeVisible();
  await expect(row(page, 'photosynthesis.pdf').getByText('PDF', { exact: true })).toBeVisible();
  await expect(row(page, 'cell-division.docx').getByText('Text extraction completed')).toBeVisible();
  await expect(row(page, 'cell-division.docx').getByText(`${docxWords} words extracted`)).toBeVisible();
  await expect(row(page, 'organelles.pptx').getByText('Client-side extraction completed')).toBeVisible();
  await expect(row(page, 'organelles.pptx').getByText(`${pptxWords} words extracted`)).toBeVisible();
  await expect(row(page, 'organelles.pptx').getByText('PPT', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The file name downloads the stored file.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'photosynthesis.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('photosynthesis.pdf');

  await page.getByRole('button', { name: 'Delete organelles.pptx' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete "organelles.pptx"? This action cannot be undone.'),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Course Summaries (2)' })).toBeVisible();
  await expect(row(page, 'organelles.pptx')).toHaveCount(0);

  // After a reload the statuses come from the server.
  await page.reload();
  await expect(row(page, 'photosynthesis.pdf').getByText(`${pdfWords} words extracted`)).toBeVisible();
  expect(external).toEqual([]);
});

test('My Courses: Upload Course Summaries lets the student pick a course and upload', async ({ page }) => {
  await signUpThroughDialog(page, 'Dan Peretz', uniqueEmail('documents-mc'), 'secret123');
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Upload Course Summaries' }).click();
  // No course yet: the create dialog comes first.
  const create = page.getByRole('dialog', { name: 'Create New Course' });
  await create.getByLabel('Course Name').fill('Genetics');
  await create.getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Upload Course Summaries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Course Summaries' });
  await expect(dialog.getByRole('combobox', { name: 'Course' })).toHaveText(/Genetics/);
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'genes.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(),
  });
  await expect(dialog.getByText(/Uploaded · \d+ words extracted/)).toBeVisible({ timeout: 30_000 });
  // A long file name is cut with an ellipsis: the dialog keeps its width (it used to spill out of it).
  const longName = `${'lecture-notes-week-twelve-cell-division-and-genetics-'.repeat(2)}final.txt`;
  await dialog.getByTestId('upload-input').setInputFiles({
    name: longName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Genes are units of heredity made of DNA.'),
  });
  const longRow = dialog.getByRole('listitem').filter({ hasText: 'final.txt' });
  await expect(longRow.getByText(/^Uploaded · /)).toBeVisible({ timeout: 30_000 });
  await expect(longRow.getByText('< 1 KB')).toBeVisible();
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Genetics' })).toContainText('2');
});
