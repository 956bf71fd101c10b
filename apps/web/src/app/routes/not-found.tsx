import * as React from 'react';
import { Link, useLocation } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  React.useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
        Return to Home
      </Link>
    </div>
  );
}
