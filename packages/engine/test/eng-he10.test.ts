/**
 * Hebrew calculus notes: the condition a limit rule needs (issue 11, eng-he10, decisions 104 and 106). Readers rated
 * "which of these is one of the rules of 'חשבון גבולות'?" keyed on the sum rule weak (the most elementary rule,
 * distractors wrong on their face); the quotient rule's condition is asked instead: "באיזה תנאי נובע מהמשפט ...
 * ש-(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀?", the key the notes' "𝑀 ≠ 0", the distractors conditions too weak to give the limit.
 * Its stem and options are written in reading order, each formula a left-to-right isolate (LRI ... PDI) that a
 * right-to-left page shows in order, never the PDF's reversed line "𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀". Fixtures are
 * written here, as a PDF and as notes typed in order give the lines.
 */
import { describe, expect, it } from 'vitest';
import { itemWritingFlaws, questionFlaws, type GeneratedQuestion } from '../src/index.ts';
import { isolateMath, ltrIsolated } from '../src/local/util.ts';
import { doc, generateUpTo, mcRequest } from './fixtures.ts';
import { LIMIT_LEAD, LIMIT_RULES, POWER_RULE, PROOF_STEP, summary } from './fixtures/he-calc.ts';

const LEAD = LIMIT_LEAD;
/** The theorem as the PDF of a Hebrew summary gives it: a rule under a condition reversed, its number after it. */
const AS_PDF = [LEAD, ...LIMIT_RULES, POWER_RULE, '', 'הוכחה:', PROOF_STEP, '∎'];
/** The same theorem typed in order: "3. אם 𝑀 ≠ 0 אז ...". */
const IN_ORDER = [
  LEAD,
  '1. 𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀',
  '2. 𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀',
  '3. אם 𝑀 ≠ 0 אז (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀',
  '',
  'הוכחה:',
  '∎',
];
const THEOREMS = summary('sequence', 'convergent', 'bounded', 'uniqueness', 'sandwich', 'boundedTimesNull');
const notes = (rules: string[], id: string) =>
  doc('חדו"א.pdf', [THEOREMS.join('\n'), rules.join('\n')], 'page', id);

