import * as React from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
