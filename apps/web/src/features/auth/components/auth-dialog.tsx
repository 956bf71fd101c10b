import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LIMITS, paths } from '@studypilot/core';
import { GraduationCapIcon, PartyPopperIcon } from 'lucide-react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth-client';
import { AuthForm, EMPTY_AUTH_VALUES, type AuthFormValues, type AuthMode } from './auth-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { auth } from '../messages';

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where focus goes when the dialog closes (the provider gives it back to the opener). */
  onCloseAutoFocus?: (event: Event) => void;
};

const COPY = {
  signup: { title: 'titleSignUp', description: 'dialogSignUpText' },
  login: { title: 'titleLogIn', description: 'dialogLogInText' },
  forgot: { title: 'titleForgot', description: 'dialogForgotText' },
} as const;

export function AuthDialog({ open, onOpenChange, mode, onModeChange, onCloseAutoFocus }: AuthDialogProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [values, setValues] = React.useState<AuthFormValues>(EMPTY_AUTH_VALUES);
  const [forgot, setForgot] = React.useState(false);
  const [welcome, setWelcome] = React.useState<string | null>(null);
  const t = auth.useT();

  // Closing resets every field, whatever closed it.
  React.useEffect(() => {
    if (!open) {
      setValues(EMPTY_AUTH_VALUES);
      setForgot(false);
      setWelcome(null);
    }
  }, [open]);

  // Once a user is present the dialog closes after a short pause; from the landing page it goes on to the dashboard.
  const pathRef = React.useRef(pathname);
  pathRef.current = pathname;
  React.useEffect(() => {
    if (!open || !user) return;
    const timer = window.setTimeout(() => {
      onOpenChange(false);
      if (pathRef.current === '/' || pathRef.current === paths.landing) navigate(paths.dashboard);
    }, LIMITS.authDialogCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, user, onOpenChange, navigate]);

  const switchMode = (next: AuthMode) => {
    setValues((v) => ({ ...v, password: '', terms: false }));
    setForgot(false);
    onModeChange(next);
  };

  const copy = COPY[forgot ? 'forgot' : mode];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
            <GraduationCapIcon className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>{t(copy.title)}</DialogTitle>
          <DialogDescription>{t(copy.description)}</DialogDescription>
        </DialogHeader>

        {welcome ? (
          <div role="status" className="grid justify-items-center gap-2 py-4 text-center">
            <PartyPopperIcon className="size-10 text-primary" aria-hidden="true" />
            <p className="text-lg font-semibold">{t('signupSuccessTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('welcomeLine', { name: welcome })}</p>
          </div>
        ) : forgot ? (
          <ForgotPasswordForm
            idPrefix="auth-dialog"
            initialEmail={values.email}
            onBack={() => setForgot(false)}
          />
        ) : (
          <AuthForm
            idPrefix="auth-dialog"
            mode={mode}
            values={values}
            onValuesChange={setValues}
            onSwitchMode={switchMode}
            onForgotPassword={() => setForgot(true)}
            onLoggedIn={() => undefined}
            onSignedUp={({ signedIn, fullName }) => {
              if (signedIn) {
                toast.success(t('signupSuccessTitle'), {
                  description: t('welcomeToast', { name: fullName }),
                });
                setWelcome(fullName);
              } else {
                // The server did not open a session (for example, e-mail verification is on): log in next.
                toast.success(t('signupSuccessTitle'), { description: t('signupSuccessStandalone') });
                switchMode('login');
              }
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
