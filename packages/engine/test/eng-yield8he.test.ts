/**
 * eng-yield8he (issue 11, decision 104): a result of math notes whose conclusion is one equality or one membership
 * ("אז 𝐿_1 = 𝐿_2", "אז lim 𝑎_𝑛 ∈ [𝑎, 𝑏]") is made false by denying it ("≠", "∉"), as a conclusion of one
 * inequality is turned round ("≥" -> "≤"): more false statements of the notes' own results for the statement form.
 */
import { describe, expect, it } from 'vitest';
import { swapRelation } from '../src/local/swapped-he.ts';

describe('eng-yield8he: a conclusion of one equality or membership denied', () => {
  it('denies an equality of the conclusion', () => {
    expect(swapRelation('אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 = 𝐿_2.')?.text).toBe(
      'אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2, אז 𝐿_1 ≠ 𝐿_2.',
    );
    // the arrow of the limit's subscript and the condition's relations are not the conclusion's
    expect(swapRelation('אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim_{𝑛→∞} 𝑎_𝑛 = 0.')?.text).toBe(
      'אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim_{𝑛→∞} 𝑎_𝑛 ≠ 0.',
    );
  });

  it('denies a membership of the conclusion', () => {
    expect(swapRelation('אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏].')?.text).toBe(
      'אם 𝑎 ≤ 𝑎_𝑛 ≤ 𝑏 כמעט לכל 𝑛, אז lim_{𝑛→∞} 𝑎_𝑛 ∉ [𝑎, 𝑏].',
    );
  });

  it('still turns one inequality round, and refuses a conclusion of two relations or a limit arrow', () => {
    expect(swapRelation('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≥ 0.')?.text).toBe('אם 𝑎_𝑛 ≥ 0, אז lim_{𝑛→∞} 𝑎_𝑛 ≤ 0.');
    // a chain ("= lim 𝑐_𝑛 = 𝐿"): which equality is the claim?
    expect(swapRelation('אם 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛, אז lim 𝑎_𝑛 = lim 𝑐_𝑛 = 𝐿.')).toBeNull();
    // an equality beside an inequality, a convergence ("→") or an already denied relation
    expect(swapRelation('אם 𝑎_𝑛 > 0, אז 𝑎_𝑛 = |𝑎_𝑛| > 0.')).toBeNull();
    expect(swapRelation('אם 𝑎_𝑛 = 𝑏_𝑛, אז 𝑎_𝑛 → 𝐿.')).toBeNull();
    expect(swapRelation('אם 𝑎_𝑛 ≠ 0, אז 𝑎_𝑛 ≠ 𝐿.')).toBeNull();
    // no "אם ... אז": no result to deny
    expect(swapRelation('הגבול 𝐿 = 0 של הסדרה.')).toBeNull();
  });
});
