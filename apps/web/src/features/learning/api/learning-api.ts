import {
  practiceOutcomeSchema,
  practiceSetCreatedSchema,
  progressSchema,
  reviewQueueSchema,
  reviewSavedSchema,
  reviewSummarySchema,
  type PracticeSetCreated,
  type ReviewInput,
  type ReviewSaved,
} from '@studypilot/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Minutes east of UTC, so "today" and the streak follow the student's own days. */
export const tzOffset = () => -new Date().getTimezoneOffset();

export function useReviewSummary() {
  return useQuery({
    queryKey: queryKeys.reviewSummary,
    queryFn: () =>
      api.get('/review/summary', { schema: reviewSummarySchema, query: { tzOffset: tzOffset() } }),
  });
}

export function useReviewQueue() {
  return useQuery({
    queryKey: queryKeys.reviewQueue,
    queryFn: () => api.get('/review/due', { schema: reviewQueueSchema, query: { tzOffset: tzOffset() } }),
    // The session works from the list it loaded; ratings change it locally.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function postReview(cardId: string, input: ReviewInput): Promise<ReviewSaved> {
  return api.post(`/review/cards/${encodeURIComponent(cardId)}/reviews`, input, {
    schema: reviewSavedSchema,
  });
}

export function useProgress(courseId?: string) {
  return useQuery({
    queryKey: queryKeys.progress(courseId),
    queryFn: () =>
      api.get('/progress', { schema: progressSchema, query: { courseId, tzOffset: tzOffset() } }),
  });
}

export function usePracticeOutcome(submissionId: string) {
  return useQuery({
    queryKey: queryKeys.practiceOutcome(submissionId),
    queryFn: () =>
      api.get(`/submissions/${encodeURIComponent(submissionId)}/practice-outcome`, {
        schema: practiceOutcomeSchema,
      }),
  });
}

export function useCreatePracticeSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (from: { submissionId: string } | { courseId: string }): Promise<PracticeSetCreated> =>
      'submissionId' in from
        ? api.post(`/submissions/${encodeURIComponent(from.submissionId)}/practice-mistakes`, undefined, {
            schema: practiceSetCreatedSchema,
          })
        : api.post(`/courses/${encodeURIComponent(from.courseId)}/practice-mistakes`, undefined, {
            schema: practiceSetCreatedSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses }),
  });
}
