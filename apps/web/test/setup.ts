import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';

// jsdom has no layout engine: these are environment gaps, not application mocks.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Test files run in parallel; a loaded machine needs more than the default 1 s for async UI.
// Pages load lazily (route splitting): under load the first render of a page can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Parts of the app's shell load on demand (toasts, auth dialog and pages, account menu: decision 009). Loading them
// once per file here keeps their first transform out of the first test's 4 s waits.
beforeAll(async () => {
  await Promise.all([
    import('@/components/ui/sonner'),
    import('@/components/navigation/user-menu'),
    import('@/features/auth/components/auth-dialog'),
    import('@/features/auth/pages'),
  ]);
}, 60_000);

afterEach(() => {
  // Sonner keeps toasts in a module-wide store and replays the active ones to a newly mounted Toaster:
  // without this, a toast of one test (4 s long) shows up again in the next test's page.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

afterAll(() => {
  // better-auth's session store stops listening to window events 1 s after its last subscriber leaves (a nanostores
  // timer). When a file ends sooner, that timer fires after jsdom is torn down and throws an unhandled error, which
  // fails the whole run. Stop the store now, while the window still exists.
  cleanStores(authClient.$store.atoms.session as Parameters<typeof cleanStores>[0]);
});
