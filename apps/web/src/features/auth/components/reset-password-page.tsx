import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { LIMITS, paths } from '@studypilot/core';
import { AlertCircleIcon, CheckCircle2Icon, GraduationCapIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { INVALID_RESET_LINK, resetPassword } from '../api/auth-actions';
import { FormField } from './form-field';
import { auth, authText } from '../messages';

/** /reset-password?token=...: the link from the reset e-mail lands here. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const t = auth.useT();
  useDocumentTitle(t('resetTitle'));
  const token = params.get('token');
  const linkBroken = !token || params.get('error') !== null;

  const [password, setPassword] = React.useState('');
  const [confirm, setConfirm] = React.useState('');
  const [errors, setErrors] = React.useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = React.useState<string | null>(linkBroken ? INVALID_RESET_LINK : null);
  const [submitting, setSubmitting] = React.useState(false);
  const [done, setDone] = React.useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < LIMITS.signupPasswordMin) found.password = t('passwordHint');
    if (confirm !== password) found.confirm = t('passwordsDoNotMatch');
    setErrors(found);
    if (Object.keys(found).length > 0 || !token) return;
    setSubmitting(true);
    const result = await resetPassword(password, token);
    setSubmitting(false);
    if (result.ok) setDone(true);
    else setFailure(result.message);
  }

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-indigo-50 to-background px-4 py-10">
      <Link
        to="/"
        className="mb-8 flex items-center gap-2 rounded-md text-lg font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <GraduationCapIcon className="size-6 text-primary" aria-hidden="true" />
        StudyPilot
      </Link>
      <main id="main" tabIndex={-1} className="w-full max-w-md outline-none">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold">{t('chooseNewPassword')}</h1>
            <CardDescription>{t('resetText')}</CardDescription>
          </CardHeader>
          <CardContent>
            {done ? (
              <div role="status" className="grid justify-items-center gap-3 text-center">
                <CheckCircle2Icon className="size-10 text-success" aria-hidden="true" />
                <p className="font-medium">{t('resetDone')}</p>
                <Button asChild>
                  <Link to={paths.auth}>{t('goToLogIn')}</Link>
                </Button>
              </div>
            ) : failure ? (
              <div className="grid gap-4">
                <div
                  role="alert"
                  className="flex items-start gap-2 rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-red-800"
                >
                  <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{failure === INVALID_RESET_LINK ? t('invalidResetLink') : authText(failure)}</span>
                </div>
                <Button asChild variant="outline">
                  <Link to={paths.auth}>{t('backToLogIn')}</Link>
                </Button>
              </div>
            ) : (
              <form
                noValidate
                onSubmit={handleSubmit}
                className="grid gap-4"
                aria-label={t('chooseNewPassword')}
              >
                <FormField
                  id="reset-password"
                  label={t('newPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  error={errors.password}
                  hint={t('passwordHint')}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <FormField
                  id="reset-confirm"
                  label={t('confirmNewPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  value={confirm}
                  error={errors.confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
                <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting}>
                  {submitting && <Spinner label={t('saving')} />}
                  {t('resetTitle')}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
