import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import AxeBuilder from '@axe-core/playwright';
import { HEBREW_MECHANICS } from '../packages/engine/test/hebrew-mechanics.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  FAKE_PRICE_ID,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
} from '../apps/api/test/fake-stripe.ts';

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

/** Signs up through the landing page's dialog in the Hebrew interface (the page shows it already). */
export async function signUpInHebrew(page: Page, name: string, email: string, password: string) {
  await page.getByRole('button', { name: 'מתחילים ללמוד בחינם' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('שם מלא').fill(name);
  await dialog.getByLabel('אימייל').fill(email);
  await dialog.getByLabel('סיסמה', { exact: true }).fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'יצירת חשבון' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Creates a course through the API and returns its id. */
export async function createCourse(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/api/courses', { data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Uploads notes to a course through the API and returns the document's id. */
export async function uploadNotes(
  request: APIRequestContext,
  courseId: string,
  file: UploadFile,
): Promise<string> {
  const upload = await request.post(`/api/courses/${courseId}/documents`, { multipart: { file } });
  expect(upload.status()).toBe(201);
  return ((await upload.json()) as { id: string }).id;
}

/**
 * Generates a test from the documents through the API, as the generator does (`options`: question type and count,
 * difficulty, time limit), and returns the id of the test the stream's last event names.
 */
export async function generateTest(
  request: APIRequestContext,
  courseId: string,
  documentIds: string[],
  options: Record<string, unknown>,
): Promise<string> {
  const generated = await request.post('/api/tests/generate', {
    data: { courseId, summaryIds: documentIds, ...options },
    timeout: 120_000,
  });
  expect(generated.status()).toBe(200);
  const stream = await generated.text();
  const done = stream
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as { type: string; testId?: string })
    .find((e) => e.type === 'done');
  expect(done?.testId, stream).toBeTruthy();
  return done!.testId!;
}

/**
 * A course with one uploaded document (the cell-biology notes unless told) and a test generated from it
 * (generateTest's options: 5 multiple-choice questions unless told).
 */
export async function courseWithTest(
  request: APIRequestContext,
  {
    course = 'Cell Biology',
    file,
    ...options
  }: { course?: string; file?: UploadFile } & Record<string, unknown> = {},
): Promise<{ courseId: string; documentId: string; testId: string }> {
  const courseId = await createCourse(request, course);
  const documentId = await uploadNotes(request, courseId, file ?? (await cellNotesFile()));
  const testId = await generateTest(request, courseId, [documentId], {
    questionType: 'multiple-choice',
    questionCount: 5,
    ...options,
  });
  return { courseId, documentId, testId };
}

/** Opens (or resumes) the attempt, answers every question through the API with `pick`, submits; the submission id. */
export async function answerAndSubmit<Q extends { id: string }>(
  request: APIRequestContext,
  testId: string,
  pick: (q: Q) => string,
): Promise<string> {
  const attempt = (await (await request.post(`/api/tests/${testId}/attempt`)).json()) as {
    submission: { id: string };
    questions: Q[];
  };
  for (const q of attempt.questions) {
    const res = await request.put(`/api/submissions/${attempt.submission.id}/answers/${q.id}`, {
      data: { answer: pick(q), timeSpent: 3 },
    });
    expect(res.status()).toBe(200);
  }
  expect(
    (await request.post(`/api/submissions/${attempt.submission.id}/submit`, { data: {} })).status(),
  ).toBe(200);
  return attempt.submission.id;
}

/** An option's text without its letter ("B) text": "text"). */
const optionBody = (o: string) => o.replace(/^\s*[A-D]\s*[).:-]\s*/, '');

/**
 * Answers a practice set right through the API and submits it; the submission id. Its options are reshuffled, so
 * each key is found by its text among the `results` of the test it practises.
 */
export async function answerPracticeRight(
  request: APIRequestContext,
  practiceId: string,
  results: { text: string; options: string[] | null; correctAnswer: string }[],
): Promise<string> {
  const keyText = new Map(
    results.map((q) => [q.text, optionBody(q.options!.find((o) => o.trim().startsWith(q.correctAnswer))!)]),
  );
  return answerAndSubmit(request, practiceId, (q: { id: string; text: string; options: string[] | null }) => {
    const option = q.options!.find((o) => optionBody(o) === keyText.get(q.text))!;
    return option.trim()[0]!;
  });
}

/**
 * Starts a server of the app of its own on `port`, configured with Stripe keys and pointed at a local fake of the
 * Stripe API (apps/api/test/fake-stripe.ts), with `env` on top; waits until it answers. Stop both with `stop`.
 */
export async function startStripeServer(port: number, name: string, env: Record<string, string> = {}) {
  const base = `http://localhost:${port}`;
  const fake = await new FakeStripe().start();
  fake.webhookUrl = `${base}/api/billing/webhook`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `studypilot-e2e-${name}-`)),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      RATE_LIMIT_AUTH_PER_IP: '1000',
      ...env,
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_API_URL: fake.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await fake.stop();
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { fake, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the Stripe-configured server did not start on ${base}`);
}

/** Cell-biology notes the journeys upload: ten paragraphs the offline engine writes a 5+ question test from. */
export const CELL_NOTES = [
  'The mitochondrion is the organelle that produces most of the chemical energy of the cell in the form of ATP through cellular respiration.',
  'The nucleus stores the genetic material of eukaryotic cells as DNA organised into chromosomes, and it controls gene expression.',
  'Ribosomes are molecular machines that synthesise proteins by translating messenger RNA into chains of amino acids.',
  'The Golgi apparatus modifies, sorts and packages proteins and lipids into vesicles for transport inside or outside the cell.',
  'Chloroplasts carry out photosynthesis in plant cells, converting light energy, water and carbon dioxide into glucose and oxygen.',
  'The cell membrane is a phospholipid bilayer that controls which substances enter and leave the cell by diffusion, osmosis and active transport.',
  'Lysosomes contain digestive enzymes that break down worn-out organelles, food particles and engulfed viruses or bacteria.',
  'The endoplasmic reticulum is a network of membranes; the rough endoplasmic reticulum is covered with ribosomes and makes proteins for export.',
  'Mitosis divides one nucleus into two genetically identical nuclei through prophase, metaphase, anaphase and telophase.',
  'Meiosis produces four haploid gametes with half the chromosome number, and crossing over during prophase one increases genetic variation.',
];

/** The notes as a DOCX file. */
export const cellNotesDocx = () =>
  Packer.toBuffer(
    new Document({
      sections: [{ children: CELL_NOTES.map((t) => new Paragraph({ children: [new TextRun(t)] })) }],
    }),
  );

/** The notes as an upload: cells.docx. */
export const cellNotesFile = async (): Promise<UploadFile> => ({
  name: 'cells.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: await cellNotesDocx(),
});

/** Hebrew mechanics notes saved as text, full of LaTeX (decision 106); shared with the engine's unit tests. */
export { HEBREW_MECHANICS };

/** The same notes with a third section, on simple machines: reasons the offline engine asks open questions about. */
export const HEBREW_MECHANICS_WITH_MACHINES = `${HEBREW_MECHANICS}
מכונות פשוטות

המהנדסים משתמשים בגלגלות כדי להקטין את הכוח הדרוש להרמת משא כבד.
הנהגים מפעילים את הבלמים כדי להמיר את האנרגיה הקינטית של המכונית לחום.
הספורטאים מכופפים את הברכיים בנחיתה כדי להאריך את זמן הבלימה ולהקטין את הכוח על הגוף.
`;
