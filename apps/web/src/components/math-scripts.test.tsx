import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MathText } from './math-text';

describe('script notation from PDFs inside Hebrew text (decision 106)', () => {
  it('isolates a_{n+1} and {a_n}_{n=1}^∞ left to right so their braces keep their order', () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתבדרת, אזי 𝑎_{𝑛+1} אינה חסומה." />
      </p>,
    );
    const runs = [...container.querySelectorAll('bdi[dir="ltr"][data-math="script"]')].map(
      (e) => e.textContent,
    );
    expect(runs).toEqual(['{𝑎_𝑛}_{𝑛=1}^∞', '𝑎_{𝑛+1}']);
    // the words are all there, in their order
    expect(container.textContent).toBe('אם סדרה {𝑎_𝑛}_{𝑛=1}^∞ מתבדרת, אזי 𝑎_{𝑛+1} אינה חסומה.');
  });

  it('keeps a stretch of notation between two Hebrew words in one left-to-right run', () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2 אז 𝐿_1 = 𝐿_2." />
      </p>,
    );
    const runs = [...container.querySelectorAll('bdi[data-math="script"]')].map((e) => e.textContent);
    expect(runs).toEqual(['𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2', '𝐿_1 = 𝐿_2']);
    expect(container.textContent).toBe('אם 𝑎_𝑛 → 𝐿_1, 𝑎_𝑛 → 𝐿_2 אז 𝐿_1 = 𝐿_2.');
  });

  it('leaves English text and Hebrew text without scripts as they are', () => {
    const { container } = render(
      <div>
        <MathText text="The variable max_size is set in the file." />
        <MathText text="סדרה חסומה היא סדרה מתכנסת." />
      </div>,
    );
    expect(container.querySelector('bdi')).toBeNull();
  });

  it('isolates scripts in the text around a LaTeX formula too', async () => {
    const { container } = render(
      <p dir="rtl">
        <MathText text="לפי הלמה 𝑎_{𝑛+1} ולכן $a_n \to L$." />
      </p>,
    );
    expect(container.querySelector('bdi[data-math="script"]')?.textContent).toBe('𝑎_{𝑛+1}');
  });
});
