import * as React from 'react';

import type { AuthMode } from './auth-form';

// The dialog (forms, zod schemas, Radix dialog) is not part of the first load: it is fetched when the browser is
// idle after the page has painted, or at the first sign of intent (hover, focus, open), whichever comes first.
const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = React.lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

/** Starts fetching the auth dialog's code; call it on hover or focus of anything that opens it. */
export function preloadAuthDialog() {
  void loadAuthDialog();
}

type AuthDialogContextValue = {
  openAuthDialog: (mode: AuthMode) => Promise<void>;
  closeAuthDialog: () => void;
};

const AuthDialogContext = React.createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [mode, setMode] = React.useState<AuthMode>('signup');
  // The dialog is opened from code, not by a Radix trigger: remember who opened it to give focus back.
  const opener = React.useRef<HTMLElement | null>(null);
  // Mounted from the first open on (and kept, so closing still animates and resets the fields).
  const [used, setUsed] = React.useState(false);

  const openAuthDialog = React.useCallback(async (nextMode: AuthMode) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(nextMode);
    setUsed(true);
    setOpen(true);
  }, []);

  React.useEffect(() => whenIdle(preloadAuthDialog), []);

  const handleOpenChange = React.useCallback((next: boolean) => setOpen(next), []);
  const closeAuthDialog = React.useCallback(() => handleOpenChange(false), [handleOpenChange]);
  const value = React.useMemo(() => ({ openAuthDialog, closeAuthDialog }), [openAuthDialog, closeAuthDialog]);

  const returnFocus = React.useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // After a sign-in the page may have changed (dashboard): Radix's default then applies.
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return (
    <AuthDialogContext value={value}>
      {children}
      {used && (
        <React.Suspense fallback={null}>
          <AuthDialog
            open={open}
            onOpenChange={handleOpenChange}
            mode={mode}
            onModeChange={setMode}
            onCloseAutoFocus={returnFocus}
          />
        </React.Suspense>
      )}
    </AuthDialogContext>
  );
}

export function useAuthDialog() {
  const context = React.useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = window.setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
