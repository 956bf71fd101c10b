import { describe, expect, it } from 'vitest';
import { CHOICE_LETTERS } from '@studypilot/core';
import {
  createEngine,
  EngineError,
  isNearDuplicate,
  questionFlaws,
  type GeneratedQuestion,
  type GenerateRequest,
  type ProgressEvent,
} from '../src/index.ts';
import { optionText, keyIndex } from '../src/quality.ts';
import {
  biologyDoc,
  cellStructureDoc,
  generateUpTo,
  geneticsDoc,
  hebrewDoc,
  mcRequest,
  networkDoc,
  SPANISH_TEXT,
} from './fixtures.ts';

const engine = createEngine({ engine: 'local' });
const req = (over: Partial<GenerateRequest> = {}) =>
  // 10: the two documents no longer support a twelfth (a definition cloze of "router" with "system", "unit" and
  // "address", distractors of another kind: issue 11, readers at 4110732) nor an eleventh ("the amount of data that
  // a link can carry per second" among "protocol" and "network", no amounts: eng-weak8, `kinds.ts`)
  mcRequest([biologyDoc(), networkDoc()], { questionCount: 10, seed: 11, ...over });

function expectShippable(qs: GeneratedQuestion[], documents: GenerateRequest['documents']) {
  for (const q of qs) {
    expect(questionFlaws(q, { documents })).toEqual([]);
    expect(q.source.quote.length).toBeGreaterThan(10);
    const unit = documents
      .find((d) => d.id === q.source.documentId)!
      .units.find((u) => u.number === q.source.unit)!;
    expect(unit.text.replace(/\s+/g, ' ')).toContain(q.source.quote);
  }
  for (let i = 0; i < qs.length; i++)
    for (let j = 0; j < i; j++) expect(isNearDuplicate(qs[i]!, qs[j]!)).toBe(false);
}

