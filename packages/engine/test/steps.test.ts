import { describe, expect, it } from 'vitest';
import { analyze } from '../src/local/analysis.ts';
import { buildCandidates, buildQuestion, interleave, makeContext } from '../src/local/mc.ts';
import { chunkDocuments, pool } from '../src/providers/chunking.ts';
import { keyIndex, optionText } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import type { GenerateRequest, SourceDocument } from '../src/index.ts';
import { biologyDoc, hebrewDoc, networkDoc } from './fixtures.ts';

const noop = () => {};

describe('analysis step', () => {
  it('finds English noun-phrase terms and drops generic words', async () => {
    const c = await analyze([biologyDoc(), networkDoc()], 'en', undefined, noop);
    const keys = c.termList.map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining(['cell', 'organelle', 'protocol', 'carbon dioxide', 'cellular respiration']),
    );
    expect(keys).not.toContain('example');
    expect(keys).not.toContain('way');
    const membrane = c.terms.get('membrane')!;
    expect(membrane.singular).toBe('membrane');
    expect(c.sentences.some((s) => s.definitional && s.text.startsWith('The nucleus is an organelle'))).toBe(
      true,
    );
  });

  it('finds Hebrew terms without their prefixes', async () => {
    const c = await analyze([hebrewDoc()], 'he', undefined, noop);
    const keys = c.termList.map((t) => t.singular);
    expect(keys).toContain('שוק'); // seen as "השוק", "בשוק", "שוק"
    expect(keys).toContain('אינפלציה');
    expect(keys.some((k) => k?.startsWith('בשוק') || k?.startsWith('השוק'))).toBe(false);
  });

  it('marks sentences of a references section as unusable', async () => {
    const doc = {
      id: 'r',
      name: 'Paper',
      unitKind: 'page' as const,
      units: [
        {
          number: 1,
          text: 'A tracing compiler compiles hot loops into native code.\n\nReferences\n\nThe compiler book was published by a large academic press in Boston.',
        },
      ],
    };
    const c = await analyze([doc], 'en', undefined, noop);
    const usable = c.sentences.filter((s) => s.usable).map((s) => s.text);
    expect(usable).toEqual(['A tracing compiler compiles hot loops into native code.']);
  });
});

describe('multiple-choice step', () => {
  const req = (difficulty: GenerateRequest['difficulty']): GenerateRequest => ({
    documents: [biologyDoc(), networkDoc()],
    difficulty,
    questionType: 'multiple-choice',
    questionCount: 10,
  });

  it('spreads candidates over documents and pages', async () => {
    const c = await analyze(req('medium').documents, 'en', undefined, noop);
    const order = interleave(c, buildCandidates(c, req('medium')));
    const firstSix = order.slice(0, 6).map((x) => `${x.sentence.doc}:${x.sentence.unit}`);
    expect(new Set(firstSix.map((x) => x.split(':')[0])).size).toBe(2);
    expect(new Set(firstSix).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the grammatical number of the key in the distractors', async () => {
    // plural terms the material shows as one kind (a cloze offers only those: cloze-kind.test.ts)
    const devices: SourceDocument = {
      id: 'dev',
      name: 'Devices',
      unitKind: 'section',
      units: [
        {
          number: 1,
          text: 'Routers, switches, hubs, bridges and gateways are devices of a network. A large office network needs routers to forward packets between networks. Every floor of a building uses switches to forward frames inside one network. Old networks used hubs to repeat every signal to every port.',
        },
        {
          number: 2,
          text: 'A campus network joins two segments with bridges to keep traffic local. A company connects its network to the internet with gateways that translate between protocols. Cheap home networks combine routers and switches in one box.',
        },
        {
          number: 3,
          text: 'A small network may use routers and hubs. A long network may use routers or bridges. A wide network may use switches and gateways. An old network may use hubs and bridges. A secure network may use bridges and gateways. A fast network may use routers and gateways.',
        },
      ],
    };
    const r = { ...req('medium'), documents: [...req('medium').documents, devices] };
    const c = await analyze(r.documents, 'en', undefined, noop);
    const ctx = makeContext(c, r, rng(1));
    const plural = buildCandidates(c, r).filter(
      (x) => x.kind === 'term' && x.sentence.tokens[x.to - 1]!.plural,
    );
    expect(plural.length).toBeGreaterThan(0);
    let built = 0;
    for (const cand of plural) {
      const q = buildQuestion(ctx, cand);
      if (!q) continue;
      built++;
      for (const o of q.options!) expect(optionText(o)).toMatch(/s$/);
    }
    expect(built).toBeGreaterThan(0);
  });

  it('puts number distractors closer to the key at hard than at easy', async () => {
    const spread = async (difficulty: GenerateRequest['difficulty']) => {
      const c = await analyze(req(difficulty).documents, 'en', undefined, noop);
      const ctx = makeContext(c, req(difficulty), rng(3));
      const cand = buildCandidates(c, req(difficulty)).find(
        (x) => x.kind === 'number' && x.sentence.tokens[x.from]!.text === '1500',
      )!;
      const q = buildQuestion(ctx, cand)!;
      const values = q.options!.map((o) => Number(optionText(o)));
      const key = values[keyIndex(q)]!;
      return Math.max(...values.map((v) => Math.abs(v - key) / key));
    };
    expect(await spread('hard')).toBeLessThan(await spread('easy'));
  });
});

describe('provider steps', () => {
  it('splits long inputs into chunks at page boundaries', () => {
    const page = (n: number) => ({
      number: n,
      text: Array.from({ length: 2500 }, (_, i) => `w${n}x${i}`).join(' '),
    });
    const doc = { id: 'big', name: 'Big', unitKind: 'page' as const, units: [1, 2, 3, 4, 5].map(page) };
    const chunks = chunkDocuments([doc], 6000);
    expect(chunks.length).toBe(3);
    for (const ch of chunks) expect(ch.words).toBeLessThanOrEqual(6000);
    expect(chunks[0]!.text).toContain('<unit documentId="big" documentName="Big" page="1">');
    expect(chunks[2]!.text).toContain('page="5"');
  });

  it('runs tasks in parallel up to the limit', async () => {
    let inFlight = 0;
    let max = 0;
    const task = (v: number) => async () => {
      inFlight++;
      max = Math.max(max, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return v;
    };
    expect(await pool([1, 2, 3, 4, 5, 6].map(task), 3)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(max).toBe(3);
  });
});
