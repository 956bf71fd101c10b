import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MathText } from './math-text';

/** KaTeX's HTML has rendered somewhere in the page. */
const typeset = () => screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);

/** The LaTeX KaTeX was given for each typeset stretch (its MathML keeps it as an annotation). */
const texOf = (root: Element) =>
  [...root.querySelectorAll('[data-math="script-tex"] annotation')].map((e) => e.textContent);

/** What the student sees of each typeset stretch (KaTeX's HTML, not the MathML copy for screen readers). */
const visibleOf = (root: Element) =>
  [...root.querySelectorAll('[data-math="script-tex"] .katex-html')].map((e) => e.textContent);

describe('script notation from PDFs typeset with KaTeX (decision 106)', () => {
  it('typesets lim_{𝑛→∞}, a set {𝑎_𝑛}^∞_{𝑛=1} and 𝑎_{𝑛+1} in a Hebrew question, each stretch still isolated', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="אם סדרה {𝑎_𝑛}^∞_{𝑛=1} מתבדרת, אזי lim_{𝑛→∞} 𝑎_𝑛 ∈ [𝑎, 𝑏] וגם 𝑎_{𝑛+1} ≤ 𝐿^𝑚." />
      </p>,
    );
    await typeset();
    const stretches = [...container.querySelectorAll('bdi[dir="ltr"][data-math="script"]')];
    expect(stretches).toHaveLength(3);
    for (const s of stretches) expect(s.querySelector('.katex')).not.toBeNull();
    expect(texOf(container)).toEqual([
      '\\{a_n\\}^\\infty _{n=1}',
      '\\lim _{n\\to \\infty } a_n \\in [a, b]',
      'a_{n+1} \\le L^m',
    ]);
    // real subscripts and superscripts, no underscore, caret or grouping brace on screen, the limit and the arrow set
    expect(container.querySelectorAll('[data-math="script-tex"] .msupsub').length).toBeGreaterThanOrEqual(5);
    const visible = visibleOf(container);
    for (const v of visible) expect(v).not.toMatch(/[_^]/);
    // the set's braces are shown (KaTeX sets the superscript over the subscript: "{an}" then "n=1" and "∞")
    expect(visible[0]!.replace(/[\s\u200b]/g, '')).toMatch(/^\{an\}(?:n=1∞|∞n=1)$/);
    expect(visible[1]).toContain('lim');
    expect(visible[1]).toContain('→');
    expect(visible[1]).toContain('∞');
    // the Hebrew words keep their order around the stretches
    const words = [...container.querySelector('p')!.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent);
    expect(words).toEqual(['אם סדרה ', ' מתבדרת, אזי ', ' וגם ', '.']);
  });

  it('typesets the notation in English text too, leaving the words and the punctuation around it', async () => {
    const { container } = render(
      <p>
        <MathText text="If lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, then the sequence (𝑎_𝑛)^2 converges to 𝐿^2." />
      </p>,
    );
    await typeset();
    expect(texOf(container)).toEqual(['\\lim _{n\\to \\infty } a_n = L', '(a_n)^2', 'L^2']);
    const p = container.querySelector('p')!;
    expect(p.querySelectorAll('bdi[dir="ltr"][data-math="script-tex"]')).toHaveLength(3);
    const text = [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);
    expect(text).toEqual(['If ', ', then the sequence ', ' converges to ', '.']);
  });

  it('never typesets snake_case, a file name or an address, in Hebrew or English', async () => {
    const { container } = render(
      <div>
        <p dir="rtl">
          <MathText text='ב"he_calculus1t_summary.pdf", עמוד 3, כתוב ש-𝑎_𝑛 → 𝐿.' />
        </p>
        <p>
          <MathText text="Set max_size in config_v2.yaml, see https://example.org/a_b or mail first_last@uni.ac.il; x_i stays." />
        </p>
        <p>
          <MathText text="The term 𝑎_𝑛 is in my_file_𝑛 and A_bc." />
        </p>
      </div>,
    );
    await typeset();
    const [he, en, mixed] = [...container.querySelectorAll('p')];
    // the file name stays isolated as text; the formula after it is typeset
    expect(he!.querySelector('bdi[data-math="script"]')?.textContent).toBe('"he_calculus1t_summary.pdf"');
    expect(texOf(he!)).toEqual(['a_n \\to L']);
    expect(en!.querySelector('[data-math="script-tex"]')).toBeNull();
    expect(en!.textContent).toContain(
      'max_size in config_v2.yaml, see https://example.org/a_b or mail first_last@uni.ac.il',
    );
    expect(texOf(mixed!)).toEqual(['a_n']);
    expect(mixed!.textContent).toContain('is in my_file_𝑛 and A_bc.');
  });

  it('falls back to the text as written when KaTeX cannot read the stretch', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="אם 𝑎_𝑛_𝑘 → 𝐿 אז 𝑏_𝑛 → 𝐿" />
      </p>,
    );
    await typeset();
    // a double subscript is an error to KaTeX: that stretch stays as written, isolated; the other one is typeset
    const stretches = [...container.querySelectorAll('bdi[data-math="script"]')];
    expect(stretches.map((s) => s.querySelector('.katex') !== null)).toEqual([false, true]);
    expect(stretches[0]!.textContent).toBe('𝑎_𝑛_𝑘 → 𝐿');
    await waitFor(() => expect(texOf(container)).toEqual(['b_n \\to L']));
  });
});
