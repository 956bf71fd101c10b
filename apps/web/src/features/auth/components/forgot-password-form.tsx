import * as React from 'react';
import { toast } from 'sonner';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { requestPasswordReset } from '../api/auth-actions';
import { FormField } from './form-field';
import { auth, authText } from '../messages';

type ForgotPasswordFormProps = {
  idPrefix: string;
  initialEmail: string;
  onBack: () => void;
};

export function ForgotPasswordForm({ idPrefix, initialEmail, onBack }: ForgotPasswordFormProps) {
  const t = auth.useT();
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState<string>();
  const [submitting, setSubmitting] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t('emailInvalid'));
      return;
    }
    setError(undefined);
    setSubmitting(true);
    const result = await requestPasswordReset(value);
    setSubmitting(false);
    if (!result.ok) {
      toast.error(t('unexpectedTitle'), { description: authText(result.message) });
      return;
    }
    setSent(true);
  }

  if (sent) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheckIcon className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p role="status" className="text-sm">
          {t('resetLinkSent')}
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t('backToLogIn')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label={t('resetPasswordForm')}>
      <p className="text-sm text-muted-foreground">{t('resetIntro')}</p>
      <FormField
        id={`${idPrefix}-reset-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner label={t('sending')} />}
        {t('sendResetLink')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
        {t('backToLogIn')}
      </Button>
    </form>
  );
}
