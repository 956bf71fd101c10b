import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LanguageProvider } from '@/lib/i18n';
import { json, stubNetwork } from '../../../test/test-utils';
import { WeakTopics } from './components/weak-topics';

const topic = (over: Record<string, unknown>) => ({
  id: 'unit:d1:4',
  kind: 'unit',
  label: 'Page 4',
  documentName: 'cells.pdf',
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
  const practised: unknown[] = [];
  render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WeakTopics
            courseId="c1"
            PractiseTopic={({ topic: t }) => (
              <button type="button" onClick={() => practised.push(t.parts)}>
                Practise {t.label}
              </button>
            )}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return practised;
}

describe('Weak topics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Premium: the weakest parts and key terms with their mastery, each with Practise this topic for its pages', async () => {
    stubNetwork({
      'GET /api/courses/c1/weak-topics': () =>
        json({
          plan: 'premium',
          locked: false,
          tracked: { units: 5, terms: 4, weak: 2 },
          units: [topic({})],
          terms: [
            topic({
              id: 'term:osmosis',
              kind: 'term',
              label: 'Osmosis',
              mastery: 50,
              unitKind: null,
              parts: [{ summaryId: 'd1', units: [2, 3] }],
            }),
          ],
        }),
    });
    renderTopics();
    const items = await screen.findAllByTestId('weak-topic');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Page 4')).toBeInTheDocument();
    expect(within(items[0]!).getByText('35%')).toBeInTheDocument();
    // The file name is content in its own <bdi> (decision 602); the line reads as one.
    expect(within(items[0]!).getByText(/2 of 6 answers right/)).toHaveTextContent(
      /^2 of 6 answers right · cells\.pdf$/,
    );
    expect(within(items[0]!).getByText('cells.pdf').tagName).toBe('BDI');
    expect(within(items[0]!).getByRole('progressbar', { name: 'Mastery of Page 4' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(within(items[1]!).getByRole('button', { name: 'Practise Osmosis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key terms' })).toBeInTheDocument();
  });

  it('Free: what Premium would show, with the counts and no topic', async () => {
    stubNetwork({
      'GET /api/courses/c1/weak-topics': () =>
        json({ plan: 'free', locked: true, tracked: { units: 5, terms: 4, weak: 3 }, units: [], terms: [] }),
    });
    renderTopics();
    expect(await screen.findByTestId('weak-topics-teaser')).toHaveTextContent(
      'You have been asked about 5 parts of your material and 4 key terms; 3 of them are weak topics. Premium shows which ones and makes a test to practise them.',
    );
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByTestId('weak-topic')).toBeNull();
  });
});
