/**
 * Load benchmark for the course list and the dashboard stats (issue 3), and the learning loop's reads (issue 14,
 * decision 603): progress charts of the dashboard and of one course, the review due list and its summary, the weak
 * topics of a course (every attempt's answers, each question citing a page and testing a key term) and a test's
 * questions for the edit page. The
 * heavy student is Premium (charts over the whole history) and has 10,000 review cards, 3,000 of them due.
 * Seeds 1,000 other students plus a typical student (10 courses, 40 documents, 100 submissions) and a heavy
 * one (50 courses, 500 documents, 2,000 submissions), then prints SQL queries per request, median / p99
 * latency and req/s under autocannon -c 50.
 *
 *   npx tsx bench/api/courses-load.ts                 # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/api/courses-load.ts
 *
 * The seeded data goes to a new throw-away database on that server (dropped at the end unless
 * BENCH_KEEP_DATABASE=1). BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_OTHER_STUDENTS
 * (default 1000) and BENCH_ONLY
 * (courses, dashboard, progress, review, or learning for both; `npm run bench:learning`) shorten a run. The 1-minute load average is printed with each row: on a shared
 * machine, compare runs made under similar load.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { createTestDatabase } from '../../apps/api/test/helpers.ts';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/** The load generator runs in its own process so it does not compete with the server's event loop. */
async function cannon(url: string, cookie: string, seconds: number): Promise<CannonResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `cookie=${cookie}`, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as CannonResult;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests in flight (autocannon -c); BENCH_CONNECTIONS=1 measures one request at a time. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OTHERS = Number(process.env.BENCH_OTHER_STUDENTS ?? 1000);
const url = process.env.BENCH_DATABASE_URL;

/** Bulk data for one student, written with set-based SQL. */
async function seedStudent(db: Database['db'], userId: string, courses: number, docs: number, subs: number) {
  const tests = Math.max(1, Math.ceil(subs / 3));
  await db.execute(sql`
    insert into courses (user_id, name, teacher, institute, color, status, created_at)
    select ${userId}, 'Course ' || g, 'Dr. Teacher', 'University', 'blue',
           case when g % 5 = 0 then 'closed' else 'active' end, now() - (g || ' days')::interval
    from generate_series(1, ${courses}) g`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by created_at) - 1 as n from courses where user_id = ${userId})
    insert into course_summaries (course_id, user_id, file_name, file_url, file_size, file_hash, file_type,
                                  extraction_status, word_count, created_at)
    select c.id, ${userId}, 'notes-' || g || '.pdf', ${userId} || '/x/' || g || '.pdf', 123456, md5(g::text), 'pdf',
           'completed', 2500, now() - (g || ' minutes')::interval
    from generate_series(0, ${docs - 1}) g join c on c.n = g % ${courses}`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by created_at) - 1 as n from courses where user_id = ${userId})
    insert into tests (user_id, course_id, title, question_count, question_types, difficulty, time_limit, ai_engine)
    select ${userId}, c.id, 'Test ' || g, 10, 'multiple-choice', 'medium', 30, 'local'
    from generate_series(0, ${tests - 1}) g join c on c.n = g % ${courses}`);
  await db.execute(sql`
    with t as (select id, row_number() over (order by id) - 1 as n from tests where user_id = ${userId})
    insert into test_submissions (test_id, user_id, status, total_score, deadline_at, completed_at, time_taken)
    select t.id, ${userId}, 'completed', (g * 37) % 101, now(), now() - (g || ' hours')::interval, 600
    from generate_series(0, ${subs - 1}) g join t on t.n = g % ${tests}`);
}

/**
 * Questions for the student's tests, one review card per question (30% due, spread over the last 30 days; the
 * rest due over the next 60) and a review log for every fifth card over the last 60 days.
 */
