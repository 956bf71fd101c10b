import { activityListSchema, type ActivityItem } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getDashboardActivity(): Promise<ActivityItem[]> {
  return api.get('/dashboard/activity', { schema: activityListSchema });
}

export const dashboardActivityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardActivity, queryFn: getDashboardActivity });

export function useDashboardActivity() {
  return useQuery(dashboardActivityQueryOptions());
}
