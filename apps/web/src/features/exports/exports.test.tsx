import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';
import { fileNameOf } from './api/download-export';

const RESULTS = {
  submission: {
    id: 's-1',
    totalScore: 50,
    completedAt: '2026-11-20T10:00:00.000Z',
    timeTaken: 754,
    autoSubmitted: false,
    feedback: 'You answered 1 of 2 questions correctly (score 50%).',
  },
  test: {
    id: 't-1',
    title: 'Course Cell Biology - Test #1',
    courseId: 'c-1',
    courseName: 'ביולוגיה',
    difficulty: 'medium',
    aiEngine: 'local',
    questionCount: 2,
    status: 'active',
  },
  correctCount: 0,
  questions: [
    {
      id: 'q1',
      order: 1,
      type: 'multiple-choice',
      text: 'Which organelle makes ATP?',
      options: ['A) Ribosome', 'B) Mitochondrion', 'C) Nucleus', 'D) Golgi apparatus'],
      correctAnswer: 'B',
      explanation: 'Mitochondria run oxidative phosphorylation.',
      source: null,
      answer: { answer: 'C', isCorrect: false, score: 0, timeSpent: 20, feedback: { text: 'Incorrect.' } },
    },
    {
      id: 'q2',
      order: 2,
      type: 'open-ended',
      text: 'הסבר מהי אוסמוזה',
      options: null,
      correctAnswer: 'מעבר מים דרך קרום בררני',
      explanation: null,
      source: null,
      answer: { answer: 'מים עוברים', isCorrect: false, score: 60, timeSpent: 40, feedback: null },
    },
  ],
};

const usage = (plan: 'free' | 'premium') => ({
  plan,
  monthlyLimit: plan === 'free' ? 5 : null,
  usedThisMonth: 1,
  remaining: plan === 'free' ? 4 : null,
  resetsAt: '2026-12-01T00:00:00.000Z',
});

const premiumRequired = () =>
  json(
    {
      error: {
        code: 'PREMIUM_REQUIRED',
        message:
          'Export is a Premium feature. Upgrade to Premium on the plan page to export results and tests.',
      },
    },
    403,
  );

describe('Export (Premium)', { timeout: 20_000 }, () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a Free student sees every export with a Premium lock, and choosing one opens the plan page', async () => {
    const user = userEvent.setup();
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/submissions/s-1/results': () => json(RESULTS),
      'GET /api/plan': () => json(usage('free')),
      'GET /api/billing': () => json({ enabled: false, plan: 'free', subscription: null, canManage: false }),
    });
    renderApp('/test-results/s-1');
    const trigger = await screen.findByRole('button', { name: /Export/ });
    await vi.waitFor(() => expect(within(trigger).getByLabelText('Premium')).toBeInTheDocument());
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/Export is part of Premium/)).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Results as CSVPremium',
      'Printable page (PDF)Premium',
      'Moodle XMLPremium',
      'GIFT (Moodle)Premium',
      'Anki (text)Premium',
    ]);
    await user.click(items[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium' })).toBeInTheDocument();
    expect(net.calls.some((c) => c.path.includes('/export'))).toBe(false);
  });

  it('a Premium student downloads the results CSV and a Moodle XML file under the server’s file names', async () => {
    const user = userEvent.setup();
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/submissions/s-1/results': () => json(RESULTS),
      'GET /api/plan': () => json(usage('premium')),
      'GET /api/submissions/s-1/export.csv': () =>
        new Response('\uFEFF"Number"\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="- Course - results.csv"; filename*=UTF-8''${encodeURIComponent('ביולוגיה - Course - results.csv')}`,
          },
        }),
      'GET /api/tests/t-1/export': () =>
        new Response('<?xml version="1.0"?><quiz/>', {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="Cell.moodle.xml"',
          },
        }),
    });
    renderApp('/test-results/s-1');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Results as CSV' }));
    expect(await screen.findByText('ביולוגיה - Course - results.csv was downloaded.')).toBeInTheDocument();
    expect(await created[0]!.text()).toContain('"Number"');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Moodle XML' }));
    expect(await screen.findByText('Cell.moodle.xml was downloaded.')).toBeInTheDocument();
    const xmlCall = net.calls.find((c) => c.path === '/api/tests/t-1/export')!;
    expect(xmlCall.url.searchParams.get('format')).toBe('moodle-xml');
  });

  it('a refusal with PREMIUM_REQUIRED (plan changed meanwhile) is shown with a way to the plans', async () => {
    const user = userEvent.setup();
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/submissions/s-1/results': () => json(RESULTS),
      'GET /api/plan': () => json(usage('premium')),
      'GET /api/tests/t-1/export': premiumRequired,
    });
    renderApp('/test-results/s-1');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anki (text)' }));
    expect(await screen.findByText('Premium feature')).toBeInTheDocument();
    expect(screen.getByText(/Export is a Premium feature\. Upgrade to Premium/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See plans' })).toBeInTheDocument();
  });

  it('the printable page lists every question with the answers and prints', async () => {
    const print = vi.fn();
    window.print = print;
    const user = userEvent.setup();
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/submissions/s-1/printable': () => json(RESULTS),
    });
    renderApp('/test-results/s-1/print');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course Cell Biology - Test #1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 2')).toBeInTheDocument();
    expect(screen.getByText('12:34')).toBeInTheDocument();
    const q1 = screen.getByRole('heading', { name: 'Question 1' }).closest('li')!;
    expect(within(q1).getByText(/B\) Mitochondrion ✓ correct answer/)).toBeInTheDocument();
    expect(within(q1).getByText(/C\) Nucleus ← your answer/)).toBeInTheDocument();
    const q2 = screen.getByRole('heading', { name: 'Question 2' }).closest('li')!;
    expect(within(q2).getByText('Partially correct')).toBeInTheDocument();
    expect(within(q2).getByText('מעבר מים דרך קרום בררני')).toBeInTheDocument();
    // No app navigation on paper.
    expect(screen.queryByRole('link', { name: 'Courses' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the printable page tells a Free student it is part of Premium', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/submissions/s-1/printable': premiumRequired,
    });
    renderApp('/test-results/s-1/print');
    expect(
      await screen.findByRole('heading', { name: 'Printable results are part of Premium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/premium');
  });

  it('reads the UTF-8 file name of Content-Disposition, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%D7%90.csv`, 'x')).toBe('א.csv');
    expect(fileNameOf('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
