/**
 * Wording cues and source debris (issue 11, readers at 2078f1c; decision 104): a source typo in an option, a stem
 * word that points to the key, the key alone in its grammatical form, a cloze
 * distractor the material writes in the very slot of the blank, Hebrew list distractors that are no items of a
 * list. In-code fixtures (English and Hebrew).
 */
import { describe, expect, it } from 'vitest';
import { fillsKeySlot } from '../src/local/cloze-kind.ts';
import { oddForm, optionTypo, stemCue, typoWord } from '../src/local/cues.ts';
import { questionConflict } from '../src/local/defensible.ts';
import { hebrewPrincipleCandidates } from '../src/local/hebrew.ts';
import { buildCandidates, buildQuestion, makeContext } from '../src/local/mc.ts';
import { optionText } from '../src/quality.ts';
import { doc, mcQuestion, mcRequest, read } from './fixtures.ts';

const AXIOMS = doc('Axioms.md', [
  'The common notions are general truths. Things that equal the same thing also equal one another.',
  'If equals are added to equals, then the wholes are equal. If equals are susbtracted from equals, then the remainders are equal.',
  'The whole is greater than the part. A line can be drawn from any point to another point.',
]);

const HE_NOTES = doc('יחסות.md', [
  'חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית. מהירות האור קבועה בכל מערכות הייחוס.',
  'הטרנספורמציה שמשקשרת בין קואורדינטות המאורע היא טרנספורמציית לורנץ. הקו שמקשרת בין שתי הנקודות ישר.',
  'האנרגיה נשמרת בכל התנגשות. התנע נשמר בכל מערכת סגורה.',
]);

describe('source typos in options', () => {
  it('finds an English typo the material writes once, next to a word of the language', async () => {
    const corpus = await read(AXIOMS);
    expect(typoWord(corpus, 'susbtracted')).toBe(true);
    for (const w of ['subtracted', 'remainders', 'notions', 'ulimit', 'Firedrake'])
      expect(typoWord(corpus, w)).toBe(false);
    const q = mcQuestion('According to the material, which of these is one of the common notions?', [
      'If equals are susbtracted from equals, then the remainders are equal',
      'A line can be drawn from any point to another point',
      'A circle can be drawn with any centre and radius',
      'All right angles are equal to one another',
    ]);
    expect(questionConflict(corpus, q, 'list-member', [1])).toMatch(/typo/);
  });

  it('finds a Hebrew typo: a letter too inside a word the material also writes', async () => {
    const corpus = await read(HE_NOTES, 'he');
    expect(optionTypo(corpus, 'הטרנספורמציה שמשקשרת בין קואורדינטות המאורע')).toBe('שמשקשרת');
    expect(optionTypo(corpus, 'הקו שמקשרת בין שתי הנקודות ישר')).toBeNull();
    expect(optionTypo(corpus, 'מהירות האור קבועה בכל מערכות הייחוס')).toBeNull();
  });
});

describe('a stem word that points to the key', () => {
  it('refuses a key that echoes a stem word (root, a name run together, a close synonym) no distractor echoes', () => {
    expect(
      stemCue('Which of these does the material describe as "Per-process resource limits"?', 'ulimit', [
        'netstat',
        'vmstat',
        'iostat',
      ]),
    ).toMatch(/limits/);
    expect(
      stemCue(
        'According to the material, for what purpose may information be disclosed to authorized federal officials?',
        'for intelligence and other national security activities',
        [
          'to assist in disaster relief efforts',
          'for audits and inspections',
          'to identify a deceased person',
        ],
      ),
    ).toMatch(/federal/);
    expect(
      stemCue(
        'According to the material, which of these are recorded to copy arguments in and return values out?',
        'move instructions',
        ['guard instructions', 'machine instructions', 'loop headers'],
      ),
    ).toMatch(/copy/);
  });

  it('keeps a question whose stem word every option or no option echoes', () => {
    expect(
      stemCue(
        'According to the material, which loss does the Softmax classifier use?',
        'cross-entropy loss',
        ['hinge loss', 'SVM loss', 'max-margin loss'],
      ),
    ).toBeNull();
    expect(
      stemCue(
        'Which term does the material define as "the range within a program for which an item is valid"?',
        'scope',
        ['ownership', 'string', 'function'],
      ),
    ).toBeNull();
  });

  it('refuses a Hebrew key whose word the stem names, and no distractor', () => {
    expect(
      stemCue('איזה מושג מתואר בחומר כך: "המהירות שבה נע האור קבועה בכל המערכות"?', 'מהירות האור', [
        'התארכות זמן',
        'התקצרות אורך',
        'סיבתיות',
      ]),
    ).not.toBeNull();
    expect(
      stemCue('איזה מושג מתואר בחומר כך: "קבועה בכל הכיוונים ובכל מערכות הייחוס"?', 'מהירות האור', [
        'מהירות הגוף',
        'מהירות החלקיק',
        'אנרגיה',
      ]),
    ).toBeNull();
  });
});

