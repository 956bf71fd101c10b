import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

const course = (over: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cell Biology',
  slug: 'cell-biology',
  description: null,
  teacher: 'Dr. Franklin',
  institute: 'City University',
  color: 'green',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  summaryCount: 2,
  testCount: 3,
  testsTaken: 2,
  averageGrade: 80,
  ...over,
});

describe('My Courses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the empty state, and Upload Course Summaries opens the create dialog', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () => json([]),
    });
    const { user } = renderApp('/courses');
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Course' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Course Summaries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Course' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('shows the error with Retry', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () => json({ error: { code: 'X', message: 'Database offline' } }, 400),
    });
    renderApp('/courses');
    expect(await screen.findByText('Error loading courses: Database offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists cards with the overview from active courses only, and creating a course lands on /course/{id}', async () => {
    const closed = course({
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Old History',
      status: 'closed',
      averageGrade: 40,
      testsTaken: 1,
    });
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () => json([course(), closed]),
      'POST /api/courses': (req) =>
        json({ ...course({ id: '33333333-3333-4333-8333-333333333333' }), ...(req.body as object) }, 201),
    });
    const { user, router } = renderApp('/courses');
    const card = await screen.findByRole('article', { name: 'Cell Biology' });
    expect(within(card).getByRole('link', { name: 'Generate Test' })).toHaveAttribute(
      'href',
      '/generate-test?course=11111111-1111-4111-8111-111111111111',
    );
    const closedCard = screen.getByRole('article', { name: 'Old History' });
    expect(within(closedCard).getByText('(Closed)')).toBeInTheDocument();
    expect(within(closedCard).getByRole('button', { name: 'Reopen Course' })).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Course Overview' });
    expect(within(overview).getByText('80%')).toBeInTheDocument(); // the closed course's 40 is left out
    expect(within(overview).getByText('Active Courses').nextSibling).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Create New Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Course' });
    await user.type(within(dialog).getByLabelText('Course Name'), '  Genetics ');
    await user.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Course created successfully')).toBeInTheDocument();
    expect(net.callsTo('POST', '/api/courses')[0]!.body).toEqual({ name: 'Genetics', color: 'pink' });
    expect(router.state.location.pathname).toBe('/course/33333333-3333-4333-8333-333333333333');
  });

  it('shows a dash, not 0%, where nothing is measured (no graded test, every course closed)', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () =>
        json([
          course({ testCount: 0, testsTaken: 0, averageGrade: 0 }),
          course({
            id: '22222222-2222-4222-8222-222222222222',
            name: 'A very long closed course name that does not fit on one line of a card',
            status: 'closed',
            averageGrade: 90,
            testsTaken: 2,
          }),
        ]),
    });
    renderApp('/courses');
    const card = await screen.findByRole('article', { name: 'Cell Biology' });
    expect(card).not.toHaveTextContent('0%');
    expect(within(card).getByText('No grades yet')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Course Overview' });
    expect(within(overview).getByText('Avg. Score').nextSibling).toHaveTextContent('—No grades yet');
    expect(overview).not.toHaveTextContent('%');
    const closedCard = screen.getByRole('article', { name: /A very long closed course/ });
    expect(within(closedCard).getByText('90%')).toBeInTheDocument();
    expect(within(closedCard).getByText('(Closed)')).toBeInTheDocument();
  });

  it('with no tests left this month, Generate Test on each card is disabled with the reason, as on the generator', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/courses': () => json([course()]),
      'GET /api/plan': () =>
        json({
          plan: 'free',
          monthlyLimit: 5,
          usedThisMonth: 5,
          remaining: 0,
          resetsAt: '2026-12-01T00:00:00.000Z',
        }),
    });
    renderApp('/courses');
    const card = await screen.findByRole('article', { name: 'Cell Biology' });
    const button = await within(card).findByRole('button', { name: 'Generate Test' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You have used all free tests for this month. See plans');
    expect(within(card).queryByRole('link', { name: 'Generate Test' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/premium');
  });
});
