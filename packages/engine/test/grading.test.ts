import { describe, expect, it } from 'vitest';
import { type GeneratedQuestion } from '../src/index.ts';
import { gradeOne, localEngine } from './fixtures.ts';

const source = {
  documentId: 'bio',
  documentName: 'Cell Biology Notes',
  unitKind: 'page' as const,
  unit: 2,
  quote: 'x',
};
const mc: GeneratedQuestion = {
  type: 'multiple-choice',
  text: 'Which term is being described? "The _____ produces most of the chemical energy of the cell."',
  options: ['A) ribosome', 'B) nucleus', 'C) mitochondrion', 'D) membrane'],
  correctAnswer: 'C',
  explanation: 'Page 2 says the mitochondrion produces most of the energy.',
  source,
};
const open: GeneratedQuestion = {
  type: 'open-ended',
  text: 'Explain "cellular respiration" as presented in "Cell Biology Notes".',
  options: null,
  correctAnswer:
    'Cellular respiration releases energy from glucose and produces carbon dioxide; the mitochondrion converts glucose into ATP.',
  explanation: 'A complete answer covers: glucose; ATP; carbon dioxide; mitochondrion.',
  source,
  keyIdeas: ['glucose', 'ATP', 'carbon dioxide', 'mitochondrion'],
};

describe('grading', () => {
  it('compares letters ignoring case and surrounding spaces', async () => {
    expect(await gradeOne(mc, ' c ')).toMatchObject({ score: 100, correct: true });
    const wrong = await gradeOne(mc, 'A');
    expect(wrong).toMatchObject({ score: 0, correct: false });
    expect(wrong.feedback).toContain('C) mitochondrion');
    expect(await gradeOne(mc, null)).toMatchObject({ score: 0, correct: false });
  });

  it('scores open answers by key-idea coverage and names what was missed', async () => {
    const full = await gradeOne(
      open,
      'In the mitochondrion, glucose is broken down to make ATP and carbon dioxide is released.',
    );
    expect(full).toMatchObject({ score: 100, correct: true });
    const half = await gradeOne(
      open,
      'The cell breaks down glucose in its mitochondria to get energy for itself.',
    );
    expect(half.score).toBeGreaterThan(30);
    expect(half.score).toBeLessThan(70);
    expect(half.correct).toBe(false);
    expect(half.covered).toEqual(['glucose', 'mitochondrion']);
    expect(half.missed).toEqual(['ATP', 'carbon dioxide']);
    expect(half.feedback).toContain('You covered glucose and mitochondrion');
    // each missed idea with the material's clause that says it
    expect(half.feedback).toContain(
      'Missing: ATP (the material: "the mitochondrion converts glucose into ATP"); carbon dioxide (the material:',
    );
    const none = await gradeOne(open, '');
    expect(none).toMatchObject({ score: 0, correct: false });
  });

  it('grades a submission with a total and overall feedback naming what to review', async () => {
    const r = await localEngine().gradeSubmission([
      { question: mc, answer: 'c' },
      { question: mc, answer: 'b' },
      { question: open, answer: null },
    ]);
    expect(r.results.map((x) => x.correct)).toEqual([true, false, false]);
    expect(r.totalScore).toBe(33);
    expect(r.feedback).toContain('1 of 3');
    expect(r.feedback).toContain('Cell Biology Notes (2)');
    expect(r.feedback).toContain('1 question was left unanswered');
  });

  it('honours an aborted signal', async () => {
    const c = new AbortController();
    c.abort();
    await expect(
      localEngine().gradeSubmission([{ question: mc, answer: 'C' }], { signal: c.signal }),
    ).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });
});
