// The learning screens in Hebrew (issue 15, decision 302): the texts come from the `learning` catalogue, the
// English one reads exactly like core's texts that the API and the spec use, and Hebrew is laid out right to left.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import {
  EDIT_NOTES,
  FLAG_REASON_LABELS,
  LEARNING_MESSAGES,
  REVIEW_RATING_LABELS,
  TOPIC_MESSAGES,
  weakTopicsTeaser,
  type EditNote,
} from '@studypilot/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage, LanguageProvider } from '@/lib/i18n';
import { json, renderApp, sessionBody, stubNetwork, TEST_USER } from '../../../test/test-utils';
import { WeakTopics, teaserText } from './components/weak-topics';
import { formatInterval, shortDay } from './lib/format';
import { learningText } from './messages';

describe("the English learning catalogue keeps core's texts", () => {
  it('writes the weak-topics teaser exactly like core for every shape of counts', () => {
    for (let units = 0; units <= 3; units++)
      for (let terms = 0; terms <= 3; terms++)
        for (let weak = 0; weak <= units + terms; weak++) {
          const tracked = { units, terms, weak };
          expect(teaserText(learningText.t, tracked), JSON.stringify(tracked)).toBe(
            weakTopicsTeaser(tracked),
          );
        }
  });

  it('has the edit notes, reasons, flags, ratings and the charts note word for word', () => {
    const t = learningText.t;
    for (const [key, text] of Object.entries(EDIT_NOTES))
      expect(t(`editNote${key as EditNote}`), key).toBe(text);
    expect(t('notEditableStarted')).toBe(TOPIC_MESSAGES.notEditable);
    expect(t('notEditablePractice')).toBe(TOPIC_MESSAGES.practiceNotEditable);
    expect(t('premiumTeaser')).toBe(TOPIC_MESSAGES.premiumTeaser);
    expect(t('premiumChartsNote')).toBe(LEARNING_MESSAGES.premiumChartsNote);
    expect(t('practiseMyMistakes')).toBe(LEARNING_MESSAGES.practiceTitlePrefix);
    expect(t('noCourseMistakes')).toBe(LEARNING_MESSAGES.noCourseMistakes);
    expect([t('flagReasonWrongKey'), t('flagReasonUnclear')]).toEqual([
      FLAG_REASON_LABELS['wrong-key'],
      FLAG_REASON_LABELS.unclear,
    ]);
    expect([t('ratingAgain'), t('ratingHard'), t('ratingGood'), t('ratingEasy')]).toEqual(
      Object.values(REVIEW_RATING_LABELS),
    );
  });

  it('formats intervals and chart days as before in English', () => {
    const from = '2026-01-01T00:00:00Z';
    const at = (ms: number) => new Date(Date.parse(from) + ms).toISOString();
    expect(formatInterval(from, at(10 * 60_000))).toBe('10 min');
    expect(formatInterval(from, at(5 * 3_600_000))).toBe('5 h');
    expect(formatInterval(from, at(3 * 86_400_000))).toBe('3 d');
    expect(formatInterval(from, at(60 * 86_400_000))).toBe('2 mo');
    expect(formatInterval(from, at(548 * 86_400_000))).toBe('1.5 y');
    expect(shortDay('2026-11-23')).toBe('Nov 23');
  });
});

const topic = (over: Record<string, unknown>) => ({
  id: 'unit:d1:4',
  kind: 'unit',
  label: 'Page 4',
  documentName: 'תאים.pdf',
  unitKind: 'page',
  mastery: 35,
  answers: 6,
  correct: 2,
  questions: 3,
  lastAnswered: new Date().toISOString(),
  parts: [{ summaryId: 'd1', units: [4] }],
  ...over,
});

function renderTopics() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WeakTopics courseId="c1" />
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

