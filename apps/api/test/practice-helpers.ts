/** Helpers of the practice-test, submission and finaliser tests: an app with a chosen engine, fixtures, SSE parsing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GenerationEvent } from '@studypilot/core';
import {
  EngineError,
  type GeneratedQuestion,
  type GenerateRequest,
  type GradeResult,
  type QuestionEngine,
} from '@studypilot/engine';
import { BIOLOGY_PAGES } from '../../../packages/engine/test/fixtures.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config, type Env } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { createCourse, createSummary } from './factories.ts';
import { CapturingMailer, createTestDatabase, signUp, type TestContext } from './helpers.ts';

export { BIOLOGY_PAGES };

export interface PracticeContext {
  app: App;
  database: TestContext['database'];
  config: Config;
  close(): Promise<void>;
}

/** Like createTestApp, with an engine override and the background finaliser off unless asked for. */
export async function createPracticeApp(
  opts: {
    env?: Partial<Env>;
    engine?: QuestionEngine;
    finaliser?: boolean;
    database?: TestContext['database'];
    generationTimeoutMs?: number;
  } = {},
): Promise<PracticeContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-test-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      PORT: 3000,
      RATE_LIMIT_AUTH_PER_IP: 100_000,
      ...opts.env,
    },
  );
  const database = opts.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    closeDatabase: false,
    mailer: new CapturingMailer(),
    logger: false,
    engine: opts.engine,
    finaliser: opts.finaliser ?? false,
    generationTimeoutMs: opts.generationTimeoutMs,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!opts.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FakeEngineOptions {
  id?: QuestionEngine['id'];
  model?: string;
  /** Milliseconds between progress events (each checks the abort signal). */
  stepMs?: number;
  steps?: number;
  failWith?: EngineError | Error;
  /** Open answers: throw from grade() (an AI grader that is down). */
  gradeFails?: boolean;
}

/** A deterministic engine: question i has key 'ABCD'[i % 4]; open answers mentioning 'glucose' are correct. */
export function fakeEngine(o: FakeEngineOptions = {}) {
  const calls = { generate: 0, grade: 0, aborted: 0 };
  const engine: QuestionEngine = {
    id: o.id ?? 'openai-compatible',
    label: 'Fake engine',
    model: o.model ?? 'fake-model-1',
    async generate(req: GenerateRequest, opts = {}) {
      calls.generate += 1;
      const steps = o.steps ?? 3;
      for (let i = 0; i < steps; i++) {
        if (opts.signal?.aborted) {
          calls.aborted += 1;
          throw new EngineError('ABORTED', 'Question generation was cancelled.');
        }
        opts.onProgress?.({ stage: 'writing', done: i, total: steps, message: `Writing question ${i + 1}` });
        await new Promise((r) => setTimeout(r, o.stepMs ?? 1));
      }
      if (opts.signal?.aborted) {
        calls.aborted += 1;
        throw new EngineError('ABORTED', 'Question generation was cancelled.');
      }
      if (o.failWith) throw o.failWith;
      opts.onProgress?.({ stage: 'done', done: steps, total: steps, message: 'Done' });
      const doc = req.documents[0]!;
      const questions: GeneratedQuestion[] = Array.from({ length: req.questionCount }, (_, i) =>
        req.questionType === 'open-ended'
          ? {
              type: 'open-ended',
              text: `Explain idea ${i + 1} of the material.`,
              options: null,
              correctAnswer: `SAMPLE-ANSWER-${i + 1}: glucose is made by photosynthesis.`,
              explanation: `EXPLANATION-${i + 1}`,
              source: {
                documentId: doc.id,
                documentName: doc.name,
                unitKind: doc.unitKind,
                unit: 1,
                quote: `QUOTE-${i + 1}`,
              },
              keyIdeas: [`KEYIDEA-${i + 1}`],
            }
          : {
              type: 'multiple-choice',
              text: `Question ${i + 1} about the material?`,
              options: ['A) First', 'B) Second', 'C) Third', 'D) Fourth'],
              correctAnswer: 'ABCD'[i % 4]!,
              explanation: `EXPLANATION-${i + 1}`,
              source: {
                documentId: doc.id,
                documentName: doc.name,
                unitKind: doc.unitKind,
                unit: 2,
                quote: `QUOTE-${i + 1}`,
              },
            },
      );
      return { engine: engine.id, model: engine.model, questions, language: 'en' };
    },
    async grade(question: GeneratedQuestion, answer: string | null): Promise<GradeResult> {
      calls.grade += 1;
      if (o.gradeFails) throw new EngineError('PROVIDER_ERROR', 'The provider is down');
      const ok = Boolean(answer?.toLowerCase().includes('glucose'));
      return {
        score: ok ? 100 : 20,
        correct: ok,
        feedback: ok ? 'Well covered.' : 'Missing the key idea.',
        covered: ok ? ['glucose'] : [],
        missed: ok ? [] : ['glucose'],
      };
    },
    async gradeSubmission() {
      throw new Error('not used');
    },
  };
  return { engine, calls };
}

/** A signed-up student with an open course and one completed document. */
export async function studentWithDocument(app: App, opts: { text?: string; fileName?: string } = {}) {
  const student = await signUp(app);
  const course = await createCourse(app.db, student.userId, { name: 'Biology' });
  const doc = await createSummary(app.db, {
    userId: student.userId,
    courseId: course.id,
    fileName: opts.fileName ?? 'cells.pdf',
    extractedText: opts.text ?? BIOLOGY_PAGES.join('\n\n'),
    units: (opts.text ? [opts.text] : BIOLOGY_PAGES).map((text, i) => ({ number: i + 1, text })),
    unitKind: 'page',
  });
  return { ...student, course, doc };
}

export function parseSse(body: string): GenerationEvent[] {
  const events: GenerationEvent[] = [];
  for (const block of body.split('\n\n')) {
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('\n');
    if (data) events.push(JSON.parse(data) as GenerationEvent);
  }
  return events;
}

export async function generate(app: App, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/tests/generate', headers: { cookie }, payload });
}

/** Generates a test through the API and returns its id (fails the test otherwise). */
export async function generateTestId(
  app: App,
  cookie: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const res = await generate(app, cookie, payload);
  if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
  const done = parseSse(res.body).find((e) => e.type === 'done');
  if (!done || done.type !== 'done') throw new Error(`no done event: ${res.body}`);
  return done.testId;
}

/** Moves an attempt's clock back: started and deadline `seconds` earlier (the deadline then lies in the past). */
export async function expire(db: Db, submissionId: string, secondsPastDeadline = 60) {
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`
    update test_submissions set
      started_at = now() - make_interval(secs => ${secondsPastDeadline + 600}),
      deadline_at = now() - make_interval(secs => ${secondsPastDeadline})
    where id = ${submissionId}`);
}
