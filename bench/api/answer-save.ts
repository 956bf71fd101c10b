/**
 * Answer-save benchmark (issue 6): 200 simulated students, each saving an answer every 2 s for 2 minutes
 * (PUT /api/submissions/:id/answers/:questionId), then a database count showing that every acknowledged
 * answer is stored. Every save is a distinct (submission, question), so a lost write cannot hide behind an
 * upsert. Prints p50 / p99 latency, errors, acknowledged saves and the database check.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/api/answer-save.ts
 *   npx tsx bench/api/answer-save.ts                      # PGlite (in memory), for a quick look
 *   BENCH_STUDENTS=200 BENCH_SECONDS=120 BENCH_INTERVAL_MS=2000 (defaults)
 *
 * The students run in a child process, so the load generator does not share the server's event loop.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 2000);

interface Student {
  cookie: string;
  submissionId: string;
  questionIds: string[];
}
interface ClientPlan {
  url: string;
  students: Student[];
  seconds: number;
  intervalMs: number;
  out: string;
}
interface ClientResult {
  latencies: number[];
  errors: number;
  non2xx: Record<string, number>;
  /** [student index, question index, answer] of every acknowledged (200) save. */
  acked: [number, number, string][];
  sent: number;
}

// ------------------------------------------------------------------------------- load generator

async function client(planFile: string) {
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as ClientPlan;
  const result: ClientResult = { latencies: [], errors: 0, non2xx: {}, acked: [], sent: 0 };
  const end = Date.now() + plan.seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  const one = async (i: number, k: number) => {
    const s = plan.students[i]!;
    const answer = 'ABCD'[k % 4]!;
    const t0 = performance.now();
    result.sent += 1;
    try {
      const res = await fetch(`${plan.url}/api/submissions/${s.submissionId}/answers/${s.questionIds[k]}`, {
        method: 'PUT',
        headers: { cookie: s.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ answer, timeSpent: 2 }),
      });
      await res.arrayBuffer();
      result.latencies.push(performance.now() - t0);
      if (res.status === 200) result.acked.push([i, k, answer]);
      else result.non2xx[res.status] = (result.non2xx[res.status] ?? 0) + 1;
    } catch {
      result.errors += 1;
    }
  };
  await Promise.all(
    plan.students.map(async (s, i) => {
      // Students are spread over the first interval, as real ones would be.
      await new Promise((r) => setTimeout(r, (i * plan.intervalMs) / plan.students.length));
      for (let k = 0; k < s.questionIds.length && Date.now() < end; k++) {
        const next = Date.now() + plan.intervalMs;
        const p = one(i, k);
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    }),
  );
  await Promise.all(inFlight);
  writeFileSync(plan.out, JSON.stringify(result));
}

