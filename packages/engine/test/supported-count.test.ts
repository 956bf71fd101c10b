/**
 * The count the engine reports as supported is a promise (issue 11, decision 104): a student told "the selected
 * documents support only N ... Choose N or fewer" who then asks for N gets N questions, also when several
 * documents share the test (a draw's first k questions must not depend on the count asked).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type GenerateRequest, type SourceDocument } from '../src/index.ts';
import { biologyDoc, cellStructureDoc, geneticsDoc, mcRequest, networkDoc } from './fixtures.ts';

async function supportedOf(r: GenerateRequest): Promise<number | undefined> {
  try {
    await createEngine({ engine: 'local' }).generate(r);
    return undefined;
  } catch (e) {
    if (e instanceof EngineError && e.code === 'INSUFFICIENT_CONTENT') return e.supported;
    throw e;
  }
}

describe('asking for the count the engine reported', () => {
  const cases: [string, SourceDocument[], number][] = [
    ['biology + network slides', [biologyDoc(), networkDoc()], 11],
    ['cells + genetics + network slides', [cellStructureDoc(), geneticsDoc(), networkDoc()], 3],
    ['biology + cells', [biologyDoc(), cellStructureDoc()], 5],
  ];
  for (const [name, documents, seed] of cases)
    it(`gives exactly that many questions (${name})`, async () => {
      const supported = await supportedOf(mcRequest(documents, { questionCount: 30, seed }));
      expect(supported).toBeGreaterThan(0);
      // a fresh engine, as after a restart of the server: nothing kept of the first request
      const r = await createEngine({ engine: 'local' }).generate(
        mcRequest(documents, { questionCount: supported!, seed }),
      );
      expect(r.questions).toHaveLength(supported!);
    }, 120_000);
});
