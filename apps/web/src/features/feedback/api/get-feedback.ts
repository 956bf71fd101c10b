import { feedbackListSchema, type Feedback } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const feedbackKey = ['feedback'] as const;

export function getFeedback(): Promise<Feedback[]> {
  return api.get('/feedback', { schema: feedbackListSchema });
}

export const feedbackQueryOptions = () => queryOptions({ queryKey: feedbackKey, queryFn: getFeedback });

export function useFeedbackList() {
  return useQuery(feedbackQueryOptions());
}
