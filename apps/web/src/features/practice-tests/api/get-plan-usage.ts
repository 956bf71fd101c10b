import { planUsageSchema, type PlanUsage } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const planKey = ['plan'] as const;

export function getPlanUsage(): Promise<PlanUsage> {
  return api.get('/plan', { schema: planUsageSchema });
}

export const planUsageQueryOptions = () => queryOptions({ queryKey: planKey, queryFn: getPlanUsage });

export function usePlanUsage() {
  return useQuery(planUsageQueryOptions());
}
