import { feedbackSchema, type CreateFeedbackInput, type Feedback } from '@studypilot/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createFeedback(input: CreateFeedbackInput): Promise<Feedback> {
  return api.post('/feedback', input, { schema: feedbackSchema });
}

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
  });
}
