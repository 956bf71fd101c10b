import * as React from 'react';

import { AuthDialog } from './auth-dialog';
import type { AuthMode } from './auth-form';

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

  const openAuthDialog = React.useCallback(async (nextMode: AuthMode) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(nextMode);
    setOpen(true);
  }, []);

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
      <AuthDialog
        open={open}
        onOpenChange={handleOpenChange}
        mode={mode}
        onModeChange={setMode}
        onCloseAutoFocus={returnFocus}
      />
    </AuthDialogContext>
  );
}

export function useAuthDialog() {
  const context = React.useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
