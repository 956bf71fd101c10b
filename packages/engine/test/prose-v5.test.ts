/**
 * Definitions of English prose that lecture notes write with a run-in label or a compound name (decision 104,
 * "prose v5", local/analysis.ts `findDefinitions`): "I.4 Newton's method: Newton's method is a basic approach for
 * computing roots of a function." defines Newton's method (the label names the term the sentence then defines),
 * and "Floating-point numbers are a subset of real numbers ..." defines floating-point numbers (a hyphen inside the
 * name, the head noun naming the body's kind). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { displayCase } from '../src/local/shape.ts';
import { doc, read } from './fixtures.ts';

const NOTES = doc('Numerics.pdf', [
  'Roots of functions\n\n' +
    "I.4 Newton's method: Newton's method is a basic approach for computing roots of a nonlinear function. " +
    "Newton's method converges quadratically when the initial guess is close enough to a simple root. " +
    'The bisection method halves a bracketing interval of the root at every step of the iteration. ' +
    'The bisection method converges slowly but it always converges for a continuous function.',
  'Computer arithmetic\n\n' +
    'Floating-point numbers are a subset of real numbers that are representable using a fixed number of bits. ' +
    'Floating-point numbers store an exponent alongside a fixed number of significant digits. ' +
    'Interval arithmetic is a technique for bounding rounding errors by computing with sets of numbers. ' +
    'Dual numbers are a tool for computing derivatives of functions exactly with simple arithmetic rules.',
  'Quadrature\n\n' +
    'The trapezium rule is a quadrature rule that approximates an integral by a sum of trapezoids. ' +
    'Rectangular rule: we review the rectangular rule for integration and its rate of convergence. ' +
    "The program's memory is a sequence of bits that the processor reads and writes in words. " +
    'Quadrature rules approximate integrals by weighted sums of values of the function at chosen points.',
]);

describe('definitions of lecture notes: run-in labels and compound names (prose v5)', () => {
  it("reads \"I.4 Newton's method: Newton's method is ...\" as the definition of Newton's method", async () => {
    const c = await read(NOTES);
    const d = c.definitions.find((x) => /newton/i.test(x.term));
    expect(d?.term).toBe("Newton's method");
    expect(d?.body).toBe('a basic approach for computing roots of a nonlinear function');
    // the key of the name's words, as the material's terms are keyed
    expect(d?.termKey).toBe('newton method');
  });

  it('reads a hyphenated name whose head noun names the kind of its body', async () => {
    const c = await read(NOTES);
    const d = c.definitions.find((x) => /floating/i.test(x.term));
    expect(d?.term.toLowerCase()).toBe('floating-point numbers');
    expect(d?.body).toBe('a subset of real numbers that are representable using a fixed number of bits');
    expect(d?.termKey).toBe('floating point number');
  });

  it("never takes a label the sentence does not repeat, nor a common noun's possessive, as a term", async () => {
    const c = await read(NOTES);
    const terms = c.definitions.map((x) => x.term.toLowerCase());
    // "Rectangular rule: we review ...": the sentence after the label says what the notes do, not what it is
    expect(terms.some((t) => t.includes('rectangular'))).toBe(false);
    // "The program's memory is a sequence of bits": a relation of a common noun, not a name
    expect(terms.some((t) => t.includes('program'))).toBe(false);
  });

  it('writes a name\'s possessive as the material writes the name ("Newton\'s method", not "newton\'s method")', async () => {
    const c = await read(NOTES);
    expect(displayCase(c, "Newton's method")).toBe("Newton's method");
    // a common word capitalised only at the start of a sentence is still lowered
    expect(displayCase(c, 'Floating-point numbers')).toBe('floating-point numbers');
  });

  it('leaves Hebrew definitions as they were: a Hebrew run-in label is not read this way', async () => {
    const he = doc('he.md', [
      'מושגים\n\n' +
        'שיטת ניוטון: שיטת ניוטון היא שיטה בסיסית למציאת שורשים של פונקציה לא ליניארית. ' +
        'שיטת החצייה מחלקת את הקטע לשניים בכל צעד של האיטרציה עד שמתקבל שורש. ' +
        'שיטת החצייה מתכנסת לאט אבל היא תמיד מתכנסת עבור פונקציה רציפה בקטע.',
    ]);
    const c = await read(he, 'he');
    expect(c.definitions.some((x) => x.term.includes(':'))).toBe(false);
    expect(c.definitions.some((x) => /newton/i.test(x.termKey))).toBe(false);
  });
});
