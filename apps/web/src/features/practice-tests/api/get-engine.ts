import { healthSchema } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const engineKey = ['health', 'engine'] as const;

/** The configured question engine, read from /api/health so the label is known before generating. */
export async function getEngine(): Promise<{ id: string; model: string | null }> {
  const health = await api.get('/health', { schema: healthSchema });
  return health.engine;
}

export const engineQueryOptions = () =>
  queryOptions({ queryKey: engineKey, queryFn: getEngine, staleTime: 10 * 60_000 });

export function useEngine() {
  return useQuery(engineQueryOptions());
}
