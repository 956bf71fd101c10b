import { paths } from '@studypilot/core';
import * as React from 'react';
import { Navigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth-client';
import { common } from '@/lib/common-messages';

/** A spinner while the session loads; visitors without a session go to /auth, replacing history. */
export function ProtectedRoute({ children }: { children: React.ReactNode }) {
  const { user, isPending } = useSession();
  const t = common.useT();
  if (isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8 text-primary" label={t('loadingSession')} />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.auth} replace />;
  return <>{children}</>;
}
