/**
 * Seeded fuzzing of every route (docs/decisions/007-robustness.md): malformed bodies, characters that cannot be
 * stored, deep nesting, wrong and foreign ids, broken multipart. No request may answer 5xx, and every error is the
 * one shape of decision 004. A failure prints the seed and the request; rerun with FUZZ_SEED=<seed>.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createCourse, createInProgressSubmission, createSummary, createTest } from './factories.ts';
import { createTestApp, ORIGIN, signUp, type TestContext } from './helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);

/** mulberry32: small, fast, reproducible. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AUTH_ENDPOINTS: [string, string][] = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/change-email'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/revoke-session'],
  ['GET', '/api/auth/reset-password/sometoken'],
  ['GET', '/api/auth/verify-email'],
  ['POST', '/api/auth/unknown-endpoint'],
];

const FIELDS = [
  'name',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'image',
  'rememberMe',
  'callbackURL',
  'topic',
  'rating',
  'message',
  'status',
  'teacher',
  'institute',
  'description',
  'color',
  'answer',
  'timeSpent',
  'answers',
  'autoSubmitted',
  'questionId',
  'courseId',
  'summaryIds',
  'questionCount',
  'difficulty',
  'questionType',
  'timeLimit',
  'timeLimitSeconds',
  'language',
  'units',
  'number',
  'text',
  'unitKind',
  'error',
  '__proto__',
  'constructor',
];

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'ok\uD83D',
  '\u202Egnp.exe',
  '\u2066isolate\u2069',
  '<script>alert(1)</script>',
  "'; drop table courses; --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'שלום עולם',
  '😀'.repeat(50),
  'A',
  'medium',
  'open-ended',
  'multiple-choice',
  'active',
  'closed',
  'general',
  'student@example.com',
  'not-an-email',
  '00000000-0000-0000-0000-000000000000',
];

describe('fuzz: malformed requests never answer 5xx', () => {
  let ctx: TestContext;
  let cookieA = '';
  let emailA = '';
  const ids: Record<string, string[]> = {};

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: 1_000_000, RATE_LIMIT_AUTH_PER_EMAIL: 1_000_000 });
    const a = await signUp(ctx.app, { password: 'fuzz-secret-1' });
    const b = await signUp(ctx.app);
    cookieA = a.cookie;
    emailA = a.email;
    const db = ctx.database.db;
    const courseA = await createCourse(db, a.userId);
    const courseB = await createCourse(db, b.userId);
    const docA = await createSummary(db, { userId: a.userId, courseId: courseA.id });
    const docB = await createSummary(db, { userId: b.userId, courseId: courseB.id });
    const testA = await createTest(db, { userId: a.userId, courseId: courseA.id });
    const testB = await createTest(db, { userId: b.userId, courseId: courseB.id });
    const subA = await createInProgressSubmission(db, { userId: a.userId, testId: testA.id });
    const subB = await createInProgressSubmission(db, { userId: b.userId, testId: testB.id });
    ids.course = [courseA.id, courseB.id];
    ids.document = [docA.id, docB.id];
    ids.test = [testA.id, testB.id];
    ids.submission = [subA.id, subB.id];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it(`answers ${COUNT} seeded malformed requests (seed ${SEED}) without a 5xx, in the one error shape`, async () => {
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;

    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes: [string, string][] = [...AUTH_ENDPOINTS];
    for (const [p, methods] of Object.entries(spec.paths))
      for (const m of Object.keys(methods)) routes.push([m.toUpperCase(), p]);
    expect(routes.length).toBeGreaterThan(30);

    const anyId = () =>
      pick([
        ...Object.values(ids).flat(),
        '00000000-0000-0000-0000-000000000000',
        crypto.randomUUID(),
        'not-a-uuid',
        '%00',
        '%ED%A0%80',
        '%E2%80%AE',
        '%ZZ',
        '..%2F..%2Fetc',
        'a'.repeat(400),
        '-1',
        '1e309',
        'null',
      ]);

    function string(depth: number): string {
      if (chance(0.002)) return 'x'.repeat(Math.floor(random() * 1_100_000));
      if (chance(0.6)) return pick(NASTY_STRINGS);
      let s = '';
      const n = Math.floor(random() * 30);
      for (let i = 0; i < n; i++)
        s += String.fromCharCode(Math.floor(random() * (chance(0.5) ? 128 : 0x10000)));
      return depth >= 0 ? s : s;
    }

    function value(depth: number): unknown {
      const r = random();
      if (depth > 4 || r < 0.35) return string(depth);
      if (r < 0.45) return pick([0, -1, 1, 3, 5, 100, 1e308, -1e308, 2 ** 53 + 1, 0.5, 1e-300]);
      if (r < 0.5) return pick([true, false, null]);
      if (r < 0.62) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      if (r < 0.66) return [{ questionId: anyId(), answer: value(depth + 1), timeSpent: value(depth + 1) }];
      const obj: Record<string, unknown> = {};
      const n = 1 + Math.floor(random() * 6);
      for (let i = 0; i < n; i++) obj[chance(0.9) ? pick(FIELDS) : string(depth)] = value(depth + 1);
      return obj;
    }

    function body(): { payload?: string | Buffer; type?: string } {
      const r = random();
      if (r < 0.55) return { payload: JSON.stringify(value(0)), type: 'application/json' };
      if (r < 0.6) {
        const n = 5000 + Math.floor(random() * 5000);
        return { payload: '['.repeat(n) + ']'.repeat(n), type: 'application/json' };
      }
      if (r < 0.63) {
        const n = 5000;
        return { payload: '{"a":'.repeat(n) + '1' + '}'.repeat(n), type: 'application/json' };
      }
      if (r < 0.67) return { payload: JSON.stringify(value(0)).slice(0, -1), type: 'application/json' };
      if (r < 0.7)
        return { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]), type: 'application/json' };
      if (r < 0.72) return { payload: '{"name":"\\u0000"}', type: 'application/json; charset=utf-16' };
      if (r < 0.74) return { payload: '', type: 'application/json' };
      if (r < 0.78)
        return { payload: string(0), type: pick(['text/plain', 'application/x-www-form-urlencoded']) };
      if (r < 0.8)
        return {
          payload: Buffer.from(string(0)),
          type: pick(['application/octet-stream', 'image/png', 'x/y;;;']),
        };
      if (r < 0.95) return multipart();
      return {};
    }

    function multipart(): { payload: string | Buffer; type: string } {
      const boundary = '----fuzz' + Math.floor(random() * 1e9);
      const name = pick(['file', 'other', '', 'file"; x="']);
      const filename = pick([
        'notes.txt',
        'a.pdf',
        'b.docx',
        'c.pptx',
        '..\\..\\x.txt',
        '\u202Etxt.exe',
        'a\u0000.txt',
        '',
      ]);
      const content = string(0);
      const full =
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: ${pick(['text/plain', 'application/pdf', 'application/octet-stream'])}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      const r = random();
      if (r < 0.25) return { payload: full, type: 'multipart/form-data' }; // no boundary
      if (r < 0.5)
        return {
          payload: full.slice(0, Math.floor(random() * full.length)),
          type: `multipart/form-data; boundary=${boundary}`,
        };
      if (r < 0.6) return { payload: full, type: `multipart/form-data; boundary=wrong` };
      if (r < 0.7)
        return { payload: full.replace(/\r\n/g, '\n'), type: `multipart/form-data; boundary=${boundary}` };
      return { payload: full, type: `multipart/form-data; boundary=${boundary}` };
    }

    function query(): string {
      if (chance(0.7)) return '';
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 3) },
        () =>
          `${encodeURIComponent(pick(FIELDS))}=${pick(['%00', '%ED%A0%80', 'x', '1', '-5', 'a'.repeat(3000), '%', '[]', 'true'])}`,
      );
      return `?${parts.join('&')}`;
    }

    const failures: string[] = [];
    const slow: Record<string, number> = {};
    const statuses: Record<number, number> = {};
    for (let i = 0; i < COUNT; i++) {
      const [routeMethod, routePath] = pick(routes);
      const method = chance(0.9) ? routeMethod : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      const url =
        routePath.replace(/\{[^}]+\}|:[A-Za-z]+/g, () =>
          chance(0.3) ? anyId() : pick(Object.values(ids).flat()),
        ) + query();
      const b = method === 'GET' || method === 'HEAD' ? (chance(0.1) ? body() : {}) : body();
      const headers: Record<string, string> = { origin: ORIGIN };
      if (b.type) headers['content-type'] = b.type;
      const cookieChoice = random();
      if (cookieChoice < 0.8) headers.cookie = cookieA;
      else if (cookieChoice < 0.85) headers.cookie = 'better-auth.session_token=forged.c2lnbmF0dXJl';
      else if (cookieChoice < 0.9) headers.cookie = 'better-auth.session_token=%E0%A4%A';
      const options: InjectOptions = {
        method: method as InjectOptions['method'],
        url,
        headers,
        remoteAddress: `10.1.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}`,
      };
      if (b.payload !== undefined) options.payload = b.payload;
      let res;
      const t0 = performance.now();
      try {
        res = await ctx.app.inject(options);
      } catch (err) {
        failures.push(`#${i} ${method} ${url}: inject threw ${String(err)}`);
        continue;
      }
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (process.env.FUZZ_PROFILE) {
        const key = `${routeMethod} ${routePath} ${res.statusCode}`;
        slow[key] = (slow[key] ?? 0) + (performance.now() - t0);
      }
      const describeReq = () =>
        `#${i} ${method} ${url.slice(0, 200)} [${b.type ?? '-'}] ${JSON.stringify(String(b.payload ?? '')).slice(0, process.env.FUZZ_VERBOSE ? 5000 : 200)}`;
      if (res.statusCode >= 500) {
        failures.push(`${describeReq()} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        continue;
      }
      if (res.statusCode >= 400 && method !== 'HEAD') {
        let ok = false;
        try {
          const json = res.json() as { error?: { code?: unknown; message?: unknown } };
          ok = typeof json.error?.code === 'string' && typeof json.error?.message === 'string';
        } catch {
          ok = false;
        }
        if (!ok)
          failures.push(
            `${describeReq()} -> ${res.statusCode} not the error shape: ${res.body.slice(0, 200)}`,
          );
      }
      // A fuzzed request may sign user A out (sign-out, password change): sign in again to keep fuzzing deep.
      if (i % 50 === 49) {
        const check = await ctx.app.inject({
          method: 'GET',
          url: '/api/courses',
          headers: { cookie: cookieA },
        });
        if (check.statusCode === 401) {
          const signIn = await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: { origin: ORIGIN, 'content-type': 'application/json' },
            payload: { email: emailA, password: 'fuzz-secret-1' },
          });
          const set = signIn.headers['set-cookie'];
          const list = Array.isArray(set) ? set : set ? [set] : [];
          if (list.length) cookieA = list.map((c) => c.split(';')[0]).join('; ');
        }
      }
    }
    if (process.env.FUZZ_PROFILE)
      console.log(
        Object.entries(slow)
          .sort((x, y) => y[1] - x[1])
          .slice(0, 15)
          .map(([k, v]) => `${Math.round(v)} ms ${k}`)
          .join('\n'),
      );
    if (failures.length)
      console.error(`fuzz seed ${SEED}: ${failures.length} failures\n${failures.slice(0, 40).join('\n')}`);
    expect(failures, `seed ${SEED}; statuses ${JSON.stringify(statuses)}`).toEqual([]);
  }, 120_000);
});