describe('the learning screens in Hebrew', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    await activateLanguage('he');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('names the parts of the material in Hebrew and keeps headings, key terms and file names as written', async () => {
    stubNetwork({
      'GET /api/courses/c1/weak-topics': () =>
        json({
          plan: 'premium',
          locked: false,
          tracked: { units: 2, terms: 1, weak: 3 },
          units: [topic({}), topic({ id: 'unit:d1:2', label: 'מבנה התא', unitKind: 'section' })],
          terms: [topic({ id: 'term:אוסמוזה', kind: 'term', label: 'אוסמוזה', unitKind: null })],
        }),
    });
    renderTopics();
    const items = await screen.findAllByTestId('weak-topic');
    expect(screen.getByRole('heading', { name: 'נושאים חלשים' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('עמוד 4')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('progressbar', { name: 'שליטה בעמוד 4' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(/2 מתוך 6 תשובות נכונות/)).toHaveTextContent(
      '2 מתוך 6 תשובות נכונות · תאים.pdf',
    );
    expect(within(items[1]!).getByText('מבנה התא').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { name: 'מונחי מפתח' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('אוסמוזה')).toBeInTheDocument();
  });

  it('tells a Free student in Hebrew what Premium would show, with Hebrew plurals', async () => {
    stubNetwork({
      'GET /api/courses/c1/weak-topics': () =>
        json({ plan: 'free', locked: true, tracked: { units: 5, terms: 2, weak: 3 }, units: [], terms: [] }),
    });
    renderTopics();
    expect(await screen.findByTestId('weak-topics-teaser')).toHaveTextContent(
      'נשאלת על 5 חלקים מהחומר ועל שני מונחי מפתח, ו־3 מהם נושאים חלשים. בפרימיום רואים אילו ויוצרים מבחן כדי לתרגל אותם.',
    );
    expect(screen.getByRole('link', { name: 'לפרטים על פרימיום' })).toHaveAttribute('href', '/premium');
  });

  it('formats intervals and chart days in Hebrew', () => {
    const from = '2026-01-01T00:00:00Z';
    const at = (ms: number) => new Date(Date.parse(from) + ms).toISOString();
    expect(formatInterval(from, at(60_000))).toBe('דקה');
    expect(formatInterval(from, at(10 * 60_000))).toBe('10 דק׳');
    expect(formatInterval(from, at(2 * 86_400_000))).toBe('יומיים');
    expect(formatInterval(from, at(4 * 86_400_000))).toBe('4 ימים');
    expect(shortDay('2026-11-23')).toMatch(/^23 ב?נוב/);
  });

  it('reviews a card in Hebrew: the count, the verdict with the next interval and the Hebrew question right to left', async () => {
    const now = new Date().toISOString();
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const card = {
      cardId: '11111111-1111-4111-8111-111111111111',
      questionId: 'q1',
      courseId: 'c1',
      courseName: 'ביולוגיה של התא',
      type: 'multiple-choice',
      text: 'איזה אברון מייצר את רוב ה־ATP בתא?',
      options: ['A) ריבוזום', 'B) מיטוכונדריה', 'C) גרעין', 'D) מערכת גולג׳י'],
      correctAnswer: 'B',
      explanation: 'הנשימה התאית מתרחשת במיטוכונדריה.',
      due: now,
      state: 'review',
      reps: 2,
      next: { again: later(0.007), hard: later(2), good: later(4), easy: later(9) },
    };
    stubNetwork({
      'GET /api/auth/get-session': () =>
        json(sessionBody({ ...TEST_USER, language: 'he' } as typeof TEST_USER)),
      'GET /api/review/due': () => json({ dueToday: 2, cards: [card], serverNow: now }),
      'GET /api/review/summary': () => json({ dueToday: 1, totalCards: 2, nextDue: null }),
      [`POST /api/review/cards/${card.cardId}/reviews`]: (req) =>
        json({
          cardId: card.cardId,
          reviewId: (req.body as { reviewId: string }).reviewId,
          rating: 'again',
          correct: false,
          due: later(0.007),
          scheduledDays: 0,
          duplicate: false,
        }),
    });
    const { user } = renderApp('/review');
    const question = await screen.findByRole('heading', { name: card.text }, { timeout: 10_000 });
    expect(question).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'חזרה', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('שני כרטיסים לחזרה היום')).toBeInTheDocument();
    expect(screen.getByText('בחזרה')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'תשובות אפשריות' })).getByRole('button', { name: /A\)/ }),
    );
    expect(
      await screen.findByText(/^לא בדיוק\. התשובה היא B\. הכרטיס יחזור בעוד (דקה|\d+ דק׳)\.$/),
    ).toBeInTheDocument();
    expect(await screen.findByText('כל הדירוגים נשמרו')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'לכרטיס הבא' })).toBeInTheDocument();
  });
});
