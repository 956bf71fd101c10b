import * as React from 'react';
import { Link, useLocation } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { common } from '@/lib/common-messages';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  const location = useLocation();
  const t = common.useT();
  useDocumentTitle(t('notFoundTitle'));
  React.useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{t('notFoundText')}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
        {t('returnHome')}
      </Link>
    </div>
  );
}
