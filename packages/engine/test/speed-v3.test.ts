/**
 * First-call speed (issue 11, eng-speed3): what the engine reads of a material (distractor pools, screened options,
 * fixed candidates, per-document counts) is kept per material. A later request on changed documents, even under the
 * same id and name, must never get what was read of the old text: it gets exactly what a fresh engine gives.
 * No timing here: speed is measured by `bench/question-quality/run.ts --perf`.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/types.ts';
import { builtOnce } from '../src/local/util.ts';
import { biologyDoc, hebrewDoc } from './fixtures.ts';
import { physicsDoc } from './math-fixtures.ts';
import { freshEngine, outcome } from './fresh-engine.ts';

const ask = (doc: SourceDocument, questionCount: number, seed: number): GenerateRequest => ({
  documents: [doc],
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount,
  seed,
});

/** The document with its first unit's text changed (`edit`), or without its first unit: same id, same name. */
const edited = (doc: SourceDocument, edit: (text: string) => string): SourceDocument => ({
  ...doc,
  units: doc.units.map((u, i) => (i === 0 ? { ...u, text: edit(u.text) } : u)),
});
const withoutFirstUnit = (doc: SourceDocument): SourceDocument => ({
  ...doc,
  units: doc.units.slice(1).map((u, i) => ({ ...u, number: i + 1 })),
});

describe('a document changed after a request (same id and name)', () => {
  it('is read anew: the questions a fresh engine gives for the new text (English, Hebrew, formulas)', async () => {
    const changes: [SourceDocument, SourceDocument][] = [
      [
        biologyDoc(),
        edited(biologyDoc(), (t) =>
          t.replace(
            'The nucleus is an organelle that stores the genetic information of the cell.',
            'The vacuole is an organelle that stores water and nutrients for the cell.',
          ),
        ),
      ],
      [biologyDoc(), withoutFirstUnit(biologyDoc())],
      [
        hebrewDoc(),
        edited(hebrewDoc(), (t) =>
          t.replace(
            'המחסור הוא המצב שבו המשאבים אינם מספיקים כדי לספק את כל הרצונות של בני האדם.',
            'השוק הוא המקום שבו נפגשים קונים ומוכרים כדי לסחור במוצרים.',
          ),
        ),
      ],
      [hebrewDoc(), withoutFirstUnit(hebrewDoc())],
      [physicsDoc('he'), withoutFirstUnit(physicsDoc('he'))],
    ];
    for (const [before, after] of changes) {
      expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
      const engine = await freshEngine();
      // a refusal (every draw tried: every per-material cache filled), then a request on the old text
      await outcome(engine, ask(before, 30, 1));
      await outcome(engine, ask(before, 5, 2));
      const fresh = await outcome(await freshEngine(), ask(after, 5, 2));
      expect(await outcome(engine, ask(after, 5, 2))).toEqual(fresh);
      expect(await outcome(engine, ask(after, 30, 1))).toEqual(
        await outcome(await freshEngine(), ask(after, 30, 1)),
      );
      // every quote is in the new text
      if (Array.isArray(fresh)) {
        const text = after.units.map((u) => u.text.replace(/\s+/g, ' ')).join(' ');
        for (const q of fresh) expect(text).toContain(q.source.quote.replace(/\s+/g, ' ').slice(0, 40));
      }
    }
  }, 180_000);

  it('two documents read one after the other do not share what was read of either', async () => {
    const engine = await freshEngine();
    const a = await outcome(engine, ask(biologyDoc(), 5, 3));
    const b = await outcome(engine, ask(hebrewDoc(), 5, 3));
    expect(a).toEqual(await outcome(await freshEngine(), ask(biologyDoc(), 5, 3)));
    expect(b).toEqual(await outcome(await freshEngine(), ask(hebrewDoc(), 5, 3)));
  }, 120_000);
});

describe('a fixed candidate built once (builtOnce)', () => {
  it('is built again when a sentence it asked about is used, and never kept when it reads the set otherwise', () => {
    let builds = 0;
    const build = builtOnce((used) => {
      builds++;
      return used.has(3) ? null : `question on sentence 3`;
    });
    expect(build(new Set())).toBe('question on sentence 3');
    expect(build(new Set([1, 2]))).toBe('question on sentence 3');
    expect(builds).toBe(1);
    expect(build(new Set([3]))).toBeNull();
    expect(builds).toBe(2);
    expect(build(new Set([3, 4]))).toBeNull();
    expect(build(new Set())).toBe('question on sentence 3');
    expect(builds).toBe(2);

    let sized = 0;
    const bySize = builtOnce((used) => {
      sized++;
      return used.size;
    });
    expect(bySize(new Set([1]))).toBe(1);
    expect(bySize(new Set([1, 2]))).toBe(2);
    expect(bySize(new Set([1]))).toBe(1);
    expect(sized).toBe(3);
  });
});
