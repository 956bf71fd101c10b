import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n';
import { findToast, json, renderApp, sessionBody, stubNetwork } from '../../../test/test-utils';

const COURSE_ID = 'c1111111-1111-4111-8111-111111111111';

const course = (over: Record<string, unknown> = {}) => ({
  id: COURSE_ID,
  name: 'Cell Biology',
  slug: 'cell-biology',
  description: null,
  teacher: null,
  institute: null,
  color: 'green',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  summaryCount: 2,
  testCount: 0,
  testsTaken: 0,
  averageGrade: 0,
  ...over,
});

const doc = (over: Record<string, unknown> = {}) => ({
  id: 'd1',
  courseId: COURSE_ID,
  fileName: 'mitosis.pdf',
  fileUrl: '/api/documents/d1/file',
  fileSize: 2048,
  fileHash: 'ab',
  fileType: 'pdf',
  extractionStatus: 'completed',
  processingMethod: 'client_side_extraction',
  unitKind: 'page',
  unitCount: 3,
  textLanguage: 'en',
  wordCount: 1200,
  extractedWords: 1200,
  estimatedWords: null,
  extractionRate: null,
  extractionError: null,
  extractionTimestamp: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

function sse(events: Array<{ event: string; data: unknown }>) {
  const text = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  // Split in two chunks in the middle of an event, as a network would.
  const cut = Math.floor(bytes.length / 2);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function stubGenerator(
  documents = [doc(), doc({ id: 'd2', fileName: 'meiosis.docx', fileType: 'docx', wordCount: 800 })],
) {
  return stubNetwork({
    'GET /api/auth/get-session': () => json(sessionBody()),
    'GET /api/courses': () =>
      json([course(), course({ id: 'closed1', name: 'Old History', status: 'closed' })]),
    [`GET /api/courses/${COURSE_ID}/documents`]: () => json({ documents }),
    'GET /api/health': () => json({ status: 'ok', database: 'up', engine: { id: 'local', model: null } }),
    'GET /api/plan': () =>
      json({
        plan: 'free',
        monthlyLimit: 5,
        usedThisMonth: 2,
        remaining: 3,
        resetsAt: '2026-12-01T00:00:00.000Z',
      }),
  });
}

// Whole routes with the real providers: slow on a loaded machine, so more than the default 5 s.
describe('Generate New Test', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('pre-selects the course and its first summary; the count range and default follow the question type', async () => {
    stubGenerator();
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate New Test' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Course' })).toHaveTextContent('Cell Biology');
    expect(await screen.findByRole('checkbox', { name: /mitosis\.pdf/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /meiosis\.docx/ })).not.toBeChecked();
    expect(screen.getByText('1,200 words')).toBeInTheDocument();

    const count = screen.getByRole('slider', { name: 'Number of questions' });
    expect(count).toHaveValue('10');
    expect(count).toHaveAttribute('min', '5');
    expect(count).toHaveAttribute('max', '30');
    fireEvent.change(count, { target: { value: '25' } });
    expect(screen.getByText('25 questions', { selector: 'output' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Open-ended/ }));
    expect(count).toHaveValue('3');
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('max', '5');

    await user.click(screen.getByRole('radio', { name: /Multiple Choice/ }));
    expect(count).toHaveValue('10');

    const time = screen.getByRole('slider', { name: 'Time limit' });
    expect(time).toHaveValue('30');
    expect(time).toHaveAttribute('step', '10');

    expect(screen.getByRole('radio', { name: /Medium.*Undergraduate level/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Easy.*High-school level/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hard.*Graduate level/ })).toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: 'Test Summary' });
    expect(await within(summary).findByText('StudyPilot Local Engine')).toBeInTheDocument();
    expect(within(summary).getByText('3 of 5')).toBeInTheDocument();
    expect(within(summary).getByText('Estimated generation time: 2-3 minutes')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Generate Test' })).toBeEnabled();
  });

  it('pre-selects the first summary that can feed a test, passing over a failed extraction', async () => {
    stubGenerator([
      doc({
        id: 'd0',
        fileName: 'slides.pptx',
        fileType: 'pptx',
        extractionStatus: 'visual_ai_required',
        wordCount: null,
      }),
      doc(),
    ]);
    renderApp(`/generate-test?course=${COURSE_ID}`);
    expect(await screen.findByRole('checkbox', { name: /mitosis\.pdf/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /slides\.pptx/ })).not.toBeChecked();
  });

  it('pre-selects the first summary when none can feed a test (the toast then says why)', async () => {
    stubGenerator([doc({ extractionStatus: 'failed', wordCount: null })]);
    renderApp(`/generate-test?course=${COURSE_ID}`);
    expect(await screen.findByRole('checkbox', { name: /mitosis\.pdf/ })).toBeChecked();
  });

  it('shows the red note and disables Generate Test above 50,000 words', async () => {
    stubGenerator([
      doc({ wordCount: 30_000 }),
      doc({ id: 'd2', fileName: 'meiosis.docx', wordCount: 25_000 }),
    ]);
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await user.click(await screen.findByRole('checkbox', { name: /meiosis\.docx/ }));
    expect(
      screen.getByText('Word limit exceeded! Please deselect some files to stay under 50,000 words.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Test' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /mitosis\.pdf/ }));
    expect(screen.queryByText(/Word limit exceeded!/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Test' })).toBeEnabled();
  });

  it('blocks a PDF whose text is still being extracted with a toast, and sends nothing', async () => {
    const net = stubGenerator([doc({ extractionStatus: 'processing', wordCount: null })]);
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    expect(await findToast('Text extraction in progress')).toBeInTheDocument();
    expect(
      screen.getByText('"mitosis.pdf" is still being processed. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST', '/api/tests/generate')).toHaveLength(0);
  });

  it('shows the streamed progress, then the success toast, and opens the test after 1.5 s', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname === '/api/tests/generate') {
        return sse([
          {
            event: 'progress',
            data: { type: 'progress', progress: { stage: 'writing', done: 2, total: 5, message: 'Writing' } },
          },
          { event: 'done', data: { type: 'done', testId: 't-42', questionCount: 5 } },
        ]);
      }
      return handlers(input, init);
    });
    const { user, router } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('radio', { name: /Hard/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));

    expect(await findToast('Test Generated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/take-test/t-42'), { timeout: 4000 });
    const body = JSON.parse(
      String(net.fetchMock.mock.calls.find(([u]) => String(u).includes('generate'))![1]!.body),
    );
    expect(body).toEqual({
      courseId: COURSE_ID,
      summaryIds: ['d1'],
      difficulty: 'hard',
      questionType: 'multiple-choice',
      questionCount: 10,
      timeLimit: 30,
    });
  });

  it('does not open the test when the student left the page during the 1.5 s before it opens', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/tests/generate')) {
        return sse([{ event: 'done', data: { type: 'done', testId: 't-42', questionCount: 5 } }]);
      }
      return handlers(input, init);
    });
    const { user, router } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    expect(await findToast('Test Generated Successfully')).toBeInTheDocument();
    await router.navigate('/feedback');
    await new Promise((r) => setTimeout(r, 2000));
    expect(router.state.location.pathname).toBe('/feedback');
  });

  it('shows the server message of a refusal before the stream (quota) in the error modal', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/tests/generate')) {
        return json(
          {
            error: {
              code: 'QUOTA_EXCEEDED',
              message: 'You have used all 5 free tests this month. 0 left until December 1.',
            },
          },
          403,
        );
      }
      return handlers(input, init);
    });
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test generation failed' });
    expect(
      within(dialog).getByText('You have used all 5 free tests this month. 0 left until December 1.'),
    ).toBeInTheDocument();
  });

  it('disables Generate Test with the reason when the plan has no tests left', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/plan')
        ? json({
            plan: 'free',
            monthlyLimit: 5,
            usedThisMonth: 5,
            remaining: 0,
            resetsAt: '2026-12-01T00:00:00.000Z',
          })
        : handlers(input, init),
    );
    renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    const button = screen.getByRole('button', { name: 'Generate Test' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/You have used all free tests for this month/);
    expect(net.callsTo('POST', '/api/tests/generate')).toHaveLength(0);
  });

  it('maps a "Failed to generate questions" stream error to the spec text', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/tests/generate')) {
        return sse([
          {
            event: 'error',
            data: { type: 'error', code: 'PROVIDER_ERROR', message: 'Failed to generate questions: empty' },
          },
        ]);
      }
      return handlers(input, init);
    });
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test generation failed' });
    expect(
      within(dialog).getByText(
        'The AI service could not generate questions from this content. Please try a different document or contact support.',
      ),
    ).toBeInTheDocument();
  });
  it('shows the server’s document problem (an empty DOCX) as the spec’s toast, not as a failed generation', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    net.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/tests/generate')) {
        return json(
          {
            error: {
              code: 'NO_CONTENT',
              message:
                'No content available: "mitosis.pdf" has no readable text. The PDF is probably image-based (scanned) or its text recognition (OCR) failed. Upload a PDF with selectable text.',
            },
          },
          422,
        );
      }
      return handlers(input, init);
    });
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    expect(await findToast('No content available')).toBeInTheDocument();
    expect(screen.getByText(/The PDF is probably image-based \(scanned\)/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('shows real progress with the rotating texts; Cancel aborts the request and the cancelled modal closes after 5 s', async () => {
    const net = stubGenerator();
    const handlers = net.fetchMock.getMockImplementation()!;
    let signal: AbortSignal | undefined;
    net.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/tests/generate')) {
        signal = init?.signal ?? undefined;
        const line = (d: unknown) =>
          new TextEncoder().encode(`event: progress\ndata: ${JSON.stringify(d)}\n\n`);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              line({
                type: 'progress',
                progress: { stage: 'writing', done: 2, total: 5, message: 'Writing' },
              }),
            );
            signal?.addEventListener('abort', () =>
              controller.error(new DOMException('The operation was aborted.', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      }
      return handlers(input, init);
    });
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'Generate Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generating your test' });
    expect(await within(dialog).findByText('2 of 5 questions done')).toBeInTheDocument();
    expect(within(dialog).getByText('Writing questions')).toBeInTheDocument();
    expect(within(dialog).getByText('Initializing test generation...')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Reading your course materials...', {}, { timeout: 3000 }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Test generation cancelled' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 7000 });
  });
  it('offers only open courses, and says so when the link names a closed one', async () => {
    stubGenerator();
    const { user } = renderApp('/generate-test?course=closed1');
    expect(
      await screen.findByText(
        'The course in the link is closed or could not be found. Choose one of your open courses.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Test' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(await screen.findByRole('option', { name: 'Cell Biology' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old History' })).not.toBeInTheDocument();
  });
});

/** Answers POST /api/tests/generate with `answer`, everything else as stubGenerator does. */
function stubGeneration(answer: () => Response) {
  const net = stubGenerator();
  const handlers = net.fetchMock.getMockImplementation()!;
  net.fetchMock.mockImplementation(async (input, init) =>
    String(input).includes('/api/tests/generate') ? answer() : handlers(input, init),
  );
  return net;
}

// The generator in Hebrew (issue 15): every text from the catalogue, numbers through Intl, the server's refusals
// and stream errors translated by their code (with their params), names left as they are.
describe('Generate New Test in Hebrew', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await activateLanguage('he');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('shows the form and the summary in Hebrew, with no English but names', async () => {
    stubGenerator();
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'יצירת מבחן חדש' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'קורס' })).toHaveTextContent('Cell Biology');
    expect(await screen.findByRole('checkbox', { name: /mitosis\.pdf/ })).toBeChecked();
    expect(screen.getByText('1,200 מילים')).toBeInTheDocument();
    expect(screen.getAllByText('חילוץ הטקסט הושלם')).toHaveLength(2);
    expect(screen.getByText('1 נבחרו · 1,200 מתוך 50,000 מילים')).toBeInTheDocument();

    const count = screen.getByRole('slider', { name: 'מספר שאלות' });
    expect(count).toHaveAttribute('aria-valuetext', '10 שאלות');
    await user.click(screen.getByRole('radio', { name: /פתוחות/ }));
    expect(count).toHaveAttribute('aria-valuetext', '3 שאלות');
    fireEvent.change(count, { target: { value: '1' } });
    expect(screen.getByText('שאלה אחת', { selector: 'output' })).toBeInTheDocument();
    fireEvent.change(count, { target: { value: '2' } });
    expect(screen.getByText('שתי שאלות', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /בינוני.*רמת תואר ראשון/ })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'משך המבחן' })).toHaveAttribute('aria-valuetext', '30 דקות');

    const summary = screen.getByRole('complementary', { name: 'סיכום המבחן' });
    expect(await within(summary).findByText('StudyPilot Local Engine')).toBeInTheDocument();
    expect(within(summary).getByText('3 מתוך 5')).toBeInTheDocument();
    expect(within(summary).getByText('זמן יצירה משוער: 2–3 דקות')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'יצירת מבחן' })).toBeEnabled();

    // Latin letters left on the page are the names the student gave (course, files), the engine's name and AI.
    const main = screen.getByRole('main');
    let text = main.textContent ?? '';
    for (const name of ['Cell Biology', 'mitosis.pdf', 'meiosis.docx', 'StudyPilot Local Engine', 'AI'])
      text = text.split(name).join(' ');
    expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
  });

  it('says why a PDF still being extracted cannot be used, in Hebrew', async () => {
    stubGenerator([doc({ extractionStatus: 'processing', wordCount: null })]);
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'יצירת מבחן' }));
    expect(await findToast('חילוץ הטקסט בתהליך')).toBeInTheDocument();
    expect(screen.getByText('„mitosis.pdf” עדיין בעיבוד. כדאי לחכות רגע ולנסות שוב.')).toBeInTheDocument();
  });

  it('translates the quota refusal by its code and params', async () => {
    stubGeneration(() =>
      json(
        {
          error: {
            code: 'QUOTA_EXCEEDED',
            message: 'You have used the 5 tests of the Free plan this month.',
            params: { limit: 5, date: '2026-12-01T00:00:00.000Z' },
          },
        },
        403,
      ),
    );
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'יצירת מבחן' }));
    const dialog = await screen.findByRole('dialog', { name: 'יצירת המבחן נכשלה' });
    expect(
      within(dialog).getByText(/^ניצלת את 5 המבחנים של המסלול החינמי החודש. אפשר ליצור עוד ב-/),
    ).toHaveTextContent(/1 בדצמבר 2026/);
    expect(within(dialog).getAllByRole('button', { name: 'סגירה' })).toHaveLength(2);
  });

  it('translates an engine failure (not enough content) and a lost stream', async () => {
    let answer = () =>
      sse([
        {
          event: 'error',
          data: {
            type: 'error',
            code: 'INSUFFICIENT_CONTENT',
            message: 'Failed to generate questions: not enough content',
          },
        },
      ]);
    stubGeneration(() => answer());
    const { user } = renderApp(`/generate-test?course=${COURSE_ID}`);
    await screen.findByRole('checkbox', { name: /mitosis\.pdf/ });
    await user.click(screen.getByRole('button', { name: 'יצירת מבחן' }));
    let dialog = await screen.findByRole('dialog', { name: 'יצירת המבחן נכשלה' });
    expect(
      within(dialog).getByText('אין מספיק טקסט במסמכים שנבחרו כדי לכתוב מהם שאלות.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'סגירה' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = () => sse([]);
    await user.click(screen.getByRole('button', { name: 'יצירת מבחן' }));
    dialog = await screen.findByRole('dialog', { name: 'יצירת המבחן נכשלה' });
    expect(within(dialog).getByText('החיבור לשרת נותק לפני שהמבחן היה מוכן.')).toBeInTheDocument();
  });
});
