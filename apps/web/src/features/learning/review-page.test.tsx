import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

const now = new Date().toISOString();
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const mcCard = {
  cardId: '11111111-1111-4111-8111-111111111111',
  questionId: 'q1',
  courseId: 'c1',
  courseName: 'Cell Biology',
  type: 'multiple-choice',
  text: 'Which organelle makes ATP?',
  options: ['A) Ribosome', 'B) Mitochondrion', 'C) Nucleus', 'D) Golgi apparatus'],
  correctAnswer: 'B',
  explanation: 'Cellular respiration happens in the mitochondrion.',
  due: now,
  state: 'review',
  reps: 2,
  next: { again: later(0.007), hard: later(2), good: later(4), easy: later(9) },
};
const openCard = {
  ...mcCard,
  cardId: '22222222-2222-4222-8222-222222222222',
  questionId: 'q2',
  type: 'open-ended',
  text: 'Explain osmosis.',
  options: null,
  correctAnswer: 'Water moves across a semi-permeable membrane towards the higher solute concentration.',
  explanation: null,
};

// Whole routes with the real providers: slow on a loaded machine, so more than the default 5 s.
describe('Review page', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('checks a multiple-choice answer at once, then self-rates an open question after the model answer; each rating is saved', async () => {
    const saved: unknown[] = [];
    const handlers = (req: { path: string; body: unknown }) => {
      saved.push({ path: req.path, body: req.body });
      return json({
        cardId: req.path.split('/')[4],
        reviewId: (req.body as { reviewId: string }).reviewId,
        rating: 'good',
        correct: true,
        due: later(4),
        scheduledDays: 4,
        duplicate: false,
      });
    };
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/review/due': () => json({ dueToday: 2, cards: [mcCard, openCard], serverNow: now }),
      'GET /api/review/summary': () => json({ dueToday: 0, totalCards: 2, nextDue: null }),
      [`POST /api/review/cards/${mcCard.cardId}/reviews`]: handlers,
      [`POST /api/review/cards/${openCard.cardId}/reviews`]: handlers,
    });
    const { user } = renderApp('/review');
    expect(
      await screen.findByRole('heading', { name: 'Which organelle makes ATP?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 cards due today')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /A\)\s*Ribosome/ }));
    expect(await screen.findByText(/Not quite\. The answer is B\./)).toBeInTheDocument();
    expect(screen.getByText('Cellular respiration happens in the mitochondrion.')).toBeInTheDocument();
    expect(await screen.findByText('All ratings saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { path: `/api/review/cards/${mcCard.cardId}/reviews`, body: expect.objectContaining({ answer: 'A' }) },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(await screen.findByRole('heading', { name: 'Explain osmosis.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Good/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText(openCard.correctAnswer)).toBeInTheDocument();
    const ratings = screen.getByText('How well did you know it?').parentElement!;
    expect(within(ratings).getByRole('button', { name: /Good\s*4 d/ })).toBeInTheDocument();
    await user.click(within(ratings).getByRole('button', { name: /Hard/ }));
    expect(await screen.findByText(/Session complete: 2 cards reviewed/)).toBeInTheDocument();
    expect(saved).toHaveLength(2);
    expect(saved[1]).toEqual({
      path: `/api/review/cards/${openCard.cardId}/reviews`,
      body: expect.objectContaining({ rating: 'hard' }),
    });
  });
});