async function seedLearning(db: Database['db'], userId: string, cards: number) {
  await db.execute(sql`
    with t as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from tests where user_id = ${userId})
    insert into test_questions (test_id, question_text, question_type, options, correct_answer, question_order)
    select t.id, 'Question ' || g || ' about the material?', 'multiple-choice',
           '["A) one", "B) two", "C) three", "D) four"]'::jsonb, 'B', g
    from generate_series(0, ${cards - 1}) g join t on t.n = g % t.total`);
  // Weak topics (issue 14 item 4): each question cites a page (1-10) of a document of its course and its key is a
  // term; every completed attempt of its test answered it (about half right).
  await db.execute(sql`
    update test_questions q set form = 'term-from-definition',
      source = jsonb_build_object('documentId', d.id, 'documentName', d.file_name, 'unitKind', 'page',
                                  'unit', 1 + q.question_order % 10, 'quote', 'Quoted passage ' || q.question_order)
    from tests t, lateral (select id, file_name from course_summaries where course_id = t.course_id limit 1) d
    where t.id = q.test_id and t.user_id = ${userId}`);
  await db.execute(sql`
    insert into test_answers (submission_id, question_id, student_answer, is_correct, score)
    select s.id, q.id, case when (hashtext(s.id::text || q.id::text) % 2) = 0 then 'B' else 'C' end,
           (hashtext(s.id::text || q.id::text) % 2) = 0, case when (hashtext(s.id::text || q.id::text) % 2) = 0 then 100 else 0 end
    from test_submissions s join test_questions q on q.test_id = s.test_id
    where s.user_id = ${userId}`);
  await db.execute(sql`
    insert into review_cards (user_id, question_id, course_id, due, stability, difficulty, scheduled_days, reps,
                              state, last_review)
    select ${userId}, q.id, t.course_id,
           case when row_number() over (order by q.id) % 10 < 3
             then now() - ((row_number() over (order by q.id) % 30) || ' days')::interval
             else now() + ((1 + row_number() over (order by q.id) % 60) || ' days')::interval end,
           5.0, 5.0, 5, 2, 2, now() - interval '5 days'
    from test_questions q join tests t on t.id = q.test_id where t.user_id = ${userId}`);
  await db.execute(sql`
    insert into review_logs (card_id, user_id, review_id, rating, reviewed_at, state, due, scheduled_days)
    select id, ${userId}, gen_random_uuid(), 3, now() - ((row_number() over (order by id) % 60) || ' days')::interval,
           2, due, 5
    from review_cards where user_id = ${userId} and (hashtext(id::text) % 5) = 0`);
}

function countQueries(database: Database) {
  let n = 0;
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = client.query.bind(client);
  client.query = (...a: unknown[]) => {
    n += 1;
    return original(...a);
  };
  return { reset: () => (n = 0), get: () => n };
}

