import * as React from 'react';
import { RouterProvider } from 'react-router';

import { AppProvider } from './provider';
import { createAppRouter, preloadRoute } from './router';

export function App() {
  const [router] = React.useState(createAppRouter);
  usePreloadOnIntent();
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** A pointer over, a finger on or the focus on a link to one of our screens starts loading that screen's code. */
function usePreloadOnIntent() {
  React.useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadRoute(link.pathname);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, []);
}
