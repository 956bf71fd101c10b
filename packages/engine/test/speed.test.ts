/**
 * The engine keeps what it read of a material (issue 11: speed): a later request on the same documents must give
 * the student exactly what a fresh engine gives, formulas written out, the same count reported as supported.
 * No timing here: speed is measured by `bench/question-quality/run.ts --perf`.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/types.ts';
import { biologyDoc, hebrewDoc } from './fixtures.ts';
import { physicsDoc } from './math-fixtures.ts';
import { freshEngine, outcome } from './fresh-engine.ts';

const ask = (
  doc: SourceDocument,
  questionCount: number,
  difficulty: GenerateRequest['difficulty'],
  seed: number,
): GenerateRequest => ({
  documents: [doc],
  difficulty,
  questionType: 'multiple-choice',
  questionCount,
  seed,
});

describe('a material read before', () => {
  it('gives the questions a fresh engine gives, whatever was asked of it first (English, Hebrew, formulas)', async () => {
    for (const doc of [physicsDoc('en'), physicsDoc('he'), biologyDoc(), hebrewDoc()]) {
      const last = ask(doc, 6, 'medium', 5);
      const fresh = await outcome(await freshEngine(), last);
      const engine = await freshEngine();
      // a refusal (every draw tried), another difficulty, an open-ended request, then the request itself
      await outcome(engine, ask(doc, 30, 'medium', 1));
      await outcome(engine, ask(doc, 4, 'hard', 2));
      await outcome(engine, { ...ask(doc, 2, 'medium', 3), questionType: 'open-ended' });
      expect(await outcome(engine, last)).toEqual(fresh);
      // formulas come back written out, never as the engine's placeholder words
      expect(JSON.stringify(fresh)).not.toMatch(/zqm[a-p]+q/i);
    }
  }, 120_000);

  it('reports the same supported count again, and a request for that count succeeds', async () => {
    for (const doc of [biologyDoc(), physicsDoc('he')]) {
      const engine = await freshEngine();
      const first = await outcome(engine, ask(doc, 30, 'medium', 7));
      const again = await outcome(engine, ask(doc, 30, 'medium', 8));
      expect(Array.isArray(first)).toBe(false);
      const supported = (first as { supported?: number }).supported!;
      expect(supported).toBeGreaterThan(0);
      expect((again as { supported?: number }).supported).toBe(supported);
      const fewer = await outcome(engine, ask(doc, supported, 'medium', 9));
      expect(Array.isArray(fewer) && fewer.length).toBe(supported);
      expect(fewer).toEqual(await outcome(await freshEngine(), ask(doc, supported, 'medium', 9)));
    }
  }, 120_000);
});
