import { describe, expect, it } from 'vitest';
import { findMathSpans } from '@studypilot/core';
import { extractTxt } from '../src/index.ts';
import { markdownInline } from '../src/markdown.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const formulas = (text: string) => findMathSpans(text).map((s) => text.slice(s.start, s.end));

describe('formulas survive extraction (decision 106)', () => {
  it('Markdown inline rules leave formulas as written', () => {
    expect(markdownInline('The set $\\{x_1, x_2\\}$ and *emphasis* and $a_i * b_j$ and \\(a_{ij}\\).')).toBe(
      'The set $\\{x_1, x_2\\}$ and emphasis and $a_i * b_j$ and \\(a_{ij}\\).',
    );
    expect(markdownInline('Escapes \\* and \\_ still resolve; \\[x \\le y\\] stays.')).toBe(
      'Escapes * and _ still resolve; \\[x \\le y\\] stays.',
    );
    expect(markdownInline('Bare \\frac{a_1}{b_2} and x_{i}^2 stay too, `code` goes.')).toBe(
      'Bare \\frac{a_1}{b_2} and x_{i}^2 stay too, code goes.',
    );
  });

  it('a Markdown display formula over several lines becomes one line of one paragraph', async () => {
    const md = [
      '# Kinematics',
      '',
      'The position at time t is',
      '$$',
      'x(t) = x_0 + v_0 t',
      '- \\frac{1}{2} g t^2 \\\\',
      '$$',
      'where $g$ is the acceleration.',
    ].join('\n');
    const r = await extractTxt(enc(md), { markdown: true });
    expect(r.units).toHaveLength(1);
    const text = r.units[0]!.text;
    expect(text).toContain('$$ x(t) = x_0 + v_0 t - \\frac{1}{2} g t^2 \\\\ $$');
    expect(formulas(text)).toEqual(['$$ x(t) = x_0 + v_0 t - \\frac{1}{2} g t^2 \\\\ $$', '$g$']);
  });

  it('a TXT keeps backslashes, dollars and braces, in Hebrew too', async () => {
    const txt = [
      'מכניקה',
      '',
      'לפי החוק השני של ניוטון $F = ma$, והאנרגיה הקינטית היא \\(E_k = \\frac{1}{2}mv^2\\).',
      '',
      '$$E = MC^2$$',
      '',
      'המחיר הוא $5 ולא $10.',
    ].join('\n');
    const r = await extractTxt(enc(txt));
    const text = r.units.map((u) => u.text).join('\n\n');
    expect(formulas(text)).toEqual(['$F = ma$', '\\(E_k = \\frac{1}{2}mv^2\\)', '$$E = MC^2$$']);
    expect(text).toContain('המחיר הוא $5 ולא $10.');
    // a formula line is never a section heading
    expect(r.units.map((u) => u.title ?? '')).not.toContain('$$E = MC^2$$');
  });
});
