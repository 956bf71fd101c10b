import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorBoundary } from '@/components/error-boundary';
import { AuthPage, ResetPasswordPage } from '@/features/auth';
import { guarded } from './routes/guarded';
import { LandingRoute } from './routes/landing';
import { MainLayout } from './routes/main-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

// Signed-in screens load on demand so the landing page does not carry their code (charts, extraction...).
// The dashboard's 'Open New Course' uses the courses feature's dialog: features meet here.
const DashboardPage = lazy(() =>
  Promise.all([
    import('@/features/dashboard'),
    import('@/features/courses'),
    import('@/features/learning'),
  ]).then(([d, c, l]) => ({
    default: () => (
      <d.DashboardPage CreateCourseDialog={c.CreateCourseDialog} Learning={l.DashboardLearning} />
    ),
  })),
);
// Course screens get the documents feature's upload dialog and summaries list as props.
const CoursesPage = lazy(() =>
  Promise.all([import('@/features/courses'), import('@/features/documents')]).then(([c, d]) => ({
    default: () => <c.CoursesPage UploadDialog={d.UploadDialog} />,
  })),
);
const CourseDetailPage = lazy(() =>
  Promise.all([
    import('@/features/courses'),
    import('@/features/documents'),
    import('@/features/learning'),
    import('@/features/exports'),
  ]).then(([c, d, l, e]) => ({
    default: () => (
      <c.CourseDetailPage
        DocumentsList={d.DocumentsList}
        Learning={l.CourseLearning}
        TestActions={e.ExportMenu}
      />
    ),
  })),
);
// The generator shows the documents feature's upload box when a course has no summaries.
const GenerateTestPage = lazy(() =>
  Promise.all([import('@/features/practice-tests'), import('@/features/documents')]).then(([p, d]) => ({
    default: () => <p.GenerateTestPage UploadBox={d.UploadBox} />,
  })),
);
const TakeTestPage = lazy(() => import('@/features/submissions').then((m) => ({ default: m.TakeTestPage })));
// Results and course pages get the exports feature's menu (Premium) as a prop.
const TestResultsPage = lazy(() =>
  Promise.all([
    import('@/features/submissions'),
    import('@/features/learning'),
    import('@/features/exports'),
  ]).then(([m, l, e]) => ({
    default: () => <m.TestResultsPage Learning={l.ResultsLearning} ExportMenu={e.ExportMenu} />,
  })),
);
const PrintableResultsPage = lazy(() =>
  import('@/features/exports').then((m) => ({ default: m.PrintableResultsPage })),
);
const ReviewPage = lazy(() => import('@/features/learning').then((m) => ({ default: m.ReviewPage })));
const FeedbackPage = lazy(() => import('@/features/feedback').then((m) => ({ default: m.FeedbackPage })));
const PremiumPage = lazy(() => import('@/features/premium').then((m) => ({ default: m.PremiumPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/auth', element: <AuthPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // Outside the app layout: no navigation on paper.
      { path: '/test-results/:submissionId/print', element: guarded(<PrintableResultsPage />) },
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
          { path: '/review', element: guarded(<ReviewPage />) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
