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

const FEATURES = [
  {
    icon: UploadIcon,
    title: 'Upload Course Materials',
    text: 'Add your lecture summaries and notes as PDF, DOCX or PPTX files and keep them organised by course.',
  },
  {
    icon: BrainIcon,
    title: 'AI-Generated Tests',
    text: 'Turn your own documents into practice tests with the difficulty, question type and length you choose.',
  },
  {
    icon: CheckCircle2Icon,
    title: 'Automated Grading',
    text: 'Take tests under a countdown and get your score and a per-question analysis as soon as you submit.',
  },
  {
    icon: BarChart3Icon,
    title: 'Smart Learning Insights',
    text: 'Follow your progress across courses and see where to focus before the exam.',
  },
];

const PLANS = [
  {
    name: 'Free',
    price: '$0',
    features: ['5 tests per month', 'Basic progress tracking', 'Standard AI reasoning'],
    cta: 'Get Started for Free',
    popular: false,
  },
  {
    name: 'Premium',
    price: '$9.99',
    features: [
      'Unlimited tests',
      'Advanced analytics',
      'Priority support',
      'Export results',
      'Enhanced AI features',
    ],
    cta: 'Upgrade Now',
    popular: true,
  },
];

type LandingPageProps = {
  /** Every call to action opens the signup dialog, or goes to the dashboard of a signed-in student. */
  onGetStarted: () => void;
  /** A signed-in student: every call to action reads 'Go to Dashboard'. */
  signedIn?: boolean;
};

const GO_TO_DASHBOARD = 'Go to Dashboard';

export function LandingPage({ onGetStarted, signedIn = false }: LandingPageProps) {
  const cta = (label: string) => (signedIn ? GO_TO_DASHBOARD : label);
  useDocumentTitle('AI practice tests from your course materials');
  return (
    <div className="flex flex-col">
      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-background to-background"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <Badge variant="secondary" className="mb-6 gap-1.5 px-3 py-1 text-sm">
            <SparklesIcon aria-hidden="true" />
            AI study assistant for students
          </Badge>
          <h1
            id="hero-heading"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Turn your course materials into <span className="text-primary">practice tests</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Upload your summaries, let AI generate tests from them, take them under a countdown and review
            every answer. Study smarter, not longer.
          </p>
          <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={onGetStarted}>
            {cta('Start Studying Free')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Everything you need to ace your exams
          </h2>
          <p className="mt-3 text-muted-foreground">From your notes to a graded test in minutes.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full gap-4 transition-shadow hover:shadow-md">
                <CardHeader className="gap-4">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold">{title}</h3>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{text}</p>
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
              Simple, student-friendly pricing
            </h2>
            <p className="mt-3 text-muted-foreground">Start free and upgrade when you need more.</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {PLANS.map((plan) => (
              <li key={plan.name}>
                <Card className={cn('relative h-full', plan.popular && 'border-2 border-primary shadow-lg')}>
                  {plan.popular && (
                    <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
                      Most Popular
                    </Badge>
                  )}
                  <CardHeader>
                    <h3 className="text-xl font-semibold">{plan.name}</h3>
                    <p>
                      <span className="text-4xl font-extrabold">{plan.price}</span>
                      <span className="text-muted-foreground">/month</span>
                    </p>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-6">
                    <ul className="grid gap-3">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex items-center gap-2">
                          <CheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                          {feature}
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
            Ready to study smarter?
          </h2>
          <p className="mt-3 text-primary-foreground/90">
            Join students who prepare for their exams with practice tests made from their own materials.
          </p>
          <Button
            size="lg"
            variant="secondary"
            className="mt-8 w-full bg-background text-primary hover:bg-accent sm:w-auto"
            onClick={onGetStarted}
          >
            {cta('Start Your Free Trial')}
          </Button>
        </div>
      </section>

      <footer className="border-t bg-background">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
          <p className="font-semibold text-foreground">StudyPilot</p>
          <p>© 2024 StudyPilot. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
