/**
 * Two questions of one test must not answer each other (issue 11, eng-he2): the rules question of Hebrew calculus
 * notes names its theorem in quotes ('... שקובע המשפט "חשבון גבולות"?'), so a "which theorem is this?" question of
 * the same test that offers "חשבון גבולות" as a wrong name for the sandwich theorem is answered in part by it. The
 * theorem questions now draw their wrong names from the other theorems, and the selection refuses a question whose
 * wrong option another stem quotes by name. Fixtures are written here, as the PDF of the summary gives its lines.
 */
import { describe, expect, it } from 'vitest';
import { doc, generateUpTo, mcRequest } from './fixtures.ts';
import { LIMIT_LEAD, LIMIT_RULES, PROOF_STEP, summary } from './fixtures/he-calc.ts';

const ARITHMETIC = [LIMIT_LEAD, ...LIMIT_RULES, '', 'הוכחה:', PROOF_STEP, '∎'];
const THEOREMS = summary(
  'sequence',
  'convergent',
  'uniqueness',
  'convergentIsBounded',
  'sandwich',
  'boundedTimesNull',
  'limitOrder',
  'triangle',
);
const notes = () => doc('חדו"א.pdf', [THEOREMS.join('\n'), ARITHMETIC.join('\n')], 'page', 'he-calc-notes');
const strip = (o: string) => o.replace(/^[A-D]\)\s*/u, '');
const quoted = (stem: string) => [...stem.matchAll(/"([^"]+)"/gu)].map((m) => m[1]!);

describe('calculus notes: no question of a test answers another', () => {
  it('offers no theorem name as a wrong option that the rules question names', async () => {
    const res = await generateUpTo(mcRequest([notes()], { questionCount: 10 }));
    const listing = res.questions.map((x) => `${x.form}: ${x.text} | ${x.options?.join(' / ')}`).join('\n');
    // eng-he10: the rules question asks the quotient rule's condition ('... נובע מהמשפט "חשבון גבולות" ש-...?')
    const rules = res.questions.find((x) => x.text.includes('המשפט "חשבון גבולות"'));
    expect(rules, listing).toBeDefined();
    const names = res.questions.filter(
      (x) => x.form === 'term-from-definition' && x.text.startsWith('מהו שמו'),
    );
    // the theorem questions are still asked, with other theorems' names as their wrong options
    expect(names.length, listing).toBeGreaterThanOrEqual(2);
    for (const q of res.questions) {
      const wrong = (q.options ?? []).filter((_, i) => 'ABCD'[i] !== q.correctAnswer).map(strip);
      for (const other of res.questions)
        if (other !== q) for (const n of quoted(other.text)) expect(wrong, listing).not.toContain(n);
    }
  });

  it('asks the sandwich theorem by name, "חשבון גבולות" not among its options', async () => {
    const res = await generateUpTo(mcRequest([notes()], { questionCount: 10 }));
    const q = res.questions.find(
      (x) => x.text.includes('𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛') && x.form === 'term-from-definition',
    );
    expect(q, res.questions.map((x) => x.text).join('\n')).toBeDefined();
    const options = q!.options!.map(strip);
    expect(options['ABCD'.indexOf(q!.correctAnswer)]).toBe("סנדוויץ'");
    expect(options).not.toContain('חשבון גבולות');
  });
});
