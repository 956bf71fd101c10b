import { describe, expect, it, vi } from 'vitest';
import {
  assessTextQuality,
  cleanText,
  detectLanguage,
  hebrewNote,
  HEBREW_NOTE,
  mergeFragmentedHebrew,
} from '../src/index.ts';
import { lineText, type Frag } from '../src/layout.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

describe('cleanText', () => {
  it('removes invisible and direction-control characters', () => {
    const s =
      'a\u200Bb\u200Cc\u200Dd\u200Ee\u200Ff\u202Ag\u202Bh\u202Ci\u202Dj\u202Ek\u2066l\u2067m\u2068n\u2069o\uFEFFp\u00ADq\u2060r\u061Cs';
    expect(cleanText(s)).toBe('abcdefghijklmnopqrs');
  });
  it('removes control characters but keeps line breaks', () => {
    expect(cleanText('a\u0000b\u0007c\nd\u009Fe')).toBe('abc\nde');
  });
  it('turns non-breaking and other spaces into spaces', () => {
    expect(cleanText('a\u00A0b\u202Fc\u2007d\u3000e\tf')).toBe('a b c d e f');
  });
  it('collapses whitespace and blank lines and trims', () => {
    expect(cleanText('  one   two  \r\n\r\n\r\n\n  three \u2028four\n\n\n')).toBe('one two\n\nthree\nfour');
  });
  it('merges fragmented Hebrew letters', () => {
    expect(cleanText('ש ל ו ם')).toBe('שלום');
    expect(cleanText('מילה ש ל ו ם מילה')).toBe('מילה שלום מילה');
  });
  it('splits merged Hebrew runs after a final letter form and at double spaces', () => {
    expect(mergeFragmentedHebrew('ש ל ו ם ע ו ל ם')).toBe('שלום עולם');
    expect(cleanText('ת ו ד ה  ר ב ה')).toBe('תודה רבה');
  });
  it('does not merge short runs, Latin letters or letters attached to words', () => {
    expect(cleanText('ו ה')).toBe('ו ה');
    expect(cleanText('a b c d')).toBe('a b c d');
    expect(cleanText('אב ג ד')).toBe('אב ג ד');
  });
  it('keeps niqqud on merged letters', () => {
    expect(cleanText('שָׁ ל וֹ ם')).toBe('שָׁלוֹם'.normalize('NFC'));
  });
});

describe('hebrewNote and language', () => {
  it('gives the spec note only for Hebrew text', () => {
    expect(hebrewNote('שלום world')).toBe('(Hebrew text detected)');
    expect(HEBREW_NOTE).toBe('(Hebrew text detected)');
    expect(hebrewNote('hello world')).toBe('');
    expect(hebrewNote('')).toBe('');
  });
  it('detects language', () => {
    expect(detectLanguage('The cat is on the mat and it is happy with the result of the test.')).toBe('en');
    expect(detectLanguage('זהו סיכום של הקורס בחדו"א עם הגדרות ומשפטים, כולל f(x) = x^2.')).toBe('he');
    expect(detectLanguage('Der Hund läuft über die Straße und bellt laut.')).toBe('other');
    expect(detectLanguage('12345 67 = 89')).toBe('other');
    expect(detectLanguage('')).toBe('other');
  });
});

describe('assessTextQuality (garbled rule)', () => {
  it('accepts normal text, maths and dot leaders', () => {
    expect(assessTextQuality('The quick brown fox jumps over the lazy dog many times.').garbled).toBe(false);
    expect(assessTextQuality('Chapter 1 . . . . . . . . . . . . . . . . . . . . . . 12').garbled).toBe(false);
    expect(assessTextQuality('∫ f(x) dx = F(b) − F(a), where F′ = f on [a, b] holds').garbled).toBe(false);
  });
  it('flags replacement, private-use and control-character junk', () => {
    expect(
      assessTextQuality(
        '\uE001\uE002\uE003\uE004 \uE005\uE006\uE007 \uE008\uE009\uE00A\uE00B abc def'.repeat(3),
      ).garbled,
    ).toBe(true);
    expect(
      assessTextQuality('\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD ab cd ef gh'.repeat(2))
        .garbled,
    ).toBe(true);
    expect(assessTextQuality('!"#$ %&\'( )*+, -./: ;<=> ?@[\\ ]^_` {|}~ !"#$').garbled).toBe(true);
  });
  it('does not judge very short text', () => {
    expect(assessTextQuality('\uE000\uE001').garbled).toBe(false);
  });
});

describe('lineText (bidi order of pdf.js fragments)', () => {
  const f = (str: string, x0: number, x1: number): Frag => ({ str, x0, x1, y: 100, size: 10 });
  it('reverses fragment order in a right-to-left line and keeps Latin runs', () => {
    // visual order, left to right: [נכון] [Weierstrass] [ו-] [Bolzano] [המשפט של]
    const frags = [
      f('נכון', 0, 20),
      f('Weierstrass', 23, 80),
      f('ו-', 83, 90),
      f('Bolzano', 93, 130),
      f('המשפט של', 133, 180),
    ];
    expect(lineText(frags)).toBe('המשפט של Bolzano ו- Weierstrass נכון');
  });
  it('keeps a multi-fragment formula in left-to-right order inside a Hebrew line', () => {
    const frags = [f('פשוטה', 0, 30), f('x', 33, 38), f('=', 38, 44), f('2y', 44, 54), f('הנוסחה', 57, 90)];
    expect(lineText(frags)).toBe('הנוסחה x=2y פשוטה');
  });
  it('uses letters, not digits, for the base direction, and reads a list number before its Hebrew text', () => {
    // RTL line '1. קטע פתוח: (a,b)': pdf.js gives each fragment in logical order, fragments in visual order
    const frags = [f('(a, b)', 0, 30), f('קטע פתוח:', 33, 80), f('.1', 83, 90)];
    expect(lineText(frags)).toBe('1. קטע פתוח: (a, b)');
  });
  it('leaves Latin lines alone and inserts spaces at gaps', () => {
    expect(lineText([f('Hello', 0, 25), f('world', 28, 55)])).toBe('Hello world');
    expect(lineText([f('Hel', 0, 15), f('lo', 15, 25)])).toBe('Hello');
  });
  it('reverses a Hebrew run inside an English line', () => {
    // "see שלום עולם here": the Hebrew words are separate fragments in visual order
    const frags = [f('see', 0, 15), f('עולם', 18, 35), f('שלום', 38, 55), f('here', 58, 75)];
    expect(lineText(frags)).toBe('see שלום עולם here');
  });
});
