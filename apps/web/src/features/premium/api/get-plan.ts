import { planUsageSchema, type PlanUsage } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// The generator reads the same endpoint under the same key, so a new test refreshes both.
export const planKey = ['plan'] as const;

export function getPlan(): Promise<PlanUsage> {
  return api.get('/plan', { schema: planUsageSchema });
}

export const planQueryOptions = () => queryOptions({ queryKey: planKey, queryFn: getPlan });

export function usePlan() {
  return useQuery(planQueryOptions());
}
