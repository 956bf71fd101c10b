/**
 * Distractors of a term-from-definition question of the key's family (eng-kinds; readers at d0f7c17): "that has
 * no part" (a point) among a triangle, a circle and a right angle, "breadthless length" (a line) among a rectangle
 * and two triangles, "אוסף אינסופי ממוספר (סדור) של מספרים" (a sequence) among a property, a number and an
 * interval were answered by the definition's head noun alone. Options are notions of the key's family as the
 * definitions (or the names' head nouns) show it, or the question is not asked. Fixtures are written in code, as a
 * geometry deck and a calculus summary read once extracted (the summary's paragraphs shared in fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { finishDraft } from '../src/local/forms.ts';
import { hebrewLabelledDefinitionCandidates } from '../src/local/hebrew-defs.ts';
import { bodyFamily, nameFamily, ofKeyFamily, termFamily, termOfKeyFamily } from '../src/local/kinds.ts';
import { slideCandidates } from '../src/local/slides.ts';
import { questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { CALCULUS_HE as C, calculusNotes, hebrewDrafts, pages, read, slides } from './fixtures.ts';

describe('the family a definition or a name shows', () => {
  it('reads the genus of a body, what a primitive lacks, and the head noun of a name', () => {
    expect(bodyFamily('that has no part')).toBe('primitive');
    expect(bodyFamily('breadthless length')).toBe('primitive');
    expect(bodyFamily('that which has length and breadth only')).toBe('primitive');
    expect(bodyFamily('an infinite numbered collection of numbers')).toBe('collection');
    expect(bodyFamily('a number that is at least every element of the set')).toBe('number');
    expect(bodyFamily('an interval of the form (x - e, x + e)')).toBe('interval');
    expect(bodyFamily('a plane figure bounded by three lines')).toBe('figure');
    // a set of rules is no collection of numbers; a genus of no family shows none
    expect(bodyFamily('a set of rules that govern how a program manages memory')).toBeNull();
    expect(bodyFamily('the range within a program for which an item is valid')).toBe('interval');
    // eng-weak8: "how much memory ..." (the length of a String) is an amount, of the family of "the total amount"
    expect(bodyFamily('how much memory the contents are using')).toBe('number');
    expect(nameFamily('equilateral triangle')).toBe('figure');
    expect(nameFamily('right angle')).toBe('angle');
    expect(nameFamily('Circle')).toBe('figure');
    expect(nameFamily('point')).toBe('primitive');
    expect(nameFamily('scope')).toBeNull();
  });

  it('reads Hebrew genera, conditions as properties and head nouns', () => {
    expect(bodyFamily('אוסף אינסופי ממוספר (סדור) של מספרים')).toBe('collection');
    expect(bodyFamily('סביבת 𝜀 של 𝑥0 ∈ ℝ הוא קטע מהצורה (𝑥0 − 𝜀, 𝑥0 + 𝜀).')).toBe('interval');
    expect(bodyFamily('תהי 𝐴 ⊆ ℝ. נאמר ש-𝐴 חסומה אם היא חסומה מלמעלה וגם מלמטה.')).toBe('property');
    expect(nameFamily('חסם מלמטה')).toBe('number');
    expect(nameFamily('סביבת-ε')).toBe('interval');
    expect(nameFamily('קבוצה')).toBe('collection');
    // a label's own definition goes before its name
    expect(termFamily('חסימות', 'תהי 𝐴 ⊆ ℝ. נאמר ש-𝐴 חסומה אם היא חסומה מלמעלה וגם מלמטה.')).toBe('property');
  });

  it('keeps a term of another family out, and with strict, one of no family too', () => {
    expect(ofKeyFamily('primitive', 'figure')).toBe(false);
    expect(ofKeyFamily('primitive', 'primitive', true)).toBe(true);
    expect(ofKeyFamily('collection', null)).toBe(true);
    expect(ofKeyFamily('collection', null, true)).toBe(false);
    expect(ofKeyFamily(null, 'figure', true)).toBe(true);
  });
});

describe('a term from its definition in prose (forms.ts)', () => {
  it('takes no term of another family its own definition or name shows beside a collection', async () => {
    const c = await read(
      pages('Analysis notes.pdf', [
        'Sequences and bounds\n\nA sequence is an infinite ordered collection of numbers. Sequences are written with subscripts. ' +
          'A bound is a number that is at least every element of a set. Every bounded set has a bound. ' +
          'A neighbourhood is an interval around a point of the real line. Every neighbourhood contains rational numbers. ' +
          'Boundedness is a property of a set whose elements lie between two numbers. ' +
          'A limit is a number that the terms of a sequence approach. A supremum is the least upper bound of a set. ' +
          'A subsequence is a sequence taken from the terms of another sequence in order.',
      ]),
    );
    const sequence = c.definitions.find((d) => d.term === 'sequence')!;
    expect(sequence.body).toBe('an infinite ordered collection of numbers');
    const fits = (t: string) => termOfKeyFamily(c, sequence, t, t);
    // an interval, a property, a number by their definitions; a bound and a supremum by their names
    for (const t of ['neighbourhood', 'boundedness', 'limit', 'bound', 'supremum'])
      expect(fits(t)).toBe(false);
    // a sequence of another sequence's terms is a collection; a term of no family shown stands (not strict)
    expect(fits('subsequence')).toBe(true);
    expect(fits('subscript')).toBe(true);
  });
});

const defsOf = async (deck: SourceDocument) => {
  const c = await read(deck);
  const drafts = slideCandidates(c, rng(1))
    .filter((x) => x.form === 'term-from-definition' && x.topics.some((t) => t.startsWith('def:')))
    .map((x) => x.build(new Set()))
    .filter((d) => d !== null);
  return { c, byKey: new Map(drafts.map((d) => [d.key, d])) };
};

describe('a notion from its definition on a slide (slides.ts)', () => {
  it('asks no point or line among figures and angles (readers at d0f7c17)', async () => {
    // the lecture's deck: two primitive notions, the rest figures and angles
    const deck = slides('Geometry.pptx', [
      'A Point is that has no part.\nA line is breadthless length.\nStraight line?\nSegment?\nplane angle?\nright angle, acute angle, obtuse angle\nCircle, center, radius, diameter\n\nDefinitions',
      'Triangles\nEquilateral triangle,\nRight angled triangle\nRectangle, square\nParallel lines: two lines that don’t meet\nperpendicular lines\n\nDefinitions',
    ]);
    const { byKey } = await defsOf(deck);
    expect(byKey.has('point')).toBe(false);
    expect(byKey.has('line')).toBe(false);
  });

  it('asks them among the other primitive notions the deck states', async () => {
    const deck = slides('Elements.pptx', [
      'A Point is that has no part.\nA line is breadthless length.\nA surface is that which has length and breadth only.\nPlane\nSolid\nright angle, acute angle\nCircle, center, radius\n\nDefinitions',
      'Triangles\nEquilateral triangle,\nRight angled triangle\nRectangle, square\n\nDefinitions',
    ]);
    const { c, byKey } = await defsOf(deck);
    const point = byKey.get('point')!;
    expect(point.stem).toBe('Which notion does the material define as "that has no part"?');
    for (const key of ['point', 'line', 'surface']) {
      const d = byKey.get(key)!;
      expect(d.distractors).toHaveLength(3);
      for (const o of d.distractors) expect(['point', 'line', 'surface', 'plane', 'solid']).toContain(o);
      expect(questionFlaws(finishDraft(c, d)!, { documents: [deck] })).toEqual([]);
    }
    expect(byKey.get('line')!.stem).toBe('Which notion does the material define as "breadthless length"?');
  });
});

/** The calculus summary, after definitions of its own (`extra`). */
const NOTES = (extra: string[]) =>
  calculusNotes([...extra, C.neighbourhood, C.bounded, C.bounds, C.sequence, C.convergent, C.uniqueLimit]);

const labelled = (doc: SourceDocument) => hebrewDrafts(doc, hebrewLabelledDefinitionCandidates);

describe('Hebrew: a concept from its labelled definition (hebrew-defs.ts)', () => {
  it('asks no sequence among a property, a number and an interval (readers at d0f7c17)', async () => {
    expect((await labelled(NOTES([]))).some((q) => q.key === 'סדרה')).toBe(false);
  });

  it('asks it among other collections the notes define', async () => {
    const qs = await labelled(
      NOTES([
        C.set,
        'הגדרה 1.1.2 (וקטור): רשימה סופית של מספרים ממשיים.',
        'הגדרה 1.1.3 (מטריצה): אוסף של מספרים המסודרים בשורות ובעמודות.',
      ]),
    );
    const q = qs.find((x) => x.key === 'סדרה')!;
    expect(q.stem).toBe('איזה מושג מוגדר בחומר כך: "אוסף אינסופי ממוספר (סדור) של מספרים"?');
    expect([...q.distractors].sort()).toEqual(['וקטור', 'מטריצה', 'קבוצה'].sort());
  });
});
