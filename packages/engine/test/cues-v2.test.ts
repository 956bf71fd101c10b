/**
 * The stem gives the key away, and side details a teacher would not ask (issue 11, readers at bea0832 and
 * bfd871f; decision 104): an identifier abbreviating a stem word ("Maximum number of workers" -> MaxClients), a
 * letter of the stem that is the key's initial ("W" -> weights), the key alone echoing a stem word while a
 * distractor echoes another; a work's book numbers; a term the material names once. In-code fixtures (English
 * and Hebrew).
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../src/index.ts';
import { identifierParts, letterCue, stemCue } from '../src/local/cues.ts';
import { questionConflict } from '../src/local/defensible.ts';
import { protectRequest } from '../src/local/formula.ts';
import {
  LONG_MATERIAL,
  questionWorth,
  ratioFromStem,
  sideDetailWording,
  timesNamed,
} from '../src/local/worth.ts';
import { doc, mcQuestion, read } from './fixtures.ts';

const SERVER = doc('Server.md', [
  'MaxClients is a configuration file directive. It sets the maximum number of workers. Raise MaxClients when requests wait.',
  'LogLevel sets how much the server writes to the error log. RewriteEngine turns URL rewriting on.',
  'CacheMaxExpire sets the longest time a cached document is kept.',
]);

describe('an identifier key that abbreviates a stem word', () => {
  it('splits identifiers into their parts, and leaves words and phrases alone', () => {
    expect(identifierParts('MaxClients')).toEqual(['max', 'clients']);
    expect(identifierParts('CacheMaxExpire')).toEqual(['cache', 'max', 'expire']);
    expect(identifierParts('max_spare_servers')).toEqual(['max', 'spare', 'servers']);
    expect(identifierParts('scope')).toBeNull();
    expect(identifierParts('page table')).toBeNull();
  });

  it('refuses "Maximum number of workers" -> MaxClients, even with one distractor that also has "Max"', async () => {
    const corpus = await read(SERVER);
    const q = mcQuestion(
      'Which of these does the material describe as "Configuration file directive" and "Maximum number of workers"?',
      ['MaxClients', 'CacheMaxExpire', 'LogLevel', 'RewriteEngine'],
    );
    expect(questionConflict(corpus, q, 'term-from-definition', [0])).toMatch(/maximum/);
    expect(
      stemCue('Which of these sets the number of requests a worker serves?', 'NumRequests', [
        'LogLevel',
        'RewriteEngine',
        'KeepAlive',
      ]),
    ).toMatch(/number|request/);
  });

  it('keeps the question when two distractors also abbreviate the stem word (no option stands out)', () => {
    expect(
      stemCue('Which of these does the material describe as "Maximum number of workers"?', 'MaxClients', [
        'MaxSpareServers',
        'MaxKeepAliveRequests',
        'LogLevel',
      ]),
    ).toBeNull();
  });
});

describe('a letter of the stem that is the key initial', () => {
  it('refuses "the parameters in W" -> weights when no distractor starts with w', () => {
    expect(
      letterCue('Which term does the material define as "the parameters in W"?', 'weights', [
        'images',
        'classes',
        'scores',
      ]),
    ).toMatch(/initial/);
    expect(
      stemCue('Which term does the material define as "the parameters in W"?', 'weights', [
        'images',
        'classes',
        'scores',
      ]),
    ).toMatch(/initial/);
    // another distractor with the initial, a lone "a" or "I", or "e.g.": no cue
    expect(
      letterCue('Which term does the material define as "the parameters in W"?', 'weights', [
        'widths',
        'classes',
        'scores',
      ]),
    ).toBeNull();
    expect(
      letterCue('Which term does the material define as a list of numbers?', 'array', [
        'set',
        'map',
        'tuple',
      ]),
    ).toBeNull();
    expect(
      letterCue('Which of these, e.g. a cache, stores pages?', 'everything', ['set', 'map', 'tuple']),
    ).toBeNull();
  });

  it('reads a letter the material writes as a formula (\\(W\\)) through the formula table', async () => {
    const { req, table } = protectRequest({
      documents: [
        doc('Linear.md', [
          'A linear classifier computes scores from the pixels of images. The parameters in \\(W\\) are often called the weights, and \\(b\\) is called the bias vector. The bias vector shifts the scores. The classes of images are scored by the weights.',
          'The images are the inputs. The classes are the labels. The scores are the outputs of the classifier for each of the classes.',
        ]),
      ],
    } as GenerateRequest);
    const corpus = await read(req.documents);
    const stem = table.protect('Which term does the material define as "the parameters in \\(W\\)"?');
    expect(stem).toMatch(/zqm[a-p]+q/);
    expect(
      questionWorth(
        corpus,
        mcQuestion(stem, ['weights', 'images', 'classes', 'scores']),
        'term-from-definition',
      ),
    ).toMatch(/initial/);
    expect(
      questionWorth(
        corpus,
        mcQuestion(stem, ['bias vector', 'images', 'classes', 'scores']),
        'term-from-definition',
      ),
    ).toBeNull();
  });
});

describe('the key alone echoing a stem word', () => {
  it('refuses it though a distractor echoes another word of the stem (English)', () => {
    expect(
      stemCue(
        'Which term does the material define as "the process that schedules threads across the processor cores"?',
        'thread scheduler',
        ['process table', 'memory allocator', 'interrupt handler'],
      ),
    ).toMatch(/points to the key/);
  });

  it('refuses it though a distractor echoes another word of the stem (Hebrew)', () => {
    expect(
      stemCue('איזה מושג מוגדר בחומר כך: "הרכיב שמתזמן את התהליכים במעבד"?', 'מתזמן התהליכים', [
        'זיכרון המעבד',
        'טבלת הדפים',
        'מטפל הפסיקות',
      ]),
    ).toMatch(/points to the key/);
  });
});

describe('side details', () => {
  it('refuses a question about the book numbers of a work (English and Hebrew)', () => {
    const q = 'According to the slide "Elements", what do Books V and VII-X deal with?';
    expect(
      sideDetailWording(q, ['number theory', 'plane geometry', 'solid geometry', 'conic sections']),
    ).toMatch(/Books V and VII-X/);
    expect(stemCue(q, 'number theory', ['plane geometry', 'solid geometry', 'conic sections'])).toMatch(
      /side detail/,
    );
    expect(
      stemCue('לפי החומר, במה עוסקים ספרים 7-9 של היסודות?', 'תורת המספרים', [
        'גאומטריה במרחב',
        'חתכי חרוט',
        'גאומטריה במישור',
      ]),
    ).toMatch(/side detail/);
    // "books in" a sentence, a chapter without a number: no side detail
    expect(
      sideDetailWording('Which of these is kept in the books of the company?', [
        'ledger',
        'journal',
        'memo',
        'note',
      ]),
    ).toBeNull();
    expect(
      sideDetailWording('What does the chapter on ownership define?', ['scope', 'heap', 'stack', 'move']),
    ).toBeNull();
  });

  const NOTES = doc('Notes.md', [
    'Floating point arithmetic stores numbers with a mantissa and an exponent. Floating point arithmetic is the standard on computers.',
    'Interval arithmetic stores bounds on numbers. Interval arithmetic gives guaranteed error bounds, and floating point arithmetic does not.',
    'Level-index arithmetic stores numbers as iterated exponents. Dedalus is a software package for solving fluids problems.',
    'Finite differences approximate derivatives. Finite differences are used in every chapter of these notes.',
    // a long material (a term named once is an aside only there; short notes may name each term once)
    Array.from(
      { length: LONG_MATERIAL },
      (_, i) => `Floating point arithmetic rounds result number ${i + 1} to the nearest representable value.`,
    ).join(' '),
  ]);

  it('refuses a term the material names once, asked for or asked about', async () => {
    const corpus = await read(NOTES);
    expect(timesNamed(corpus, 'level-index arithmetic')).toBe(1);
    expect(timesNamed(corpus, 'interval arithmetic')).toBe(2);
    const asksFor = mcQuestion(
      'Which term does the material define as "stores numbers as iterated exponents"?',
      ['level-index arithmetic', 'interval arithmetic', 'floating point arithmetic', 'finite differences'],
    );
    expect(questionWorth(corpus, asksFor, 'term-from-definition')).toMatch(/named once/);
    const asksAbout = mcQuestion('How does the material define "Dedalus"?', [
      'a software package for solving fluids problems',
      'stores bounds on numbers',
      'stores numbers with a mantissa and an exponent',
      'approximate derivatives',
    ]);
    expect(questionWorth(corpus, asksAbout, 'definition-from-term')).toMatch(/named once/);
    const central = mcQuestion('Which term does the material define as "stores bounds on numbers"?', [
      'interval arithmetic',
      'level-index arithmetic',
      'floating point arithmetic',
      'finite differences',
    ]);
    expect(questionWorth(corpus, central, 'term-from-definition')).toBeNull();
  });

  it('counts Hebrew names with their prefixes, and keeps a named theorem', async () => {
    const he = doc('סדרות.md', [
      'סדרה היא אוסף אינסופי ממוספר של מספרים. לכל סדרה יש איברים.',
      'הסדרה מתכנסת אם קיים לה גבול. חסם מלעיל של סדרה הוא מספר הגדול מכל איבריה.',
      'משפט יחידות הגבול: לסדרה מתכנסת יש גבול אחד בלבד.',
      // long notes (in short notes a term named once is no aside)
      Array.from({ length: LONG_MATERIAL }, (_, i) => `הסדרה מספר ${i + 1} מתכנסת לגבול שלה.`).join(' '),
    ]);
    const corpus = await read(he, 'he');
    const short = await read(
      doc(
        'קצר.md',
        he.units.slice(0, 3).map((u) => u.text),
      ),
      'he',
    );
    const upperBound = mcQuestion('איזה מושג מוגדר בחומר כך: "מספר הגדול מכל איבריה"?', [
      'חסם מלעיל',
      'סדרה',
      'גבול',
      'איבר',
    ]);
    expect(questionWorth(short, upperBound, 'term-from-definition')).toBeNull();
    expect(timesNamed(corpus, 'סדרה')).toBeGreaterThan(2);
    expect(questionWorth(corpus, upperBound, 'term-from-definition')).toMatch(/named once/);
    expect(
      questionWorth(
        corpus,
        mcQuestion('איזה מושג מוגדר בחומר כך: "אוסף אינסופי ממוספר של מספרים"?', [
          'סדרה',
          'חסם מלעיל',
          'גבול',
          'איבר',
        ]),
        'term-from-definition',
      ),
    ).toBeNull();
    // a theorem's name is written once, as its heading: the result is central all the same
    expect(
      questionWorth(
        corpus,
        mcQuestion('מהו שמו של המשפט הבא לפי החומר: "לסדרה מתכנסת יש גבול אחד בלבד"?', [
          'יחידות הגבול',
          "סנדוויץ'",
          'חשבון גבולות',
          'אי שוויון המשולש',
        ]),
        'term-from-definition',
      ),
    ).toBeNull();
  });

  it('refuses a speed-up asked beside a figure it is worked out from, and keeps one asked on its own', async () => {
    const corpus = await read(NOTES);
    const beside = mcQuestion(
      'Which value completes this statement? "Native traces take about 9 cycles per bytecode, a _____ speedup over the interpreter."',
      ['3.9x', '3.0x', '25x', '10x'],
    );
    expect(questionWorth(corpus, beside, 'number')).toMatch(/9 cycles/);
    const alone = mcQuestion(
      'Which value completes this statement? "The other VMs achieve an overall speedup of _____ relative to the baseline interpreter."',
      ['3.0x', '3.9x', '25x', '10x'],
    );
    expect(questionWorth(corpus, alone, 'number')).toBeNull();
    // a count, not a ratio, is asked as before
    expect(
      ratioFromStem(
        'Which value completes this statement? "A bytecode executes in about _____ on 9 machines."',
        '35 cycles',
      ),
    ).toBeNull();
  });
});
