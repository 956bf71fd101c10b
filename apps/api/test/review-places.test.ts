import { describe, expect, it } from 'vitest';
import { overallFeedback, reviewPlaces } from '../src/modules/submissions/grading.service.ts';

const src = (documentName: string, unitKind: string, unit: number, unitTitle?: string) => ({
  documentName,
  unitKind,
  unit,
  ...(unitTitle ? { unitTitle } : {}),
});

describe('overall feedback names the places to review in words (issue 13)', () => {
  it('names pages, slides and sections, with section headings, per document', () => {
    expect(
      reviewPlaces(
        [
          src('Cell Structure.pdf', 'page', 16),
          src('notes.docx', 'section', 1, 'Mitosis'),
          src('Cell Structure.pdf', 'page', 10),
          src('Cell Structure.pdf', 'page', 16),
        ],
        'Biology - Test',
      ),
    ).toBe('Cell Structure.pdf, pages 10 and 16; notes.docx, section "Mitosis"');
    expect(
      reviewPlaces(
        [src('deck.pptx', 'slide', 7), src('deck.pptx', 'slide', 2), src('deck.pptx', 'slide', 5)],
        'T',
      ),
    ).toBe('deck.pptx, slides 2, 5 and 7');
    expect(reviewPlaces([src('notes.docx', 'section', 3)], 'T')).toBe('notes.docx, section 3');
    expect(
      reviewPlaces([src('notes.docx', 'section', 3), src('notes.docx', 'section', 1, 'Intro')], 'T'),
    ).toBe('notes.docx, sections "Intro" and 3');
    // a question without a source names the test
    expect(reviewPlaces([null, src('a.pdf', 'page', 1)], 'Biology - Test #1')).toBe(
      'Biology - Test #1; a.pdf, page 1',
    );
  });

  it('writes the review sentence into the overall feedback, and praise when nothing is wrong', () => {
    const q = (id: string, source: ReturnType<typeof src> | null) =>
      ({ id, source: source && { documentId: 'd', quote: '', ...source } }) as never;
    const questions = [
      q('1', src('Cell Structure.pdf', 'page', 10)),
      q('2', src('notes.docx', 'section', 2, 'Mitosis')),
      q('3', null),
    ];
    const graded = (ok: boolean[]) =>
      ok.map((isCorrect, i) => ({
        questionId: String(i + 1),
        isCorrect,
        score: isCorrect ? 100 : 0,
      })) as never;
    const answers = new Map<string, string | null>([
      ['1', 'A'],
      ['2', 'B'],
      ['3', 'C'],
    ]);
    expect(overallFeedback('Biology - Test #1', questions, graded([false, false, true]), answers, 33)).toBe(
      'You answered 1 of 3 questions correctly (score 33%). ' +
        'Review: Cell Structure.pdf, page 10; notes.docx, section "Mitosis".',
    );
    expect(overallFeedback('T', questions, graded([true, true, true]), answers, 100)).toContain(
      'Excellent work!',
    );
  });

  it("writes a paragraph range in the student's language and isolates Latin names in a Hebrew sentence (issue 15)", () => {
    const places = [
      src('cells.docx', 'section', 1, 'Paragraphs 1-10'),
      src('cells.docx', 'section', 2, 'Mitosis'),
    ];
    expect(reviewPlaces(places, 'T', 'he')).toBe(
      '\u2068cells.docx\u2069, פרקים "פסקאות 1-\u206010" ו-"\u2068Mitosis\u2069"',
    );
    expect(reviewPlaces([src('כלכלה.txt', 'section', 2, 'פסקה 4')], 'T', 'en')).toBe(
      'כלכלה.txt, section "Paragraph 4"',
    );
    expect(reviewPlaces([src('כלכלה.txt', 'section', 2, 'אינפלציה')], 'T', 'he')).toBe(
      '\u2068כלכלה.txt\u2069, פרק "אינפלציה"',
    );
  });
});
