import { PAGE_ROUTES } from '@studypilot/core';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';

import { RouteErrorBoundary } from '@/components/error-boundary';
import { guarded, lazyPage, suspended } from './routes/guarded';
import { LandingRoute } from './routes/landing';
import { MainLayout } from './routes/main-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

// Every screen but the landing page loads on demand, so the first load carries none of their code (charts,
// extraction, forms; decision 009). Hovering or focusing a link starts loading its screen (preloadRoute).
const AuthPage = lazyPage(() => import('@/features/auth/pages').then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazyPage(() =>
  import('@/features/auth/pages').then((m) => ({ default: m.ResetPasswordPage })),
);
// Signed-in screens.
// The dashboard's 'Open New Course' uses the courses feature's dialog: features meet here.
const DashboardPage = lazyPage(() =>
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
const CoursesPage = lazyPage(() =>
  Promise.all([import('@/features/courses'), import('@/features/documents')]).then(([c, d]) => ({
    default: () => <c.CoursesPage UploadDialog={d.UploadDialog} />,
  })),
);
// Weak topics' "Practise this topic" generates with the practice-tests feature's stream and dialog.
const CourseDetailPage = lazyPage(() =>
  Promise.all([
    import('@/features/courses'),
    import('@/features/documents'),
    import('@/features/learning'),
    import('@/features/exports'),
    import('@/features/practice-tests'),
  ]).then(([c, d, l, e, p]) => {
    const Learning = (props: { courseId: string; testsTaken: number }) => (
      <l.CourseLearning {...props} PractiseTopic={p.PractiseTopicButton} />
    );
    return {
      default: () => (
        <c.CourseDetailPage DocumentsList={d.DocumentsList} Learning={Learning} TestActions={e.ExportMenu} />
      ),
    };
  }),
);
// The generator shows the documents feature's upload box when a course has no summaries.
const GenerateTestPage = lazyPage(() =>
  Promise.all([import('@/features/practice-tests'), import('@/features/documents')]).then(([p, d]) => ({
    default: () => <p.GenerateTestPage UploadBox={d.UploadBox} />,
  })),
);
const TakeTestPage = lazyPage(() =>
  import('@/features/submissions').then((m) => ({ default: m.TakeTestPage })),
);
// Results and course pages get the exports feature's menu (Premium) as a prop.
const TestResultsPage = lazyPage(() =>
  Promise.all([
    import('@/features/submissions'),
    import('@/features/learning'),
    import('@/features/exports'),
  ]).then(([m, l, e]) => ({
    default: () => (
      <m.TestResultsPage
        Learning={l.ResultsLearning}
        ExportMenu={e.ExportMenu}
        QuestionActions={l.QuestionFlag}
      />
    ),
  })),
);
const PrintableResultsPage = lazyPage(() =>
  import('@/features/exports').then((m) => ({ default: m.PrintableResultsPage })),
);
const ReviewPage = lazyPage(() => import('@/features/learning').then((m) => ({ default: m.ReviewPage })));
const EditTestPage = lazyPage(() => import('@/features/learning').then((m) => ({ default: m.EditTestPage })));
const FeedbackPage = lazyPage(() => import('@/features/feedback').then((m) => ({ default: m.FeedbackPage })));
const PremiumPage = lazyPage(() => import('@/features/premium').then((m) => ({ default: m.PremiumPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: PAGE_ROUTES.auth, element: suspended(<AuthPage />) },
      { path: PAGE_ROUTES.resetPassword, element: suspended(<ResetPasswordPage />) },
      // Outside the app layout: no navigation on paper.
      { path: PAGE_ROUTES.printResults, element: guarded(<PrintableResultsPage />) },
      {
        element: <MainLayout />,
        children: [
          { path: PAGE_ROUTES.home, element: <LandingRoute /> },
          { path: PAGE_ROUTES.landing, element: <LandingRoute /> },
          { path: PAGE_ROUTES.dashboard, element: guarded(<DashboardPage />) },
          { path: PAGE_ROUTES.courses, element: guarded(<CoursesPage />) },
          { path: PAGE_ROUTES.course, element: guarded(<CourseDetailPage />) },
          { path: PAGE_ROUTES.courseById, element: guarded(<CourseDetailPage />) },
          { path: PAGE_ROUTES.generateTest, element: guarded(<GenerateTestPage />) },
          { path: PAGE_ROUTES.takeTest, element: guarded(<TakeTestPage />) },
          { path: PAGE_ROUTES.testResults, element: guarded(<TestResultsPage />) },
          { path: PAGE_ROUTES.feedback, element: guarded(<FeedbackPage />) },
          { path: PAGE_ROUTES.premium, element: guarded(<PremiumPage />) },
          { path: PAGE_ROUTES.review, element: guarded(<ReviewPage />) },
          { path: PAGE_ROUTES.editTest, element: guarded(<EditTestPage />) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

const preloads: [path: string, page: { preload: () => unknown }][] = [
  [PAGE_ROUTES.auth, AuthPage],
  [PAGE_ROUTES.resetPassword, ResetPasswordPage],
  [PAGE_ROUTES.printResults, PrintableResultsPage],
  [PAGE_ROUTES.dashboard, DashboardPage],
  [PAGE_ROUTES.courses, CoursesPage],
  [PAGE_ROUTES.course, CourseDetailPage],
  [PAGE_ROUTES.courseById, CourseDetailPage],
  [PAGE_ROUTES.generateTest, GenerateTestPage],
  [PAGE_ROUTES.takeTest, TakeTestPage],
  [PAGE_ROUTES.testResults, TestResultsPage],
  [PAGE_ROUTES.feedback, FeedbackPage],
  [PAGE_ROUTES.premium, PremiumPage],
  [PAGE_ROUTES.review, ReviewPage],
  [PAGE_ROUTES.editTest, EditTestPage],
];

/** Starts loading the code of the screen at `pathname` (a link was hovered, focused or touched). */
export function preloadRoute(pathname: string) {
  for (const [path, page] of preloads) {
    if (matchPath(path, pathname)) return void page.preload();
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
