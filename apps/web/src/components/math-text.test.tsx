import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { katexIsLoaded, MathText } from './math-text';

describe('MathText (decision 106)', () => {
  it('renders text without formulas as plain text and never loads KaTeX for it', () => {
    const { container } = render(
      <p>
        <MathText text="It costs $5 and $10, or 3 \$ more." />
      </p>,
    );
    expect(container.textContent).toBe('It costs $5 and $10, or 3 \\$ more.');
    expect(container.querySelector('bdi')).toBeNull();
    expect(katexIsLoaded()).toBe(false);
  });

  it('renders inline and display formulas with KaTeX, isolated left to right, without raw delimiters', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text={'לפי החוק השני $F = ma$ ובנוסף\n$$E = mc^2$$\nוגם \\frac{a}{b}.'} />
      </p>,
    );
    await screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);
    const formulas = container.querySelectorAll('bdi[dir="ltr"]');
    expect(formulas).toHaveLength(3);
    expect(container.querySelectorAll('.katex')).toHaveLength(3);
    expect(container.querySelector('[data-math="display"] .katex-display')).not.toBeNull();
    // what is on screen (KaTeX's HTML; its MathML copy is for screen readers) holds no delimiter
    const visible = [...container.querySelectorAll('.katex-html')].map((e) => e.textContent).join(' ');
    expect(visible).not.toMatch(/[$\\]/);
    expect(container.textContent).toContain('לפי החוק השני');
    expect(katexIsLoaded()).toBe(true);
  });

  it('sets a display formula quoted inside a sentence in the line, and one on its own line as a block', async () => {
    const { container } = render(
      <p>
        <MathText
          text={
            'The material says: "Energy and mass are related by $$E = mc^2$$, the famous relation."\nThe law reads:\n$$F = ma$$'
          }
        />
      </p>,
    );
    await screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);
    const formulas = [...container.querySelectorAll('bdi[data-math]')];
    expect(formulas.map((f) => f.getAttribute('data-math'))).toEqual(['inline', 'display']);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
  });

  it('sets a display formula inline where asked (options)', async () => {
    const { container } = render(<MathText text="$$x^2$$" inline />);
    await screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);
    expect(container.querySelector('.katex-display')).toBeNull();
    expect(container.querySelector('[data-math="inline"]')).not.toBeNull();
  });

  it('shows LaTeX that KaTeX cannot read as the plain text it was written as, never an error', async () => {
    const { container } = render(<MathText text="Broken: $\frac{a}{b}\undefinedmacro{x}$ and fine $y$." />);
    await screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);
    const broken = container.querySelector('[data-math="broken"]');
    expect(broken?.textContent).toBe('$\\frac{a}{b}\\undefinedmacro{x}$');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    expect(container.querySelector('.katex-error')).toBeNull();
  });
});
