/**
 * The app's page addresses (docs/spec.md routes), one source for the router, every link in the web app and the
 * links the server writes (dashboard activity, Stripe return addresses, e-mails).
 */
export const PAGE_ROUTES = {
  home: '/',
  landing: '/landing',
  auth: '/auth',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  courses: '/courses',
  course: '/courses/:slugOrId',
  courseById: '/course/:id',
  generateTest: '/generate-test',
  takeTest: '/take-test/:testId',
  testResults: '/test-results/:submissionId',
  printResults: '/test-results/:submissionId/print',
  feedback: '/feedback',
  premium: '/premium',
  review: '/review',
  editTest: '/tests/:testId/edit',
} as const;

const seg = (value: string) => encodeURIComponent(value);

/** Addresses to link to, with their parameters filled in. */
export const paths = {
  home: PAGE_ROUTES.home,
  landing: PAGE_ROUTES.landing,
  auth: PAGE_ROUTES.auth,
  resetPassword: PAGE_ROUTES.resetPassword,
  dashboard: PAGE_ROUTES.dashboard,
  courses: PAGE_ROUTES.courses,
  feedback: PAGE_ROUTES.feedback,
  premium: PAGE_ROUTES.premium,
  review: PAGE_ROUTES.review,
  course: (slugOrId: string) => `/courses/${seg(slugOrId)}`,
  courseById: (id: string) => `/course/${seg(id)}`,
  /** The generator, with a course chosen when given. */
  generateTest: (courseId?: string) =>
    courseId ? `/generate-test?course=${seg(courseId)}` : PAGE_ROUTES.generateTest,
  takeTest: (testId: string) => `/take-test/${seg(testId)}`,
  editTest: (testId: string) => `/tests/${seg(testId)}/edit`,
  testResults: (submissionId: string) => `/test-results/${seg(submissionId)}`,
  printResults: (submissionId: string) => `/test-results/${seg(submissionId)}/print`,
} as const;
