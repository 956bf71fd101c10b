/**
 * Data dictionaries in homework and reports (issue 11, decision 104 "data dictionaries"): a document that defines
 * its data's variables one per line ("Treatment: This equals 1 for placebo and 2 for the drug.") asks which
 * variable is so defined, among the other variables; a description that names its variable is not asked.
 * Every fixture is built here (English and Hebrew).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type GenerateRequest, type SourceDocument } from '../src/index.ts';
import { analyze } from '../src/local/analysis.ts';
import { finishDraft } from '../src/local/forms.ts';
import { namesVariable, variableCandidates, variablesOf } from '../src/local/tables.ts';
import { keyIndex, optionText, questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';

const noop = () => {};
const doc = (name: string, text: string): SourceDocument => ({
  id: name,
  name,
  unitKind: 'section',
  units: [{ number: 1, text }],
});

const EN = doc(
  'homework.docx',
  [
    'Home Work 4',
    'The data set comes from a trial in which 120 patients were followed after surgery. The variables in data include:',
    'Age: This is the age (in years) of the patient at entry.',
    'Smoker: This equals 1 if the patient smoked and 0 otherwise.',
    'Group: This equals 1 for the control arm and 2 for the vaccine arm.',
    'Dose: This is the amount of drug given in milligrams per day.',
    'Outcome: This equals 1 if the infection returned within a year and 0 otherwise.',
    'Obs Age Smoker Group Dose Outcome',
    '1 54 0 1 20 1',
    '2 61 1 2 40 0',
  ].join('\n\n'),
);

const HE = doc(
  'שיעורי בית.docx',
  [
    'שיעורי בית 4',
    'הנתונים מגיעים מניסוי שבו עקבו אחרי 120 מטופלים לאחר ניתוח. המשתנים בנתונים:',
    'גיל: זהו הגיל בשנים של המטופל בכניסה למחקר.',
    'קבוצה: שווה 1 לקבוצת הביקורת ו-2 לזרוע החיסון.',
    'מינון: זוהי כמות התרופה שניתנה במיליגרם ליום.',
    'תוצאה: שווה 1 אם הזיהום חזר בתוך שנה ו-0 אחרת.',
    'עישון: שווה 1 אם המטופל עישן בעבר ו-0 אחרת.',
  ].join('\n\n'),
);

describe('variables defined one per line', () => {
  it('reads the variable list and asks a variable from its description among the others', async () => {
    const c = await analyze([EN], 'en', undefined, noop);
    expect(variablesOf(c)[0]!.map((v) => v.name)).toEqual(['Age', 'Smoker', 'Group', 'Dose', 'Outcome']);
    const drafts = variableCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const byKey = new Map(drafts.map((d) => [d.key, d]));
    expect(byKey.get('Group')!.stem).toBe(
      'In the data the material describes, which variable equals 1 for the control arm and 2 for the vaccine arm?',
    );
    expect(byKey.get('Dose')!.stem).toBe(
      'In the data the material describes, which variable is the amount of drug given in milligrams per day?',
    );
    for (const d of drafts) {
      for (const o of d.distractors) expect(['Age', 'Smoker', 'Group', 'Dose', 'Outcome']).toContain(o);
      const q = finishDraft(c, d)!;
      expect(questionFlaws(q, { documents: [EN] })).toEqual([]);
      expect(EN.units[0]!.text).toContain(q.source.quote);
    }
    // "the age" names Age and "smoked" names Smoker: the stem would give the key away
    expect(byKey.has('Age')).toBe(false);
    expect(byKey.has('Smoker')).toBe(false);
  });

  it('asks nothing of fewer than four variables, nor of a label line that is no variable definition', async () => {
    const small = doc(
      'small.docx',
      'Group: This equals 1 for the control arm and 2 for the vaccine arm.\n\nDose: This is the amount of drug given.\n\nNote: see the table below.',
    );
    const c = await analyze([small], 'en', undefined, noop);
    expect(variablesOf(c)).toEqual([]);
    expect(variableCandidates(c, rng(1))).toEqual([]);
  });

  it('asks the same in Hebrew, and refuses a description that names its variable with a prefix', async () => {
    const c = await analyze([HE], 'he', undefined, noop);
    const drafts = variableCandidates(c, rng(1))
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    const byKey = new Map(drafts.map((d) => [d.key, d]));
    expect(byKey.get('תוצאה')!.stem).toBe(
      'לפי החומר, איזה משתנה בנתונים שווה 1 אם הזיהום חזר בתוך שנה ו-0 אחרת?',
    );
    expect(byKey.get('מינון')!.stem).toBe(
      'לפי החומר, איזה משתנה בנתונים הוא כמות התרופה שניתנה במיליגרם ליום?',
    );
    // "הגיל" names גיל, "לקבוצת" names קבוצה, "עישן" names עישון
    expect(byKey.has('גיל')).toBe(false);
    expect(byKey.has('קבוצה')).toBe(false);
    expect(byKey.has('עישון')).toBe(false);
    expect(namesVariable('קבוצה', '1 לקבוצת הביקורת')).toBe(true);
    for (const d of drafts) expect(questionFlaws(finishDraft(c, d)!, { documents: [HE] })).toEqual([]);
  });

  it('gives a document of tables and definitions of variables its questions through the engine', async () => {
    const engine = createEngine({ engine: 'local' });
    const r: GenerateRequest = {
      documents: [EN],
      questionType: 'multiple-choice',
      questionCount: 2,
      difficulty: 'medium',
      seed: 1,
    };
    let qs;
    try {
      qs = (await engine.generate(r)).questions;
    } catch (e) {
      if (!(e instanceof EngineError) || !e.supported) throw e;
      qs = (await engine.generate({ ...r, questionCount: e.supported })).questions;
    }
    const asked = qs.filter((q) => /which variable/.test(q.text));
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked)
      expect(['Group', 'Dose', 'Outcome']).toContain(optionText(q.options![keyIndex(q)]!));
  });
});
