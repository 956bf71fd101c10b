import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { LanguageProvider } from '@/lib/i18n';

import { createQueryClient } from './query-client';

// Toasts only follow an action, so sonner is not part of the first load: it loads right after, and replays any
// toast raised before it was there.
const Toaster = React.lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** Everything the router needs around it: the interface language, server-state cache and toasts. */
export function AppProvider({
  children,
  queryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = React.useState(() => queryClient ?? createQueryClient());
  return (
    <LanguageProvider>
      <QueryClientProvider client={client}>
        {children}
        <React.Suspense fallback={null}>
          <Toaster />
        </React.Suspense>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