const LRI = '\u2066';
const PDI = '\u2069';
/** An option's text as a student reads it: no letter, no isolate marks. */
const shown = (o: string) =>
  o
    .replace(/^[A-D]\)\s*/u, '')
    .replace(/[\u2066-\u2069]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
/** Each stretch a right-to-left page shows left to right, in order. */
const isolates = (t: string) => [...t.matchAll(/\u2066([^\u2069]*)\u2069/gu)].map((m) => m[1]!.trim());
/** The text outside the isolates: Hebrew words and punctuation only, no math symbol. */
const outside = (t: string) => t.replace(/\u2066[^\u2069]*\u2069/gu, ' ');

async function conditionQuestion(rules: string[], id: string) {
  const d = notes(rules, id);
  const res = await generateUpTo(mcRequest([d], { questionCount: 10 }));
  const listing = res.questions.map((x) => `${x.form}: ${x.text} | ${x.options?.join(' / ')}`).join('\n');
  const q = res.questions.find((x) => x.text.includes('באיזה תנאי'));
  expect(q, listing).toBeDefined();
  return { q: q!, d, res };
}

function expectReadable(q: GeneratedQuestion) {
  for (const t of [q.text, ...q.options!]) {
    // every isolate opens and closes; no math letter, arrow or relation outside one
    expect((t.match(/\u2066/gu) ?? []).length).toBe((t.match(/\u2069/gu) ?? []).length);
    expect(outside(t)).not.toMatch(/[\u{1D400}-\u{1D7FF}⟶≠=<>_]/u);
  }
  // never the PDF's reversed line: a condition before "אם" glued to a formula
  for (const o of q.options!) expect(o).not.toMatch(/אם\S|,\s*אם/u);
}

describe('calculus notes: the condition of the quotient rule, in reading order', () => {
  it('asks which condition gives the quotient its limit, keyed on the notes\' "𝑀 ≠ 0"', async () => {
    const { q, d } = await conditionQuestion(AS_PDF, 'he10-pdf');
    expect(q.form).toBe('cause-effect');
    expect(q.text).toBe(
      `לפי החומר, תהיינה${LRI} 𝑎_𝑛, 𝑏_𝑛 ${PDI}סדרות כך ש-${LRI} lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 ${PDI}. ` +
        `באיזה תנאי נובע מהמשפט "חשבון גבולות" ש-${LRI} (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 ${PDI}?`,
    );
    const options = q.options!.map(shown);
    expect(options['ABCD'.indexOf(q.correctAnswer)]).toBe('𝑀 ≠ 0');
    // conditions a student puts in its place, each met by 𝑏_𝑛 = 1/𝑛, which tends to 0
    expect(options.filter((_, i) => 'ABCD'[i] !== q.correctAnswer).sort()).toEqual(
      ['𝑏_𝑛 ≠ 0 לכל 𝑛 טבעי', '𝑏_𝑛 > 0 החל ממקום מסוים', 'אין צורך בתנאי נוסף'].sort(),
    );
    expectReadable(q);
    expect(isolates(q.text)).toEqual([
      '𝑎_𝑛, 𝑏_𝑛',
      'lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀',
      '(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀',
    ]);
    // the quote is the notes' own lead and rule line, without the list number
    expect(q.source.quote).toBe(`${LEAD} … 𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀`);
    expect(q.explanation).toContain(`בתנאי ש-${LRI} 𝑀 ≠ 0 ${PDI}`);
    // the gate, as a client runs it on the written question, and no wording cue
    expect(questionFlaws(q, { documents: [d] })).toEqual([]);
    expect(itemWritingFlaws(q).overlappingOptions).toBe(false);
  });

  it('asks the same of notes typed in order ("3. אם 𝑀 ≠ 0 אז ...")', async () => {
    const { q, d } = await conditionQuestion(IN_ORDER, 'he10-order');
    const options = q.options!.map(shown);
    expect(options['ABCD'.indexOf(q.correctAnswer)]).toBe('𝑀 ≠ 0');
    expect(isolates(q.text).at(-1)).toBe('(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀');
    expect(q.source.quote).toBe(`${LEAD} … אם 𝑀 ≠ 0 אז (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀`);
    expectReadable(q);
    expect(questionFlaws(q, { documents: [d] })).toEqual([]);
  });

  it('reads limits the set-up gives with arrows ("𝑎_𝑛 ⟶ 𝐿 ו-𝑏_𝑛 ⟶ 𝑀")', async () => {
    const arrows = IN_ORDER.map((l) =>
      l === LEAD ? 'משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- 𝑎_𝑛 ⟶ 𝐿 ו-𝑏_𝑛 ⟶ 𝑀 . אזי:' : l,
    );
    const { q } = await conditionQuestion(arrows, 'he10-arrows');
    expect(q.options!.map(shown)['ABCD'.indexOf(q.correctAnswer)]).toBe('𝑀 ≠ 0');
    expect(isolates(q.text).slice(0, 2)).toEqual(['𝑎_𝑛, 𝑏_𝑛', '𝑎_𝑛 ⟶ 𝐿']);
    expectReadable(q);
  });

  it('asks nothing of a condition on the numerator, nor of a rule without a quotient', async () => {
    // "𝐿 ≠ 0" for the quotient is no condition of its limit; the power rule's condition is not asked either
    const wrong = AS_PDF.map((l) => l.replace('𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛)', '𝐿 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛)'));
    const res = await generateUpTo(mcRequest([notes(wrong, 'he10-wrong')], { questionCount: 10 }));
    expect(res.questions.filter((x) => x.text.includes('באיזה תנאי')).map((x) => x.text)).toEqual([]);
    expect(res.questions.filter((x) => /אחד הכללים/u.test(x.text)).map((x) => x.text)).toEqual([]);
  });
});

describe('formulas inside Hebrew text are left-to-right isolates', () => {
  it('wraps each stretch of math without the spaces, the joining hyphen or the punctuation around it', () => {
    expect(isolateMath('אם 𝑀 ≠ 0, אז (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀.')).toBe(
      `אם${LRI} 𝑀 ≠ 0 ${PDI}, אז${LRI} (𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 ${PDI}.`,
    );
    expect(isolateMath('כך ש-lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 ואז')).toBe(`כך ש-${LRI} lim_{𝑛→∞} 𝑏_𝑛 = 𝑀 ${PDI}ואז`);
    expect(isolateMath('(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀')).toBe(ltrIsolated('(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀'));
  });

  it('leaves numbers, names in Latin letters and text already isolated as they are', () => {
    for (const t of ['משפט 2.1.6 (חשבון גבולות)', 'לפי Rolle, 𝑓′(𝑐) = 0 בנקודה', `אם${LRI} 𝑀 ≠ 0 ${PDI}`])
      expect(isolateMath(t)).toBe(t);
  });
});
