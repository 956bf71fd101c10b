import * as React from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@studypilot/core';
import {
  BarChart3Icon,
  BrainIcon,
  CheckCircle2Icon,
  GraduationCapIcon,
  HomeIcon,
  UploadIcon,
} from 'lucide-react';

import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { AuthForm, EMPTY_AUTH_VALUES, type AuthFormValues, type AuthMode } from './auth-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { auth } from '../messages';

const BENEFITS = [
  { icon: UploadIcon, text: 'benefitUpload' },
  { icon: BrainIcon, text: 'benefitTests' },
  { icon: CheckCircle2Icon, text: 'benefitGrading' },
  { icon: BarChart3Icon, text: 'benefitInsights' },
] as const;

const FOOTER_LINKS = ['privacyPolicy', 'termsOfService', 'contact', 'help'] as const;

/** The standalone login/signup page at /auth. */
export function AuthPage() {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = React.useState<AuthMode>(params.get('mode') === 'signup' ? 'signup' : 'login');
  const [values, setValues] = React.useState<AuthFormValues>(EMPTY_AUTH_VALUES);
  const [forgot, setForgot] = React.useState(false);
  const t = auth.useT();
  useDocumentTitle(t(mode === 'signup' ? 'signUpButton' : 'logInButton'));

  const switchMode = (next: AuthMode) => {
    setValues((v) => ({ ...v, password: '', terms: false }));
    setForgot(false);
    setMode(next);
  };

  if (!isPending && user) return <Navigate to={paths.dashboard} replace />;

  const isSignup = mode === 'signup';

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 to-background">
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-lg font-bold text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <GraduationCapIcon className="size-6 text-primary" aria-hidden="true" />
            StudyPilot
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <HomeIcon aria-hidden="true" />
                {t('home')}
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto grid w-full max-w-6xl flex-1 items-start gap-8 px-4 py-8 outline-none sm:py-12 lg:items-center',
          isSignup && 'lg:grid-cols-2',
        )}
      >
        <section aria-labelledby="auth-heading" className="mx-auto w-full max-w-md lg:order-2">
          <Card>
            <CardHeader className="gap-3">
              <div
                role="group"
                aria-label={t('chooseMode')}
                className="grid grid-cols-2 rounded-lg bg-muted p-1"
              >
                {(['signup', 'login'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    aria-pressed={mode === m}
                    onClick={() => mode !== m && switchMode(m)}
                    className={cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                      mode === m && 'bg-background text-foreground shadow-sm',
                    )}
                  >
                    {t(m === 'signup' ? 'signUpButton' : 'logInButton')}
                  </button>
                ))}
              </div>
              <h1 id="auth-heading" className="text-2xl font-bold">
                {t(forgot ? 'titleForgot' : isSignup ? 'titleSignUp' : 'titleLogIn')}
              </h1>
              <CardDescription>{t(isSignup ? 'pageSignUpText' : 'pageLogInText')}</CardDescription>
            </CardHeader>
            <CardContent>
              {isPending ? (
                <div className="flex justify-center py-8">
                  <Spinner className="size-6 text-primary" label={t('loadingSession')} />
                </div>
              ) : forgot ? (
                <ForgotPasswordForm
                  idPrefix="auth-page"
                  initialEmail={values.email}
                  onBack={() => setForgot(false)}
                />
              ) : (
                <AuthForm
                  idPrefix="auth-page"
                  mode={mode}
                  values={values}
                  onValuesChange={setValues}
                  onSwitchMode={switchMode}
                  onForgotPassword={() => setForgot(true)}
                  onSignedUp={() => {
                    toast.success(t('signupSuccessTitle'), { description: t('signupSuccessStandalone') });
                    switchMode('login');
                  }}
                  onLoggedIn={() => navigate(paths.dashboard, { replace: true })}
                />
              )}
            </CardContent>
          </Card>
        </section>

        {isSignup && (
          <section
            aria-labelledby="benefits-heading"
            className="mx-auto w-full max-w-md lg:order-1 lg:max-w-none"
          >
            <h2 id="benefits-heading" className="text-2xl font-bold sm:text-3xl">
              {t('benefitsTitle')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('benefitsText')}</p>
            <ul className="mt-6 grid gap-4">
              {BENEFITS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="pt-1.5">{t(text)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>

      <footer className="border-t bg-background">
        <nav
          aria-label={t('footer')}
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 py-6"
        >
          {FOOTER_LINKS.map((label) => (
            <a
              key={label}
              href="#"
              onClick={(e) => e.preventDefault()}
              className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {t(label)}
            </a>
          ))}
        </nav>
      </footer>
    </div>
  );
}
