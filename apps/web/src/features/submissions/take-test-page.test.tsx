import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n';
import {
  findToast,
  json,
  renderApp,
  sessionBody,
  stubNetwork,
  syncSession,
  type StubHandler,
} from '../../../test/test-utils';

const SUB = 's-1';

function payload({ secondsLeft = 1800, questions = QUESTIONS, answers = [] as unknown[] } = {}) {
  const now = Date.now();
  return {
    test: {
      id: 't-1',
      title: 'Course Cell Biology - Test #1',
      courseId: 'c-1',
      courseName: 'Cell Biology',
      difficulty: 'medium',
      aiEngine: 'local',
      questionCount: questions.length,
      timeLimit: 30,
    },
    submission: {
      id: SUB,
      startedAt: new Date(now - 60_000).toISOString(),
      deadlineAt: new Date(now + secondsLeft * 1000).toISOString(),
      serverNow: new Date(now).toISOString(),
      resumed: false,
    },
    questions,
    answers,
  };
}

const QUESTIONS = [
  {
    id: 'q1',
    order: 1,
    type: 'multiple-choice',
    text: 'Which organelle makes ATP?',
    options: ['A) Ribosome', 'B) Mitochondrion', 'C) Nucleus', 'D) Golgi apparatus'],
  },
  { id: 'q2', order: 2, type: 'open-ended', text: 'Explain osmosis.', options: null },
  { id: 'q3', order: 3, type: 'open-ended', text: 'הסבר מהי מיטוזה', options: null },
];

function startInfo(p: ReturnType<typeof payload>, running = true) {
  return {
    test: {
      id: p.test.id,
      title: p.test.title,
      courseId: p.test.courseId,
      courseName: p.test.courseName,
      difficulty: p.test.difficulty,
      aiEngine: p.test.aiEngine,
      questionCount: p.questions.length,
      questionTypes: 'mixed',
      timeLimitSeconds: 1800,
    },
    openAttempt: running ? { id: p.submission.id, deadlineAt: p.submission.deadlineAt } : null,
    completedAttempts: [],
  };
}

/** A test with an attempt already running (the page resumes it without the start screen). */
function stubTest(extra: Record<string, StubHandler> = {}, p = payload()) {
  return stubNetwork({
    'GET /api/auth/get-session': () => json(sessionBody()),
    'GET /api/tests/t-1/attempt': () => json(startInfo(p)),
    'POST /api/tests/t-1/attempt': () => json(p),
    ...extra,
  });
}

const saved = (questionId: string, answer: string | null) =>
  json({ questionId, answer, timeSpent: 1, updatedAt: new Date().toISOString() });

