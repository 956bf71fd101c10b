/**
 * Open questions v4 of eng-open3 (decision 105): the weak classes of the readers at d03fe16 - key ideas that are
 * fragments ("precise set" of "a precise set of points", "flow" of "control flow") or the same idea twice
 * ("מערכת ייחוס" beside "מערכת ייחוס הנעה").
 */
import { describe, expect, it } from 'vitest';
import { createEngine, questionFlaws, type SourceDocument } from '../src/index.ts';
import { hebrewPhrases } from '../src/local/open-he-math.ts';

const engine = createEngine({ engine: 'local' });
const doc = (id: string, name: string, pages: string[]): SourceDocument => ({
  id,
  name,
  unitKind: 'section',
  units: pages.map((text, i) => ({ number: i + 1, text })),
});

/** As many open questions as the document supports (up to `count`), each passing the gate. */
async function most(d: SourceDocument, count: number) {
  for (let k = count; k >= 1; k--) {
    try {
      const r = await engine.generate({
        documents: [d],
        questionType: 'open-ended',
        questionCount: k,
        difficulty: 'medium',
        seed: 5,
      });
      for (const q of r.questions) expect(questionFlaws(q, { documents: [d] })).toEqual([]);
      return r.questions;
    } catch {
      // fewer
    }
  }
  return [];
}

const INTERPOLATION = doc('interp', 'Interpolation.md', [
  `Interpolation

Polynomial interpolation is the process of finding a polynomial that equals data at a precise set of points. An interpolant can be constructed by either solving a linear system involving the Vandermonde matrix, or directly in terms of the Lagrange basis for polynomials.

The error of polynomial interpolation grows with the degree of the polynomial. Polynomial interpolation at equally spaced points can oscillate near the ends of the interval, which is known as the Runge phenomenon.`,
  `Trace trees

Especially simple loops, namely those where control flow, value types, value representations, and inlined functions are all invariant, can be represented by a single trace. But most loops have at least some variation, and so the program will take side exits from the main trace. A guard checks the control flow of the loop on every iteration.`,
]);

describe('open questions v4: key ideas are content phrases', () => {
  it('a classifier noun keeps what it classifies: "precise set of points", never "precise set"', async () => {
    const qs = await most(INTERPOLATION, 3);
    const concept = qs.find((q) => /polynomial interpolation/i.test(q.text));
    expect(concept).toBeDefined();
    expect(concept!.keyIdeas).toContain('precise set of points');
    for (const q of qs) expect(q.keyIdeas).not.toContain('precise set');
  });

  it('a compound the material writes twice stays whole: "control flow", never "flow"', async () => {
    const qs = await most(INTERPOLATION, 3);
    const why = qs.find((q) => /side exits/.test(q.text));
    expect(why).toBeDefined();
    expect(why!.keyIdeas).toContain('control flow');
    for (const q of qs) expect(q.keyIdeas).not.toContain('flow');
  });
});

describe('open questions v4: Hebrew key ideas', () => {
  const meaning =
    'שפרק הזמן בין שתי מאורעות שיתרחשו באותו מקום מבחינת מערכת ייחוס אחת יתרחשו בפרק זמן יותר ארוך מבחינת מערכת ייחוס הנעה במהירות קבועה ביחס למערכת הראשונה.';

  it('no idea is inside another ("מערכת ייחוס" beside "מערכת ייחוס הנעה")', () => {
    const ideas = hebrewPhrases(meaning, 'התארכות זמן');
    expect(ideas).toContain('מערכת ייחוס הנעה');
    expect(ideas).not.toContain('מערכת ייחוס');
    expect(ideas.filter((i) => /פרק/u.test(i))).toHaveLength(1);
  });

  it('the comparative and the sameness are ideas: "בפרק זמן יותר ארוך", "באותו מקום"', () => {
    const ideas = hebrewPhrases(meaning, 'התארכות זמן');
    expect(ideas).toContain('בפרק זמן יותר ארוך');
    expect(ideas).toContain('באותו מקום');
  });

  it('a named phenomenon asked in Hebrew has four distinct ideas', async () => {
    const d = doc('rel', 'יחסות.md', [
      `התארכות זמן

אנו רואים תוצאה זו מהאיור למעלה. מבחינת האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט. תופעה זו נקראת התארכות זמן. משמעותה ${meaning}`,
    ]);
    const qs = await most(d, 2);
    const q = qs.find((x) => /התארכות זמן/u.test(x.text));
    expect(q).toBeDefined();
    expect(q!.keyIdeas).not.toContain('מערכת ייחוס');
    expect(new Set(q!.keyIdeas).size).toBe(q!.keyIdeas!.length);
  });
});
