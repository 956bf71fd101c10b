import type { tests } from '../../db/schema/index.ts';

type TestRow = Pick<typeof tests.$inferSelect, 'id' | 'title' | 'courseId' | 'difficulty' | 'aiEngine'>;

/** What the start screen, a started attempt and the results say about their test (each adds its own fields). */
export function testHeading(test: TestRow, courseName: string, questionCount: number) {
  return {
    id: test.id,
    title: test.title,
    courseId: test.courseId,
    courseName,
    difficulty: test.difficulty,
    aiEngine: test.aiEngine,
    questionCount,
  };
}
