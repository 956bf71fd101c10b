/** Question forms of the local engine (decision 104), on small course texts written here. */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { optionText } from '../src/quality.ts';
import {
  biologyDoc,
  cellStructureDoc,
  generateUpTo,
  geneticsDoc,
  keyOf as key,
  mcRequest,
  networkDoc,
} from './fixtures.ts';

const req = (documents: SourceDocument[], over: Partial<GenerateRequest> = {}) =>
  mcRequest(documents, { seed: 5, ...over });

const MONITORING: SourceDocument = {
  id: 'mon',
  name: 'Monitoring.pptx',
  unitKind: 'slide',
  units: [
    { number: 1, text: 'Purposes of Monitoring\n\nObservation\nExtrapolation\nAlerting\nCapacity planning' },
    { number: 2, text: 'Monitoring Tools\n\nvmstat\niostat\nnetstat\nsar' },
    {
      number: 3,
      text: 'Tuning Steps\n\nMeasure the baseline\nChange one setting\nMeasure again\nKeep the change',
    },
    // tools of another kind: the only same-kind distractors of monitoring tools (purposes and steps are not tools)
    { number: 4, text: 'Tuning Tools\n\nulimit\nsysctl\ntuned\nhdparm' },
  ],
};

describe('forms', () => {
  it('labels every question with its form, uses at least four forms and keeps cloze at or under 20%', async () => {
    for (const seed of [1, 2, 3]) {
      const docs = [biologyDoc(), cellStructureDoc(), geneticsDoc()];
      const { questions } = await generateUpTo(req(docs, { seed }));
      expect(questions.length).toBe(10);
      const forms = questions.map((q) => q.form);
      expect(forms.every(Boolean)).toBe(true);
      expect(new Set(forms).size).toBeGreaterThanOrEqual(4);
      expect(forms.filter((f) => f === 'cloze').length).toBeLessThanOrEqual(2);
    }
  });

  it('asks for a term from its definition, with other terms of the material as options', async () => {
    const { questions } = await generateUpTo(
      req([cellStructureDoc(), geneticsDoc()], { difficulty: 'easy' }),
    );
    const q = questions.find((x) => x.form === 'term-from-definition' && /define as "/.test(x.text));
    expect(q).toBeDefined();
    // the defined term is the key and does not appear in the stem
    expect(q!.source.quote.toLowerCase()).toContain(key(q!).toLowerCase());
    expect(q!.text.toLowerCase()).not.toContain(key(q!).toLowerCase());
    for (const o of q!.options!) expect(optionText(o).split(' ').length).toBeLessThanOrEqual(4);
  });

  it('asks which item belongs (or does not belong) to a list under a heading', async () => {
    const { questions } = await generateUpTo(req([MONITORING], { questionCount: 6 }));
    const member = questions.find((q) => q.form === 'list-member');
    const non = questions.find((q) => q.form === 'list-non-member');
    expect(member ?? non).toBeDefined();
    for (const q of [member, non].filter((x) => x !== undefined)) {
      const list = MONITORING.units
        .find((u) => u.number === q!.source.unit)!
        .text.split('\n')
        .slice(2);
      const inList = q!.options!.map(optionText).filter((o) => list.includes(o));
      if (q!.form === 'list-member') {
        expect(inList).toEqual([key(q!)]);
        expect(q!.text).toMatch(/which of these is one of the /);
      } else {
        expect(inList).toHaveLength(3);
        expect(inList).not.toContain(key(q!));
        expect(q!.text).toMatch(/NOT one of the /);
      }
    }
  });

  it('asks which statement about a term is correct: the key is the material’s sentence, the others alter it', async () => {
    const docs = [biologyDoc(), cellStructureDoc(), geneticsDoc(), networkDoc()];
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { questions } = await generateUpTo(req(docs, { seed, difficulty: 'hard', questionCount: 15 }));
      for (const q of questions.filter((x) => x.form === 'true-statement')) {
        seen++;
        const text = docs.map((d) => d.units.map((u) => u.text).join(' ')).join(' ');
        expect(text).toContain(key(q));
        for (const o of q.options!.map(optionText)) if (o !== key(q)) expect(text).not.toContain(o);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('what is never asked', () => {
  it('never quotes a speaker turn, course logistics, a pointer or extraction debris', async () => {
    const transcript: SourceDocument = {
      id: 'tr',
      name: 'Meeting.txt',
      unitKind: 'section',
      units: [
        {
          number: 1,
          text: [
            'ALICE: The router forwards packets between networks using a routing table.',
            'BOB: The switch forwards frames inside a local network by learning hardware addresses.',
            'ALICE: A firewall filters traffic according to security rules.',
            'The homework on routing tables is due next week and counts for ten percent of the grade.',
            'As shown in the figure above, the packet travels through three routers.',
            'The 1 j 1 j 1 j router ■ table lists the next hop ▪ for every network.',
          ].join('\n'),
        },
        ...networkDoc().units.map((u) => ({ ...u, number: u.number + 1 })),
      ],
    };
    for (const seed of [1, 2, 3]) {
      const { questions } = await generateUpTo(req([transcript], { seed }));
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        const all = [q.text, q.source.quote, ...q.options!].join(' ');
        expect(all).not.toMatch(/ALICE|BOB|homework|due next week|shown in the figure|1 j 1 j|■|▪/);
      }
    }
  });
});
