/**
 * `npm run db:seed`: a demo student with courses, documents, tests and graded attempts.
 * Uses the configured database (DATABASE_URL or the PGlite folder under DATA_DIR); safe to run twice.
 */
import { eq } from 'drizzle-orm';
import {
  createCompletedSubmission,
  createCourse,
  createSummary,
  createTest,
  defaultQuestions,
} from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { user } from './schema/index.ts';

export const DEMO_EMAIL = 'demo@studypilot.local';
export const DEMO_PASSWORD = 'demo1234';

const daysAgo = (d: number, h = 0) => new Date(Date.now() - (d * 24 + h) * 3_600_000);

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  try {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL)).limit(1);
    if (existing) {
      console.log(`Demo student already exists: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (nothing changed)`);
      return;
    }
    await app.ready();
    const signed = await app.auth.api.signUpEmail({
      body: { name: 'Demo Student', email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const userId = signed.user.id;

    const biology = await createCourse(db, userId, {
      name: 'Introduction to Biology',
      teacher: 'Dr. Rosalind Franklin',
      institute: 'City University',
      color: 'green',
      description: 'Cells, genetics and evolution.',
      createdAt: daysAgo(40),
    });
    const calculus = await createCourse(db, userId, {
      name: 'Calculus I',
      teacher: 'Prof. Leonhard Euler',
      institute: 'City University',
      color: 'blue',
      createdAt: daysAgo(20),
    });
    await createCourse(db, userId, {
      name: 'World History',
      teacher: 'Ms. Barbara Tuchman',
      color: 'orange',
      status: 'closed',
      createdAt: daysAgo(90),
    });
    await createCourse(db, userId, { name: 'Organic Chemistry', color: 'purple', createdAt: daysAgo(2) });

    await createSummary(db, {
      userId,
      courseId: biology.id,
      fileName: 'Cell Structure.pdf',
      fileSize: 1_843_200,
      createdAt: daysAgo(30),
    });
    await createSummary(db, {
      userId,
      courseId: biology.id,
      fileName: 'Genetics Lecture Notes.docx',
      fileSize: 412_000,
      createdAt: daysAgo(10),
    });
    await createSummary(db, {
      userId,
      courseId: biology.id,
      fileName: 'Evolution Slides.pptx',
      fileSize: 3_400_000,
      extractionStatus: 'visual_ai_required',
      extractedText: null,
      wordCount: null,
      createdAt: daysAgo(0, 5),
    });
    await createSummary(db, {
      userId,
      courseId: calculus.id,
      fileName: 'Limits and Derivatives.pdf',
      fileSize: 905_000,
      createdAt: daysAgo(15),
    });

    const bioTest1 = await createTest(db, {
      userId,
      courseId: biology.id,
      title: 'Course Introduction to Biology - Test #1',
      difficulty: 'easy',
      questions: defaultQuestions(10),
      createdAt: daysAgo(25),
    });
    const bioTest2 = await createTest(db, {
      userId,
      courseId: biology.id,
      title: 'Course Introduction to Biology - Test #2',
      difficulty: 'hard',
      questions: defaultQuestions(15),
      createdAt: daysAgo(8),
    });
    await createTest(db, {
      userId,
      courseId: biology.id,
      title: 'Course Introduction to Biology - Test #3',
      questions: defaultQuestions(10),
      createdAt: daysAgo(0, 3),
    });
    const calcTest = await createTest(db, {
      userId,
      courseId: calculus.id,
      title: 'Course Calculus I - Test #1',
      questions: defaultQuestions(10),
      createdAt: daysAgo(14),
    });

    await createCompletedSubmission(db, {
      userId,
      testId: bioTest1.id,
      totalScore: 70,
      completedAt: daysAgo(24),
    });
    await createCompletedSubmission(db, {
      userId,
      testId: bioTest1.id,
      totalScore: 90,
      completedAt: daysAgo(1, 2),
    });
    await createCompletedSubmission(db, {
      userId,
      testId: bioTest2.id,
      totalScore: 87,
      completedAt: daysAgo(0, 2),
    });
    await createCompletedSubmission(db, {
      userId,
      testId: calcTest.id,
      totalScore: 55,
      completedAt: daysAgo(13),
    });

    console.log('Demo data ready. Sign in with:');
    console.log(`  e-mail:   ${DEMO_EMAIL}`);
    console.log(`  password: ${DEMO_PASSWORD}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
