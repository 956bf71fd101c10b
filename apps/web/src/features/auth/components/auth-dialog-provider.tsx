import * as React from 'react';

import { authClient, useSession } from '@/lib/auth-client';
import { signOut } from '../api/auth-actions';
import { AuthDialog } from './auth-dialog';
import type { AuthMode } from './auth-form';

type OpenOptions = {
  /** Calls to action start a fresh account: whoever is signed in is signed out first. */
  signOutFirst?: boolean;
};

type AuthDialogContextValue = {
  openAuthDialog: (mode: AuthMode, options?: OpenOptions) => Promise<void>;
  closeAuthDialog: () => void;
};

const AuthDialogContext = React.createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [mode, setMode] = React.useState<AuthMode>('signup');
  const [signedOutUserId, setSignedOutUserId] = React.useState<string | null>(null);
  const { user } = useSession();
  const userRef = React.useRef(user);
  userRef.current = user;

  // Once the store has caught up with the sign-out, the same person may log in again.
  React.useEffect(() => {
    if (signedOutUserId && !user) setSignedOutUserId(null);
  }, [signedOutUserId, user]);

  const openAuthDialog = React.useCallback(async (nextMode: AuthMode, options?: OpenOptions) => {
    if (options?.signOutFirst && userRef.current) {
      // Until the session store catches up, the old user must not count as 'signed in' for the dialog.
      setSignedOutUserId(userRef.current.id);
      await signOut();
      await authClient.getSession({ query: { disableCookieCache: true } }).catch(() => undefined);
      userRef.current = null;
    }
    setMode(nextMode);
    setOpen(true);
  }, []);

  const handleOpenChange = React.useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setSignedOutUserId(null);
  }, []);
  const closeAuthDialog = React.useCallback(() => handleOpenChange(false), [handleOpenChange]);
  const value = React.useMemo(() => ({ openAuthDialog, closeAuthDialog }), [openAuthDialog, closeAuthDialog]);

  return (
    <AuthDialogContext value={value}>
      {children}
      <AuthDialog
        open={open}
        onOpenChange={handleOpenChange}
        mode={mode}
        onModeChange={setMode}
        ignoreUserId={signedOutUserId}
      />
    </AuthDialogContext>
  );
}

export function useAuthDialog() {
  const context = React.useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