// ------------------------------------------------------------------------------------- server

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function server() {
  const { buildApp } = await import('../../apps/api/src/app.ts');
  const { loadConfig } = await import('../../apps/api/src/config.ts');
  const { createTestDatabase } = await import('../../apps/api/test/helpers.ts');
  const { createCourse, createTest, defaultQuestions } = await import('../../apps/api/test/factories.ts');

  const url = process.env.BENCH_DATABASE_URL;
  const database = await createTestDatabase(url, 20);
  const dir = mkdtempSync(path.join(tmpdir(), 'studypilot-bench-'));
  const config = loadConfig(
    {},
    {
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PORT: 0,
      RATE_LIMIT_AUTH_PER_IP: 100000,
    },
  );
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  // Server-side time of each save (from the request's arrival to the end of the response), to tell the
  // server's own latency from the load generator's on a busy machine.
  const serverMs: number[] = [];
  let measuring = false;
  app.addHook('onResponse', async (request, reply) => {
    if (measuring && request.method === 'PUT') serverMs.push(reply.elapsedTime);
  });
  await app.ready();
  const questionsPerStudent = Math.ceil((SECONDS * 1000) / INTERVAL_MS) + 1;
  const t0 = Date.now();
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: config.publicUrl, 'content-type': 'application/json' },
      payload: { name: `Student ${i}`, email: `student${i}@bench.local`, password: 'bench-password' },
    });
    const userId = res.json().user.id as string;
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const course = await createCourse(database.db, userId, { name: `Course ${i}` });
    const test = await createTest(database.db, {
      userId,
      courseId: course.id,
      timeLimit: 60,
      questions: defaultQuestions(questionsPerStudent),
    });
    const attempt = await app.inject({
      method: 'POST',
      url: `/api/tests/${test.id}/attempt`,
      headers: { cookie },
    });
    const body = attempt.json() as { submission: { id: string }; questions: { id: string }[] };
    students.push({ cookie, submissionId: body.submission.id, questionIds: body.questions.map((q) => q.id) });
  }
  if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${STUDENTS} students with an open ${questionsPerStudent}-question attempt each in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const planFile = path.join(dir, 'plan.json');
  const outFile = path.join(dir, 'result.json');
  writeFileSync(
    planFile,
    JSON.stringify({ url: address, students, seconds: SECONDS, intervalMs: INTERVAL_MS, out: outFile }),
  );
  console.log(
    `database: ${database.kind}; ${STUDENTS} students x 1 save every ${INTERVAL_MS / 1000} s for ${SECONDS} s (about ${Math.round((STUDENTS * 1000) / INTERVAL_MS)} req/s)`,
  );
  // The machine's own load, so figures from a shared machine can be read in context.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`machine: ${cpus().length} CPUs, load average before the run ${load()}`);
  const self = fileURLToPath(import.meta.url);
  measuring = true;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', self, '--client', planFile], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(readFileSync(outFile, 'utf8')) as ClientResult;
  const sorted = r.latencies.sort((a, b) => a - b);
  const non2xx = Object.values(r.non2xx).reduce((a, b) => a + b, 0);

  // Every acknowledged save must be in the database with the value that was acknowledged.
  const ids = students.map((s) => s.submissionId);
  const rows = (
    (await database.db.execute(sql`
      select submission_id, question_id, student_answer from test_answers
      where submission_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)) as unknown as { rows: { submission_id: string; question_id: string; student_answer: string }[] }
  ).rows;
  const stored = new Map(rows.map((row) => [`${row.submission_id}/${row.question_id}`, row.student_answer]));
  let lost = 0;
  for (const [i, k, answer] of r.acked) {
    const s = students[i]!;
    if (stored.get(`${s.submissionId}/${s.questionIds[k]}`) !== answer) lost += 1;
  }

  console.log('\nrequests   acked   errors   non-2xx   p50 ms   p90 ms   p99 ms   max ms   req/s');
  console.log(
    [
      String(r.sent).padStart(8),
      String(r.acked.length).padStart(7),
      String(r.errors).padStart(8),
      String(non2xx).padStart(9),
      percentile(sorted, 50).toFixed(1).padStart(8),
      percentile(sorted, 90).toFixed(1).padStart(8),
      percentile(sorted, 99).toFixed(1).padStart(8),
      (sorted.at(-1) ?? NaN).toFixed(1).padStart(8),
      (r.sent / SECONDS).toFixed(0).padStart(7),
    ].join(' '),
  );
  const server = serverMs.sort((a, b) => a - b);
  console.log(
    `server-side (fastify elapsed): p50 ${percentile(server, 50).toFixed(1)} ms, p90 ${percentile(server, 90).toFixed(1)} ms, p99 ${percentile(server, 99).toFixed(1)} ms`,
  );
  if (non2xx) console.log('non-2xx by status:', r.non2xx);
  console.log(`load average after the run: ${load()}`);
  console.log(
    `database check: ${rows.length} answer rows stored for ${r.acked.length} acknowledged saves; ` +
      `${r.acked.length - lost} match the acknowledged value, ${lost} lost`,
  );
  const p99 = percentile(sorted, 99);
  console.log(
    `target p99 <= 60 ms, 0 errors, 0 lost: ${p99 <= 60 && r.errors + non2xx === 0 && lost === 0 ? 'MET' : 'NOT MET'}`,
  );

  await app.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}

const clientIndex = process.argv.indexOf('--client');
(clientIndex >= 0 ? client(process.argv[clientIndex + 1]!) : server()).catch((err) => {
  console.error(err);
  process.exit(1);
});
