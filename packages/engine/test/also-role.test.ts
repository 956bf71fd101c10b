/**
 * "Which of these ... ?" from what a sentence says of its subject (local/forms.ts `termFromRole`), decision 104: a
 * predicate that adds to something said before ("are also related to ...") is never asked, since another option may
 * have the property too and the stem lacks what the sentence adds to. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { BIOLOGY_PAGES, mcRequest, pages, questionsOverSeeds } from './fixtures.ts';

const WITH_ALSO = [
  ...BIOLOGY_PAGES,
  `Membranes and Storage

The vacuole is also involved in storing water and nutrients for the plant cell.
Lysosomes likewise break down worn-out organelles and foreign material inside the cell.
The cell wall is a rigid layer that surrounds the cell membrane of plant cells.
Vesicles are also used to carry proteins from the Golgi apparatus to the cell membrane.`,
];

describe('which of these: never from a predicate that adds to something said before', () => {
  it('asks about what the subjects do, but never "which of these is also ..." or "likewise ..."', async () => {
    const qs = await questionsOverSeeds(
      mcRequest([pages('Cells.pdf', WITH_ALSO)], { questionCount: 10 }),
      [1, 2, 3, 4, 5, 6],
    );
    expect(qs.length).toBeGreaterThan(20);
    const roles = qs.filter((q) => q.text.startsWith('According to the material, which of these'));
    for (const q of roles) expect(q.text).not.toMatch(/\b(?:also|likewise)\b/);
    // the sentences themselves are sound material: other forms may still ask about the vacuole or the vesicles
    expect(qs.some((q) => /vacuole|vesicle|lysosome/i.test(JSON.stringify(q)))).toBe(true);
  });
});
