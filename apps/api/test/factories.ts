import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { courseSummaries, courses, testQuestions, testSubmissions, tests } from '../src/db/schema/index.ts';

/** One set of data factories for the tests and `npm run db:seed`; every insert goes through Drizzle. */

export async function createCourse(
  db: Db,
  userId: string,
  values: Partial<Omit<typeof courses.$inferInsert, 'userId'>> = {},
) {
  const [row] = await db
    .insert(courses)
    .values({ name: `Course ${randomBytes(3).toString('hex')}`, color: 'blue', ...values, userId })
    .returning();
  return row!;
}

const MIME_EXT: Record<string, string> = { pdf: 'pdf', docx: 'docx', pptx: 'pptx', txt: 'txt', doc: 'doc' };

export async function createSummary(
  db: Db,
  input: { userId: string; courseId: string } & Partial<typeof courseSummaries.$inferInsert>,
) {
  const fileName = input.fileName ?? `notes-${randomBytes(2).toString('hex')}.pdf`;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? 'pdf';
  const text =
    input.extractedText ?? 'Photosynthesis converts light energy into chemical energy stored in glucose.';
  const [row] = await db
    .insert(courseSummaries)
    .values({
      fileUrl: `${input.userId}/${input.courseId}/${Date.now()}-${randomBytes(4).toString('hex')}.${ext}`,
      fileSize: 240 * 1024,
      fileHash: randomBytes(32).toString('hex'),
      fileType: MIME_EXT[ext] ?? ext,
      extractionStatus: 'completed',
      processingMethod: 'client_side_extraction',
      extractedText: text,
      wordCount: text.split(/\s+/).length,
      textLanguage: 'en',
      extractionTimestamp: new Date(),
      ...input,
      fileName,
    })
    .returning();
  return row!;
}

export interface QuestionSeed {
  questionText: string;
  options?: string[] | null;
  correctAnswer: string;
  explanation?: string;
  questionType?: 'multiple-choice' | 'open-ended';
}

export async function createTest(
  db: Db,
  input: {
    userId: string;
    courseId: string;
    questions?: QuestionSeed[];
  } & Partial<typeof tests.$inferInsert>,
) {
  const questions = input.questions ?? defaultQuestions(input.questionCount ?? 5);
  const { questions: _q, ...values } = input;
  const [test] = await db
    .insert(tests)
    .values({
      title: 'Practice test',
      questionCount: questions.length,
      questionTypes: 'multiple-choice',
      difficulty: 'medium',
      timeLimit: 30,
      aiEngine: 'local',
      status: 'active',
      ...values,
    })
    .returning();
  if (questions.length) {
    await db.insert(testQuestions).values(
      questions.map((q, i) => ({
        testId: test!.id,
        questionText: q.questionText,
        questionType: q.questionType ?? (q.options ? 'multiple-choice' : 'open-ended'),
        options: q.options ?? null,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        questionOrder: i + 1,
      })),
    );
  }
  return test!;
}

export function defaultQuestions(n: number): QuestionSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    questionText: `Question ${i + 1}: which statement is correct?`,
    options: ['A. The first option', 'B. The second option', 'C. The third option', 'D. The fourth option'],
    correctAnswer: 'ABCD'[i % 4]!,
    explanation: 'Explained in the course summary.',
  }));
}

export async function createCompletedSubmission(
  db: Db,
  input: { userId: string; testId: string; totalScore: number; completedAt?: Date; timeTaken?: number },
) {
  const completedAt = input.completedAt ?? new Date();
  const timeTaken = input.timeTaken ?? 600;
  const startedAt = new Date(completedAt.getTime() - timeTaken * 1000);
  const [row] = await db
    .insert(testSubmissions)
    .values({
      testId: input.testId,
      userId: input.userId,
      status: 'completed',
      totalScore: input.totalScore,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 60 * 60 * 1000),
      completedAt,
      timeTaken,
      createdAt: startedAt,
    })
    .returning();
  return row!;
}

export async function createInProgressSubmission(db: Db, input: { userId: string; testId: string }) {
  const [row] = await db
    .insert(testSubmissions)
    .values({
      testId: input.testId,
      userId: input.userId,
      status: 'in_progress',
      deadlineAt: new Date(Date.now() + 30 * 60 * 1000),
    })
    .returning();
  return row!;
}
