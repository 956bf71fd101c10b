import { submitResultSchema, type SubmitInput, type SubmitResult } from '@studypilot/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Grades the submission; idempotent on the server (a second call returns the first result). */
export function submitTest(submissionId: string, input: SubmitInput): Promise<SubmitResult> {
  return api.post(`/submissions/${encodeURIComponent(submissionId)}/submit`, input, {
    schema: submitResultSchema,
  });
}

export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, input }: { submissionId: string; input: SubmitInput }) =>
      submitTest(submissionId, input),
    onSuccess: async () => {
      // Course cards, course detail, dashboard counts and activity all show completed tests.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
