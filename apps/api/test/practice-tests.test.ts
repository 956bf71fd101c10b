import { request as httpRequest } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationEventSchema, TEST_MESSAGES } from '@studypilot/core';
import { EngineError } from '@studypilot/engine';
import { cellStructureDoc, geneticsDoc } from '../../../packages/engine/test/fixtures.ts';
import { courseSummaries, testQuestions, tests } from '../src/db/schema/index.ts';
import { createCourse, createSummary } from './factories.ts';
import { resetDatabase, signUp } from './helpers.ts';
import {
  BIOLOGY_PAGES,
  createPracticeApp,
  fakeEngine,
  generate,
  generateTestId,
  parseSse,
  studentWithDocument,
  type PracticeContext,
} from './practice-helpers.ts';

let ctx: PracticeContext;
const fake = fakeEngine();
beforeAll(async () => {
  ctx = await createPracticeApp({ engine: fake.engine, env: { FREE_TESTS_PER_MONTH: 1000 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const base = (courseId: string, summaryIds: string[]) => ({
  courseId,
  summaryIds,
  difficulty: 'hard',
  questionType: 'multiple-choice',
  questionCount: 5,
  timeLimit: 20,
});

describe('POST /api/tests/generate: the stream', () => {
  it('streams progress, then done, and stores the test with its questions in one go', async () => {
    const s = await studentWithDocument(ctx.app);
    const res = await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id]));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.body).toMatch(/^event: progress\ndata: /);

    const events = parseSse(res.body);
    for (const e of events) expect(generationEventSchema.safeParse(e).success).toBe(true);
    const types = events.map((e) => e.type);
    expect(types.slice(0, -1).every((t) => t === 'progress')).toBe(true);
    expect(types.length).toBeGreaterThan(2);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', questionCount: 5 });
    // The key, explanations, sources and key ideas stay on the server.
    for (const secret of ['correctAnswer', 'EXPLANATION', 'QUOTE', 'explanation', 'keyIdeas', 'source'])
      expect(res.body).not.toContain(secret);

    const testId = (done as { testId: string }).testId;
    const [row] = await ctx.app.db.select().from(tests).where(eq(tests.id, testId));
    expect(row).toMatchObject({
      userId: s.userId,
      courseId: s.course.id,
      title: 'Course Biology - Test #1',
      questionCount: 5,
      questionTypes: 'multiple-choice',
      difficulty: 'hard',
      timeLimit: 20,
      aiEngine: 'fake-model-1',
      aiModel: 'fake-model-1',
      status: 'active',
    });
    expect(row!.settings).toMatchObject({
      summaryIds: [s.doc.id],
      timeLimitSeconds: 1200,
      questionCount: 5,
      difficulty: 'hard',
    });
    const questions = await ctx.app.db
      .select()
      .from(testQuestions)
      .where(eq(testQuestions.testId, testId))
      .orderBy(testQuestions.questionOrder);
    expect(questions.map((q) => q.questionOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(questions[1]).toMatchObject({
      questionType: 'multiple-choice',
      options: ['A) First', 'B) Second', 'C) Third', 'D) Fourth'],
      correctAnswer: 'B',
      explanation: 'EXPLANATION-2',
      source: {
        documentId: s.doc.id,
        documentName: 'cells.pdf',
        unitKind: 'page',
        unit: 2,
        quote: 'QUOTE-2',
      },
    });

    const second = parseSse((await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id]))).body).at(-1);
    const [row2] = await ctx.app.db
      .select()
      .from(tests)
      .where(eq(tests.id, (second as { testId: string }).testId));
    expect(row2!.title).toBe('Course Biology - Test #2');
  });

  it('stores open-ended questions with their key ideas', async () => {
    const s = await studentWithDocument(ctx.app);
    const res = await generate(ctx.app, s.cookie, {
      ...base(s.course.id, [s.doc.id]),
      questionType: 'open-ended',
      questionCount: 2,
    });
    const done = parseSse(res.body).at(-1) as { testId: string };
    const questions = await ctx.app.db
      .select()
      .from(testQuestions)
      .where(eq(testQuestions.testId, done.testId));
    expect(questions).toHaveLength(2);
    expect(questions.every((q) => q.questionType === 'open-ended' && q.options === null)).toBe(true);
    expect(questions.map((q) => q.keyIdeas).sort()).toEqual([['KEYIDEA-1'], ['KEYIDEA-2']]);
    expect(res.body).not.toContain('SAMPLE-ANSWER');
  });

  it.each([
    [
      'a missing key',
      new EngineError('MISSING_API_KEY', 'Missing API key: set ANTHROPIC_API_KEY.'),
      'MISSING_API_KEY',
      'Missing API key',
    ],
    [
      'too little content',
      new EngineError('INSUFFICIENT_CONTENT', 'Failed to generate questions: the documents support only 2.'),
      'INSUFFICIENT_CONTENT',
      'Failed to generate questions',
    ],
    [
      'a provider outage',
      new EngineError('PROVIDER_ERROR', 'HTTP 529'),
      'PROVIDER_ERROR',
      'Failed to generate questions',
    ],
    ['an unexpected bug', new Error('boom'), 'GENERATION_FAILED', 'Failed to generate questions'],
  ])('ends with an error event on %s and stores nothing', async (_l, failWith, code, phrase) => {
    const failing = await createPracticeApp({
      engine: fakeEngine({ failWith }).engine,
      database: ctx.database,
    });
    try {
      const s = await studentWithDocument(failing.app);
      const res = await generate(failing.app, s.cookie, base(s.course.id, [s.doc.id]));
      expect(res.statusCode).toBe(200);
      const last = parseSse(res.body).at(-1)!;
      expect(last).toMatchObject({ type: 'error', code });
      expect((last as { message: string }).message).toContain(phrase);
      expect(res.body).not.toContain('boom');
      expect(await failing.app.db.select().from(tests)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('builds the engine from config: ENGINE=anthropic without a key answers MISSING_API_KEY (no network)', async () => {
    const configured = await createPracticeApp({ database: ctx.database, env: { ENGINE: 'anthropic' } });
    try {
      expect(configured.app.engine).toMatchObject({ id: 'anthropic', model: 'claude-sonnet-4-5' });
      expect(configured.app.localEngine.id).toBe('local');
      const s = await studentWithDocument(configured.app);
      const res = await generate(configured.app, s.cookie, base(s.course.id, [s.doc.id]));
      const last = parseSse(res.body).at(-1) as { type: string; code: string; message: string };
      expect(last).toMatchObject({ type: 'error', code: 'MISSING_API_KEY' });
      expect(last.message).toContain('Missing API key');
    } finally {
      await configured.close();
    }
  });

  it('generates with the real offline engine from the stored text', async () => {
    const local = await createPracticeApp({ database: ctx.database });
    try {
      const s = await studentWithDocument(local.app);
      const res = await generate(local.app, s.cookie, {
        ...base(s.course.id, [s.doc.id]),
        difficulty: 'easy',
      });
      const events = parseSse(res.body);
      expect(events.at(-1)).toMatchObject({ type: 'done', questionCount: 5 });
      const stages = new Set(
        events
          .filter((e) => e.type === 'progress')
          .map((e) => (e as never as { progress: { stage: string } }).progress.stage),
      );
      expect(stages.has('reading')).toBe(true);
      const [row] = await local.app.db.select().from(tests).where(eq(tests.userId, s.userId));
      expect(row).toMatchObject({ aiEngine: 'local', aiModel: null, difficulty: 'easy' });
    } finally {
      await local.close();
    }
  });

  it('stores the form of each question, and a second test on the same document asks mostly about other passages', async () => {
    const local = await createPracticeApp({ database: ctx.database, env: { FREE_TESTS_PER_MONTH: 1000 } });
    try {
      // enough material for several tests: three sets of course notes as the pages of one document
      const pages = [
        ...BIOLOGY_PAGES,
        ...cellStructureDoc().units.map((u) => u.text),
        ...geneticsDoc().units.map((u) => u.text),
      ];
      const s = await studentWithDocument(local.app, { text: pages.join('\n\n') });
      await local.app.db
        .update(courseSummaries)
        .set({ units: pages.map((text, i) => ({ number: i + 1, text })) })
        .where(eq(courseSummaries.id, s.doc.id));
      const payload = { ...base(s.course.id, [s.doc.id]), difficulty: 'medium', questionCount: 10 };
      const first = await generateTestId(local.app, s.cookie, payload);
      const second = await generateTestId(local.app, s.cookie, payload);
      const questionsOf = (testId: string) =>
        local.app.db.select().from(testQuestions).where(eq(testQuestions.testId, testId));
      const a = await questionsOf(first);
      const b = await questionsOf(second);
      expect(a).toHaveLength(10);
      expect(b).toHaveLength(10);
      for (const q of [...a, ...b])
        expect(q.form).toMatch(
          /^(term-from-definition|definition-from-term|true-statement|list-member|list-non-member|cause-effect|purpose|comparison|number|cloze)$/,
        );
      const quotes = new Set(a.map((q) => q.source?.quote));
      const texts = new Set(a.map((q) => q.questionText));
      const repeated = b.filter((q) => quotes.has(q.source?.quote) || texts.has(q.questionText));
      expect(repeated.length).toBeLessThanOrEqual(2);
    } finally {
      await local.close();
    }
  });

  it('gives up after the server time limit with a TIMEOUT error and stores nothing', async () => {
    const slow = fakeEngine({ stepMs: 50, steps: 200 });
    const limited = await createPracticeApp({
      engine: slow.engine,
      database: ctx.database,
      generationTimeoutMs: 300,
    });
    try {
      const s = await studentWithDocument(limited.app);
      const res = await generate(limited.app, s.cookie, base(s.course.id, [s.doc.id]));
      const events = parseSse(res.body);
      expect(events[0]!.type).toBe('progress');
      expect(events.at(-1)).toMatchObject({ type: 'error', code: 'TIMEOUT' });
      expect((events.at(-1) as { message: string }).message).toContain('5 minutes');
      expect(slow.calls.aborted).toBe(1);
      expect(await limited.app.db.select().from(tests).where(eq(tests.userId, s.userId))).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it('stops the engine and stores nothing when the client disconnects', async () => {
    const slow = fakeEngine({ stepMs: 50, steps: 200 });
    const live = await createPracticeApp({ engine: slow.engine, database: ctx.database });
    try {
      const s = await studentWithDocument(live.app);
      const address = await live.app.listen({ port: 0, host: '127.0.0.1' });
      const url = new URL('/api/tests/generate', address);
      const body = JSON.stringify(base(s.course.id, [s.doc.id]));
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          url,
          {
            method: 'POST',
            headers: {
              cookie: s.cookie,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', (chunk: Buffer) => {
              expect(chunk.toString()).toContain('event: progress');
              // The browser's Cancel: the connection goes away mid-generation.
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (err) => {
          if (!req.destroyed) reject(err);
        });
        req.end(body);
      });
      const deadline = Date.now() + 5000;
      while (slow.calls.aborted === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(slow.calls.aborted).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      const rows = await live.app.db.select().from(tests).where(eq(tests.userId, s.userId));
      expect(rows).toHaveLength(0);
    } finally {
      await live.close();
    }
  });
});

describe('POST /api/tests/generate: checks before streaming', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/tests/generate', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no documents', { summaryIds: [] }],
    ['4 multiple-choice questions', { questionCount: 4 }],
    ['31 multiple-choice questions', { questionCount: 31 }],
    ['a fractional count', { questionCount: 5.5 }],
    ['0 open-ended questions', { questionType: 'open-ended', questionCount: 0 }],
    ['6 open-ended questions', { questionType: 'open-ended', questionCount: 6 }],
    ['a 5-minute limit', { timeLimit: 5 }],
    ['a 70-minute limit', { timeLimit: 70 }],
    ['a 15-minute limit (steps of 10)', { timeLimit: 15 }],
    ['an unknown difficulty', { difficulty: 'expert' }],
    ['an unknown question type', { questionType: 'true-false' }],
    ['seconds without ALLOW_SHORT_TIME_LIMITS', { timeLimitSeconds: 30 }],
    ['a missing course', { courseId: undefined }],
  ])('refuses %s with 400 and the error shape', async (_l, patch) => {
    const s = await studentWithDocument(ctx.app);
    const res = await generate(ctx.app, s.cookie, { ...base(s.course.id, [s.doc.id]), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('accepts an open-ended count of 1 to 5 and the defaults', async () => {
    const s = await studentWithDocument(ctx.app);
    const res = await generate(ctx.app, s.cookie, {
      courseId: s.course.id,
      summaryIds: [s.doc.id],
      questionCount: 10,
    });
    expect(parseSse(res.body).at(-1)).toMatchObject({ type: 'done', questionCount: 10 });
    const [row] = await ctx.app.db.select().from(tests).where(eq(tests.userId, s.userId));
    expect(row).toMatchObject({ difficulty: 'medium', questionTypes: 'multiple-choice', timeLimit: 30 });
  });

  it("answers 404 for another student's course and 'Documents not found' for documents that are not the student's", async () => {
    const a = await studentWithDocument(ctx.app);
    const b = await studentWithDocument(ctx.app);
    const otherCourse = await generate(ctx.app, a.cookie, base(b.course.id, [a.doc.id]));
    expect(otherCourse.statusCode).toBe(404);
    expect(otherCourse.json().error.message).toBe('Course not found');

    const otherDoc = await generate(ctx.app, a.cookie, base(a.course.id, [a.doc.id, b.doc.id]));
    expect(otherDoc.statusCode).toBe(404);
    expect(otherDoc.json().error.message).toBe(TEST_MESSAGES.documentsNotFound);

    const secondCourse = await createCourse(ctx.app.db, a.userId, { name: 'Chemistry' });
    const wrongCourse = await generate(ctx.app, a.cookie, base(secondCourse.id, [a.doc.id]));
    expect(wrongCourse.statusCode).toBe(404);
    expect(wrongCourse.json().error.message).toBe(TEST_MESSAGES.documentsNotFound);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await generate(ctx.app, a.cookie, base(a.course.id, [id]));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(TEST_MESSAGES.documentsNotFound);
    }
    expect(fake.calls.generate).toBeGreaterThanOrEqual(0);
    const rows = await ctx.app.db.select().from(tests);
    expect(rows).toHaveLength(0);
  });

  it('answers 409 for a closed course', async () => {
    const s = await studentWithDocument(ctx.app);
    await ctx.app.db.execute(sql`update courses set status = 'closed' where id = ${s.course.id}`);
    const res = await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('COURSE_CLOSED');
  });

  it.each([
    ['pending', 'cells.pdf', 'EXTRACTION_IN_PROGRESS', /extraction in progress/i],
    ['pending', 'notes.docx', 'EXTRACTION_IN_PROGRESS', /extraction in progress/i],
    ['processing', 'notes.docx', 'EXTRACTION_PROCESSING', /wait a moment and try again/],
    ['failed', 'cells.pdf', 'EXTRACTION_FAILED', /re-upload the file or use a different format/],
    ['visual_ai_required', 'cells.pdf', 'EXTRACTION_FAILED', /re-upload the file or use a different format/],
    ['failed', 'old.doc', 'EXTRACTION_FAILED', /re-upload the file or use a different format/],
  ] as const)('blocks a %s %s with %s', async (status, fileName, code, message) => {
    const s = await studentWithDocument(ctx.app);
    const doc = await createSummary(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      fileName,
      extractionStatus: status,
    });
    const res = await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id, doc.id]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(message);
    expect(res.json().error.message).toContain(fileName);
  });

  it.each([
    ['cells.pdf', /image-based \(scanned\).*OCR/],
    ['notes.docx', /Word document/],
    ['notes.txt', /No content available/],
  ])("answers 'No content available' for an empty %s", async (fileName, wording) => {
    const s = await studentWithDocument(ctx.app);
    const doc = await createSummary(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      fileName,
      extractedText: '   ',
      wordCount: 0,
      extractionStatus: fileName.endsWith('txt') ? 'not_applicable' : 'completed',
    });
    const res = await generate(ctx.app, s.cookie, base(s.course.id, [doc.id]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'NO_CONTENT',
      message: expect.stringMatching(/^No content available/),
    });
    expect(res.json().error.message).toMatch(wording);
  });

  it('refuses more than 50,000 words over the selection with the spec text', async () => {
    const s = await studentWithDocument(ctx.app);
    const big = await createSummary(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      wordCount: 50_000 - (s.doc.wordCount ?? 0) + 1,
    });
    const res = await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id, big.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WORD_LIMIT_EXCEEDED',
      message: TEST_MESSAGES.wordLimitExceeded,
    });

    const atCap = await createSummary(ctx.app.db, {
      userId: s.userId,
      courseId: s.course.id,
      wordCount: 50_000 - (s.doc.wordCount ?? 0),
    });
    const ok = await generate(ctx.app, s.cookie, base(s.course.id, [s.doc.id, atCap.id]));
    expect(ok.statusCode).toBe(200);
  });

  it('accepts timeLimitSeconds when the server allows short limits', async () => {
    const short = await createPracticeApp({
      engine: fake.engine,
      database: ctx.database,
      env: { ALLOW_SHORT_TIME_LIMITS: 'true' as never },
    });
    try {
      const s = await studentWithDocument(short.app);
      const tooShort = await generate(short.app, s.cookie, {
        ...base(s.course.id, [s.doc.id]),
        timeLimitSeconds: 4,
      });
      expect(tooShort.statusCode).toBe(400);
      const res = await generate(short.app, s.cookie, {
        ...base(s.course.id, [s.doc.id]),
        timeLimitSeconds: 30,
      });
      const done = parseSse(res.body).at(-1) as { testId: string };
      const [row] = await short.app.db.select().from(tests).where(eq(tests.id, done.testId));
      expect(row!.settings).toMatchObject({ timeLimitSeconds: 30 });
    } finally {
      await short.close();
    }
  });
});

describe('GET /api/plan', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/plan' })).statusCode).toBe(401);
  });

  it('shows the free plan, the usage of this month and the next reset', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/plan', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(res.json()).toEqual({
      plan: 'free',
      monthlyLimit: 1000,
      usedThisMonth: 0,
      remaining: 1000,
      resetsAt: next.toISOString(),
    });
  });
});
