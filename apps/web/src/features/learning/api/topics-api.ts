import {
  editableTestSchema,
  questionEditedSchema,
  questionFlagSchema,
  questionFlagsSchema,
  weakTopicsSchema,
  type FlagReason,
  type QuestionEdit,
} from '@studypilot/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Issue 14 items 4 and 6: weak topics, editing a test before it is taken, flags from results. */

export function useWeakTopics(courseId: string) {
  return useQuery({
    queryKey: queryKeys.weakTopics(courseId),
    queryFn: () =>
      api.get(`/courses/${encodeURIComponent(courseId)}/weak-topics`, { schema: weakTopicsSchema }),
  });
}

const editKey = queryKeys.editableTest;

export function useEditableTest(testId: string) {
  return useQuery({
    queryKey: editKey(testId),
    queryFn: () => api.get(`/tests/${encodeURIComponent(testId)}/questions`, { schema: editableTestSchema }),
    refetchOnWindowFocus: false,
  });
}

function questionPath(testId: string, questionId: string) {
  return `/tests/${encodeURIComponent(testId)}/questions/${encodeURIComponent(questionId)}`;
}

export function useQuestionEdits(testId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: editKey(testId) });
  const save = useMutation({
    mutationFn: (v: { questionId: string; edit: QuestionEdit }) =>
      api.patch(questionPath(testId, v.questionId), v.edit, { schema: questionEditedSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (questionId: string) =>
      api.delete(questionPath(testId, questionId), { schema: editableTestSchema }),
    onSuccess: (data) => queryClient.setQueryData(editKey(testId), data),
  });
  const regenerate = useMutation({
    mutationFn: (questionId: string) =>
      api.post(`${questionPath(testId, questionId)}/regenerate`, undefined, { schema: questionEditedSchema }),
    onSuccess: refresh,
  });
  return { save, remove, regenerate };
}

const flagsKey = queryKeys.flags;

export function useFlags(submissionId: string) {
  return useQuery({
    queryKey: flagsKey(submissionId),
    queryFn: () =>
      api.get(`/submissions/${encodeURIComponent(submissionId)}/flags`, { schema: questionFlagsSchema }),
  });
}

export function useFlagActions(submissionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: flagsKey(submissionId) });
    // The review queue and its counts change.
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewSummary });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewQueue });
  };
  const path = (questionId: string) =>
    `/submissions/${encodeURIComponent(submissionId)}/flags/${encodeURIComponent(questionId)}`;
  const flag = useMutation({
    mutationFn: (v: { questionId: string; reason: FlagReason }) =>
      api.put(path(v.questionId), { reason: v.reason }, { schema: questionFlagSchema }),
    onSuccess: refresh,
  });
  const unflag = useMutation({
    mutationFn: (questionId: string) => api.delete(path(questionId)),
    onSuccess: refresh,
  });
  return { flag, unflag };
}
