import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MathText } from './math-text';
import { splitIsolates } from './math-scripts';

/** KaTeX's HTML has rendered somewhere in the page. */
const typeset = () => screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);

/** The LaTeX KaTeX was given for each typeset formula, in order. */
const texOf = (root: Element) => [...root.querySelectorAll('annotation')].map((e) => e.textContent);

/** What the student sees in a formula's box (KaTeX's HTML without its MathML copy), without spaces. */
const seen = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('.katex-mathml').forEach((m) => m.remove());
  return copy.textContent!.replace(/[\s\u200b]/g, '');
};

/** The box of each typeset inline formula: one line that scrolls in itself (decision 106, eng-web11). */
const boxes = (root: Element) =>
  [...root.querySelectorAll('.katex')].map((k) => {
    const box = k.closest('bdi')!;
    expect(box.getAttribute('dir')).toBe('ltr');
    for (const c of [
      'inline-grid',
      'grid-cols-[minmax(0,max-content)]',
      'pr-[2px]',
      'py-[0.3em]',
      '-my-[0.3em]',
      'print:inline',
      'print:whitespace-normal',
      'whitespace-nowrap',
      'max-w-full',
      'overflow-x-auto',
      'overflow-y-hidden',
    ])
      expect(box.classList).toContain(c);
    return seen(box);
  });

const ISOLATES = /[\u2066-\u2069]/u;

describe('an inline formula never breaks inside itself; a long one scrolls in its own box (decision 106, eng-web11)', () => {
  it('keeps 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 of a Hebrew question on one line, the Hebrew around it free to wrap', async () => {
    const { container } = render(
      <h2 dir="rtl" className="whitespace-pre-line">
        <MathText text="לפי משפט הסנדוויץ', אם 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 לכל 𝑛 טבעי, מה ניתן לומר על הגבול של 𝑏_𝑛?" />
      </h2>,
    );
    await typeset();
    expect(boxes(container)).toEqual(['an≤bn≤cn', 'n', 'bn']);
    expect(texOf(container)).toEqual(['a_n \\le b_n \\le c_n', 'n', 'b_n']);
    // the Hebrew is plain text outside the boxes: it wraps as any text does
    const h2 = container.querySelector('h2')!;
    expect(h2.className).not.toMatch(/nowrap/);
    expect(h2.textContent).toContain("לפי משפט הסנדוויץ', אם ");
  });

  it('keeps delimited and script formulas of an English question on one line, and a display formula a block', async () => {
    const { container } = render(
      <p>
        <MathText
          text={'If $a_n \\le b_n \\le c_n$ and lim_{𝑛→∞} 𝑎_𝑛 = 𝐿 then:\n$$\\lim_{n\\to\\infty} b_n = L$$'}
        />
      </p>,
    );
    await typeset();
    const inline = [...container.querySelectorAll('.katex:not(.katex-display .katex)')];
    expect(inline).toHaveLength(2);
    expect(texOf(container)).toEqual([
      'a_n \\le b_n \\le c_n',
      '\\lim _{n\\to \\infty } a_n = L',
      '\\lim_{n\\to\\infty} b_n = L',
    ]);
    for (const k of inline) expect(k.closest('bdi')!.classList).toContain('whitespace-nowrap');
    const display = container.querySelector('[data-math="display"]')!;
    expect(display.classList).toContain('block');
    expect(display.classList).not.toContain('inline-grid');
  });

  it('keeps an option that is a formula on one line', async () => {
    const { container } = render(<MathText text="𝑏_𝑛 ≠ 0 לכל 𝑛 טבעי" inline />);
    await typeset();
    expect(boxes(container)).toHaveLength(2);
    expect(texOf(container)).toEqual(['b_n \\ne 0', 'n']);
  });
});

describe('Unicode isolates around math render as isolation, never as characters (decision 106, eng-web11)', () => {
  it('cuts a text at its isolates, as the bidirectional algorithm reads them', () => {
    expect(splitIsolates('אם\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 \u2069לכל')).toEqual([
      // the spaces at its edges stay outside the isolate, so the words beside the formula keep their spaces
      { kind: 'text', text: 'אם ' },
      { kind: 'isolate', dir: 'ltr', text: '𝑎_𝑛 ≤ 𝑏_𝑛' },
      { kind: 'text', text: ' לכל' },
    ]);
    // nested isolates belong to the outer one, a stray PDI is dropped, one left open runs to the end
    expect(splitIsolates('a\u2069b\u2068c\u2067d\u2069e\u2069f\u2066g')).toEqual([
      { kind: 'text', text: 'ab' },
      { kind: 'isolate', dir: 'auto', text: 'cde' },
      { kind: 'text', text: 'f' },
      { kind: 'isolate', dir: 'ltr', text: 'g' },
    ]);
    expect(splitIsolates('no controls')).toEqual([{ kind: 'text', text: 'no controls' }]);
  });

  it('typesets a formula the engine isolated in a Hebrew question whole, in order, without the controls', async () => {
    const text =
      'לפי החומר, אם\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 \u2069לכל\u2066 𝑛 \u2069ו-\u2066 lim_{𝑛→∞} 𝑎_𝑛 = lim_{𝑛→∞} 𝑐_𝑛 = 𝐿 \u2069, מה הגבול של\u2066 𝑏_𝑛 \u2069?';
    const { container } = render(
      <h2 dir="rtl">
        <MathText text={text} />
      </h2>,
    );
    await typeset();
    expect(container.textContent).not.toMatch(ISOLATES);
    expect(texOf(container)).toEqual([
      'a_n \\le b_n \\le c_n',
      'n',
      '\\lim _{n\\to \\infty } a_n = \\lim _{n\\to \\infty } c_n = L',
      'b_n',
    ]);
    expect(boxes(container)).toEqual(['an≤bn≤cn', 'n', 'limn→∞an=limn→∞cn=L', 'bn']);
    const isolates = [...container.querySelectorAll('bdi[data-math="isolate"]')];
    expect(isolates.map((b) => b.getAttribute('dir'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    // the Hebrew between them, in order, with the spaces beside each formula
    expect(
      [...container.querySelector('span')!.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent),
    ).toEqual(['לפי החומר, אם ', ' לכל ', ' ו-', ', מה הגבול של ', '?']);
  });

  it('shows an isolated formula KaTeX does not set, and an isolated name, as plain text without the controls', () => {
    const text = 'ראו את\u2068 notes_v2.pdf\u2069 ואת\u2066 Rolle \u2069 שם.';
    const { container } = render(
      <p dir="rtl">
        <MathText text={text} />
      </p>,
    );
    expect(container.textContent).toBe('ראו את notes_v2.pdf ואת Rolle  שם.');
    const [name, formula] = [...container.querySelectorAll('bdi[data-math="isolate"]')];
    expect(name!.getAttribute('dir')).toBe('auto');
    expect(name!.textContent).toBe('notes_v2.pdf');
    expect(formula!.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('drops the controls inside a delimited formula before KaTeX reads it, in English text too', async () => {
    const { container } = render(
      <MathText text={'Since \u2066$x^2 \u2069\\ge 0$ and\u2066 𝑎_𝑛 → 𝐿 \u2069.'} />,
    );
    await typeset();
    expect(texOf(container)).toEqual(['x^2 \\ge 0', 'a_n \\to L']);
    expect(container.textContent).not.toMatch(ISOLATES);
  });
});
