import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MathText } from './math-text';

/** KaTeX's HTML has rendered somewhere in the page. */
const typeset = () => screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);

/** The LaTeX KaTeX was given for each typeset stretch (its MathML keeps it as an annotation). */
const texOf = (root: Element) => [...root.querySelectorAll('annotation')].map((e) => e.textContent);

const LRI = '\u2066';
const PDI = '\u2069';

describe('Hebrew questions whose formulas the engine wrote as LTR isolates (decision 106, eng-he11)', () => {
  it('typesets the isolated formulas as it typesets the plain ones, no isolate inside KaTeX', async () => {
    const plain = 'אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתבדרת, אזי lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏] וגם |𝑥 − 𝑞| < 𝜀.';
    const isolated = `אם סדרה${LRI} {𝑎_𝑛}_{𝑛=1}^∞ ${PDI}מתבדרת, אזי${LRI} lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏] ${PDI}וגם${LRI} |𝑥 − 𝑞| < 𝜀 ${PDI}.`;
    const a = render(
      <p dir="rtl">
        <MathText text={plain} />
      </p>,
    );
    const b = render(
      <p dir="rtl">
        <MathText text={isolated} />
      </p>,
    );
    await typeset();
    expect(texOf(b.container)).toEqual(texOf(a.container));
    expect(texOf(b.container)).toEqual([
      '\\{a_n\\}_{n=1}^\\infty',
      '\\lim _{n\\to \\infty } a_n \\in [a, b]',
      '|x - q| < \\varepsilon',
    ]);
    // the isolates stay in the text around the typeset math (invisible controls), never inside what KaTeX draws
    for (const k of b.container.querySelectorAll('.katex'))
      expect(k.textContent).not.toMatch(/[\u2066-\u2069]/u);
  });
});
