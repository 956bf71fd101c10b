/**
 * First-call speed v4 (issue 11, eng-speed4): what does not depend on the draw is read once per material and kept
 * (cloze candidates by difficulty, conditions, numbers, names of a kind, the terms beside a list, screened wordings),
 * and pure helpers keep their answers by text. None of it may leak from one material to another, or from one
 * difficulty to another: every request gets exactly the questions a fresh engine gives. No timing here: speed is
 * measured by `bench/question-quality/run.ts --perf`.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/types.ts';
import { biologyDoc, doc, hebrewDoc, NOTICE_PUBLIC_HEALTH } from './fixtures.ts';
import { freshEngine, outcome, type Outcome } from './fresh-engine.ts';

const ask = (
  d: SourceDocument,
  questionCount: number,
  seed: number,
  difficulty: GenerateRequest['difficulty'] = 'medium',
): GenerateRequest => ({
  documents: [d],
  difficulty,
  questionType: 'multiple-choice',
  questionCount,
  seed,
});

/** A notice with bullet lists, conditions ("if ...") and numbers: the forms whose reading is now kept. */
const NOTICE = doc('Clinic notice.docx', [
  NOTICE_PUBLIC_HEALTH +
    'As required by law\n' +
    'To identify or locate a suspect, fugitive, material witness or missing person\n' +
    'To alert police officials to a death if we suspect the death may have resulted from criminal conduct\n' +
    'To warn a potential victim of intended harm\n',
  'You may write a statement of disagreement if your request to amend your record is denied. ' +
    'You may ask us to limit what we share if you pay for a service out of pocket in full. ' +
    'We will send you a paper copy of this notice if you ask for one in writing at the front desk. ' +
    'You may file a complaint with the privacy officer if you believe your privacy rights were violated. ' +
    'The clinic keeps medical records for 7 years after the last visit of an adult patient. ' +
    'A request for records is answered within 30 days of the day the clinic receives it.',
]);

describe('kept readings never leak between materials', () => {
  it('two materials in a row give the questions each gives alone (English lists and conditions, Hebrew)', async () => {
    const materials = [NOTICE, biologyDoc(), hebrewDoc()];
    const alone: Outcome[] = [];
    const counts: number[] = [];
    for (const m of materials) {
      // five questions, or as many as the material supports
      const five = await outcome(await freshEngine(), ask(m, 5, 11));
      const n = Array.isArray(five) ? 5 : (five.supported ?? 0);
      counts.push(n);
      alone.push(Array.isArray(five) ? five : await outcome(await freshEngine(), ask(m, n, 11)));
    }
    // every material gives questions here, so the comparison below is about questions, not refusals
    alone.forEach((a, i) => expect(Array.isArray(a) && a.length >= 2 && a.length).toBe(counts[i]));
    const engine = await freshEngine();
    for (const [i, m] of materials.entries())
      expect(await outcome(engine, ask(m, counts[i]!, 11))).toEqual(alone[i]);
    // and back to the first material after the others: the same questions again
    expect(await outcome(engine, ask(NOTICE, counts[0]!, 11))).toEqual(alone[0]);
  });

  it('a material asked at one difficulty, then at the others, gets at each what a fresh engine gives', async () => {
    for (const m of [biologyDoc(), NOTICE]) {
      const engine = await freshEngine();
      for (const difficulty of ['hard', 'easy', 'medium'] as const) {
        const fresh = await outcome(await freshEngine(), ask(m, 5, 3, difficulty));
        expect(await outcome(engine, ask(m, 5, 3, difficulty))).toEqual(fresh);
      }
    }
  });

  it('a request the material cannot fill is refused with the count a fresh engine reports, and that count is given', async () => {
    for (const m of [NOTICE, hebrewDoc()]) {
      const engine = await freshEngine();
      const refused = await outcome(engine, ask(m, 30, 5));
      expect(refused).toEqual(await outcome(await freshEngine(), ask(m, 30, 5)));
      const supported = (refused as { supported?: number }).supported ?? 0;
      expect(supported).toBeGreaterThan(0);
      expect(supported).toBeLessThan(30);
      const given = await outcome(engine, ask(m, supported, 5));
      expect(Array.isArray(given) && given.length).toBe(supported);
      expect(given).toEqual(await outcome(await freshEngine(), ask(m, supported, 5)));
    }
  });
});
