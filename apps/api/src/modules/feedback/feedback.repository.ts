import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export async function insertFeedback(
  db: Db,
  values: { userId: string; topic: string; rating: number; message: string },
) {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

export async function listFeedback(db: Db, userId: string) {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(100);
}
