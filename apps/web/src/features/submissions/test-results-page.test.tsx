import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n';
import { json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

function results(totalScore: number, over: Record<string, unknown> = {}) {
  return {
    submission: {
      id: 's-1',
      totalScore,
      completedAt: '2026-11-20T10:00:00.000Z',
      timeTaken: 754,
      autoSubmitted: false,
      feedback: 'Good grasp of cell energy; review transport.',
    },
    test: {
      id: 't-1',
      title: 'Course Cell Biology - Test #1',
      courseId: 'c-1',
      courseName: 'Cell Biology',
      difficulty: 'hard',
      aiEngine: 'local',
      questionCount: 3,
      status: 'active',
    },
    correctCount: 1,
    questions: [
      {
        id: 'q1',
        order: 1,
        type: 'multiple-choice',
        text: 'Which organelle makes ATP?',
        options: ['A) Ribosome', 'B) Mitochondrion', 'C) Nucleus', 'D) Golgi apparatus'],
        correctAnswer: 'B',
        explanation: 'Mitochondria run oxidative phosphorylation.',
        source: {
          documentId: 'd1',
          documentName: 'cells.pdf',
          unitKind: 'page',
          unit: 4,
          quote: 'The mitochondrion is the powerhouse of the cell.',
        },
        answer: { answer: 'c', isCorrect: false, score: 0, timeSpent: 20, feedback: null },
      },
      {
        id: 'q2',
        order: 2,
        type: 'multiple-choice',
        text: 'Where is DNA stored?',
        options: ['A) Nucleus', 'B) Membrane', 'C) Vacuole', 'D) Cytoplasm'],
        correctAnswer: 'A',
        explanation: null,
        source: null,
        answer: { answer: ' A ', isCorrect: true, score: 100, timeSpent: 10, feedback: null },
      },
      {
        id: 'q3',
        order: 3,
        type: 'open-ended',
        text: 'הסבר מהי אוסמוזה',
        options: null,
        correctAnswer: 'Water moves across a membrane toward higher solute concentration.',
        explanation: null,
        source: {
          documentId: 'd2',
          documentName: 'transport.pptx',
          unitKind: 'slide',
          unit: 2,
          quote: 'Osmosis is diffusion of water.',
        },
        answer: {
          answer: null,
          isCorrect: false,
          score: 0,
          timeSpent: 0,
          feedback: { text: 'No answer was given.', covered: [], missed: ['water', 'membrane'] },
        },
      },
    ],
    ...over,
  };
}

function stubResults(body: unknown, status = 200) {
  stubNetwork({
    'GET /api/auth/get-session': () => json(sessionBody()),
    'GET /api/submissions/s-1/results': () => json(body, status),
  });
}

// Whole routes with the real providers: slow on a loaded machine, so more than the default 5 s.
describe('Test results', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('shows the summary, colours the options and explains each question with its source', async () => {
    stubResults(results(33));
    renderApp('/test-results/s-1');
    // The route's code loads first (lazy): on a loaded machine that can take more than a second.
    expect(await screen.findByText('Loading test results...', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Test Completed!' })).toBeInTheDocument();
    expect(screen.getByText('Your performance summary')).toBeInTheDocument();
    expect(screen.getByText('Cell Biology', { selector: 'p > bdi' })).toBeInTheDocument();
    expect(screen.getByText('Test Difficulty').nextSibling).toHaveTextContent('Hard');
    expect(screen.getByText('StudyPilot Local Engine')).toBeInTheDocument();

    const score = screen.getByRole('img', { name: 'Score 33%' });
    expect(score.className).toMatch(/text-red-700/);
    expect(screen.getByText('Correct Answers').previousSibling).toHaveTextContent('1');
    expect(screen.getByText('Incorrect Answers').previousSibling).toHaveTextContent('2');
    expect(screen.getByText('Time Taken').previousSibling).toHaveTextContent('12:34');
    expect(screen.getByRole('link', { name: 'Retake Test' })).toHaveAttribute('href', '/take-test/t-1');
    expect(screen.getByRole('link', { name: 'Exit Test' })).toHaveAttribute('href', '/courses');
    expect(screen.getByText('Good grasp of cell energy; review transport.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Detailed Analysis' })).toBeInTheDocument();
    expect(
      screen.getByText('Review your answers and learn from the explanations below.'),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-labelledby'));
    expect(cards).toHaveLength(3);

    const q1 = cards[0]!;
    expect(within(q1).getByText('Question 1')).toBeInTheDocument();
    expect(within(q1).getByText('Incorrect')).toBeInTheDocument();
    const right = within(q1).getByText('Mitochondrion').closest('li')!;
    const wrong = within(q1).getByText('Nucleus').closest('li')!;
    expect(right.className).toMatch(/bg-green-50/);
    expect(wrong.className).toMatch(/bg-red-50/);
    expect(within(wrong).getByText('Your Answer')).toBeInTheDocument();
    expect(within(wrong).getByText('(incorrect)')).toBeInTheDocument(); // the cross, for screen readers
    expect(within(right).queryByText('Your Answer')).not.toBeInTheDocument();
    expect(within(q1).getByText('Mitochondria run oxidative phosphorylation.')).toBeInTheDocument();
    expect(within(q1).getByText('cells.pdf')).toBeInTheDocument();
    expect(within(q1).getByText('· Page 4')).toBeInTheDocument();
    expect(within(q1).getByText('The mitochondrion is the powerhouse of the cell.')).toBeInTheDocument();

    const q2 = cards[1]!;
    expect(within(q2).getByText('Correct')).toBeInTheDocument();
    const picked = within(q2).getByText('Nucleus').closest('li')!;
    expect(picked.className).toMatch(/bg-green-50/);
    expect(within(picked).getByText('Your Answer')).toBeInTheDocument();

    const q3 = cards[2]!;
    const hebrew = within(q3).getByRole('heading', { name: 'הסבר מהי אוסמוזה' });
    expect(hebrew).toHaveAttribute('dir', 'rtl');
    expect(hebrew).toHaveClass('text-right');
    expect(within(q3).getByText('Your Answer:')).toBeInTheDocument();
    expect(within(q3).getByText('No answer provided')).toBeInTheDocument();
    expect(within(q3).getByText('Sample Answer:')).toBeInTheDocument();
    expect(within(q3).getByText('What you missed')).toBeInTheDocument();
    expect(within(q3).getByText('membrane')).toBeInTheDocument();
    expect(within(q3).getByText('· Slide 2')).toBeInTheDocument();
  });

  it('shows an open answer with partial credit as "Partly correct · Score 50%" and counts it apart in the tiles', async () => {
    const r = results(50);
    const q3 = r.questions[2]!;
    stubResults({
      ...r,
      correctCount: 1,
      partialCount: 1,
      questions: [
        r.questions[0],
        r.questions[1],
        {
          ...q3,
          answer: {
            ...q3.answer,
            answer: 'Water moves through the membrane.',
            isCorrect: false,
            score: 50,
            feedback: {
              text: 'You covered membrane. Missing: water potential.',
              covered: ['membrane'],
              missed: ['water potential'],
            },
          },
        },
      ],
    });
    renderApp('/test-results/s-1');
    const card = (await screen.findByRole('heading', { name: 'הסבר מהי אוסמוזה' })).closest('li')!;
    expect(within(card).getByText('Partly correct')).toBeInTheDocument();
    expect(within(card).queryByText('Incorrect')).not.toBeInTheDocument();
    expect(within(card).getByText('· Score 50%')).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label).closest('li')!.textContent;
    expect(tile('Correct Answers')).toBe('1Correct Answers');
    expect(tile('Partly Correct')).toBe('1Partly Correct');
    expect(tile('Incorrect Answers')).toBe('1Incorrect Answers');
  });

  it('filters the analysis to the wrong and partly correct answers, keeping their numbers', async () => {
    stubResults({ ...results(33), partialCount: 0 });
    const { user } = renderApp('/test-results/s-1');
    await screen.findByRole('heading', { name: 'Which organelle makes ATP?' });
    expect(screen.getByRole('button', { name: 'All questions (3)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Wrong or partly correct (2)' }));
    expect(screen.getByRole('heading', { name: 'Which organelle makes ATP?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where is DNA stored?' })).not.toBeInTheDocument();
    expect(screen.getByText('Question 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All questions (3)' }));
    expect(screen.getByRole('heading', { name: 'Where is DNA stored?' })).toBeInTheDocument();
  });

  it('names the section heading of the source instead of its number, and a paragraph range as it is', async () => {
    const r = results(33);
    const [q1, q2, q3] = r.questions;
    stubResults({
      ...r,
      questions: [
        {
          ...q1!,
          source: {
            documentId: 'd3',
            documentName: 'rust.md',
            unitKind: 'section',
            unit: 3,
            unitTitle: 'Ownership rules',
            quote: 'Each value in Rust has an owner.',
          },
        },
        {
          ...q2!,
          source: {
            documentId: 'd4',
            documentName: 'notice.docx',
            unitKind: 'section',
            unit: 2,
            unitTitle: 'Paragraphs 12-24',
            quote: 'We may use your records.',
          },
        },
        q3!,
      ],
    });
    renderApp('/test-results/s-1');
    await screen.findByRole('heading', { name: 'Detailed Analysis' });
    const cards = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-labelledby'));
    expect(cards[0]!).toHaveTextContent('rust.md· Section: Ownership rules');
    expect(within(cards[0]!).queryByText(/Section 3/)).not.toBeInTheDocument();
    expect(cards[1]!).toHaveTextContent('notice.docx· Paragraphs 12-24');
    expect(cards[1]!).not.toHaveTextContent('Section: Paragraphs');
    expect(within(cards[2]!).getByText('· Slide 2')).toBeInTheDocument();
  });

  it('lays a list of Hebrew key ideas out right to left, so its bullets stay inside the card', async () => {
    const r = results(0);
    const q3 = r.questions[2]!;
    stubResults({
      ...r,
      questions: [
        {
          ...q3,
          answer: {
            ...q3.answer,
            feedback: { text: 'חסר: שוק, עקומת.', covered: [], missed: ['שוק', 'עקומת'] },
          },
        },
      ],
    });
    renderApp('/test-results/s-1');
    const item = await screen.findByText('שוק');
    expect(item.tagName).toBe('LI');
    expect(item.closest('ul')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByText('What you covered')).not.toBeInTheDocument();
  });

  it('shows a Hebrew question, its options and explanation the engine isolated: each formula one no-wrap box, no control character (eng-web11)', async () => {
    const r = results(0);
    const q1 = r.questions[0]!;
    stubResults({
      ...r,
      questions: [
        {
          ...q1,
          text: 'לפי החומר, אם\u2066 𝑎_𝑛 ≤ 𝑏_𝑛 ≤ 𝑐_𝑛 \u2069לכל\u2066 𝑛 \u2069, מה הגבול של\u2066 𝑏_𝑛 \u2069?',
          options: ['A) \u2066 𝑀 ≠ 0 \u2069', 'B) \u2066 𝐿 = 0 \u2069', 'C) אין גבול', 'D) אין צורך בתנאי'],
          explanation:
            'לפי\u2068 calculus.pdf\u2069, אם\u2066 𝑎_𝑛 → 𝐿 \u2069וגם\u2066 𝑐_𝑛 → 𝐿 \u2069אז\u2066 𝑏_𝑛 → 𝐿 \u2069.',
          source: null,
        },
      ],
    });
    const { container } = renderApp('/test-results/s-1');
    const heading = await screen.findByRole('heading', { level: 3, name: /לפי החומר/ });
    const card = heading.closest('article') ?? heading.parentElement!.parentElement!;
    await vi.waitFor(() => expect(card.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(8));
    const tex = [...card.querySelectorAll('annotation')].map((a) => a.textContent);
    expect(tex).toEqual(
      expect.arrayContaining([
        'a_n \\le b_n \\le c_n',
        'M \\ne 0',
        'L = 0',
        'a_n \\to L',
        'c_n \\to L',
        'b_n \\to L',
      ]),
    );
    for (const k of card.querySelectorAll('.katex'))
      expect(k.closest('bdi')).toHaveClass('inline-grid', 'whitespace-nowrap', 'overflow-x-auto');
    expect(container.textContent).not.toMatch(/[\u2066-\u2069]/u);
    expect(container.textContent).toContain('לפי calculus.pdf, אם');
  });

  it.each([
    [85, /text-green-700/],
    [60, /text-yellow-800/],
    [59, /text-red-700/],
  ])('colours a score of %i', async (score, cls) => {
    stubResults(results(score));
    renderApp('/test-results/s-1');
    expect((await screen.findByRole('img', { name: `Score ${score}%` })).className).toMatch(cls);
  });

  it("shows '--:--' when the time taken is unknown", async () => {
    const r = results(50);
    stubResults({ ...r, submission: { ...r.submission, timeTaken: null } });
    renderApp('/test-results/s-1');
    expect((await screen.findByText('Time Taken')).previousSibling).toHaveTextContent('--:--');
  });

  it('shows the error screen for a submission that is not the student’s', async () => {
    stubResults({ error: { code: 'NOT_FOUND', message: 'Test submission not found' } }, 404);
    renderApp('/test-results/s-1');
    expect(await screen.findByRole('heading', { name: 'Error Loading Test Results' })).toBeInTheDocument();
    expect(screen.getByText('Test submission not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('reads in Hebrew: labels, the generated title, a paragraph range and the date in Hebrew; content in its own direction', async () => {
    await activateLanguage('he');
    const r = results(33);
    const [q1, q2, q3] = r.questions;
    stubResults({
      ...r,
      submission: { ...r.submission, feedback: 'הבנה טובה של אנרגיית התא.', autoSubmitted: true },
      questions: [
        q1!,
        {
          ...q2!,
          source: {
            documentId: 'd4',
            documentName: 'notice.docx',
            unitKind: 'section',
            unit: 2,
            unitTitle: 'Paragraphs 12-24',
            quote: 'We may use your records.',
          },
        },
        q3!,
      ],
    });
    renderApp('/test-results/s-1');
    expect(await screen.findByRole('heading', { name: 'סיימת את המבחן!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('קורס Cell Biology – מבחן 1');
    expect(document.title).toMatch(/^תוצאות: קורס Cell Biology – מבחן 1/);
    expect(screen.getByText('הזמן נגמר, ולכן המבחן הוגש אוטומטית.')).toBeInTheDocument();
    expect(screen.getByText('רמת הקושי').nextSibling).toHaveTextContent('קשה');
    expect(screen.getByRole('img', { name: 'ציון 33%' })).toBeInTheDocument();
    expect(screen.getByText('הבנה טובה של אנרגיית התא.')).toHaveAttribute('dir', 'rtl');
    const cards = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-labelledby'));
    expect(within(cards[0]!).getByText('לא נכון')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('· עמוד 4')).toBeInTheDocument();
    expect(cards[1]!).toHaveTextContent('notice.docx· פסקאות 12-24');
    // An English question stays left to right in the right-to-left page.
    expect(screen.getByRole('heading', { name: 'Which organelle makes ATP?' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(screen.queryByText(/Question|Correct|Answer|Explanation|Source/)).not.toBeInTheDocument();
  });
});
