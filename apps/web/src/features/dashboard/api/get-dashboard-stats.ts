import { dashboardStatsSchema, type DashboardStats } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getDashboardStats(): Promise<DashboardStats> {
  return api.get('/dashboard/stats', { schema: dashboardStatsSchema });
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
