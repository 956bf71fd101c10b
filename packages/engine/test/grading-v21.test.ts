import { describe, expect, it } from 'vitest';
import { gradeOpen } from '../src/grading.ts';
import { NOTES_SOURCE, openQuestion } from './fixtures.ts';

/** An open question whose cited quote is its model answer. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { source: { ...NOTES_SOURCE, quote: correctAnswer } });

// grading v21 (decision 105): answers in the student's own words, and false statements beside a stated point
describe('grading v21', () => {
  const cache = open(
    'Explain why a cache makes a program faster.',
    'A cache keeps recently used data close to the processors, and processors are faster when the data they need is nearby. The cache copy can be out of date when another core writes the memory.',
    ['processors', 'out of date'],
  );

  it('reads "CPUs" as "processors" and "out-of-date" as "out of date"', () => {
    const r = gradeOpen(
      cache,
      'Recently used data sits near the CPUs, which are faster when what they need is nearby; but the cached copy may be out-of-date after another core writes memory.',
    );
    expect(r.covered).toEqual(expect.arrayContaining(['processors', 'out of date']));
    expect(r.score).toBeGreaterThanOrEqual(60);
  });

  const weights = open(
    'Explain why a penalty on large weights helps a model generalize.',
    'Penalizing large weights helps because no single input dimension can have a large influence on the output by itself. The penalty prefers diffuse weight vectors, so the model takes all input dimensions into account a little rather than a few input dimensions strongly.',
    ['large influence', 'diffuse weight vectors', 'few input dimensions', 'all input dimensions'],
  );

  it('gives a good partial grade to a brief answer that says the ideas in other words', () => {
    const r = gradeOpen(
      weights,
      'With the penalty the model cannot lean heavily on a handful of inputs; it has to spread small weights over every input, so no one input dominates the output.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.score).toBeLessThan(100);
  });

  it('does not give that grade to a vague answer on the subject', () => {
    const r = gradeOpen(
      weights,
      'The penalty somehow makes the weights better, so the model does things better on inputs it has not seen.',
    );
    expect(r.score).toBeLessThan(50);
  });

  const rules = open(
    'Explain what the borrowing rules are and who enforces them.',
    'Borrowing is governed by a set of rules that the compiler checks: at any time a value has either one mutable reference or any number of shared references, and every reference must be valid.',
    ['set of rules', 'mutable reference', 'shared references', 'valid'],
  );
  const full =
    'Borrowing follows a set of rules the compiler checks: a value has either one mutable reference or any number of shared references at a time, and every reference must be valid.';

  it('takes points off a sentence that turns the material round with an opposite word ("at runtime" for "the compiler")', () => {
    expect(gradeOpen(rules, full).score).toBeGreaterThanOrEqual(90);
    const r = gradeOpen(
      rules,
      `${full} These rules are checked at runtime, so a program that breaks them panics.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(55);
    expect(r.score).toBeLessThanOrEqual(75);
    expect(r.feedback).toContain('"runtime"');
  });

  it('costs points, not the whole grade, for a denial beside the stated point', () => {
    const r = gradeOpen(
      rules,
      `${full} In release builds the references are never valid, so nothing is checked there.`,
    );
    expect(r.score).toBeGreaterThanOrEqual(55);
    expect(r.score).toBeLessThanOrEqual(75);
  });

  const waves = open(
    'על אילו שני עקרונות בנוי מודל הגלים? הסבירו כל אחד מהם.',
    'מודל הגלים בנוי על שני עקרונות. (1) גלים נעים במהירות קבועה בתווך אחיד. (2) שני גלים באותה נקודה מתחברים, כלומר ההעתקים שלהם מסתכמים.',
    ['מהירות קבועה', 'תווך אחיד', 'ההעתקים מסתכמים'],
  );

  it('keeps low a Hebrew answer that names the ideas only as what the principles are "related to"', () => {
    const r = gradeOpen(
      waves,
      'המודל בנוי על עקרונות שקשורים למהירות קבועה ולתווך אחיד, והוא חשוב מאוד בפיזיקה.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
    const stated = gradeOpen(
      waves,
      'גלים נעים במהירות קבועה בתווך אחיד, ושני גלים באותה נקודה מתחברים כך שההעתקים מסתכמים.',
    );
    expect(stated.score).toBeGreaterThanOrEqual(80);
  });

  it('keeps low an English answer that says the point "has to do with" the ideas, not one that says what the link is', () => {
    const r = gradeOpen(
      rules,
      'Borrowing is an important idea that has to do with mutable references and shared references.',
    );
    expect(r.score).toBeLessThanOrEqual(30);
  });
});
