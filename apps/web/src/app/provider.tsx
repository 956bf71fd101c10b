import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { Toaster } from '@/components/ui/sonner';
import { createQueryClient } from './query-client';

/** Everything the router needs around it: server-state cache and toasts. */
export function AppProvider({
  children,
  queryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = React.useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
