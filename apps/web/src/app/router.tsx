import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorBoundary } from '@/components/error-boundary';
import { CourseDetailPage, CoursesPage } from '@/features/courses';
import { AuthPage, ResetPasswordPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { FeedbackPage } from '@/features/feedback';
import { GenerateTestPage } from '@/features/practice-tests';
import { PremiumPage } from '@/features/premium';
import { TakeTestPage, TestResultsPage } from '@/features/submissions';
import { guarded } from './routes/guarded';
import { LandingRoute } from './routes/landing';
import { MainLayout } from './routes/main-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/auth', element: <AuthPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <LandingRoute /> },
          { path: '/landing', element: <LandingRoute /> },
          { path: '/dashboard', element: guarded(<DashboardPage />) },
          { path: '/courses', element: guarded(<CoursesPage />) },
          { path: '/courses/:slugOrId', element: guarded(<CourseDetailPage />) },
          { path: '/course/:id', element: guarded(<CourseDetailPage />) },
          { path: '/generate-test', element: guarded(<GenerateTestPage />) },
          { path: '/take-test/:testId', element: guarded(<TakeTestPage />) },
          { path: '/test-results/:submissionId', element: guarded(<TestResultsPage />) },
          { path: '/feedback', element: guarded(<FeedbackPage />) },
          { path: '/premium', element: guarded(<PremiumPage />) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
