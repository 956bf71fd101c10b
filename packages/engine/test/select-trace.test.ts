/**
 * The selection's trace (eng-select7, decision 104; bench/question-quality/select-diag.ts): after a test is chosen,
 * it names the rule that turns each other candidate away, so that a helper can see which rule limits a test.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, GenerateRequest } from '../src/index.ts';
import { selectQuestions, type Item } from '../src/local/select.ts';
import { doc, noop, read } from './fixtures.ts';

const SENTENCES = [
  'The worker pool size limits the number of requests handled at once.',
  'The response cache holds the output of frequent lookups.',
  'The keepalive timeout closes idle connections after a few seconds.',
];

const question = (stem: string, options: string[], quote: string): GeneratedQuestion => ({
  type: 'multiple-choice',
  text: stem,
  options: options.map((o, i) => `${'ABCD'[i]}) ${o}`),
  correctAnswer: 'A',
  explanation: `The answer is ${options[0]}.`,
  form: 'definition-from-term',
  source: { documentId: 'd.md', documentName: 'd.md', unitKind: 'section', unit: 1, quote },
});

function item(score: number, sentence: number, stem: string, options: string[]): Item {
  const quote = SENTENCES[sentence]!;
  return {
    form: 'definition-from-term',
    score,
    doc: 0,
    unit: 1,
    sentences: [sentence],
    topics: [],
    quote,
    make: () => ({ q: question(stem, options, quote), used: [sentence] }),
  };
}

describe('the trace of a selection', () => {
  it('names the rule that turns each candidate away: its sentence used, a statement offered again', async () => {
    const c = await read(doc('d.md', [SENTENCES.join(' ')]));
    const req = {
      documents: c.documents,
      questionType: 'multiple-choice',
      questionCount: 1,
      difficulty: 'medium',
    } as GenerateRequest;
    const first = item(3, 0, 'According to the material, what does the worker pool size limit?', [
      'the number of requests handled at once',
      'the output of frequent lookups',
      'the idle connections of the server',
      'the size of every log file',
    ]);
    // the same sentence asked the other way round
    const converse = item(2, 0, 'According to the material, which setting limits the number of requests?', [
      'worker pool size',
      'response cache',
      'keepalive timeout',
      'page size',
    ]);
    // another sentence, but a statement the first question offers is offered again: read as the material's claim
    const again = item(1, 1, 'According to the material, what does the response cache hold?', [
      'the output of frequent lookups',
      'the rows of every table',
      'the passwords of every user',
      'the fonts of every page',
    ]);
    let why: (it: Item) => string = () => '';
    const chosen = await selectQuestions(
      c,
      req,
      [first, converse, again],
      1,
      undefined,
      noop,
      (w) => (why = w),
    );
    expect(chosen.map((q) => q.text)).toEqual([
      'According to the material, what does the worker pool size limit?',
    ]);
    expect(why(converse)).toBe('usedSentences (question 1)');
    expect(why(again)).toBe('longOptions: the output of frequent lookups');
  });
});