describe('options that look alike', () => {
  it('refuses the key alone in its grammatical form', () => {
    expect(
      oddForm('About crimes that occur at our facilities', [
        'To report births or deaths',
        'To notify people of recalls of products',
        'To prevent or control disease',
      ]),
    ).toMatch(/odd form/);
    expect(
      oddForm('Keep your health information private', [
        'Right to an accounting of disclosures',
        'Copy of your health record',
        'Paper copy of this notice',
      ]),
    ).toMatch(/imperative/);
    expect(
      oddForm('If equals are added to equals, then the wholes are equal', [
        'A line can be drawn from any point to another',
        'All right angles are equal to one another',
        'A finite line can be extended indefinitely',
      ]),
    ).not.toBeNull();
  });

  it('refuses prepositional fragments beside purposes, wherever the key is', () => {
    // readers at bfd871f: "About crimes ..." and "In response to a court ..." among "To ..." purposes, rated bad
    expect(
      oddForm('To notify people of recalls of products they may be using', [
        'To alert a potential victim of intended harm',
        'About crimes that occur at our facilities',
        'In response to a court or administrative order',
      ]),
    ).toMatch(/prepositional fragment/);
  });

  it('keeps options of one form, and a noun phrase with a relative clause is no imperative', () => {
    expect(
      oddForm('Follow the terms of this Notice', [
        'Ask us to restrict certain uses and disclosures',
        'Ask us to change your health information',
        'Receive, read, and ask questions about this notice',
      ]),
    ).toBeNull();
    expect(
      oddForm('set of rules that govern how a program manages memory', [
        'range within a program for which an item is valid',
        'total amount of memory that the string has received',
        'number of bytes the contents of the string use',
      ]),
    ).toBeNull();
  });
});

const TRACES = doc('Traces.md', [
  'A trace covers one path through the loop. The recorder follows the path through the loop until it returns to the header.',
  'Each compiled trace covers one path through the program with one mapping of values to types.',
  'The loop, the program, the function and the recorder are parts of the system. A nest of loops holds an inner loop.',
  'The monitor always begins executing a program in the interpreter. Later the monitor executes a loop as native code.',
]);

describe('a cloze distractor written in the very slot of the blank', () => {
  it('refuses "loop" for "one path through the _____" when the material writes "path through the loop"', async () => {
    const corpus = await read(TRACES);
    const s = corpus.sentences.find((x) => x.text.startsWith('Each compiled trace'))!;
    const at = s.tokens.findIndex((t) => t.key === 'program');
    expect(fillsKeySlot(corpus, s, at, at + 1, 'loop')).toBe(true);
    expect(fillsKeySlot(corpus, s, at, at + 1, 'function')).toBe(false);
    // the same verb with the distractor as its object (readers at bfd871f: "begins executing a/an _____",
    // "program" keyed while the paper writes "executes a loop")
    const e = corpus.sentences.find((x) => x.text.startsWith('The monitor always begins'))!;
    const pe = e.tokens.findIndex((t) => t.key === 'program');
    expect(fillsKeySlot(corpus, e, pe, pe + 1, 'loop')).toBe(true);
    expect(fillsKeySlot(corpus, e, pe, pe + 1, 'recorder')).toBe(false);
    const req = mcRequest([TRACES], { difficulty: 'hard' });
    const ctx = makeContext(corpus, req, () => 0.5);
    for (const c of buildCandidates(corpus, req)) {
      if (c.sentence.index !== s.index || c.kind === 'number') continue;
      const q = buildQuestion(ctx, c);
      const opts = (q?.options ?? []).map((o) => optionText(o).toLowerCase());
      if (opts[0] === 'program') expect(opts).not.toContain('loop');
    }
  });
});

describe('Hebrew list-member distractors are statements of a law, not history or definitions', () => {
  // the two principles, a dated fact, a sentence with a typo, a definition, then four statements of laws
  const RELATIVITY = [
    'תורת היחסות הפרטית בנויה על שני עקרונות:\n\n1. חוקי הפיזיקה זהים בכל מערכת ייחוס אינרציאלית.\n\n2. מהירות האור קבועה בכל הכיוונים ובכל מערכות הייחוס.',
    'ב-1917 איינשטיין פרסם את תורת היחסות הכללית הכוללת אפקטים של תאוצה.',
    'הטרנספורמציה שמשקשרת בין קואורדינטות המאורע במערכות השונות היא טרנספורמציית לורנץ.',
    'רק הגודל האינוואריאנטי אינו משתנה בין מערכות הייחוס.',
    'האנרגיה הכוללת של מערכת סגורה נשמרת בכל תהליך.',
    'התנע הכולל של מערכת מבודדת תמיד נשמר בכל התנגשות.',
    'המסה של גוף במנוחה אינה תלויה במהירות הצופה.',
    'ההתקצרות של אורך הגוף קבועה לכל צופה הנע יחסית אליו.',
  ];

  it('offers no dated fact, no definition and no typo beside the principles', async () => {
    const d = doc('יחסות.md', RELATIVITY);
    const corpus = await read(d, 'he');
    const cands = hebrewPrincipleCandidates(corpus);
    expect(cands.length).toBeGreaterThan(0);
    let built = 0;
    for (const c of cands) {
      const q = c.build(new Set());
      if (!q) continue;
      built++;
      for (const o of q.distractors) {
        expect(o).not.toMatch(/\d/);
        expect(o).not.toMatch(/שמשקשרת|טרנספורמציית לורנץ/);
      }
    }
    expect(built).toBeGreaterThan(0);
  });

  it('makes no question rather than fill it with them', async () => {
    const d = doc('יחסות.md', RELATIVITY.slice(0, 5));
    const corpus = await read(d, 'he');
    const cands = hebrewPrincipleCandidates(corpus);
    expect(cands.length).toBeGreaterThan(0);
    for (const c of cands) {
      const q = c.build(new Set());
      for (const o of q?.distractors ?? []) expect(o).not.toMatch(/\d|שמשקשרת|טרנספורמציית לורנץ/);
    }
  });
});
