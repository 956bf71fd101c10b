import { afterEach, describe, expect, it } from 'vitest';
import {
  createEngine,
  EngineError,
  questionFlaws,
  type EngineConfig,
  type GenerateRequest,
  type ProgressEvent,
} from '../src/index.ts';
import {
  anthropicWire,
  ITEM_COUNT,
  mcItem,
  openaiWire,
  requestedCount,
  startFake,
  type FakeServer,
} from './fake-provider.ts';
import { biologyDoc, networkDoc } from './fixtures.ts';

const documents = [biologyDoc(), networkDoc()];
const req = (over: Partial<GenerateRequest> = {}): GenerateRequest => ({
  documents,
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: 5,
  ...over,
});

interface Provider {
  name: 'anthropic' | 'openai-compatible';
  wire: typeof anthropicWire;
  config: (origin: string) => EngineConfig;
  path: string;
  checkRequest: (call: FakeServer['calls'][number]) => void;
}

const providers: Provider[] = [
  {
    name: 'anthropic',
    wire: anthropicWire,
    config: (origin) => ({
      engine: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl: origin,
      model: 'claude-test',
      maxRetries: 2,
    }),
    path: '/v1/messages',
    checkRequest: (call) => {
      // SDK 1.x sends the key as a bearer token; older versions used x-api-key
      expect(call.headers['x-api-key'] ?? call.headers.authorization?.replace(/^Bearer /, '')).toBe(
        'sk-ant-test',
      );
      expect(call.body.model).toBe('claude-test');
      expect(call.body.output_config.format.type).toBe('json_schema');
      expect(call.body.output_config.format.schema.properties.questions.type).toBe('array');
    },
  },
  {
    name: 'openai-compatible',
    wire: openaiWire,
    config: (origin) => ({
      engine: 'openai-compatible',
      apiKey: 'sk-test',
      baseUrl: `${origin}/v1`,
      model: 'gpt-test',
      maxRetries: 2,
    }),
    path: '/v1/chat/completions',
    checkRequest: (call) => {
      expect(call.headers.authorization).toBe('Bearer sk-test');
      expect(call.body.model).toBe('gpt-test');
      expect(call.body.response_format.type).toBe('json_schema');
      expect(call.body.response_format.json_schema.schema.properties.questions.type).toBe('array');
    },
  },
];

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** An open question as a provider returns it: how the mitochondrion supplies energy (page 2 of the biology notes). */
const OPEN_ITEM = {
  form: 'explain-how',
  question: 'Explain how the mitochondrion supplies the cell with energy.',
  sampleAnswer: 'The mitochondrion converts glucose into ATP through cellular respiration.',
  keyIdeas: ['glucose', 'ATP', 'cellular respiration'],
  explanation: 'Page 2 describes cellular respiration in the mitochondrion.',
  documentId: 'bio',
  unit: 2,
  quote: 'The mitochondrion converts glucose into ATP through cellular respiration.',
};

/** Hands out distinct valid items across calls. */
function validItems() {
  let next = 0;
  return (n: number) => Array.from({ length: n }, () => mcItem(next++ % ITEM_COUNT));
}

