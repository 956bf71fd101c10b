import { z } from 'zod';
import { stripBidiControls } from './sanitize.ts';

export const FEEDBACK_TOPICS = ['general', 'bug', 'feature', 'content', 'other'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_TOPIC_LABELS: Record<FeedbackTopic, string> = {
  general: 'General',
  bug: 'Bug report',
  feature: 'Feature request',
  content: 'Test content',
  other: 'Other',
};
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

export const createFeedbackSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS),
  rating: z.number().int().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5'),
  message: z
    .string()
    .max(FEEDBACK_MESSAGE_MAX, `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters`)
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().min(1, 'Message is required')),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  topic: z.enum(FEEDBACK_TOPICS),
  rating: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);
