/**
 * Hebrew notes that define a quantity by the next formula ("אנו מגדירים את X להיות:" then "$$\boxed{...}$$") and
 * sum their results up in a formula box ("נוסחה:" then one quantity a row): "which formula expresses X according
 * to the material?", with the box's rows for the quantity's named relatives ("E_{k}", "E_{0}") as distractors,
 * never a relation that holds the key's quantity ("p=\frac{E}{c}": solved for E, it expresses it too), and the
 * key shown without its frame (issue 15, decision 104/106). Fixtures are written here, as Hebrew physics notes.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { unboxed } from '../src/local/formula.ts';
import { hebrewFormulaDrafts, localEngine, mcRequest, RELATIVITY_FORMULA_BOX } from './fixtures.ts';

const BOX = RELATIVITY_FORMULA_BOX;

function notes(lead: string): SourceDocument {
  return {
    id: 'rel',
    name: 'יחסות.md',
    unitKind: 'section',
    units: [
      {
        number: 1,
        title: 'אנרגיה',
        text:
          'אנרגיה\n\n' +
          'העבודה שעושה שקול הכוחות על גוף שווה לשינוי האנרגיה הקינטית שלו.\n' +
          `${lead}\n$$\\boxed {\nE=\\gamma mc^{2}\n }$$\n\n` +
          'גם כאשר לגוף אין אנרגיה קינטית, עדיין יש לו אנרגיית מנוחה.\n' +
          'בעזרת קשר זה, נוכל גם לראות כי:\n$$cp=\\sqrt{ E^{2}-m^{2}c^{4} }$$\n' +
          'ולכן, גם כאשר לגוף אין מסה, עדיין יש לו תנע:\n$$p=\\frac{E}{c}$$\n',
      },
      {
        number: 2,
        title: 'סיכום',
        text: `סיכום\n\nסיכום התוצאות בדינמיקה יחסותית.\nנוסחה:\n${BOX}\nאלה הקשרים העיקריים של הפרק.`,
      },
    ],
  };
}

const DEFINES = 'אנו מגדירים את האנרגיה היחסותית הכוללת של חלקיק להיות:';
const flat = (f: string) => f.replace(/\s+/g, ' ');

async function drafts(doc: SourceDocument) {
  const { drafts, table } = await hebrewFormulaDrafts(doc);
  return drafts.map((q) => ({
    stem: q.stem,
    key: table.restore(q.key),
    distractors: q.distractors.map((d) => table.restore(d)),
    quote: table.restore(q.quote),
  }));
}

describe('Hebrew: a quantity the notes define by a formula ("אנו מגדירים את X להיות:")', () => {
  it('asks for the total energy with the named energies of the formula box as distractors', async () => {
    const q = (await drafts(notes(DEFINES))).find((x) => x.stem.includes('האנרגיה היחסותית הכוללת'));
    expect(q).toBeDefined();
    expect(q!.stem).toBe('איזו נוסחה מבטאת את האנרגיה היחסותית הכוללת של חלקיק לפי החומר?');
    // right-hand sides: the left sides E, E_{k}, E_{0}, p would tell the key (eng-formula2)
    expect(q!.key).toBe('$$ \\gamma mc^{2} $$');
    expect(q!.quote).toContain(DEFINES);
    // the box names the kinetic and the rest energy as quantities of their own: the best distractors
    expect(q!.distractors).toContain('$$ mc^{2}(\\gamma-1) $$');
    expect(q!.distractors).toContain('$$ mc^{2} $$');
    // never a relation that holds E (solved for E it expresses the total energy too), never the key's own row
    expect(q!.distractors.some((d) => /(?<![A-Za-z\\])E(?![A-Za-z])|\\gamma mc/.test(d))).toBe(false);
    expect(q!.distractors).toHaveLength(3);
  });

  it('shows the key without the \\boxed frame the notes put around it, and the gate keeps the question', async () => {
    const doc = notes(DEFINES);
    const res = await localEngine().generate(mcRequest([doc], { questionCount: 1, seed: 3 }));
    const q = res.questions.find((x) => x.text.includes('האנרגיה היחסותית הכוללת'));
    expect(q).toBeDefined();
    expect(q!.options!.some((o) => o.includes('\\boxed'))).toBe(false);
    const key = q!.options!['ABCD'.indexOf(q!.correctAnswer)]!;
    expect(flat(key)).toContain('$$ \\gamma mc^{2} $$');
    // the quote is the material as written, frame included
    expect(q!.source.quote).toContain('\\boxed');
  });

  it("asks nothing of a defining lead that names one example's system or moment", async () => {
    for (const lead of ['אנו מגדירים את האנרגיה של המערכת להיות:', 'נגדיר את האנרגיה לפני ההתנגשות להיות:']) {
      const qs = await drafts(notes(lead));
      expect(qs.some((q) => q.stem.includes('האנרגיה'))).toBe(false);
    }
  });

  it('never asks for a row of the formula box itself (the rows are distractors only)', async () => {
    const qs = await drafts(notes('גם כאן מופיעה אנרגיה.'));
    expect(qs).toEqual([]);
  });
});

describe('unboxed', () => {
  it('drops a \\boxed frame around a whole display formula only', () => {
    expect(unboxed('$$\\boxed { E=\\gamma mc^{2} }$$')).toBe('$$E=\\gamma mc^{2}$$');
    expect(unboxed('$$a=\\boxed{b}+c$$')).toBe('$$a=\\boxed{b}+c$$');
    expect(unboxed('$$x=1$$')).toBe('$$x=1$$');
  });
});
