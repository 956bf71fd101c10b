import {
  BarChart3Icon,
  BrainIcon,
  CheckCircle2Icon,
  CheckIcon,
  SparklesIcon,
  UploadIcon,
} from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { landing } from '../messages';

type Key = Parameters<ReturnType<typeof landing.useT>>[0];

const FEATURES = [
  { icon: UploadIcon, title: 'featureUploadTitle', text: 'featureUploadText' },
  { icon: BrainIcon, title: 'featureTestsTitle', text: 'featureTestsText' },
  { icon: CheckCircle2Icon, title: 'featureGradingTitle', text: 'featureGradingText' },
  { icon: BarChart3Icon, title: 'featureInsightsTitle', text: 'featureInsightsText' },
] as const;

const PLANS = [
  {
    name: 'planFree',
    price: '$0',
    features: ['freeTests', 'freeTracking', 'freeReasoning'],
    cta: 'freeCta',
    popular: false,
  },
  {
    name: 'planPremium',
    price: '$9.99',
    features: ['premiumTests', 'premiumAnalytics', 'premiumSupport', 'premiumExport', 'premiumAi'],
    cta: 'premiumCta',
    popular: true,
  },
] as const;

type LandingPageProps = {
  /** Every call to action opens the signup dialog, or goes to the dashboard of a signed-in student. */
  onGetStarted: () => void;
  /** A signed-in student: every call to action reads 'Go to Dashboard'. */
  signedIn?: boolean;
};

export function LandingPage({ onGetStarted, signedIn = false }: LandingPageProps) {
  const t = landing.useT();
  const cta = (label: Key) => t(signedIn ? 'ctaDashboard' : label);
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col">
      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-background to-background"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <Badge variant="secondary" className="mb-6 gap-1.5 px-3 py-1 text-sm">
            <SparklesIcon aria-hidden="true" />
            {t('badge')}
          </Badge>
          <h1
            id="hero-heading"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <landing.Trans k="heroTitle" components={{ 0: <span className="text-primary" /> }} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{t('heroText')}</p>
          <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={onGetStarted}>
            {cta('ctaHero')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            {t('featuresTitle')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('featuresText')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full gap-4 transition-shadow hover:shadow-md">
                <CardHeader className="gap-4">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold">{t(title)}</h3>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{t(text)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-heading" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-4">
          <div className="text-center">
            <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
              {t('pricingTitle')}
            </h2>
            <p className="mt-3 text-muted-foreground">{t('pricingText')}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {PLANS.map((plan) => (
              <li key={plan.name}>
                <Card className={cn('relative h-full', plan.popular && 'border-2 border-primary shadow-lg')}>
                  {plan.popular && (
                    <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
                      {t('mostPopular')}
                    </Badge>
                  )}
                  <CardHeader>
                    <h3 className="text-xl font-semibold">{t(plan.name)}</h3>
                    <p>
                      <bdi className="text-4xl font-extrabold">{plan.price}</bdi>
                      <span className="text-muted-foreground">{t('perMonth')}</span>
                    </p>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-6">
                    <ul className="grid gap-3">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex items-center gap-2">
                          <CheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                          {t(feature)}
                        </li>
                      ))}
                    </ul>
                    <Button
                      size="lg"
                      variant={plan.popular ? 'default' : 'outline'}
                      className="mt-auto w-full"
                      onClick={onGetStarted}
                    >
                      {cta(plan.cta)}
                    </Button>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t('ctaTitle')}
          </h2>
          <p className="mt-3 text-primary-foreground/90">{t('ctaText')}</p>
          <Button
            size="lg"
            variant="secondary"
            className="mt-8 w-full bg-background text-primary hover:bg-accent sm:w-auto"
            onClick={onGetStarted}
          >
            {cta('ctaFinal')}
          </Button>
        </div>
      </section>

      <footer className="border-t bg-background">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
          <p className="font-semibold text-foreground">StudyPilot</p>
          <p>{t('rights')}</p>
        </div>
      </footer>
    </div>
  );
}
