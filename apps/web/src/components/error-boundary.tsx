import { AlertTriangleIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { common } from '@/lib/common-messages';

/** Last line of defence: a crash in a screen shows this instead of a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = common.useT();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('errorUnexpected');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangleIcon className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('returnHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
