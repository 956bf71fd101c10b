import * as React from 'react';

import { PageContainer } from '@/components/layouts/app-layout';
import { ProtectedRoute } from '@/components/protected-route';
import { Spinner } from '@/components/ui/spinner';

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8 text-primary" label="Loading page" />
    </div>
  );
}

/** A signed-in page: guard, the standard page width, and a spinner while its code loads. */
export function guarded(page: React.ReactNode) {
  return (
    <ProtectedRoute>
      <PageContainer>
        <React.Suspense fallback={<PageFallback />}>{page}</React.Suspense>
      </PageContainer>
    </ProtectedRoute>
  );
}
