import type { Feedback, FeedbackTopic, createFeedbackSchema } from '@studypilot/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import * as repo from './feedback.repository.ts';

type Row = Awaited<ReturnType<typeof repo.insertFeedback>>;
const toFeedback = (r: Row): Feedback => ({
  id: r.id,
  topic: r.topic as FeedbackTopic,
  rating: r.rating,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export async function submitFeedback(db: Db, userId: string, input: z.output<typeof createFeedbackSchema>) {
  return toFeedback(await repo.insertFeedback(db, { userId, ...input }));
}

export async function listOwnFeedback(db: Db, userId: string) {
  return (await repo.listFeedback(db, userId)).map(toFeedback);
}
