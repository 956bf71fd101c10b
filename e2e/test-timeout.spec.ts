import { Document, Packer, Paragraph, TextRun } from 'docx';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughDialog, uniqueEmail } from './fixtures.ts';

const PARAGRAPHS = [
  'Genes are segments of DNA that carry the instructions for building proteins, and each gene sits at a locus on a chromosome.',
  'Alleles are different versions of the same gene; a dominant allele masks the effect of a recessive allele in a heterozygous organism.',
  'Gregor Mendel studied pea plants and described the law of segregation and the law of independent assortment.',
  'A genotype is the set of alleles an organism carries, while a phenotype is the observable trait that results from it.',
  'Mutations are changes in the DNA sequence; they can be caused by radiation, chemicals or errors during DNA replication.',
  'Sex-linked traits such as colour blindness are carried on the X chromosome and appear more often in males.',
  'A Punnett square predicts the probability of offspring genotypes from the alleles of the two parents.',
];

async function makeDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: PARAGRAPHS.map((t) => new Paragraph({ children: [new TextRun(t)] })) }],
  });
  return Packer.toBuffer(doc);
}

async function createCourse(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/courses', { data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('when the time runs out the browser submits the test by itself and shows the results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, 'Omer Katz', uniqueEmail('timeout'), 'secret123');
  const courseId = await createCourse(page, 'Genetics');
  const upload = await page.request.post(`/api/courses/${courseId}/documents`, {
    multipart: {
      file: {
        name: 'genetics.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await makeDocx(),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { id: documentId } = (await upload.json()) as { id: string };

  // A 20-second limit is accepted only because the e2e server runs with ALLOW_SHORT_TIME_LIMITS=true.
  const generated = await page.request.post('/api/tests/generate', {
    data: {
      courseId,
      summaryIds: [documentId],
      difficulty: 'easy',
      questionType: 'multiple-choice',
      questionCount: 5,
      timeLimit: 10,
      timeLimitSeconds: 20,
    },
    timeout: 120_000,
  });
  expect(generated.status()).toBe(200);
  const done = (await generated.text())
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as { type: string; testId?: string })
    .find((e) => e.type === 'done');
  expect(done?.testId).toBeTruthy();

  await page.goto(`/take-test/${done!.testId}`);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0:(1\d|20|0\d)$/);
  await page.getByRole('radiogroup').getByRole('radio').first().check({ force: true });
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAttribute('data-color', 'red');
  await expectAccessible(page);

  await expect(page).toHaveURL(/\/test-results\/[0-9a-f-]{36}$/, { timeout: 40_000 });
  await expect(page.getByText('Test Submitted!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
  await expect(page.getByText('The time ran out, so your test was submitted automatically.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Detailed Analysis' }).getByText('Your Answer').first(),
  ).toBeVisible();
});
