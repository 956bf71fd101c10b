import { describe, expect, it } from 'vitest';
import {
  bracesBalance,
  decodeWordPlaceholder,
  findMathSpans,
  hasMath,
  protectMath,
  restoreMath,
  splitMath,
  WORD_PLACEHOLDER_RE,
  wordPlaceholder,
} from '../src/math.ts';

const raws = (text: string) => findMathSpans(text).map((s) => text.slice(s.start, s.end));
const texs = (text: string) => findMathSpans(text).map((s) => s.tex);

describe('findMathSpans: delimited formulas', () => {
  it('finds inline $..$ and \\(..\\), display $$..$$ and \\[..\\]', () => {
    const t = 'Energy $E=mc^2$ and \\(a+b\\) then $$\\int_0^1 x\\,dx$$ and \\[\\sum_{i=1}^n i\\] end';
    const spans = findMathSpans(t);
    expect(spans.map((s) => [s.tex, s.display])).toEqual([
      ['E=mc^2', false],
      ['a+b', false],
      ['\\int_0^1 x\\,dx', true],
      ['\\sum_{i=1}^n i', true],
    ]);
    expect(spans.every((s) => s.delimited)).toBe(true);
  });

  it('keeps nested braces inside one formula', () => {
    expect(texs('The root $\\frac{a}{\\sqrt{b^{2}+c}}$ is real.')).toEqual(['\\frac{a}{\\sqrt{b^{2}+c}}']);
    expect(texs('bare \\frac{a + b}{\\sqrt{2}} here')).toEqual(['\\frac{a + b}{\\sqrt{2}}']);
  });

  it('reads money as money: "$5 and $10" is no formula', () => {
    expect(findMathSpans('It costs $5 and $10 with tax.')).toEqual([]);
    expect(findMathSpans('Between $5 and $10, or $ 3.')).toEqual([]);
    expect(raws('Pay $5 or $10 when $x$ is positive')).toEqual(['$x$']);
    // a closing "$" before a digit does not close
    expect(findMathSpans('from $3 to 4$5')).toEqual([]);
  });

  it('an escaped \\$ is a dollar sign, not a delimiter', () => {
    expect(findMathSpans('Costs \\$5 and \\$10$ x')).toEqual([]);
    expect(texs('$a\\$b$')).toEqual(['a\\$b']);
  });

  it('leaves broken LaTeX (braces that do not balance, an unclosed delimiter) as text', () => {
    expect(findMathSpans('The value $\\frac{a}{b$ is wrong.')).toEqual([]);
    expect(findMathSpans('Open $$ x + y with no end')).toEqual([]);
    expect(findMathSpans('A bare \\frac{a}{b fragment')).toEqual([]);
    expect(splitMath('The value $\\frac{a}{b$ is wrong.')).toEqual([
      { kind: 'text', text: 'The value $\\frac{a}{b$ is wrong.' },
    ]);
    expect(bracesBalance('\\{a\\}')).toBe(true);
    expect(bracesBalance('{a}}')).toBe(false);
  });

  it('never spans a blank line', () => {
    expect(findMathSpans('a $x\n\ny$ b')).toEqual([]);
    expect(texs('$$\nx = 1\n$$')).toEqual(['x = 1']);
  });

  it('works inside Hebrew (right-to-left) text', () => {
    const t = 'לפי חוק ניוטון השני $F=ma$, כאשר \\(m\\) היא המסה.';
    expect(raws(t)).toEqual(['$F=ma$', '\\(m\\)']);
  });
});

describe('findMathSpans: bare LaTeX fragments', () => {
  it('finds commands, superscripts and subscripts', () => {
    expect(raws('the \\alpha particle')).toEqual(['\\alpha']);
    expect(raws('so \\frac{a}{b} is a ratio.')).toEqual(['\\frac{a}{b}']);
    expect(raws('the area x^2 grows')).toEqual(['x^2']);
    expect(raws('term a_i and x_{i+1}.')).toEqual(['a_i', 'x_{i+1}']);
    expect(raws('(a+b)^2 expands')).toEqual(['(a+b)^2']);
  });

  it('joins a formula across operators and leaves sentence punctuation out', () => {
    expect(raws('Einstein wrote E = mc^2.')).toEqual(['E = mc^2']);
    expect(raws('A circle: x^2 + y^2 = r^2, always.')).toEqual(['x^2 + y^2 = r^2']);
  });

  it('joins neighbours without a command or a script, trimmed of their quotes and brackets (eng-perf11)', () => {
    // only the words with "\\", "^" or "_" are read as fragments first; an atom or an operator next to one is
    // trimmed when the join reaches it
    expect(raws('He wrote "E = mc^2", and (x^2 + y = 1).')).toEqual(['E = mc^2', 'x^2 + y = 1']);
    expect(raws('so y = x^2\nwhile z = 2.')).toEqual(['y = x^2']);
    expect(raws('a = b + c and a, b = 2 plain.')).toEqual([]);
  });

  it('does not take identifiers, addresses or plain words', () => {
    expect(findMathSpans('call my_var and snake_case_name or file_v2')).toEqual([]);
    expect(findMathSpans('see https://a.org/x^2 and me@x_y.com')).toEqual([]);
    expect(findMathSpans('A plain sentence with C:\\Users\\me path.')).toEqual([]);
    expect(findMathSpans('a \\unknowncommand here')).toEqual([]);
    expect(hasMath('nothing at all')).toBe(false);
  });

  it('can be turned off', () => {
    expect(findMathSpans('x^2 and $y$', { bare: false }).map((s) => s.tex)).toEqual(['y']);
  });
});

describe('protectMath / restoreMath', () => {
  it('round-trips through word placeholders, also when an engine capitalises one', () => {
    const t = 'Force $F=ma$ and \\[E = mc^2\\] and x^2.';
    const p = protectMath(t, wordPlaceholder);
    expect(p.formulas).toEqual(['$F=ma$', '\\[E = mc^2\\]', 'x^2']);
    expect(p.text).toBe('Force zqmaq and zqmbq and zqmcq.');
    expect(p.text).not.toMatch(/[$\\^]/);
    expect(restoreMath(p.text, p.formulas, WORD_PLACEHOLDER_RE, decodeWordPlaceholder)).toBe(t);
    expect(restoreMath('Zqmaq is it', p.formulas, WORD_PLACEHOLDER_RE, decodeWordPlaceholder)).toBe(
      '$F=ma$ is it',
    );
  });

  it('numbers placeholders past 16 and from a given start', () => {
    expect(wordPlaceholder(17)).toBe('zqmbbq');
    expect(decodeWordPlaceholder('bb')).toBe(17);
    expect(protectMath('$a$', wordPlaceholder, { first: 300 }).text).toBe(wordPlaceholder(300));
  });

  it('splits text and formulas for rendering', () => {
    expect(splitMath('a $x$ b')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'math', tex: 'x', display: false, raw: '$x$' },
      { kind: 'text', text: ' b' },
    ]);
  });
});
