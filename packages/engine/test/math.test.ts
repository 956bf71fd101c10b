import { describe, expect, it, vi } from 'vitest';
import { findMathSpans } from '@studypilot/core';
import { createEngine, questionFlaws, type GeneratedQuestion, type SourceDocument } from '../src/index.ts';
import { mixesFormulaOptions, protectRequest } from '../src/local/formula.ts';
import { optionText } from '../src/quality.ts';
import { mcRequest, questionsUpTo, read } from './fixtures.ts';
import { physicsDoc } from './math-fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const engine = createEngine({ engine: 'local' });
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The formulas of the material, as written (whitespace collapsed). */
function formulasOf(docs: SourceDocument[]): Set<string> {
  const out = new Set<string>();
  for (const d of docs)
    for (const u of d.units)
      for (const s of findMathSpans(u.text)) out.add(squash(u.text.slice(s.start, s.end)));
  return out;
}

/** A formula without its delimiters, whitespace collapsed ("$F = ma$" -> "F = ma"). */
const bodyOf = (f: string) =>
  squash(f.trim().replace(/^(?:\$\$|\$|\\\[|\\\()\s*|\s*(?:\$\$|\$|\\\]|\\\))$/g, ''));

/**
 * The right sides of the material's formulas of one equation ("ma" of "$F = ma$"): a formula question shows them
 * when its options would otherwise differ by their left sides (decision 106, eng-formula2).
 */
function rightSidesOf(known: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const f of known) {
    const parts = bodyOf(f).split('=');
    if (parts.length === 2) out.add(squash(parts[1]!));
  }
  return out;
}

function strings(q: GeneratedQuestion): string[] {
  return [
    q.text,
    ...(q.options ?? []),
    q.explanation,
    q.source.quote,
    q.correctAnswer,
    ...(q.keyIdeas ?? []),
  ];
}

/** Every formula in a question is one of the material's, whole; an option is a whole formula or has none. */
function expectWholeFormulas(qs: GeneratedQuestion[], docs: SourceDocument[]) {
  const known = formulasOf(docs);
  const rights = rightSidesOf(known);
  for (const q of qs) {
    expect(JSON.stringify(q)).not.toMatch(/zqm[a-p]+q/i);
    for (const s of strings(q))
      for (const span of findMathSpans(s)) {
        const f = squash(s.slice(span.start, span.end));
        if (q.form === 'formula' && rights.has(bodyOf(f))) continue;
        expect(known).toContain(f);
      }
    for (const o of (q.options ?? []).map(optionText)) {
      const spans = findMathSpans(o);
      const rest = spans.reduceRight((t, sp) => t.slice(0, sp.start) + t.slice(sp.end), o);
      // what is left outside the formulas holds no piece of LaTeX
      expect(rest).not.toMatch(/[$\\^_{}]/);
    }
    if (q.form === 'cloze' || q.form === 'number') {
      // a blank is never inside a formula: filling it in gives back the quoted sentence with its formulas
      const key = optionText(q.options![['A', 'B', 'C', 'D'].indexOf(q.correctAnswer)]!);
      expect(findMathSpans(key)).toEqual([]);
    }
    expect(questionFlaws(q, { documents: docs })).toEqual([]);
  }
}

