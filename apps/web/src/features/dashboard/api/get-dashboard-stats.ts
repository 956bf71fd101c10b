import { dashboardStatsSchema, type DashboardStats } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const dashboardKey = ['dashboard'] as const;

export function getDashboardStats(): Promise<DashboardStats> {
  return api.get('/dashboard/stats', { schema: dashboardStatsSchema });
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: [...dashboardKey, 'stats'], queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
