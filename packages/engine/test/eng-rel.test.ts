/**
 * Relativity notes (issue 11, eng-rel): a second "which statement is correct" question. (1) The section's conclusion
 * "מכאן אנו רואים שאירועים שנראים סימולטניים במערכת ייחוס אחת, אינם סימולטניים במערכת ייחוס אחרת" is a statement
 * of the notes (its lead read off; "במערכת ייחוס אחרת" is another frame, not "otherwise"; it names the section's
 * subject), turned by making its negative copula positive ("..., הם סימולטניים ..."). (2) The principles' list
 * question keys on the first principle, and the second is a statement of the notes like any other.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { hebrewSwappedStatements, turnedStatements } from '../src/local/swapped-he.ts';
import { hebrewPrincipleCandidates } from '../src/local/hebrew.ts';
import { read } from './fixtures.ts';

const section = (number: number, title: string, text: string) => ({
  number,
  title,
  text: `${title}\n\n${text}`,
});

const SIMULTANEITY = section(
  1,
  'סימולטניות',
  'נדמיין רכבת שנעה במהירות קבועה ביחס לרציף. ' +
    'הצופה על הרציף רואה שני ברקים פוגעים בקצוות הרכבת באותו זמן. ' +
    'מכאן אנו רואים שאירועים שנראים סימולטניים במערכת ייחוס אחת, אינם סימולטניים במערכת ייחוס אחרת.',
);

const PRINCIPLES = section(
  2,
  'עקרונות תורת היחסות',
  'תורת היחסות הפרטית בנויה על שני עקרונות:\n\n' +
    '1. חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית. כלומר, אין מערכת ייחוס אינרציאלית אחת עדיפה על מערכת אחרת.\n' +
    '2. מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס. נסמן את המהירות הזאת באות c.\n\n' +
    'עבור מהירויות קטנות בהרבה ממהירות האור, מצאנו שהתנע של מערכת נשמר אם לא פועל עליו כוח חיצוני שקול. ' +
    'רק הגודל האינוואריאנטי אינו משתנה בין מערכות הייחוס. ' +
    'כאשר המערכת היא סגורה (לא פועלים עליה כוחות חיצוניים), האנרגיה הכוללת שלה נשמרת. ' +
    'הזמן העצמי בין שני מאורעות הוא הזמן הקצר ביותר בכל מערכות הייחוס.',
);

const notes = (units: ReturnType<typeof section>[]): SourceDocument => ({
  id: 'rel-eng-rel',
  name: 'יחסות.md',
  unitKind: 'section',
  units,
});

describe('relativity notes: the simultaneity conclusion and the second principle are statements (eng-rel)', () => {
  it('turns "אירועים שנראים סימולטניים ..., אינם סימולטניים ..." into "..., הם סימולטניים ..."', async () => {
    const corpus = await read([notes([SIMULTANEITY])], 'he');
    const { swapped } = turnedStatements(corpus);
    expect([...swapped.values()].map((w) => w.text)).toContain(
      'אירועים שנראים סימולטניים במערכת ייחוס אחת, הם סימולטניים במערכת ייחוס אחרת.',
    );
  });

  it('asks the list question on the first principle and leaves the second to the statements', async () => {
    const corpus = await read([notes([PRINCIPLES])], 'he');
    const list = hebrewPrincipleCandidates(corpus);
    expect(list.length).toBe(2);
    const first = corpus.sentences[list[0]!.sentences[0]!]!;
    const second = corpus.sentences[list[1]!.sentences[0]!]!;
    expect(first.text).toContain('חוקי הפיזיקה זהים');
    expect(second.text).toContain('מהירות האור היא קבועה');
    expect(list[0]!.score).toBeGreaterThan(list[1]!.score);
    // what the student meets: the second principle as a statement (or its turned form) of a statement question,
    // the first only in the list question
    const { sources, swapped } = hebrewSwappedStatements(corpus);
    expect(sources.map((s) => s.index)).toContain(second.index);
    expect(swapped.get(second.index)?.text).toBe('מהירות האור היא לא קבועה בכל הכיוונים ובכל מערכות הייחוס.');
    expect(sources.map((s) => s.index)).not.toContain(first.index);
  });
});
