/**
 * Open questions v4 of eng-open3 (decision 105): the weak classes of the readers at d03fe16 - key ideas that are
 * fragments ("precise set" of "a precise set of points", "flow" of "control flow") or the same idea twice
 * ("מערכת ייחוס" beside "מערכת ייחוס הנעה").
 */
import { describe, expect, it } from 'vitest';
import { createEngine, questionFlaws, type SourceDocument } from '../src/index.ts';
import { sections as doc } from './fixtures.ts';
import { hebrewPhrases } from '../src/local/open-he-math.ts';

const engine = createEngine({ engine: 'local' });

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

// a notice written for the test: permissions with the condition the notice sets on each
const NOTICE = doc('notice', 'Privacy notice.docx', [
  `Uses and disclosures

Business Associate – Riverside Clinic may use and disclose PHI to one or more of its business associates if the Clinic obtains satisfactory written assurance that the business associate will appropriately safeguard your PHI.
Victims of Abuse, Neglect or Domestic Violence – We may disclose your PHI to a government authority authorized by law to receive reports of abuse, if we believe an adult or child is a victim of abuse or neglect.
Judicial Proceedings – We also may disclose information about you in response to a subpoena or other legal process but only if efforts have been made to tell you about the request or to obtain an order protecting the information.
The Clinic keeps a record of every disclosure of your PHI. The Clinic reviews its privacy practices every year. Your PHI includes your diagnosis, your treatment and your payments.`,
]);

describe('open questions v4: a permission and its condition', () => {
  // (v9, eng-open4: a notice's permission under a condition is a rule to recall, rated weak in every reader round,
  // and is no longer asked; open-v9.test.ts)
  it('asks no "under what condition" question of a notice\'s permissions', async () => {
    const qs = await most(NOTICE, 3);
    for (const q of qs) {
      expect(q.text).not.toMatch(/under what condition/);
      expect(q.text).not.toMatch(/\bwe\b|–/i);
    }
  });

  it('no condition question where the modal is inside a relative clause or the claim runs on past a colon', async () => {
    const d = doc('ann', 'Annotations.pdf', [
      `Annotations

REQUIRESSTACK is an untrusted annotation that means the function may be called if the call stack has already been refreshed.
A matrix can be stored in different formats, in particular it is important for simulations that we use sparsity: if we know a matrix has entries that are zero we can implement faster algorithms.
The call stack is refreshed by the trace monitor before every external call.`,
    ]);
    const qs = await most(d, 3);
    for (const q of qs) expect(q.text).not.toMatch(/under what condition/);
  });
});

describe('open questions v4: a contrast of two things', () => {
  it('asks to compare the two sides of "X ..., while Y ...", the dashed example left out of the answer', async () => {
    const d = doc('geo', 'Geometry.pptx', [
      `Euclid

The 5 common notions have logical base – for example x=y  x+z = y+z for all numbers z – while the 5 postulates are geometric.
Euclid listed 5 common notions and 5 postulates in the Elements. A postulate is a statement that we accept as true without justification. The fifth postulate is equivalent to the parallel postulate of Playfair.`,
    ]);
    const qs = await most(d, 3);
    const q = qs.find((x) => x.form === 'compare');
    expect(q?.text).toBe('Compare the 5 common notions and the 5 postulates: how do they differ?');
    expect(q!.correctAnswer).toBe(
      'The 5 common notions have logical base, while the 5 postulates are geometric.',
    );
    expect(q!.keyIdeas).toEqual(['logical base', 'geometric']);
  });

  it('no comparison when a side opens with a pronoun', async () => {
    const d = doc('p', 'Notes.md', [
      `Stacks

It grows downwards in memory, while the heap grows upwards in memory as objects are allocated.
The stack holds the frames of the functions being called. The heap holds the objects allocated at run time.`,
    ]);
    const qs = await most(d, 3);
    for (const q of qs) expect(q.text).not.toMatch(/^Compare it\b/);
  });
});
