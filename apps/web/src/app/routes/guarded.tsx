import * as React from 'react';

import { PageContainer } from '@/components/layouts/app-layout';
import { ProtectedRoute } from '@/components/protected-route';
import { Spinner } from '@/components/ui/spinner';
import { common } from '@/lib/common-messages';

/** Shown while a screen's code loads; it fades in only after 400 ms, so a fast load shows no spinner at all. */
function PageFallback() {
  const t = common.useT();
  return (
    <div className="flex min-h-[50vh] animate-[fade-in_200ms_ease-out_400ms_both] items-center justify-center">
      <Spinner className="size-8 text-primary" label={t('loadingPage')} />
    </div>
  );
}

type PageModule = { default: React.ComponentType };

/** A screen whose code loads on first render, or earlier through `preload()` (on hover or focus of a link). */
export function lazyPage(load: () => Promise<PageModule>) {
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (offline) may be retried by the next visit
      throw error;
    }));
  return Object.assign(React.lazy(preload), { preload });
}

/** A screen outside the app layout (auth pages): the same delayed spinner while its code loads. */
export function suspended(page: React.ReactNode) {
  return <React.Suspense fallback={<PageFallback />}>{page}</React.Suspense>;
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
