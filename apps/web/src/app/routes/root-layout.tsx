import { paths } from '@studypilot/core';
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';

import { ScrollToTop } from '@/components/scroll-to-top';
import { SkipLink } from '@/components/skip-link';
import { AuthDialogProvider } from '@/features/auth';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { reloadSession } from '@/lib/auth-client';
import { useServerLanguage } from '@/lib/language';

/** Wraps every route: scroll reset, the auth dialog, what an expired session means, the student's language. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useServerLanguage();

  React.useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      // Wait for the server's answer so /auth does not bounce a still-cached user back to the dashboard.
      void reloadSession()
        .catch(() => undefined)
        .then(() => navigate(paths.auth, { replace: true }));
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);

  return (
    <AuthDialogProvider>
      <SkipLink />
      <ScrollToTop />
      <Outlet />
    </AuthDialogProvider>
  );
}
