import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSummaries } from '../../db/schema/index.ts';

export type SummaryRow = typeof courseSummaries.$inferSelect;
export type NewSummary = typeof courseSummaries.$inferInsert;
export type SummaryUpdate = Partial<Omit<NewSummary, 'id' | 'courseId' | 'userId' | 'createdAt'>>;

export async function findSummary(db: Db, userId: string, id: string): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(courseSummaries)
    .where(and(eq(courseSummaries.id, id), eq(courseSummaries.userId, userId)))
    .limit(1);
  return row;
}

export async function findByHash(db: Db, userId: string, courseId: string, fileHash: string) {
  const [row] = await db
    .select({ id: courseSummaries.id, fileName: courseSummaries.fileName })
    .from(courseSummaries)
    .where(
      and(
        eq(courseSummaries.courseId, courseId),
        eq(courseSummaries.userId, userId),
        eq(courseSummaries.fileHash, fileHash),
      ),
    )
    .orderBy(courseSummaries.createdAt)
    .limit(1);
  return row;
}

export async function listSummaries(db: Db, userId: string, courseId: string): Promise<SummaryRow[]> {
  return db
    .select()
    .from(courseSummaries)
    .where(and(eq(courseSummaries.courseId, courseId), eq(courseSummaries.userId, userId)))
    .orderBy(desc(courseSummaries.createdAt));
}

export async function insertSummary(db: Db, values: NewSummary): Promise<SummaryRow> {
  const [row] = await db.insert(courseSummaries).values(values).returning();
  return row!;
}

export async function updateSummary(
  db: Db,
  userId: string,
  id: string,
  values: SummaryUpdate,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .update(courseSummaries)
    .set(values)
    .where(and(eq(courseSummaries.id, id), eq(courseSummaries.userId, userId)))
    .returning();
  return row;
}

export async function deleteSummary(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(courseSummaries)
    .where(and(eq(courseSummaries.id, id), eq(courseSummaries.userId, userId)))
    .returning({ id: courseSummaries.id });
  return rows.length > 0;
}

/** Summaries stuck in processing go back to pending with text, count and timestamp cleared. */
export async function resetStuck(db: Db, userId: string, courseId: string): Promise<number> {
  const rows = await db
    .update(courseSummaries)
    .set({
      extractionStatus: 'pending',
      extractedText: null,
      units: null,
      wordCount: null,
      extractedWords: null,
      extractionRate: null,
      extractionTimestamp: null,
    })
    .where(
      and(
        eq(courseSummaries.courseId, courseId),
        eq(courseSummaries.userId, userId),
        eq(courseSummaries.extractionStatus, 'processing'),
      ),
    )
    .returning({ id: courseSummaries.id });
  return rows.length;
}
