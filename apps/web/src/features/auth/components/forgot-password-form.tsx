import * as React from 'react';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@studypilot/core';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { requestPasswordReset } from '../api/auth-actions';
import { FormField } from './form-field';

export const RESET_LINK_SENT = 'If an account exists for that e-mail, we sent a reset link.';

type ForgotPasswordFormProps = {
  idPrefix: string;
  initialEmail: string;
  onBack: () => void;
};

export function ForgotPasswordForm({ idPrefix, initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState<string>();
  const [submitting, setSubmitting] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(undefined);
    setSubmitting(true);
    const result = await requestPasswordReset(value);
    setSubmitting(false);
    if (!result.ok) {
      toast.error(AUTH_MESSAGES.unexpectedTitle, { description: result.message });
      return;
    }
    setSent(true);
  }

  if (sent) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheckIcon className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p role="status" className="text-sm">
          {RESET_LINK_SENT}
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          Back to log in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Reset password">
      <p className="text-sm text-muted-foreground">
        Enter the e-mail you signed up with and we will send you a link to choose a new password.
      </p>
      <FormField
        id={`${idPrefix}-reset-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner label="Sending" />}
        Send reset link
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
        Back to log in
      </Button>
    </form>
  );
}
