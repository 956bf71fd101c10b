/**
 * Open-answer grading v7 (decision 105): an English key idea said in other words of the lexicon (WordNet synonyms of
 * a word's first senses, a kind of it), and partial credit for a brief answer that gives a related point.
 */
import { describe, expect, it } from 'vitest';
import { gradeOne, openQuestion } from './fixtures.ts';
import { lexicalSynonym, matchWords, synonymOf } from '../src/matching.ts';
import { kindOf, synonymous, synonymsOf } from '../src/lexicon/lexicon.ts';

const word = (w: string) => matchWords(w)[0]!;

/** The open questions of this file ask why. */
const open = (text: string, correctAnswer: string, keyIdeas: string[]) =>
  openQuestion(text, correctAnswer, keyIdeas, { form: 'explain-why' });

const pointer = open(
  'Explain why you can store the pointer to the heap on the stack.',
  'All data stored on the stack must have a known, fixed size. You can store the pointer on the stack because the pointer to the heap is a known, fixed size.',
  ['known', 'fixed size'],
);

const light = open(
  'הסבירו מדוע המכנה תמיד חיובי וקטן מאחד.',
  'המכנה הוא שורש של אחד פחות היחס בין ריבוע המהירות לריבוע מהירות האור. מהירות הגוף קטנה ממהירות האור, ולכן היחס קטן מאחד והמכנה חיובי וקטן מאחד.',
  ['שורש', 'ריבוע המהירות', 'מהירות האור'],
);

describe('lexicon (WordNet)', () => {
  it('knows synonyms of first senses and kinds, not rare senses or opposites', () => {
    expect(synonymous('total', 'sum')).toBe(true);
    expect(synonymous('category', 'class')).toBe(true);
    expect(synonymous('picture', 'image')).toBe(true);
    expect(kindOf('red', 'color')).toBe(true);
    // "pointer" the dog breed is no first sense of the word
    expect(synonymsOf('pointer')).not.toContain('dog');
    expect(synonymous('faster', 'slower')).toBe(false);
    expect(lexicalSynonym(word('faster'), word('slower'))).toBe(false);
    expect(synonymOf(word('totals'), word('sum'))).toBe(true);
    expect(synonymOf(word('pictures'), word('images'))).toBe(true);
  });

  it('credits a key idea said with a synonym of the material word', async () => {
    const q = open(
      'Explain how a linear classifier computes the score of a class.',
      'A linear classifier computes the score of a class as a weighted sum of all of its pixel values.',
      ['weighted sum', 'pixel values'],
    );
    const other = await gradeOne(
      q,
      'Every pixel value is multiplied by its weight, and the weighted total of all of them is the score of the class.',
    );
    expect(other.feedback).toMatch(/covers weighted sum/);
    const none = await gradeOne(
      q,
      'Every pixel value is multiplied by its weight, and the weighted maximum of all of them is the score of the class.',
    );
    expect(none.feedback).toContain('partly covered weighted sum');
    expect(other.score).toBeGreaterThan(none.score);
  });
});

describe('a brief answer with a related point', () => {
  it('earns partial credit, and the feedback says the material point is missing (English)', async () => {
    const r = await gradeOne(pointer, 'Because a pointer is small, so it fits on the stack.');
    expect(r.score).toBeGreaterThanOrEqual(25);
    expect(r.score).toBeLessThanOrEqual(45);
    expect(r.correct).toBe(false);
    expect(r.feedback).toContain('does not give the point the material makes');
    expect(r.feedback).toContain('Missing: known');
  });

  it('earns partial credit in Hebrew too', async () => {
    const r = await gradeOne(light, 'כי מחסירים מאחד מספר חיובי, אז יוצא משהו קטן מאחד.');
    expect(r.score).toBeGreaterThanOrEqual(25);
    expect(r.score).toBeLessThanOrEqual(45);
    expect(r.feedback).toContain('אינה מציגה את הנקודה שבחומר');
  });

  it('not for a long answer that states another mechanism, a contrary one, or an answer off the subject', async () => {
    const other = await gradeOne(
      pointer,
      'Because the stack is faster, Rust copies the whole heap data onto the stack along with the pointer whenever the data is small enough, so it can be accessed quickly by the processor later.',
    );
    expect(other.score).toBeLessThan(25);
    const contrary = await gradeOne(
      pointer,
      'Because the pointer has no fixed size, it changes as data grows.',
    );
    expect(contrary.score).toBeLessThan(25);
    const offTopic = await gradeOne(pointer, 'I really enjoyed the lecture about cooking pasta today.');
    expect(offTopic.score).toBe(0);
  });
});

describe('other words for an idea', () => {
  it('credits an idea said by denying its opposite ("never changes" for "fixed"), English and Hebrew', async () => {
    const denied = await gradeOne(
      pointer,
      'The stack only holds data whose size is known and never changes, and the size of a pointer is known and never changes either.',
    );
    expect(denied.feedback).not.toContain('Stated contrary');
    expect(denied.score).toBeGreaterThanOrEqual(70);
    const opposite = await gradeOne(
      pointer,
      'The stack only holds data whose size is known, and the size of a pointer is known but it changes all the time.',
    );
    expect(opposite.score).toBeLessThan(denied.score);
    const speed = open('הסבירו את המושג "מהירות האור".', 'מהירות האור היא קבועה בכל מערכות הייחוס.', [
      'קבועה',
      'מערכות הייחוס',
    ]);
    const he = await gradeOne(speed, 'מהירות האור אינה משתנה כשעוברים בין מערכות הייחוס, כל צופה מודד אותה.');
    expect(he.feedback).not.toContain('בניגוד לחומר');
    expect(he.feedback).not.toContain('חסר: קבועה');
  });

  it('knows common Hebrew synonyms with prefixes', () => {
    expect(synonymOf(word('והמשקיף'), word('צופה'))).toBe(true);
    expect(synonymOf(word('המרבית'), word('מקסימלית'))).toBe(true);
    expect(synonymOf(word('מאורעות'), word('אירוע'))).toBe(true);
    expect(synonymOf(word('מהירה'), word('איטית'))).toBe(false);
  });
});