describe('local engine, multiple choice (English)', () => {
  it('returns exactly the requested count of valid, sourced questions from both documents', async () => {
    const r = await engine.generate(req());
    expect(r.engine).toBe('local');
    expect(r.language).toBe('en');
    expect(r.questions).toHaveLength(10);
    expectShippable(r.questions, req().documents);
    for (const q of r.questions) {
      expect(q.type).toBe('multiple-choice');
      expect(q.options!.map((o) => o.slice(0, 3))).toEqual(['A) ', 'B) ', 'C) ', 'D) ']);
      expect(CHOICE_LETTERS).toContain(q.correctAnswer);
      // the key is in the quoted passage; the distractors are not
      const quote = q.source.quote.toLowerCase();
      expect(quote).toContain(optionText(q.options![keyIndex(q)]!).toLowerCase());
    }
    expect(new Set(r.questions.map((q) => q.source.documentId))).toEqual(new Set(['bio', 'net']));
    expect(
      new Set(r.questions.map((q) => `${q.source.documentId}${q.source.unit}`)).size,
    ).toBeGreaterThanOrEqual(6);
  });

  it('spreads key letters over A-D, no letter taking more than ceil(n/4) + 1 keys', async () => {
    // more than the two documents support: the engine reports what they support, and asking for that succeeds
    const r = await generateUpTo(req({ questionCount: 20 }));
    expect(r.questions.length).toBeGreaterThanOrEqual(10);
    const counts = CHOICE_LETTERS.map((l) => r.questions.filter((q) => q.correctAnswer === l).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(r.questions.length / 4) + 1);
    expect(counts.filter((c) => c > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic for the same input and seed', async () => {
    const a = await engine.generate(req({ seed: 3 }));
    const b = await engine.generate(req({ seed: 3 }));
    expect(a.questions).toEqual(b.questions);
  });

  it('varies the questions between generations when no seed is given', async () => {
    // a question is its stem and its options: the two fixture documents support little more than the 12 asked,
    // so the stems alone often agree while the distractors drawn differ
    const texts = async () =>
      (await engine.generate(req({ seed: undefined }))).questions
        .map((q) => `${q.text} ${q.options!.join(' ')}`)
        .join('|');
    const runs = new Set([await texts(), await texts(), await texts()]);
    expect(runs.size).toBeGreaterThan(1);
  });

  it('makes number questions with nearby numbers as distractors', async () => {
    const r = await generateUpTo(req({ questionCount: 20, difficulty: 'hard' }));
    const numeric = r.questions.filter((q) => q.options!.every((o) => /^\w\) [\d.,]+$/.test(o)));
    expect(numeric.length).toBeGreaterThan(0);
    for (const q of numeric) {
      const values = q.options!.map((o) => Number(optionText(o).replace(/,/g, '')));
      const key = values[keyIndex(q)]!;
      for (const v of values) expect(Math.abs(v - key)).toBeLessThanOrEqual(Math.max(3, key));
    }
  });

  it('reports progress stages in order with done <= total', async () => {
    const events: ProgressEvent[] = [];
    await engine.generate(req({ questionCount: 5 }), { onProgress: (e) => events.push(e) });
    const stages = events.map((e) => e.stage);
    expect(stages[0]).toBe('reading');
    expect(stages.at(-1)).toBe('done');
    const order = ['reading', 'selecting', 'writing', 'checking', 'done'];
    for (let i = 1; i < stages.length; i++)
      expect(order.indexOf(stages[i]!)).toBeGreaterThanOrEqual(order.indexOf(stages[i - 1]!));
    for (const e of events) expect(e.done).toBeLessThanOrEqual(e.total);
    expect(events.filter((e) => e.stage === 'writing').at(-1)!.done).toBe(5);
  });

  it('says how many questions the text supports instead of padding', async () => {
    const small = {
      id: 's',
      name: 'Short',
      unitKind: 'page' as const,
      units: [{ number: 1, text: biologyDoc().units[0]!.text }],
    };
    const err = await engine
      .generate(req({ documents: [small], questionCount: 30 }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('INSUFFICIENT_CONTENT');
    const supported = (err as EngineError).supported!;
    expect(supported).toBeLessThan(30);
    expect((err as EngineError).message).toContain('Failed to generate questions');
    expect((err as EngineError).message).toContain(`only ${supported}`);
    if (supported > 0) {
      const ok = await engine.generate(req({ documents: [small], questionCount: supported }));
      expect(ok.questions).toHaveLength(supported);
    }
  });

  it('refuses junk input instead of producing junk questions', async () => {
    const junk = {
      id: 'j',
      name: 'Junk',
      unitKind: 'page' as const,
      units: [{ number: 1, text: '$$ x^2 + y^2 = z^2 $$ 12 34 56 ||| === ### \n 1.2.3 . . . . . 4' }],
    };
    await expect(engine.generate(req({ documents: [junk], questionCount: 5 }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_CONTENT',
      supported: 0,
    });
  });

  it('rejects promptly with ABORTED when the signal is aborted', async () => {
    const pre = new AbortController();
    pre.abort();
    await expect(engine.generate(req(), { signal: pre.signal })).rejects.toMatchObject({ code: 'ABORTED' });

    const mid = new AbortController();
    const started = Date.now();
    const p = engine.generate(req(), {
      signal: mid.signal,
      onProgress: (e) => {
        if (e.stage === 'reading' && e.done === 1) mid.abort();
      },
    });
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('changes what is asked with difficulty', async () => {
    const easy = await engine.generate(req({ difficulty: 'easy', seed: 1 }));
    const hard = await engine.generate(req({ difficulty: 'hard', seed: 1 }));
    expect(easy.questions.map((q) => q.text)).not.toEqual(hard.questions.map((q) => q.text));
    const described = (qs: GeneratedQuestion[]) =>
      qs.filter((q) => q.text.startsWith('Which term is being described')).length;
    expect(described(easy.questions)).toBeGreaterThan(described(hard.questions));
  });
});

describe('local engine, Hebrew', () => {
  it('builds valid Hebrew multiple-choice questions with prefixes handled', async () => {
    const docs = [hebrewDoc()];
    const r = await generateUpTo(mcRequest(docs, { questionCount: 5, seed: 2 }));
    expect(r.language).toBe('he');
    expect(r.questions.length).toBeGreaterThanOrEqual(3);
    expectShippable(r.questions, docs);
    for (const q of r.questions) {
      expect(q.text).toMatch(/[\u05D0-\u05EA]/);
      // options are bare words: no option keeps a one-letter prefix that another option lacks (e.g. "בשוק" vs "מחיר")
      for (const o of q.options!) expect(optionText(o)).not.toMatch(/^(וה|בה|לה|מה)/);
    }
  });

  it('builds Hebrew open-ended questions with key ideas', async () => {
    const docs = [hebrewDoc()];
    const r = await engine.generate({
      documents: docs,
      difficulty: 'easy',
      questionType: 'open-ended',
      questionCount: 2,
      seed: 2,
    });
    expect(r.questions).toHaveLength(2);
    for (const q of r.questions) {
      expect(q.options).toBeNull();
      expect(q.keyIdeas!.length).toBeGreaterThanOrEqual(2);
      expect(q.correctAnswer).toContain(q.source.quote);
    }
  });

  it('isolates a left-to-right file name inside Hebrew text and names the unit', async () => {
    const docs = [{ ...hebrewDoc(), name: 'econ-notes 2.pdf' }];
    const mc = await generateUpTo(mcRequest(docs, { questionCount: 5, seed: 2 }));
    expect(mc.questions.length).toBeGreaterThan(0);
    for (const q of mc.questions) expect(q.explanation).toContain('ב"\u2068econ-notes 2.pdf\u2069", עמוד ');
    const open = await engine.generate({
      documents: docs,
      difficulty: 'easy',
      questionType: 'open-ended',
      questionCount: 2,
      seed: 2,
    });
    for (const q of open.questions) {
      expect(q.explanation).toMatch(/המקור: "\u2068econ-notes 2\.pdf\u2069", עמוד \d+\./);
    }
  });
});

describe('local engine, open-ended', () => {
  it('asks about central concepts with a sample answer from the source', async () => {
    const r = await engine.generate(req({ questionType: 'open-ended', questionCount: 3 }));
    expect(r.questions).toHaveLength(3);
    expectShippable(r.questions, req().documents);
    for (const q of r.questions) {
      expect(q.type).toBe('open-ended');
      expect(q.options).toBeNull();
      expect(q.correctAnswer).toContain(q.source.quote);
      expect(q.keyIdeas!.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists each key idea once, whatever its capitalisation ("Plant" inside "plant cells")', async () => {
    const documents = [cellStructureDoc(), geneticsDoc()];
    let checked = 0;
    for (const seed of [1, 2, 3, 4]) {
      const r = await engine.generate(req({ documents, questionType: 'open-ended', questionCount: 3, seed }));
      for (const q of r.questions) {
        const ideas = q.keyIdeas!.map((k) => k.toLowerCase());
        for (const [i, a] of ideas.entries())
          for (const [j, b] of ideas.entries()) if (i !== j) expect(b.includes(a), `${b} / ${a}`).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('never asks about course logistics such as the lab or the problem sheet', async () => {
    const logistics = [
      'The problem sheet asks you to trace each routing table by hand before the lab.',
      'In the lab you will configure a router and compare its routing table with the problem sheet.',
      'Bring the problem sheet to the lab, where the router configuration is checked by a demonstrator.',
    ].join(' ');
    const doc = networkDoc();
    const withLogistics = { ...doc, units: [...doc.units, { number: 30, text: logistics }] };
    for (const seed of [1, 2, 3]) {
      const r = await engine.generate(
        req({ documents: [withLogistics], questionType: 'open-ended', questionCount: 4, seed }),
      );
      expect(r.questions.length).toBeGreaterThan(0);
      for (const q of r.questions) expect(q.text).not.toMatch(/"(problem sheet|lab|sheet)"/i);
    }
  });
});

describe('request checks', () => {
  it('rejects counts outside the spec limits and empty documents', async () => {
    await expect(engine.generate(req({ questionCount: 31 }))).rejects.toBeInstanceOf(RangeError);
    await expect(
      engine.generate(req({ questionType: 'open-ended', questionCount: 6 })),
    ).rejects.toBeInstanceOf(RangeError);
    const empty = { id: 'e', name: 'Empty', unitKind: 'page' as const, units: [{ number: 1, text: '  ' }] };
    await expect(engine.generate(req({ documents: [empty], questionCount: 5 }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_CONTENT',
      supported: 0,
    });
  });
});

describe('local engine, other languages (best effort)', () => {
  it('detects a non-English Latin-script text and still ships only gated questions', async () => {
    const docs = [
      { id: 'es', name: 'Biología', unitKind: 'page' as const, units: [{ number: 1, text: SPANISH_TEXT }] },
    ];
    const r = await generateUpTo(mcRequest(docs, { questionCount: 5, seed: 2 }));
    expect(r.language).toBe('other');
    expect(r.questions.length).toBeGreaterThanOrEqual(2);
    expectShippable(r.questions, docs);
    // no function words as options
    for (const q of r.questions)
      for (const o of q.options!)
        if (!/^[\d.,]+$/.test(optionText(o))) expect(optionText(o).length).toBeGreaterThan(3);
  });
});

describe('local engine, context a stem cannot stand without', () => {
  const text = [
    'The Support Vector Machine (SVM) loss wants the correct class score to exceed the others by a margin.',
    'The softmax classifier turns class scores into normalised probabilities with the exponential function.',
    'Even so, its performance on the benchmark is quite satisfactory for most practical purposes today.',
    'If you are coming to this class with previous knowledge, you may have heard of kernels and duals.',
    'The hinge loss is zero when the margin is satisfied and grows linearly with each violation.',
    'Gradient descent updates the weights in the direction that lowers the regularised training loss.',
    'The learning rate controls the step size of each gradient descent update of the parameters.',
    'Cross-validation estimates how well the hyperparameters generalise by holding out validation folds.',
    'A bias vector shifts the decision boundary without changing its orientation in the feature space.',
    'The regularisation penalty discourages large weights and improves the generalisation of the model.',
  ].join(' ');
  const doc = {
    id: 'ml',
    name: 'ML notes',
    unitKind: 'page' as const,
    units: [...networkDoc().units, { number: 9, text }],
  };

  it('never blanks a word after "its" or "this", nor an acronym next to its expansion', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { questions } = await generateUpTo(req({ documents: [doc], questionCount: 10, seed }));
      // 3 at least (eng-weak8: "a device that forwards packets ..." among "class score" and "encryption", and "the
      // amount of data that a link can carry per second" among "firewall" and "protocol", are no longer asked)
      expect(questions.length).toBeGreaterThanOrEqual(3);
      for (const q of questions) {
        expect(q.text).not.toMatch(/\b(its|this|their) _____/i);
        expect(q.text).not.toContain('(_____)');
      }
    }
  });

  it('quotes the source without the quotation marks that wrapped the sentence', async () => {
    // every sentence of the material was a quotation
    const quoted = {
      ...doc,
      units: networkDoc().units.map((u) => ({ ...u, text: u.text.replace(/([^.!?]+[.!?])\s*/g, '"$1" ') })),
    };
    const { questions } = await generateUpTo(req({ documents: [quoted], questionCount: 8, seed: 3 }));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const q of questions) {
      expect(q.source.quote.startsWith('"')).toBe(false);
      expect(q.explanation).not.toContain('""');
    }
  });

  it('skips sentences that point at a figure, a listing or a table, and exercise hints; quotes list items without their number', async () => {
    const elsewhere = [
      'Figure 4 shows the routing table of the router after the topology change.',
      'Listing 2 prints the packet header of each segment that the router forwards.',
      'As shown below, the switch floods the frame to every port of the segment.',
      'Hint: Construct the routing table of each router before the topology change.',
      'In this lab we configure the routing table of a router with static routes only.',
      'Dynamic routing protocols are outside the scope of the course and of this lecture.',
    ];
    const listed = '3- A router forwards each packet along the path with the lowest routing cost.';
    const withExtras = {
      ...networkDoc(),
      units: [...networkDoc().units, { number: 20, text: [...elsewhere, listed].join('\n') }],
    };
    for (const seed of [1, 2, 3]) {
      const { questions } = await generateUpTo(req({ documents: [withExtras], questionCount: 10, seed }));
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        expect(q.source.quote).not.toMatch(
          /^(Figure 4|Listing 2|As shown below|Hint:|In this lab|Dynamic routing)/,
        );
        expect(q.text).not.toMatch(/Figure 4|Listing 2|shown below|Hint:|this lab|scope/);
        expect(q.source.quote).not.toMatch(/^3- /);
      }
    }
  });
});

describe('local engine, supported counts', () => {
  const doc = {
    ...biologyDoc(),
    units: [...biologyDoc().units, ...cellStructureDoc().units.map((u) => ({ ...u, number: u.number + 10 }))],
  };

  it('a count it reports as supported is reached when the student asks for it', async () => {
    let reported = 0;
    for (const seed of [1, 2, 3]) {
      const err = await engine
        .generate(req({ documents: [doc], difficulty: 'easy', questionCount: 30, seed }))
        .then(
          () => null,
          (e: unknown) => e as EngineError,
        );
      expect(err?.code).toBe('INSUFFICIENT_CONTENT');
      const supported = err!.supported!;
      if (supported < 5) continue;
      reported += 1;
      const { questions } = await engine.generate(
        req({ documents: [doc], difficulty: 'easy', questionCount: supported, seed: seed + 1000 }),
      );
      expect(questions).toHaveLength(supported);
    }
    expect(reported).toBeGreaterThan(0);
  });
});

describe('local engine, math markup', () => {
  it('never offers LaTeX command names or math operators (frac, sqrt, max) as options', async () => {
    const latex = [
      'The hinge loss is $L_i = \\sum_j \\max(0, s_j - s_{y_i} + \\Delta)$ for each example.',
      'The softmax gives $\\frac{e^{f_{y_i}}}{\\sum_j e^{f_j}}$ and the max of the scores is subtracted first.',
      'The norm is $\\sqrt{\\sum_k w_k^2}$ and the frac of the total is $\\frac{a}{b}$ again.',
      'We take the max over classes, then the frac and the sqrt of the sum.',
    ].join('\n');
    const doc = networkDoc();
    const withMath = { ...doc, units: [...doc.units, { number: 40, text: latex }] };
    for (const seed of [1, 2, 3, 4]) {
      const { questions } = await generateUpTo(req({ documents: [withMath], questionCount: 10, seed }));
      for (const q of questions)
        for (const o of q.options!) expect(optionText(o).toLowerCase()).not.toMatch(/^(frac|sqrt|max|sum)$/);
    }
  });
});