async function main() {
  // The same throw-away database as the API tests: in-memory PGlite, or a new database on that server.
  const database = await createTestDatabase(url, 20);
  // BENCH_KEEP_DATABASE=1 leaves the seeded database in place (for EXPLAIN); its name is printed.
  const drop = () => (process.env.BENCH_KEEP_DATABASE ? database.close() : database.drop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-bench-'));
  const config = loadConfig(
    {},
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PORT: 0,
      RATE_LIMIT_AUTH_PER_IP: 100000,
      // The session cache is on by default (2 s); SESSION_CACHE_SECONDS=0 measures every request reading it.
      ...(process.env.SESSION_CACHE_SECONDS !== undefined
        ? { SESSION_CACHE_SECONDS: Number(process.env.SESSION_CACHE_SECONDS) }
        : {}),
    },
  );
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  const t0 = Date.now();
  await database.db.execute(sql`
    insert into "user" (id, name, email) select 'other-' || g, 'Other ' || g, 'other' || g || '@example.com'
    from generate_series(1, ${OTHERS}) g`);
  for (let i = 1; i <= OTHERS; i++) await seedStudent(database.db, `other-${i}`, 5, 20, 50);
  const students: Record<string, string> = {};
  const courseOf: Record<string, string> = {};
  const testOf: Record<string, string> = {};
  for (const [label, c, d, s] of [
    ['typical', 10, 40, 100],
    ['heavy', 50, 500, 2000],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: config.publicUrl, 'content-type': 'application/json' },
      payload: { name: label, email: `${label}@bench.local`, password: 'bench-password' },
    });
    const { user } = res.json();
    students[label] = String(res.headers['set-cookie']).split(';')[0]!;
    await seedStudent(database.db, user.id, c, d, s);
    await seedLearning(database.db, user.id, label === 'heavy' ? 10_000 : 300);
    if (label === 'heavy')
      await database.db.execute(sql`update "user" set plan = 'premium' where id = ${user.id}`);
    const { rows } = (await database.db.execute(
      sql`select course_id from tests where user_id = ${user.id} group by course_id order by count(*) desc limit 1`,
    )) as unknown as { rows: { course_id: string }[] };
    courseOf[label] = rows[0]!.course_id;
    // The edit page's questions: a test of that course.
    const test = (await database.db.execute(
      sql`select id from tests where user_id = ${user.id} and course_id = ${rows[0]!.course_id} limit 1`,
    )) as unknown as { rows: { id: string }[] };
    testOf[label] = test.rows[0]!.id;
  }
  // Index-only scans need the visibility map that (auto)vacuum keeps; autovacuum is off on the bench server,
  // so vacuum once, as a running server's autovacuum would have done by the time the data is this large.
  if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
  console.log(`seeded ${OTHERS} other students + 2 measured in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const counter = countQueries(database);
  console.log(
    `\ndatabase: ${database.kind}; session cache ${config.SESSION_CACHE_SECONDS} s; autocannon -c ${CONNECTIONS} for ${DURATION} s per row`,
  );
  if (database.kind === 'postgres' && process.env.BENCH_KEEP_DATABASE) {
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    console.log(`kept database: ${rows[0]!.name}`);
  }
  // The machine is shared: the 1-minute load average is printed with each row.
  // SQL/req: queries of the first request of a session (session read + data), then of the next one, which finds
  // the session in the cache (when on).
  console.log(
    'endpoint                         student   SQL/req   req/s    p50 ms   p99 ms   errors   load',
  );
  // GET /api/health (no session, one `select 1`) is the reference: the most a request with one query can do here.
  const endpoints = [
    '/api/health',
    '/api/courses',
    '/api/dashboard/stats',
    '/api/progress',
    '/api/progress?courseId=',
    '/api/review/due',
    '/api/review/summary',
    '/api/courses/:course/weak-topics',
    '/api/tests/:test/questions',
  ].filter(
    (e) =>
      !process.env.BENCH_ONLY ||
      e === '/api/health' ||
      e.includes(process.env.BENCH_ONLY) ||
      (process.env.BENCH_ONLY === 'learning' && /progress|review|weak-topics|questions/.test(e)),
  );
  const queries: Record<string, string> = {};
  // The per-course progress is measured on the student's course with the most tests.
  const withCourse = (endpoint: string, label: string) =>
    endpoint.endsWith('courseId=')
      ? endpoint + courseOf[label]
      : endpoint.replace(':course', courseOf[label]!).replace(':test', testOf[label]!);
  // Counted on an idle server, one request at a time.
  for (const endpoint of endpoints)
    for (const label of ['typical', 'heavy']) {
      const counts: number[] = [];
      // Let the session fall out of the cache so the first request reads it.
      await new Promise((resolve) => setTimeout(resolve, config.SESSION_CACHE_SECONDS * 1000 + 50));
      for (let i = 0; i < 2; i++) {
        counter.reset();
        const one = await fetch(address + withCourse(endpoint, label), {
          headers: { cookie: students[label]! },
        });
        if (!one.ok) throw new Error(`${endpoint} answered ${one.status}`);
        await one.text();
        counts.push(counter.get());
      }
      queries[endpoint + label] = counts.join('/');
    }
  for (const endpoint of endpoints) {
    for (const label of endpoint === '/api/health' ? ['typical'] : ['typical', 'heavy']) {
      const cookie = students[label]!;
      const r = await cannon(address + withCourse(endpoint, label), cookie, DURATION);
      const errors = r.errors + r.non2xx;
      console.log(
        `${endpoint.padEnd(32)} ${label.padEnd(9)} ${String(queries[endpoint + label]).padStart(7)} ${r.requests.average
          .toFixed(0)
          .padStart(
            7,
          )} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(errors).padStart(8)} ${loadavg()[0]!.toFixed(2).padStart(6)}`,
      );
      // Let requests still in flight finish before the next row.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  await app.close();
  await drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
