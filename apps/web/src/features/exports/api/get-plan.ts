import { planUsageSchema, type PlanUsage } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// The plan page and the generator read /plan under the same key: an upgrade refreshes the export menus too.
export const planKey = ['plan'] as const;

export function getPlan(): Promise<PlanUsage> {
  return api.get('/plan', { schema: planUsageSchema });
}

export function usePlan() {
  return useQuery(queryOptions({ queryKey: planKey, queryFn: getPlan }));
}
