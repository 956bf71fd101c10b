/**
 * eng-form10 (issue 11, decision 106): a formula named as a quantity it cannot be. The material's own equation
 * "c^2t^2 = x^2 + y^2 + z^2" shows c^2t^2 is the light sphere's radius squared; a statement that names it the
 * radius (copied from an error of the notes) is refused by the gate in Hebrew and English, while statements that
 * name the quantity right, or relate the distance to the equation, still pass. In-code fixtures.
 */
import { describe, expect, it } from 'vitest';
import { questionFlaws, type GeneratedQuestion, type SourceDocument } from '../src/index.ts';
import { doc } from './fixtures.ts';

const SPHERE_HE =
  'אם אות של אור נשלח מהראשית בזמן $0$, אות זה מתפשט במרחב במהירות אחידה בכל הכיוונים. כלומר, נקבל שהמרחק של האות מהראשית בזמן $t$ מקיים:\n' +
  '$$\\begin{gather}\nc^{2}t^{2}=x^{2}+y^{2}+z^{2}\\\\[2ex]\nc^{2}t^{2}-x^{2}-y^{2}-z^{2}=0\n\\end{gather}$$\n\n' +
  'נשים לב שהגודל $c^{2}t^{2}$ הוא רדיוס של כדור אליו האור הגיע. כדור זה נקרא כדור האור.';

const SPHERE_EN =
  'A light signal sent from the origin at time $0$ spreads at one speed in every direction, so its distance from the origin at time $t$ satisfies: ' +
  '$$c^{2}t^{2}=x^{2}+y^{2}+z^{2}$$\n\n' +
  'Note that the quantity $c^{2}t^{2}$ is the radius of the sphere the light has reached. ' +
  'Note that the quantity $ct$ is the radius of the sphere the light has reached.';

function statementQuestion(
  d: SourceDocument,
  stem: string,
  key: string,
  others: string[],
): GeneratedQuestion {
  return {
    type: 'multiple-choice',
    form: 'true-statement',
    text: stem,
    options: [key, ...others].map((o, i) => `${'ABCD'[i]}) ${o}`),
    correctAnswer: 'A',
    explanation: `The material says: "${key}"`,
    source: { documentId: d.id, documentName: d.name, unitKind: 'section', unit: 1, quote: key },
  };
}

const keyFlaws = (q: GeneratedQuestion, d: SourceDocument) =>
  questionFlaws(q, { documents: [d] }).filter((f) => f.code === 'key');

