import { courseStatusResultSchema, type CourseStatus } from '@studypilot/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { queryKeys } from '@/lib/query-keys';

export function updateCourseStatus({ id, status }: { id: string; status: CourseStatus }) {
  return api.patch(`/courses/${id}/status`, { status }, { schema: courseStatusResultSchema });
}

export function useUpdateCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseStatus,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
