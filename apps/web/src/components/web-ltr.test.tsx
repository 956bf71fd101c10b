import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MathText } from './math-text';

/** KaTeX's HTML has rendered somewhere in the page. */
const typeset = () => screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);

/** Each stretch isolated left to right, as the student sees it (KaTeX's HTML, where a bar is "∣"; no MathML copy). */
const isolated = (root: Element) =>
  [...root.querySelectorAll('bdi[dir="ltr"][data-math="script"]')].map((b) => {
    const copy = b.cloneNode(true) as Element;
    copy.querySelectorAll('.katex-mathml').forEach((m) => m.remove());
    return copy.textContent!.replace(/[\s\u200b]/g, '');
  });

/** The LaTeX KaTeX was given for each typeset stretch. */
const texOf = (root: Element) =>
  [...root.querySelectorAll('[data-math="script-tex"] annotation')].map((e) => e.textContent);

/** The text a reader sees outside the isolated stretches, in order. */
const around = (p: Element) =>
  [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);

describe('math without _ or ^ inside Hebrew text keeps its left-to-right order (decision 106, web-ltr)', () => {
  it('isolates and typesets |𝑥 − 𝑞| < 𝜀, 𝑎 ≤ 𝑥 ≤ 𝑏, (𝑎, 𝑏) and 𝑓(𝑥) = 𝑥² in a Hebrew question, in order', async () => {
    const { container } = render(
      <div>
        <p dir="rtl">
          <MathText text="לכל 𝜀 > 0 קיים 𝑁 כך ש-|𝑥 − 𝑞| < 𝜀 לכל 𝑛 > 𝑁." />
        </p>
        <p dir="rtl">
          <MathText text='אם 𝑎 ≤ 𝑥 ≤ 𝑏 אז 𝑥 שייך לקטע "(𝑎, 𝑏)" (כאשר 𝑓(𝑥) = 𝑥²).' />
        </p>
      </div>,
    );
    await typeset();
    const [limit, interval] = [...container.querySelectorAll('p')];
    // what the student sees: each stretch whole, left to right, its bars, relations and brackets in their order
    expect(isolated(limit!)).toEqual(['ε>0', 'N', '∣x−q∣<ε', 'n>N']);
    expect(texOf(limit!)).toEqual(['\\varepsilon > 0', 'N', '|x - q| < \\varepsilon', 'n > N']);
    expect(around(limit!)).toEqual(['לכל ', ' קיים ', ' כך ש-', ' לכל ', '.']);
    expect(isolated(interval!)).toEqual(['a≤x≤b', 'x', '(a,b)', 'f(x)=x2']);
    expect(texOf(interval!)).toEqual(['a \\le x \\le b', 'x', '(a, b)', 'f(x) = x^{2}']);
    // the quotes, the sentence's bracket and its final period stay in the Hebrew text, outside the isolation
    expect(around(interval!)).toEqual(['אם ', ' אז ', ' שייך לקטע "', '" (כאשר ', ').']);
    for (const b of container.querySelectorAll('bdi[data-math="script"]'))
      expect(b.querySelector('.katex')).not.toBeNull();
  });

  it('keeps a half-open interval [𝑎, 𝑏) whole and isolates plain math next to script notation', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="הפונקציה רציפה בקטע [𝑎, 𝑏), ולכן 𝑎_𝑛 → 𝐿 וגם |𝑎_𝑛 − 𝐿| < 𝜀." />
      </p>,
    );
    await typeset();
    expect(isolated(container)).toEqual(['[a,b)', 'an→L', '∣an−L∣<ε']);
    expect(texOf(container)).toEqual(['[a, b)', 'a_n \\to L', '|a_n - L| < \\varepsilon']);
    expect(around(container.querySelector('p')!)).toEqual(['הפונקציה רציפה בקטע ', ', ולכן ', ' וגם ', '.']);
  });

  it('isolates the math of a run that also holds an English name, leaving the name as text', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="לפי Rolle, 𝑓′(𝑐) = 0 בנקודה כלשהי." />
      </p>,
    );
    await typeset();
    expect(isolated(container)).toEqual(['f′(c)=0']);
    expect(around(container.querySelector('p')!)).toEqual(['לפי Rolle, ', ' בנקודה כלשהי.']);
  });

  it('leaves times, file names, dates, list numbers, C++, a unit and the dashes and arrows of prose in Hebrew text as they are', () => {
    const text =
      'הפגישה בשעה 10:30 בקובץ notes.pdf, עמוד 3, בשנת 2026, בתאריך 27/11/2026, עמודים 3-4 (1) בשפת C++ – שלב 1 → שלב 2, במהירות 10 m/s.';
    const { container } = render(
      <p dir="rtl">
        <MathText text={text} />
      </p>,
    );
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('leaves English text with the same math as it is', () => {
    const text = 'If 𝑎 ≤ 𝑥 ≤ 𝑏 then |𝑥 − 𝑞| < 𝜀 and 𝑓(𝑥) = 𝑥² on (𝑎, 𝑏).';
    const { container } = render(
      <p>
        <MathText text={text} />
      </p>,
    );
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe(text);
  });
});