describe('eng-form10: a squared quantity of the material named as a length', () => {
  it('refuses the Hebrew statement "c^2t^2 is the radius of the light sphere" as a key', () => {
    const d = doc('יחסות.md', [SPHERE_HE, 'מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.']);
    const q = statementQuestion(
      d,
      'לפי החומר, איזו מהטענות הבאות נכונה?',
      'הגודל $c^{2}t^{2}$ הוא רדיוס של כדור אליו האור הגיע.',
      [
        'מהירות האור היא לא קבועה בכל הכיוונים ובכל מערכות הייחוס.',
        'כל גוף בעל מסה נע במהירות $c$.',
        'הזמן העצמי בין שני מאורעות הוא הזמן הארוך ביותר.',
      ],
    );
    expect(keyFlaws(q, d)).toHaveLength(1);
  });

  it('refuses the English statement and keeps the one that names ct the radius', () => {
    const d = doc('Relativity.md', [SPHERE_EN, 'The speed of light is the same in every inertial frame.']);
    const others = [
      'The speed of light differs between inertial frames.',
      'Every body with mass moves at the speed $c$.',
      'The proper time between two events is the longest time.',
    ];
    const stem = 'According to the material, which statement is correct?';
    const wrong = 'Note that the quantity $c^{2}t^{2}$ is the radius of the sphere the light has reached.';
    const right = 'Note that the quantity $ct$ is the radius of the sphere the light has reached.';
    expect(keyFlaws(statementQuestion(d, stem, wrong, others), d)).toHaveLength(1);
    expect(keyFlaws(statementQuestion(d, stem, right, others), d)).toEqual([]);
  });

  it('refuses a distance "of up to" the equation, and a radius named after its sphere', () => {
    const d = doc('Relativity.md', [
      SPHERE_EN,
      'Only planets at a distance of up to $c^{2}t^{2}=x^{2}+y^{2}+z^{2}$ are reached by the radio waves.',
      'The radius of the light sphere is $c^{2}t^{2}$ at time $t$.',
    ]);
    const others = [
      'The speed of light differs between inertial frames.',
      'Every body with mass moves at the speed $c$.',
      'The proper time between two events is the longest time.',
    ];
    for (const key of [
      'Only planets at a distance of up to $c^{2}t^{2}=x^{2}+y^{2}+z^{2}$ are reached by the radio waves.',
      'The radius of the light sphere is $c^{2}t^{2}$ at time $t$.',
    ])
      expect(keyFlaws(statementQuestion(d, 'Which statement is correct?', key, others), d)).toHaveLength(1);
  });

  it('keeps statements that relate the distance to the equation or say "squared", beside one it refuses', () => {
    const d = doc('Relativity.md', [
      SPHERE_EN,
      'The squared radius of the light sphere is $c^{2}t^{2}$. The energy of the particle is $E=mc^{2}$.',
      'The radius of the light sphere is $c^{2}t^{2}$ at time $t$.',
    ]);
    const others = [
      'The speed of light differs between inertial frames.',
      'Every body with mass moves at the speed $c$.',
      'The proper time between two events is the longest time.',
    ];
    const ask = (key: string) =>
      keyFlaws(statementQuestion(d, 'Which statement is correct?', key, others), d);
    expect(ask('The radius of the light sphere is $c^{2}t^{2}$ at time $t$.')).toHaveLength(1);
    for (const key of [
      'A light signal sent from the origin at time $0$ spreads at one speed in every direction, so its distance from the origin at time $t$ satisfies: $$c^{2}t^{2}=x^{2}+y^{2}+z^{2}$$',
      'The squared radius of the light sphere is $c^{2}t^{2}$.',
      'The energy of the particle is $E=mc^{2}$.',
    ])
      expect(ask(key)).toEqual([]);
  });

  it('refuses "r^2 is the radius" only where the material shows r^2 a sum of squares (conservative)', () => {
    const key = 'The quantity $r^{2}$ is the radius of the circle.';
    const others = [
      'A circle has two centres.',
      'A circle has no centre at all.',
      'A circle has a centre on its edge.',
    ];
    const ask = (d: SourceDocument) =>
      keyFlaws(statementQuestion(d, 'Which statement is correct?', key, others), d);
    const shown = doc('Circle.md', [
      `A point of the circle satisfies $x^{2}+y^{2}=r^{2}$. ${key} A circle has one centre.`,
    ]);
    const notShown = doc('Circle.md', [`${key} A circle has one centre.`]);
    expect(ask(shown)).toHaveLength(1);
    expect(ask(notShown)).toEqual([]);
  });

  it('refuses a formula question that asks for the radius with the squared expression as its key', () => {
    const d = doc('Relativity.md', [SPHERE_EN]);
    const q = (key: string, others: string[]): GeneratedQuestion => ({
      ...statementQuestion(
        d,
        'Which formula gives the radius of the sphere the light has reached?',
        key,
        others,
      ),
      form: 'formula',
      source: {
        documentId: d.id,
        documentName: d.name,
        unitKind: 'section',
        unit: 1,
        quote: 'Note that the quantity $c^{2}t^{2}$ is the radius of the sphere the light has reached.',
      },
    });
    expect(keyFlaws(q('$c^{2}t^{2}$', ['$x^{2}$', '$mc^{2}$', '$t$']), d)).toHaveLength(1);
    expect(keyFlaws(q('$ct$', ['$x^{2}$', '$mc^{2}$', '$t$']), d)).toEqual([]);
  });
});
