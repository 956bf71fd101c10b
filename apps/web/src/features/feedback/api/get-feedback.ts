import { feedbackListSchema, type Feedback } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getFeedback(): Promise<Feedback[]> {
  return api.get('/feedback', { schema: feedbackListSchema });
}

export const feedbackQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.feedback, queryFn: getFeedback });

export function useFeedbackList() {
  return useQuery(feedbackQueryOptions());
}
