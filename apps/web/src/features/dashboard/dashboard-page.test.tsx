import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

describe('Dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('greets the student, shows ... while loading, then the numbers with thousands separators', async () => {
    let answerStats: (r: Response) => void = () => undefined;
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/dashboard/stats': () => new Promise<Response>((resolve) => (answerStats = resolve)),
      'GET /api/dashboard/activity': () => json([]),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Your Study Progress' });
    expect(within(progress).getAllByText('...')).toHaveLength(3);
    expect(
      await screen.findByText('No recent activities yet. Start by creating a course or uploading documents!'),
    ).toBeInTheDocument();

    answerStats(json({ activeCourses: 2, testsTaken: 14, questionsAnswered: 1234 }));
    expect(await within(progress).findByText('1,234')).toBeInTheDocument();
    expect(within(progress).getByText('14')).toBeInTheDocument();
  });

  it('lists activities with relative times, and Open New Course offers six colours', async () => {
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/dashboard/stats': () => json({ activeCourses: 1, testsTaken: 1, questionsAnswered: 10 }),
      'GET /api/dashboard/activity': () =>
        json([
          {
            id: 'test-1',
            title: 'Grade 92 achieved in Biology',
            subtitle: 'Excellent performance',
            icon: 'trophy',
            color: 'green',
            timestamp: recent,
          },
        ]),
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Grade 92 achieved in Biology')).toBeInTheDocument();
    expect(screen.getByText('Just now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Generate New Test/ })).toHaveAttribute('href', '/generate-test');

    await user.click(screen.getByRole('button', { name: /Open New Course/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Course' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
  });
});