describe('formulas in the local engine (decision 106)', () => {
  it('keeps formulas whole in English questions and never blanks one', async () => {
    const docs = [physicsDoc('en')];
    const all: GeneratedQuestion[] = [];
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (const seed of [1, 2]) {
        const qs = await questionsUpTo(mcRequest(docs, { difficulty, seed }));
        expectWholeFormulas(qs, docs);
        all.push(...qs);
      }
    // sentences with formulas are asked about now (they used to be dropped as "math")
    expect(all.some((q) => strings(q).some((s) => findMathSpans(s).length > 0))).toBe(true);
  });

  it('a formula that repeats is still no term: never a key, never a distractor', async () => {
    const repeated: SourceDocument = {
      id: 'rep',
      name: 'Repeated',
      unitKind: 'page',
      units: [
        {
          number: 1,
          text: [
            'Newton wrote $F = ma$ for the force on a body.',
            'The equation $F = ma$ links the force with the acceleration of the body.',
            'Engineers use $F = ma$ to size the motors of a crane.',
            'The acceleration of the body grows with the force on the body.',
          ].join('\n'),
        },
      ],
    };
    const { req } = protectRequest({
      documents: [repeated, physicsDoc('en')],
      difficulty: 'medium',
      questionType: 'multiple-choice',
      questionCount: 5,
    });
    const corpus = await read(req.documents);
    expect(corpus.termList.filter((t) => /zqm/i.test(`${t.key} ${t.singular} ${t.plural}`))).toEqual([]);
    expect(corpus.definitions.filter((d) => /zqm/i.test(d.term))).toEqual([]);
    // its sentences are read as prose, with the formula as one word
    const s = corpus.sentences.find((x) => x.text.startsWith('The equation'))!;
    expect(s.reject).toBeUndefined();
    expect(s.tokens.filter((t) => /zqm/i.test(t.text))).toHaveLength(1);
    expectWholeFormulas(
      await questionsUpTo(mcRequest([repeated, physicsDoc('en')], { difficulty: 'easy', seed: 4 })),
      [repeated, physicsDoc('en')],
    );
  });

  it('reads Hebrew sentences with formulas as usable prose, the formula never cut', async () => {
    const { req } = protectRequest({
      documents: [physicsDoc('he')],
      difficulty: 'medium',
      questionType: 'multiple-choice',
      questionCount: 5,
    });
    const corpus = await read(req.documents, 'he');
    const withFormula = corpus.sentences.filter((s) => /zqm/i.test(s.text));
    expect(withFormula.length).toBe(7);
    // a display formula in the middle of a sentence does not end it
    expect(withFormula.find((s) => s.text.startsWith('חוק הכבידה'))!.text).toMatch(/והקבוע הגרביטציוני/);
    expect(withFormula.filter((s) => s.usable).length).toBeGreaterThanOrEqual(6);
  });

  it('asks which formula expresses a law the material states, with other formulas of the document as options', async () => {
    for (const lang of ['he', 'en'] as const) {
      const docs = [physicsDoc(lang)];
      const r = await engine.generate(mcRequest(docs, { questionCount: 5, seed: 9 }));
      expectWholeFormulas(r.questions, docs);
      const formula = r.questions.filter((q) => q.form === 'formula');
      expect(formula.length).toBeGreaterThanOrEqual(lang === 'he' ? 5 : 1);
      const known = formulasOf(docs);
      const rights = rightSidesOf(known);
      for (const q of formula) {
        expect(q.text).toMatch(
          lang === 'he'
            ? /^איזו נוסחה מבטאת את \S.* לפי החומר\?$/u
            : /^Which formula expresses \S.* according to the material\?$/,
        );
        const opts = q.options!.map(optionText);
        // whole formulas of the material, or (when their left sides would tell the key) their right sides
        for (const o of opts) expect(known.has(squash(o)) || rights.has(bodyOf(o))).toBe(true);
        const key = opts[['A', 'B', 'C', 'D'].indexOf(q.correctAnswer)]!;
        // the key is the formula of the quoted sentence, and no distractor is
        const quoted = new Set(
          findMathSpans(q.source.quote).map((sp) => squash(q.source.quote.slice(sp.start, sp.end))),
        );
        const given = new Set([...quoted].map(bodyOf));
        for (const r of rightSidesOf(quoted)) given.add(r);
        expect(given).toContain(bodyOf(key));
        for (const o of opts) if (o !== key) expect(given).not.toContain(bodyOf(o));
      }
    }
    // "Kinetic energy ..." opens its sentence: the stem writes it in lower case
    const en = await questionsUpTo(mcRequest([physicsDoc('en')], { difficulty: 'easy' }));
    for (const q of en.filter((x) => x.form === 'formula'))
      expect(q.text).not.toMatch(/expresses (?:Kinetic|Potential|Momentum|The)\b/);
  });

  it('the gate refuses options that mix whole formulas with words', () => {
    expect(mixesFormulaOptions({ options: ['A) zqmaq', 'B) force', 'C) mass', 'D) zqmbq'] })).toBe(true);
    expect(mixesFormulaOptions({ options: ['A) zqmaq', 'B) zqmbq', 'C) zqmcq', 'D) zqmdq.'] })).toBe(false);
    expect(mixesFormulaOptions({ options: ['A) force', 'B) the mass zqmaq', 'C) x', 'D) y'] })).toBe(false);
  });
});
