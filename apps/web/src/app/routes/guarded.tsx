import * as React from 'react';

import { PageContainer } from '@/components/layouts/app-layout';
import { ProtectedRoute } from '@/components/protected-route';

/** A signed-in page: guard plus the standard page width. */
export function guarded(page: React.ReactNode) {
  return (
    <ProtectedRoute>
      <PageContainer>{page}</PageContainer>
    </ProtectedRoute>
  );
}