describe.each(providers)('$name adapter through its real SDK', (p) => {
  it('returns gated, sourced questions from structured output', async () => {
    const items = validItems();
    server = await startFake((call) => p.wire.ok({ questions: items(requestedCount(call)) }));
    const engine = createEngine(p.config(server.origin));
    expect(engine.id).toBe(p.name);
    expect(engine.model).toMatch(/test/);
    const events: ProgressEvent[] = [];
    const r = await engine.generate(req(), { onProgress: (e) => events.push(e) });
    expect(r.engine).toBe(p.name);
    expect(r.questions).toHaveLength(5);
    for (const q of r.questions) {
      expect(questionFlaws(q, { documents })).toEqual([]);
      expect(q.options!.map((o) => o.slice(0, 3))).toEqual(['A) ', 'B) ', 'C) ', 'D) ']);
      expect(['bio', 'net']).toContain(q.source.documentId);
      expect(q.source.documentName).toMatch(/Cell Biology Notes|Networks Lecture/);
    }
    // the model always put the key first; the engine moves the keys: no letter keys more than ceil(5/4) + 1 = 3
    for (const l of ['A', 'B', 'C', 'D'])
      expect(r.questions.filter((q) => q.correctAnswer === l).length).toBeLessThanOrEqual(3);
    expect(server.calls[0]!.path).toBe(p.path);
    p.checkRequest(server.calls[0]!);
    expect(events.at(-1)!.stage).toBe('done');
  });

  it('splits a large request into parallel requests of at most 8 questions', async () => {
    const items = validItems();
    const many = [...documents, { ...biologyDoc(), id: 'bio2', name: 'Copy' }];
    server = await startFake((call) => ({
      ...p.wire.ok({ questions: items(requestedCount(call)) }),
      delayMs: 80,
    }));
    const engine = createEngine(p.config(server.origin));
    // Only 18 distinct valid items exist; ask for 12 so the gate can fill the count.
    const r = await engine.generate(req({ questionCount: 12, documents: many }));
    expect(r.questions).toHaveLength(12);
    expect(server.calls.length).toBeGreaterThanOrEqual(2);
    expect(server.maxInFlight).toBeGreaterThanOrEqual(2);
    for (const c of server.calls) expect(requestedCount(c)).toBeLessThanOrEqual(8);
  });

  it('retries after a 429 and then succeeds', async () => {
    const items = validItems();
    server = await startFake((call, i) =>
      i === 0
        ? p.wire.error(429, 'rate_limit_error', 'Too many requests', { 'retry-after-ms': '20' })
        : p.wire.ok({ questions: items(requestedCount(call)) }),
    );
    const r = await createEngine(p.config(server.origin)).generate(req());
    expect(r.questions).toHaveLength(5);
    expect(server.calls.length).toBe(2);
  });

  it('retries a 5xx answer', async () => {
    const items = validItems();
    server = await startFake((call, i) =>
      i === 0
        ? { ...p.wire.error(503, 'overloaded_error', 'Overloaded'), headers: { 'retry-after-ms': '10' } }
        : p.wire.ok({ questions: items(requestedCount(call)) }),
    );
    const r = await createEngine(p.config(server.origin)).generate(req());
    expect(r.questions).toHaveLength(5);
  });

  it('never ships a malformed answer: the gate rejects it and generation fails clearly', async () => {
    const bad = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...mcItem(i),
        options: ['nucleus', 'ribosome', 'All of the above', 'None of the above'],
      }));
    server = await startFake((call, i) =>
      i % 2 === 0
        ? p.wire.ok({ questions: bad(requestedCount(call)) })
        : p.wire.ok({ questions: [{ question: 'broken' }] }),
    );
    const err = await createEngine(p.config(server.origin))
      .generate(req())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('INVALID_OUTPUT');
    expect((err as EngineError).message).toContain('Failed to generate questions');
    expect(server.calls.length).toBe(3); // three rounds, then it gives up
  });

  it('replaces rejected questions with a new request', async () => {
    server = await startFake((call, i) =>
      i === 0
        ? p.wire.ok({ questions: [mcItem(0), { ...mcItem(1), correct: 'B' }, mcItem(0), mcItem(2)] })
        : p.wire.ok({ questions: Array.from({ length: requestedCount(call) }, (_, k) => mcItem(3 + k)) }),
    );
    const r = await createEngine(p.config(server.origin)).generate(req({ questionCount: 4 }));
    expect(r.questions).toHaveLength(4);
    expect(server.calls.length).toBe(2);
    expect(JSON.stringify(server.calls[1]!.body)).toContain('Do not repeat these questions');
  });

  it('aborts in the middle of a request', async () => {
    server = await startFake(() => ({ hold: true }));
    const c = new AbortController();
    const p1 = createEngine(p.config(server.origin)).generate(req(), { signal: c.signal });
    while (server.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
    const t0 = Date.now();
    c.abort();
    await expect(p1).rejects.toMatchObject({ code: 'ABORTED' });
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('cancels the other parallel requests when one fails', async () => {
    server = await startFake((_call, i) => (i === 0 ? { ...p.wire.refusal(), delayMs: 60 } : { hold: true }));
    const many = [...documents, { ...biologyDoc(), id: 'bio2', name: 'Copy' }];
    const t0 = Date.now();
    await expect(
      createEngine(p.config(server.origin)).generate(req({ questionCount: 20, documents: many })),
    ).rejects.toMatchObject({ code: 'REFUSED' });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(server.calls.length).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.cancelled).toBe(server.calls.length - 1);
  });

  it('generates open-ended questions with key ideas', async () => {
    const item = OPEN_ITEM;
    const other = {
      ...item,
      form: 'explain-concept',
      question: 'Explain what a router is and what role it plays in a network.',
      sampleAnswer: 'A router forwards packets between networks using a routing table.',
      keyIdeas: ['forwards packets', 'routing table'],
      documentId: 'net',
      unit: 3,
      quote: 'A router is a device that forwards packets between networks using a routing table.',
    };
    server = await startFake(() => p.wire.ok({ questions: [item, other] }));
    const r = await createEngine(p.config(server.origin)).generate(
      req({ questionType: 'open-ended', questionCount: 2 }),
    );
    expect(r.questions).toHaveLength(2);
    for (const q of r.questions) {
      expect(q.type).toBe('open-ended');
      expect(q.options).toBeNull();
      expect(q.keyIdeas!.length).toBeGreaterThan(0);
    }
    expect(r.questions.map((q) => q.form).sort()).toEqual(['explain-concept', 'explain-how']);
    expect(JSON.stringify(server.calls[0]!.body)).toContain('sampleAnswer');
  });

  it('asks for the question forms in the prompt and in the JSON schema', async () => {
    const items = validItems();
    const open = {
      form: 'explain-why',
      question: 'Explain why leaves of most plants appear green.',
      sampleAnswer: 'Leaves of most plants appear green because the chloroplast captures light.',
      keyIdeas: ['chloroplast', 'captures light'],
      explanation: 'Page 2 gives the reason.',
      documentId: 'bio',
      unit: 2,
      quote: 'Because the chloroplast captures light, leaves of most plants appear green.',
    };
    server = await startFake((call) =>
      p.wire.ok({
        questions: JSON.stringify(call.body).includes('sampleAnswer') ? [open] : items(requestedCount(call)),
      }),
    );
    const schemaOf = (body: FakeServer['calls'][number]['body']) =>
      p.name === 'anthropic' ? body.output_config.format.schema : body.response_format.json_schema.schema;

    await createEngine(p.config(server.origin)).generate(req({ difficulty: 'hard' }));
    const mcBody = server.calls[0]!.body;
    const mcItemSchema = schemaOf(mcBody).properties.questions.items;
    expect(mcItemSchema.required).toContain('form');
    expect(mcItemSchema.additionalProperties).toBe(false);
    expect(mcItemSchema.properties.form.enum).toEqual(
      expect.arrayContaining(['term-from-definition', 'true-statement', 'list-non-member', 'cloze']),
    );
    const mcPrompt = JSON.stringify(mcBody);
    expect(mcPrompt).toContain('mostly true-statement, cause-effect, list-non-member');
    expect(mcPrompt).toContain('cloze for at most 20%');
    expect(mcPrompt).toContain('same kind as the key');
    expect(mcPrompt).toContain('quote copied verbatim');
    expect(mcPrompt).toContain('course logistics');

    const r = await createEngine(p.config(server.origin)).generate(
      req({ questionType: 'open-ended', questionCount: 1, difficulty: 'easy' }),
    );
    expect(r.questions[0]!.form).toBe('explain-why');
    const openBody = server.calls.at(-1)!.body;
    expect(schemaOf(openBody).properties.questions.items.properties.form.enum).toEqual([
      'explain-why',
      'explain-how',
      'compare',
      'explain-concept',
    ]);
    const openPrompt = JSON.stringify(openBody);
    expect(openPrompt).toContain('mostly explain-concept');
    expect(openPrompt).toContain('as discussed above');
    expect(openPrompt).toContain('never stop words');
  });

  it('refuses a question without a valid form or with a quote that is not in the text', async () => {
    const noForm = { ...mcItem(0) } as Record<string, unknown>;
    delete noForm.form;
    const badForm = { ...mcItem(1), form: 'riddle' };
    const openForm = { ...mcItem(2), form: 'explain-why' }; // an open form on a multiple-choice question
    const madeUp = {
      ...mcItem(3),
      quote: 'The mitochondrion is the only organelle that stores glucose for later use.',
    };
    server = await startFake((_call, i) =>
      p.wire.ok({
        questions:
          i === 0 ? [noForm, badForm, openForm, madeUp, mcItem(4), mcItem(5)] : [mcItem(6), mcItem(7)],
      }),
    );
    const r = await createEngine(p.config(server.origin)).generate(req({ questionCount: 4 }));
    expect(r.questions).toHaveLength(4);
    const quotes = r.questions.map((q) => q.source.quote);
    for (const refused of [noForm, badForm, openForm, madeUp]) expect(quotes).not.toContain(refused.quote);
    for (const q of r.questions) expect(q.form).toBe('cloze');
    expect(server.calls.length).toBe(2);

    await server.close();
    server = await startFake(() => p.wire.ok({ questions: [badForm, noForm, madeUp] }));
    const err = await createEngine(p.config(server.origin))
      .generate(req({ questionCount: 2 }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID_OUTPUT' });
    expect((err as Error).message).toContain('missing or unknown question form');
  });

  it('refuses open questions the local engine would never ship: stop-word key ideas, templates, pointers', async () => {
    const good = OPEN_ITEM;
    // key ideas that are stop words or the question's own words grade nothing
    const stopIdeas = {
      ...good,
      form: 'explain-why',
      question: 'Explain why the cell needs the mitochondrion.',
      keyIdeas: ['the', 'of the', 'mitochondrion'],
    };
    const template = {
      ...good,
      form: 'explain-concept',
      question: 'Explain "mitochondrion" as presented in Cell Biology Notes.',
    };
    const pointer = {
      ...good,
      form: 'compare',
      question: 'Compare glucose and ATP.',
      sampleAnswer:
        'As discussed above, glucose is turned into ATP in the mitochondrion by cellular respiration.',
      keyIdeas: ['mitochondrion', 'cellular respiration'],
    };
    server = await startFake((_call, i) =>
      p.wire.ok({ questions: i === 0 ? [stopIdeas, template, pointer] : [good] }),
    );
    const r = await createEngine(p.config(server.origin)).generate(
      req({ questionType: 'open-ended', questionCount: 1 }),
    );
    expect(r.questions.map((q) => q.text)).toEqual([good.question]);
    expect(server.calls.length).toBe(2);
    for (const q of [stopIdeas, template, pointer]) {
      const flaws = questionFlaws(
        {
          type: 'open-ended',
          form: q.form as 'compare',
          text: q.question,
          options: null,
          correctAnswer: q.sampleAnswer,
          explanation: q.explanation,
          keyIdeas: q.keyIdeas,
          source: {
            documentId: 'bio',
            documentName: 'Cell Biology Notes',
            unitKind: 'page',
            unit: 2,
            quote: q.quote,
          },
        },
        { documents },
      );
      expect(flaws.map((f) => f.message)).toEqual([
        q === stopIdeas
          ? 'fewer than two key ideas with content words beyond the question’s own'
          : q === template
            ? 'template open question'
            : 'sample answer points elsewhere',
      ]);
    }
  });

  it('reports a missing key before any request', async () => {
    server = await startFake(() => p.wire.ok({ questions: [] }));
    const cfg = { ...p.config(server.origin), apiKey: undefined };
    if (p.name === 'openai-compatible') delete cfg.baseUrl;
    const err = await createEngine(cfg)
      .generate(req())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'MISSING_API_KEY' });
    expect((err as Error).message).toContain('Missing API key');
    expect(server.calls.length).toBe(0);
  });

  it('reports a wrong model', async () => {
    server = await startFake(() => p.wire.error(404, 'not_found_error', 'model: nope'));
    const err = await createEngine({ ...p.config(server.origin), model: 'nope' })
      .generate(req())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'MODEL_NOT_FOUND' });
    expect((err as Error).message).toContain("model 'nope'");
  });

  it('reports a refused request', async () => {
    server = await startFake(() => p.wire.refusal());
    await expect(createEngine(p.config(server.origin)).generate(req())).rejects.toMatchObject({
      code: 'REFUSED',
    });
  });

  it('grades open answers with the model and multiple choice locally', async () => {
    server = await startFake((_call, i) =>
      p.wire.ok(
        i === 0
          ? {
              score: 50,
              feedback: 'You covered glucose. Missing: ATP.',
              covered: ['glucose'],
              missed: ['ATP'],
            }
          : { score: 100, feedback: 'Complete answer.', covered: ['glucose', 'ATP'], missed: [] },
      ),
    );
    const engine = createEngine(p.config(server.origin));
    const source = {
      documentId: 'bio',
      documentName: 'Cell Biology Notes',
      unitKind: 'page' as const,
      unit: 2,
      quote: 'q',
    };
    const open = {
      type: 'open-ended' as const,
      text: 'Explain cellular respiration.',
      options: null,
      correctAnswer: 'Cellular respiration releases energy from glucose as ATP.',
      explanation: 'e',
      source,
      keyIdeas: ['glucose', 'ATP'],
    };
    const g = await engine.grade(open, 'It uses glucose.');
    // partial credit is not "correct"; covered and missed come from the model
    expect(g).toEqual({
      score: 50,
      correct: false,
      feedback: 'You covered glucose. Missing: ATP.',
      covered: ['glucose'],
      missed: ['ATP'],
    });
    const asked = JSON.stringify(server.calls[0]!.body);
    expect(asked).toContain('keyIdeas');
    expect(asked).toContain('a Hebrew answer gets Hebrew feedback');
    const gradeSchema =
      p.name === 'anthropic'
        ? server.calls[0]!.body.output_config.format.schema
        : server.calls[0]!.body.response_format.json_schema.schema;
    expect(gradeSchema.required).toEqual(['score', 'feedback', 'covered', 'missed']);
    expect(await engine.grade(open, 'Glucose is turned into ATP.')).toMatchObject({
      score: 100,
      correct: true,
    });
    const before = server.calls.length;
    const mc = {
      ...open,
      type: 'multiple-choice' as const,
      options: ['A) a', 'B) b', 'C) c', 'D) d'],
      correctAnswer: 'B',
    };
    expect(await engine.grade(mc, 'b ')).toMatchObject({ score: 100, correct: true });
    expect(server.calls.length).toBe(before);
  });
});

describe('openai-compatible local servers', () => {
  it('needs no key when a base URL is given (Ollama, vLLM, LM Studio)', async () => {
    const items = validItems();
    server = await startFake((call) => openaiWire.ok({ questions: items(requestedCount(call)) }));
    const r = await createEngine({
      engine: 'openai-compatible',
      baseUrl: `${server.origin}/v1`,
      model: 'llama3',
    }).generate(req());
    expect(r.model).toBe('llama3');
    expect(r.questions).toHaveLength(5);
  });
});