// Whole routes with the real providers: slow on a loaded machine, so more than the default 5 s.
describe('Take test', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    await activateLanguage('en');
  });

  it.each([
    [3700, /^1:01:(40|39)$/, 'normal'],
    [900, /^(15:00|14:59)$/, 'normal'],
    [590, /^9:(50|49)$/, 'orange'],
    [290, /^4:(50|49)$/, 'red'],
  ])('with %i s left the countdown reads %s in %s', async (seconds, text, color) => {
    stubTest({}, payload({ secondsLeft: seconds }));
    renderApp('/take-test/t-1');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(text);
    expect(timer).toHaveAttribute('data-color', color);
    const classes = { normal: /text-foreground/, orange: /text-orange-800/, red: /text-red-700/ }[color]!;
    expect(timer.className).toMatch(classes);
  });

  it('opens on a start screen: nothing is started and no clock runs until Start Test', async () => {
    const p = payload();
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/tests/t-1/attempt': () => json(startInfo(p, false)),
      'POST /api/tests/t-1/attempt': () => json(p),
    });
    const { user } = renderApp('/take-test/t-1');
    expect(await screen.findByRole('heading', { name: 'Course Cell Biology - Test #1' })).toBeInTheDocument();
    expect(screen.getByText('Questions').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('30 minutes');
    expect(screen.getByText(/The timer \(30 minutes\) starts when you press Start Test/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(net.callsTo('POST', '/api/tests/t-1/attempt')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(net.callsTo('POST', '/api/tests/t-1/attempt')).toHaveLength(1);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('shows one question at a time with lettered options, saves an answer at once and retries when the network fails', async () => {
    let attempts = 0;
    const net = stubTest({
      [`PUT /api/submissions/${SUB}/answers/q1`]: (req) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return saved('q1', (req.body as { answer: string }).answer);
      },
    });
    const { user } = renderApp('/take-test/t-1');
    expect(await screen.findByText('Loading test...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Course Cell Biology - Test #1' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 answered · 0% complete')).toBeInTheDocument();
    expect(screen.getByText('All answers saved')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Which organelle makes ATP?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'B) Mitochondrion' }));
    expect(await screen.findByText('Not saved - retrying')).toBeInTheDocument();
    expect(await screen.findByText('All answers saved', {}, { timeout: 4000 })).toBeInTheDocument();
    const puts = net.callsTo('PUT', `/api/submissions/${SUB}/answers/q1`);
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toMatchObject({ answer: 'B' });
    // Progress counts answered questions, not the position.
    expect(screen.getByText('1 of 3 answered · 33% complete')).toBeInTheDocument();
    expect(typeof (puts[1]!.body as { timeSpent: number }).timeSpent).toBe('number');
  });

  it('saves typing after a pause with a character count, aligns Hebrew right and confirms before submitting', async () => {
    const net = stubTest({
      [`PUT /api/submissions/${SUB}/answers/q2`]: (req) =>
        saved('q2', (req.body as { answer: string }).answer),
      [`POST /api/submissions/${SUB}/submit`]: () =>
        json({
          submissionId: SUB,
          testId: 't-1',
          totalScore: 33,
          feedback: 'Keep going',
          autoSubmitted: false,
        }),
      [`GET /api/submissions/${SUB}/results`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Test submission not found' } }, 404),
    });
    const { user, router } = renderApp('/take-test/t-1');
    await user.click(await screen.findByRole('button', { name: /Next Question/ }));
    const box = screen.getByPlaceholderText('Type your detailed answer here...');
    await user.type(box, 'Water moves');
    expect(screen.getByText('11 characters')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('PUT', `/api/submissions/${SUB}/answers/q2`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(net.callsTo('PUT', `/api/submissions/${SUB}/answers/q2`)[0]!.body).toMatchObject({
      answer: 'Water moves',
    });

    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    const hebrew = screen.getByRole('heading', { name: 'הסבר מהי מיטוזה' });
    expect(hebrew).toHaveAttribute('dir', 'rtl');
    expect(hebrew).toHaveClass('text-right');
    // The right-to-left box keeps the English placeholder's dots at its end (a left-to-right mark after them).
    const rtlBox = screen.getByPlaceholderText('Type your detailed answer here...\u200E');
    expect(rtlBox).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByRole('button', { name: /Next Question/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Test' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'You have 2 unanswered questions. Unanswered questions will be marked as incorrect.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Test' }));
    expect(await findToast('Test Submitted!')).toBeInTheDocument();
    expect(screen.getByText('Your score: 33%')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/test-results/${SUB}`));
    expect(net.callsTo('POST', `/api/submissions/${SUB}/submit`)[0]!.body).toMatchObject({
      autoSubmitted: false,
    });
  });

  it('aligns every option of a Hebrew question right to left, a bare formula option too', async () => {
    const hebrew = [
      {
        id: 'q1',
        order: 1,
        type: 'multiple-choice',
        text: 'באיזה תנאי נובע מהמשפט "חשבון גבולות" ש-(a_n)/(b_n) ⟶ L/M?',
        options: [
          'A) b_n > 0 החל ממקום מסוים',
          'B) M ≠ 0',
          'C) b_n ≠ 0 לכל n טבעי',
          'D) אין צורך בתנאי נוסף',
        ],
      },
    ];
    stubTest({}, payload({ questions: hebrew }));
    renderApp('/take-test/t-1');
    const group = await screen.findByRole('radiogroup');
    const labels = within(group)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!);
    expect(labels).toHaveLength(4);
    // the key "M ≠ 0" has no Hebrew letter; aligned left it would stand apart from the other three
    for (const label of labels) {
      expect(label).toHaveAttribute('dir', 'rtl');
      expect(label).toHaveClass('text-right');
    }
  });

  it('shows a Hebrew question the engine isolated with each formula in one no-wrap box and no control character (eng-web11)', async () => {
    const hebrew = [
      {
        id: 'q1',
        order: 1,
        type: 'multiple-choice',
        text: "לפי משפט הסנדוויץ', אם\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 \u2069לכל\u2066 𝑛 \u2069, מה הגבול של\u2066 𝑏_𝑛 \u2069?",
        options: [
          'A) \u2066 𝑏_𝑛 ≠ 0 \u2069לכל\u2066 𝑛 \u2069טבעי',
          'B) \u2066 𝑀 ≠ 0 \u2069',
          'C) הגבול הוא 𝐿',
          'D) אין צורך בתנאי נוסף',
        ],
      },
    ];
    stubTest({}, payload({ questions: hebrew }));
    renderApp('/take-test/t-1');
    const heading = await screen.findByRole('heading', { level: 2, name: /הסנדוויץ/ });
    await waitFor(() => expect(heading.querySelectorAll('.katex')).toHaveLength(3));
    const boxes = [...heading.querySelectorAll('.katex')].map((k) => k.closest('bdi')!);
    for (const box of boxes)
      expect(box).toHaveClass('inline-grid', 'whitespace-nowrap', 'overflow-x-auto', 'max-w-full');
    expect([...heading.querySelectorAll('annotation')].map((a) => a.textContent)).toEqual([
      'a_n \\le b_n \\le c_n',
      'n',
      'b_n',
    ]);
    expect(heading.textContent).not.toMatch(/[\u2066-\u2069]/u);
    // the options' accessible names and their text, without the controls
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'A)  𝑏_𝑛 ≠ 0 לכל 𝑛 טבעי',
      'B)  𝑀 ≠ 0 ',
      'C) הגבול הוא 𝐿',
      'D) אין צורך בתנאי נוסף',
    ]);
    for (const r of radios) expect(r.closest('label')!.textContent).not.toMatch(/[\u2066-\u2069]/u);
  });

  it('submits by itself with autoSubmitted true when the time runs out', async () => {
    const net = stubTest(
      {
        [`POST /api/submissions/${SUB}/submit`]: () =>
          json({ submissionId: SUB, testId: 't-1', totalScore: 0, feedback: '', autoSubmitted: true }),
        [`GET /api/submissions/${SUB}/results`]: () => new Promise<Response>(() => undefined),
      },
      payload({ secondsLeft: 1 }),
    );
    const { router } = renderApp('/take-test/t-1');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/test-results/${SUB}`), {
      timeout: 4000,
    });
    expect(net.callsTo('POST', `/api/submissions/${SUB}/submit`)[0]!.body).toMatchObject({
      autoSubmitted: true,
    });
  });

  it('tells a failed submit apart', async () => {
    stubTest({
      [`POST /api/submissions/${SUB}/submit`]: () => json({ error: { code: 'X', message: 'boom' } }, 500),
    });
    const { user } = renderApp('/take-test/t-1');
    for (let i = 0; i < 2; i += 1)
      await user.click(await screen.findByRole('button', { name: /Next Question/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Test' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit Test' }),
    );
    expect(await findToast('Submission Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit test. Please try again.')).toBeInTheDocument();
  });

  it.each([
    [404, 'Test not found'],
    [403, 'Access denied'],
    [500, 'Failed to load test'],
  ])('a %i shows Error Loading Test with %s', async (status, message) => {
    stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody()),
      'GET /api/tests/t-1/attempt': () => json({ error: { code: 'X', message: 'server text' } }, status),
    });
    renderApp('/take-test/t-1');
    expect(await screen.findByRole('heading', { name: 'Error Loading Test' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('switches to Hebrew from the account menu mid-test: same question, answers and clock, texts re-rendered', async () => {
    const marker = Symbol('no reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const net = stubTest({
      [`PUT /api/submissions/${SUB}/answers/q1`]: (req) =>
        saved('q1', (req.body as { answer: string }).answer),
      [`PUT /api/submissions/${SUB}/answers/q2`]: (req) =>
        saved('q2', (req.body as { answer: string }).answer),
      'POST /api/auth/update-user': () => json({ status: true }),
    });
    await syncSession();
    const { user, router } = renderApp('/take-test/t-1');
    await user.click(await screen.findByRole('radio', { name: 'B) Mitochondrion' }));
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    await user.type(screen.getByPlaceholderText('Type your detailed answer here...'), 'Water moves');
    expect(await screen.findByText('All answers saved', {}, { timeout: 4000 })).toBeInTheDocument();
    const before = screen.getByRole('timer').textContent;

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'עברית' }));

    // Every text of the test in Hebrew, right to left, on the same question with the typed answer.
    expect(await screen.findByText('שאלה 2 מתוך 3')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('נענו 2 מתוך 3 · 67% הושלמו')).toBeInTheDocument();
    expect(screen.getByText('כל התשובות נשמרו')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('קורס Cell Biology – מבחן 1');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^הזמן שנותר: /);
    expect(screen.getByRole('textbox')).toHaveValue('Water moves');
    expect(screen.getByText('11 תווים')).toBeInTheDocument();
    expect(screen.queryByText(/Question|answered|Next/)).not.toBeInTheDocument();
    // The clock went on from where it was (the deadline is the server's; nothing restarted it).
    const toSeconds = (t: string | null) => t!.split(':').reduce((a, p) => a * 60 + Number(p), 0);
    const after = toSeconds(screen.getByRole('timer').textContent);
    expect(after).toBeLessThanOrEqual(toSeconds(before));
    expect(after).toBeGreaterThan(toSeconds(before) - 5);

    // Back to question 1: the choice is still there.
    await user.click(screen.getByRole('button', { name: 'הקודמת' }));
    expect(screen.getByRole('radio', { name: 'B) Mitochondrion' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/take-test/t-1');
    expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
    // Switching never re-created or re-saved anything: one attempt, one save per answer.
    expect(net.callsTo('POST', '/api/tests/t-1/attempt')).toHaveLength(1);
    expect(net.callsTo('PUT', `/api/submissions/${SUB}/answers/q1`)).toHaveLength(1);

    // And back to English, still in place.
    await user.click(screen.getByRole('button', { name: /תפריט החשבון של/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 answered · 67% complete')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B) Mitochondrion' })).toBeChecked();
  });
});
