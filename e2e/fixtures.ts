import { Document, Packer, Paragraph, TextRun } from 'docx';
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
