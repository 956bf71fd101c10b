/**
 * Local grading v10 (decision 105): an answer that denies outright what the material states ("does not require",
 * "אינו נחוץ") is a wrong statement of the point, however many of the material's words it reuses; a hedge ("not
 * only", "לא רק") denies nothing; a material negation that holds only until something happens ("not ... until it
 * commits") is not contradicted by an answer that says the same restriction in its own words ("only when it
 * commits"); an explanation in the student's own words keeps its partial credit with one aside among its sentences.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GeneratedQuestion } from '../src/index.ts';

const engine = createEngine({ engine: 'local' });
const source = { documentId: 'd', documentName: 'Notes', unitKind: 'page' as const, unit: 1, quote: 'q' };

function open(text: string, correctAnswer: string, keyIdeas: string[]): GeneratedQuestion {
  return { type: 'open-ended', text, options: null, correctAnswer, explanation: '', source, keyIdeas };
}

describe('grading v10: denying what the material states', () => {
  const en = open(
    'Explain what role chlorophyll plays in photosynthesis.',
    'Chlorophyll absorbs the light energy necessary for splitting water molecules in the leaves.',
    ['light energy', 'splitting water molecules'],
  );

  it('keeps low an answer that reuses the material words but says they are not needed (English, wrong)', async () => {
    const r = await engine.grade(
      en,
      'Chlorophyll stores light energy for the night, because splitting water molecules does not require any energy at all.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/denies what the material states/);
  });

  it('still gives full marks to the material point said with a synonym (English, good)', async () => {
    const r = await engine.grade(
      en,
      'Chlorophyll absorbs light energy, and that energy is needed for splitting water molecules in the leaves.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r.feedback).not.toMatch(/denies/);
  });

  it('reads "not only" as a hedge, not a denial (English)', async () => {
    const r = await engine.grade(
      en,
      'Chlorophyll not only gives leaves their colour: it absorbs the light energy that is necessary for splitting water molecules.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
  });

  const he = open(
    'הסבירו מה תפקידו של ההמוגלובין בדם.',
    'ההמוגלובין בתאי הדם האדומים נחוץ להובלת חמצן מהריאות אל הרקמות.',
    ['הובלת חמצן', 'הריאות', 'הרקמות'],
  );

  it('keeps low an answer that says the material word is not needed (Hebrew, wrong)', async () => {
    const r = await engine.grade(
      he,
      'ההמוגלובין אינו נחוץ לגוף; את הובלת החמצן מהריאות אל הרקמות עושה הפלזמה לבדה, כשהחמצן מומס בה.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/שוללת/);
  });

  it('gives full marks to the material point in Hebrew, with "לא רק" as a hedge', async () => {
    const r = await engine.grade(
      he,
      'ההמוגלובין לא רק צובע את הדם באדום: הוא נחוץ להובלת חמצן מהריאות אל הרקמות.',
    );
    expect(r.score).toBeGreaterThanOrEqual(90);
  });
});

describe('grading v10: a negation that holds until something happens', () => {
  const q = open(
    'Explain why another session may read old values while a transaction runs.',
    'A transaction does not write its changes to the shared table until it commits. Other sessions read the shared table, so they may see stale rows.',
    ['changes', 'shared table', 'commits', 'stale rows'],
  );

  it('does not call "only written when it commits" contrary to "not written until it commits"', async () => {
    const r = await engine.grade(
      q,
      'The transaction keeps its changes private and only writes them to the shared table when it commits. Another session that reads the shared table before that moment sees stale rows.',
    );
    expect(r.feedback).not.toMatch(/contrary/);
    expect(r.score).toBeGreaterThanOrEqual(75);
  });

  it('still calls "writes its changes immediately" contrary to the material (wrong)', async () => {
    const r = await engine.grade(
      q,
      'The transaction writes its changes to the shared table immediately after every statement, so other sessions always see the newest rows and nothing is stale.',
    );
    expect(r.score).toBeLessThanOrEqual(15);
  });
});

describe('grading v10: an explanation in the student own words with an aside', () => {
  const q = open(
    'Explain why a hash table finds a key quickly.',
    'A hash function maps the key to a bucket index, so the lookup goes straight to one bucket instead of scanning every entry; only the keys that collide in that bucket are compared.',
    ['bucket index', 'collide'],
  );

  it('keeps a good partial grade for a paraphrase with one aside sentence, shown as partial', async () => {
    const r = await engine.grade(
      q,
      'The key is turned into a number that says directly which slot of the array to look in. So the program jumps to that single slot and never walks through all the stored entries. Only the few keys that landed in the same slot need checking. I remember this from my first programming course.',
    );
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.score).toBeLessThan(100);
    expect(r.correct).toBe(false);
    expect(r.feedback).toMatch(/own words/);
  });
});
