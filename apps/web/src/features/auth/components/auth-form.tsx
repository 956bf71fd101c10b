import * as React from 'react';
import { toast } from 'sonner';
import { loginSchema, signupSchema } from '@studypilot/core';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { signInWithEmail, signUpWithEmail } from '../api/auth-actions';
import { auth, authText } from '../messages';
import { FormField } from './form-field';

export type AuthMode = 'signup' | 'login';

export type AuthFormValues = {
  fullName: string;
  email: string;
  password: string;
  rememberMe: boolean;
  terms: boolean;
};

export const EMPTY_AUTH_VALUES: AuthFormValues = {
  fullName: '',
  email: '',
  password: '',
  rememberMe: false,
  terms: false,
};

type FieldErrors = Partial<Record<'fullName' | 'email' | 'password', string>>;

type AuthFormProps = {
  idPrefix: string;
  mode: AuthMode;
  values: AuthFormValues;
  onValuesChange: (values: AuthFormValues) => void;
  onSwitchMode: (mode: AuthMode) => void;
  onForgotPassword: () => void;
  /** Called after the account exists; `signedIn` tells whether the server also opened a session. */
  onSignedUp: (result: { signedIn: boolean; fullName: string }) => void;
  onLoggedIn: () => void;
};

/** Signup and login fields, validation and submission; the container decides what happens next. */
export function AuthForm({
  idPrefix,
  mode,
  values,
  onValuesChange,
  onSwitchMode,
  onForgotPassword,
  onSignedUp,
  onLoggedIn,
}: AuthFormProps) {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const [termsError, setTermsError] = React.useState(false);
  // Toasts sit outside the modal dialog, which hides them from assistive tech; this mirrors them in the form.
  const [announcement, setAnnouncement] = React.useState('');
  const keepAnnouncement = React.useRef(false);
  const isSignup = mode === 'signup';
  const t = auth.useT();

  React.useEffect(() => {
    setErrors({});
    setTermsError(false);
    if (!keepAnnouncement.current) setAnnouncement('');
    keepAnnouncement.current = false;
  }, [mode]);

  const set = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => {
    onValuesChange({ ...values, [key]: value });
    if (key in errors) setErrors((prev) => ({ ...prev, [key]: undefined }));
    if (key === 'terms' && value) setTermsError(false);
  };

  function validate(): FieldErrors {
    const parsed = isSignup
      ? signupSchema.safeParse({ fullName: values.fullName, email: values.email, password: values.password })
      : loginSchema.safeParse({ email: values.email, password: values.password });
    if (parsed.success) return {};
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FieldErrors;
      found[key] ??= issue.message;
    }
    return found;
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    setAnnouncement('');
    const fieldsOk = Object.keys(found).length === 0;
    if (isSignup && !values.terms) {
      setTermsError(true);
      // One toast however often the button is pressed (issue 13): the same id replaces it.
      toast.error(t('termsTitle'), { description: t('terms'), id: 'terms-required' });
      return;
    }
    if (!fieldsOk) {
      const first = (['fullName', 'email', 'password'] as const).find((k) => found[k]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }

    setSubmitting(true);
    try {
      if (isSignup) {
        const fullName = values.fullName.trim();
        const result = await signUpWithEmail({
          fullName,
          email: values.email.trim(),
          password: values.password,
        });
        if (!result.ok) {
          const [title, description] = [authText(result.toast.title), authText(result.toast.description)];
          toast.error(title, { description, id: 'auth-error' });
          setAnnouncement(`${title}. ${description}`);
          if (result.toast.switchToLogin) {
            keepAnnouncement.current = true;
            onSwitchMode('login');
          }
          return;
        }
        onSignedUp({ signedIn: result.data.signedIn, fullName });
      } else {
        const result = await signInWithEmail({
          email: values.email.trim(),
          password: values.password,
          rememberMe: values.rememberMe,
        });
        if (!result.ok) {
          const [title, description] = [authText(result.toast.title), authText(result.toast.description)];
          toast.error(title, { description, id: 'auth-error' });
          setAnnouncement(`${title}. ${description}`);
          return;
        }
        toast.success(t('loginSuccess'));
        onLoggedIn();
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4"
      aria-label={t(isSignup ? 'formSignUp' : 'formLogIn')}
    >
      {isSignup && (
        <FormField
          id={`${idPrefix}-fullName`}
          label={t('fullName')}
          name="fullName"
          autoComplete="name"
          placeholder={t('fullNamePlaceholder')}
          required
          value={values.fullName}
          error={authText(errors.fullName) || undefined}
          onChange={(e) => set('fullName', e.target.value)}
        />
      )}
      <FormField
        id={`${idPrefix}-email`}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('emailPlaceholder')}
        required
        value={values.email}
        error={authText(errors.email) || undefined}
        onChange={(e) => set('email', e.target.value)}
      />
      <div className="grid gap-2">
        <FormField
          id={`${idPrefix}-password`}
          label={t('password')}
          name="password"
          type="password"
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          required
          minLength={isSignup ? 6 : undefined}
          value={values.password}
          error={authText(errors.password) || undefined}
          hint={isSignup ? t('passwordHint') : undefined}
          onChange={(e) => set('password', e.target.value)}
        />
      </div>

      {isSignup ? (
        <div className="grid gap-1.5">
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${idPrefix}-terms`}
              checked={values.terms}
              onCheckedChange={(checked) => set('terms', checked === true)}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${idPrefix}-terms-error` : undefined}
              className="mt-0.5"
            />
            <Label
              htmlFor={`${idPrefix}-terms`}
              className="block leading-snug font-normal text-muted-foreground"
            >
              <auth.Trans
                k="agreeTerms"
                components={{
                  0: (
                    <a
                      href="#"
                      onClick={(e) => e.preventDefault()}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    />
                  ),
                  1: (
                    <a
                      href="#"
                      onClick={(e) => e.preventDefault()}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </Label>
          </div>
          {termsError && (
            <p id={`${idPrefix}-terms-error`} className="ps-6 text-xs text-destructive">
              {t('terms')}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-remember`}
              checked={values.rememberMe}
              onCheckedChange={(checked) => set('rememberMe', checked === true)}
            />
            <Label htmlFor={`${idPrefix}-remember`} className="font-normal">
              {t('rememberMe')}
            </Label>
          </div>
          <Button type="button" variant="link" className="h-auto px-0 py-1" onClick={onForgotPassword}>
            {t('forgotPassword')}
          </Button>
        </div>
      )}

      <p role="alert" className="sr-only">
        {announcement}
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner label={t(isSignup ? 'creatingAccount' : 'loggingIn')} />}
        {t(isSignup ? 'createAccount' : 'logInButton')}
      </Button>

      <p className="text-center text-sm text-muted-foreground">
        {t(isSignup ? 'haveAccount' : 'noAccount')}{' '}
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 font-semibold"
          onClick={() => onSwitchMode(isSignup ? 'login' : 'signup')}
        >
          {t(isSignup ? 'switchLogIn' : 'switchSignUp')}
        </Button>
      </p>
    </form>
  );
}
