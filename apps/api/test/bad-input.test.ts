/**
 * The malformed requests of issue 12 that used to answer 500, as named cases (docs/decisions/007-robustness.md),
 * and the bidi controls removed from what people type.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseSummaries, courses, feedback, testQuestions, user } from '../src/db/schema/index.ts';
import { createCourse, createInProgressSubmission, createTest } from './factories.ts';
import { createTestApp, ORIGIN, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 100_000 });
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
});

const json = { origin: ORIGIN, 'content-type': 'application/json' };

function expectRefused(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('characters that cannot be stored are refused with 400, not 500', () => {
  it('a NUL character in a course name, a feedback message or an answer', async () => {
    const me = await signUp(ctx.app);
    const course = await ctx.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...json, cookie: me.cookie },
      payload: { name: 'Bio\u0000logy', description: 'x\u0000' },
    });
    expect(expectRefused(course).code).toBe('INVALID_CHARACTERS');
    const fb = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...json, cookie: me.cookie },
      payload: { topic: 'general', rating: 5, message: 'great\u0000app' },
    });
    expect(expectRefused(fb).code).toBe('INVALID_CHARACTERS');

    const c = await createCourse(ctx.database.db, me.userId);
    const test = await createTest(ctx.database.db, { userId: me.userId, courseId: c.id, questionCount: 1 });
    const sub = await createInProgressSubmission(ctx.database.db, { userId: me.userId, testId: test.id });
    const [q] = await ctx.database.db
      .select({ id: testQuestions.id })
      .from(testQuestions)
      .where(eq(testQuestions.testId, test.id));
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sub.id}/answers/${q!.id}`,
      headers: { ...json, cookie: me.cookie },
      payload: { answer: 'A\u0000', timeSpent: 3 },
    });
    expect(expectRefused(answer).code).toBe('INVALID_CHARACTERS');
    // The student's next, clean save still works.
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sub.id}/answers/${q!.id}`,
      headers: { ...json, cookie: me.cookie },
      payload: { answer: 'A', timeSpent: 3 },
    });
    expect(ok.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(courses)).toHaveLength(1);
    expect(await ctx.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('a lone UTF-16 surrogate in a course name is refused', async () => {
    const me = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...json, cookie: me.cookie },
      payload: '{"name":"Chem\\ud800istry"}',
    });
    expect(expectRefused(res).code).toBe('INVALID_CHARACTERS');
  });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset'])(
    'a NUL character in the e-mail of %s',
    async (url) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: json,
        payload: {
          name: 'Nul Student',
          email: 'nul\u0000@example.com',
          password: 'secret123',
          redirectTo: '/',
        },
      });
      expect(expectRefused(res).code).toBe('INVALID_CHARACTERS');
    },
  );

  it('text extracted from a file keeps its words: NULs dropped, a lone surrogate replaced by U+FFFD', async () => {
    const me = await signUp(ctx.app);
    const c = await createCourse(ctx.database.db, me.userId);
    const [doc] = await ctx.database.db
      .insert(courseSummaries)
      .values({
        userId: me.userId,
        courseId: c.id,
        fileName: 'notes.pdf',
        fileUrl: `${me.userId}/${c.id}/notes.pdf`,
        fileSize: 1000,
        fileHash: 'f'.repeat(64),
        fileType: 'pdf',
        extractionStatus: 'processing',
      })
      .returning();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${doc!.id}/text`,
      headers: { ...json, cookie: me.cookie },
      payload:
        '{"unitKind":"page","units":[{"number":1,"text":"Cells divide\\u0000 by mitosis \\ud835 daily"}]}',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(courseSummaries).where(eq(courseSummaries.id, doc!.id));
    expect(row!.extractedText).toContain('Cells divide by mitosis');
    expect(row!.extractedText).not.toContain('\u0000');
  });
});

describe('deep JSON and better-auth bodies', () => {
  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/update-user', '/api/courses'])(
    'JSON nested 5,000 deep on %s is refused with 400',
    async (url) => {
      const me = await signUp(ctx.app);
      const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...json, cookie: me.cookie },
        payload: `{"email":"x@example.com","password":"secret123","name":${deep}}`,
      });
      expect(expectRefused(res).code).toBe('INVALID_JSON');
      const arrays = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...json, cookie: me.cookie },
        payload: '['.repeat(5000) + ']'.repeat(5000),
      });
      expect(expectRefused(arrays).code).toBe('INVALID_JSON');
    },
  );

  it('update-user with {"name": null} is refused and the name is kept', async () => {
    const me = await signUp(ctx.app, { name: 'Dana Levi' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...json, cookie: me.cookie },
      payload: { name: null },
    });
    expect(expectRefused(res).code).toBe('VALIDATION_ERROR');
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, me.userId));
    expect(row!.name).toBe('Dana Levi');
  });
});

describe('broken multipart uploads', () => {
  async function upload(contentType: string, payload: string) {
    const me = await signUp(ctx.app);
    const c = await createCourse(ctx.database.db, me.userId);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${c.id}/documents`,
      headers: { origin: ORIGIN, cookie: me.cookie, 'content-type': contentType },
      payload,
    });
  }
  const part = (b: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nCells divide.\r\n--${b}--\r\n`;

  it('without a boundary: 4xx in the error shape', async () => {
    const res = await upload('multipart/form-data', part('xyz'));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectRefused(res, res.statusCode);
  });

  it('cut short inside the part headers or the file: 400 INVALID_MULTIPART', async () => {
    const full = part('xyz');
    for (const cut of [60, 90, full.length - 10]) {
      const res = await upload('multipart/form-data; boundary=xyz', full.slice(0, cut));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectRefused(res, res.statusCode);
    }
    const headerCut = await upload('multipart/form-data; boundary=xyz', full.slice(0, 90));
    expect(expectRefused(headerCut).code).toBe('INVALID_MULTIPART');
  });
});

describe('bidi controls are removed from names and texts people type', () => {
  it('course fields, feedback and the user name', async () => {
    const me = await signUp(ctx.app, { name: 'Dana\u202E Levi\u2066' });
    const [u] = await ctx.database.db.select().from(user).where(eq(user.id, me.userId));
    expect(u!.name).toBe('Dana Levi');
    const course = await ctx.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...json, cookie: me.cookie },
      payload: {
        name: 'Uni\u202Egnp.exe',
        teacher: '\u2067Dr. Cohen\u2069',
        description: 'Notes\u200E here',
        institute: 'אוניברסיטת\u200F תל אביב',
      },
    });
    expect(course.statusCode).toBe(201);
    expect(course.json()).toMatchObject({
      name: 'Unignp.exe',
      teacher: 'Dr. Cohen',
      description: 'Notes here',
      // A right-to-left text keeps its plain direction marks.
      institute: 'אוניברסיטת\u200F תל אביב',
    });
    const fb = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...json, cookie: me.cookie },
      payload: { topic: 'general', rating: 4, message: 'Nice\u202D app' },
    });
    expect(fb.statusCode).toBeLessThan(300);
    const [row] = await ctx.database.db.select().from(feedback);
    expect(row!.message).toBe('Nice app');
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...json, cookie: me.cookie },
      payload: { name: '\u202BRenamed\u202C' },
    });
    expect(renamed.statusCode).toBe(200);
    const [u2] = await ctx.database.db.select().from(user).where(eq(user.id, me.userId));
    expect(u2!.name).toBe('Renamed');
  });
});

describe('413 does not leave the connection hanging', () => {
  it('an upload over 15 MB answers 413 with Connection: close and the socket ends; a new connection is served', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const me = await signUp(ctx.app);
    const c = await createCourse(ctx.database.db, me.userId);
    const raw = (payload: string) =>
      new Promise<{ text: string; ended: boolean }>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        const timer = setTimeout(() => {
          socket.destroy();
          resolve({ text, ended: false });
        }, 8000);
        socket.on('data', (d) => (text += d.toString('latin1')));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearTimeout(timer);
          resolve({ text, ended: true });
        });
        socket.write(payload);
      });
    const request = (url: string, type: string, body: string, connection = 'keep-alive') =>
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\nCookie: ${me.cookie}\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: ${connection}\r\n\r\n${body}`;
    const b = 'xyzb';
    const file =
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n` +
      'word '.repeat(3.4 * 1024 * 1024) +
      `\r\n--${b}--\r\n`;
    const next = request('/api/courses', 'application/json', '{"name":"Second"}');
    // An upload over the limit, then a second request on the same keep-alive connection.
    const first = await raw(
      request(`/api/courses/${c.id}/documents`, `multipart/form-data; boundary=${b}`, file) + next,
    );
    expect(first.text).toMatch(/^HTTP\/1.1 413/);
    expect(first.text.toLowerCase()).toContain('connection: close');
    expect(first.ended).toBe(true);
    // The client opens a new connection, as Connection: close tells it to, and is answered.
    const second = await raw(request('/api/courses', 'application/json', '{"name":"Second"}', 'close'));
    expect(second.text).toMatch(/^HTTP\/1.1 201/);
  });
});
