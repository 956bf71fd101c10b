/**
 * What is worth asking (decision 104): terms, sentences that stand on their own, centrality, numbers that are the
 * point, and the semantic class of a term. Small English and Hebrew texts written here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import {
  contextReason,
  numberIsThePoint,
  sameKind,
  sameShapeClass,
  splitRunInHeading,
  termClass,
  type Corpus,
} from '../src/local/analysis.ts';
import { stripCitations } from '../src/text.ts';
import { read } from './fixtures.ts';

const doc = (
  text: string | string[],
  id = 'd',
  unitKind: SourceDocument['unitKind'] = 'page',
): SourceDocument => ({
  id,
  name: `${id}.pdf`,
  unitKind,
  units: (Array.isArray(text) ? text : [text]).map((t, i) => ({ number: i + 1, text: t })),
});
const usable = (c: Corpus) => c.sentences.filter((s) => s.usable).map((s) => s.text);
const reasonOf = (c: Corpus, start: string) => c.sentences.find((s) => s.text.startsWith(start))?.reject;
const termTexts = (c: Corpus) => c.termList.map((t) => (t.singular ?? t.plural ?? t.key).toLowerCase());

const NUMERICS = [
  'Interpolation is the process of finding a polynomial that equals data at a set of points.',
  'Interpolation uses a Vandermonde matrix whose columns are powers of the points.',
  'Note interpolation is a special case where this norm is precisely zero.',
  'The least squares problem minimises the norm of the residual of a Vandermonde matrix.',
  'Regression solves a least squares problem instead of interpolation.',
  'The good news is that a polynomial of low degree often gives a good fit.',
  'Contemporary processors are faster if they jump around less in memory.',
  'Memory of contemporary processors holds the Vandermonde matrix of the regression.',
  'The good news for regression is that the residual norm is small.',
  'Tree trees always start at loop headers, because loop headers are a natural place to look.',
  'Euclid wrote about polynomials and regression.',
  'Euclid also wrote about the Vandermonde matrix.',
  'A machine with a Vandermonde matrix of full rank has a unique interpolation polynomial.',
].join(' ');

describe('terms', () => {
  it('keeps imperatives, doubled words, evaluative modifiers and names out of terms', async () => {
    const c = await read(doc(NUMERICS));
    const terms = termTexts(c);
    expect(terms).toContain('interpolation');
    expect(terms).toContain('vandermonde matrix');
    expect(terms.some((t) => t.startsWith('note '))).toBe(false);
    expect(terms.some((t) => /\btree trees?\b/.test(t))).toBe(false);
    expect(terms).not.toContain('good news');
    expect(terms).not.toContain('contemporary processors');
    expect(terms).not.toContain('euclid');
    expect(c.names.has('euclid')).toBe(true);
  });

  it("never makes a Hebrew term of a lecturer's verb, a discourse word or a lone construct form", async () => {
    const text = [
      'נחזור לדוגמה של הרכבת והרציף.',
      'נחזור לדוגמה ונחשב את הזמן של הרכבת.',
      'סדרת המספרים מתכנסת לגבול.',
      'הסדרה חסומה והסדרה מתכנסת.',
      'סדרת הקירובים של השורש מתכנסת לשורש.',
      'לכל סדרה מתכנסת יש גבול יחיד.',
      'הגבול של הסדרה הוא מספר ממשי.',
      'ברכבת יש צופה וברציף יש צופה אחר.',
    ].join(' ');
    const c = await read(doc(text), 'he');
    const terms = termTexts(c);
    expect(terms.some((t) => t.includes('נחזור') || t.includes('דוגמה'))).toBe(false);
    expect(terms).not.toContain('סדרת');
    expect(terms.some((t) => t === 'סדרה' || t === 'גבול' || t === 'רכבת')).toBe(true);
  });

  it('names a list by its kind, without "Other" or Title Case', async () => {
    const c = await read(doc(['Other Monitoring Tools\n\nvmstat\niostat\nnetstat\nsar'], 'm', 'slide'));
    expect(c.lists[0]?.topic).toBe('monitoring tools');
  });
});

describe('sentences that stand on their own', () => {
  it('refuses unresolved referents, signposts, instructions and identifiers from listings', () => {
    const cases: [string, string | null][] = [
      ['Note interpolation is a special case where this norm is precisely zero.', 'instruction'],
      ['Begin by examining the role of treatment without the number of tumors.', 'instruction'],
      ["We'll concentrate on the parts of String that relate to ownership.", 'signpost'],
      ['This is indeed what happens, and these two values are pushed onto the stack.', 'referent'],
      ['On future iterations, the side exit jumps directly to T23,1 in the trace.', 'referent'],
      ['When we assign s1 to s2, the String data is copied to the heap.', 'referent'],
      ['On the other hand, we can control errors effectively in floating point.', 'referent'],
      ['6.2 Trace Stitching Transitions from a trace to a branch trace avoid costs.', 'referent'],
      ['Now the loop header at line 1 has become hot, so recording starts.', 'referent'],
      ['A scope is the range within a program for which an item is valid.', null],
      ['Both the stack and the heap are parts of memory available at runtime.', null],
    ];
    for (const [text, want] of cases) expect([text, contextReason(text, 'en')]).toEqual([text, want]);
    expect(contextReason('זהו הזמן העצמי מאחר ומבחינת החללית הירח במנוחה.', 'he')).toBe('referent');
    expect(contextReason('הקו המתאר את תנועת קרן האור בגרף שתיארנו נראה כמו קונוס.', 'he')).toBe('referent');
    expect(contextReason('נשים לב מהעיקרון השני שמהירות האור זהה בשתי המערכות.', 'he')).toBe('signpost');
    expect(contextReason('מדידת הזמן שלכם בדרך הלוך היא הזמן העצמי.', 'he')).toBe('signpost');
    expect(contextReason('מהירות האור היא קבועה בכל הכיוונים ובכל מערכות הייחוס.', 'he')).toBe(null);
  });

  it('marks figure captions, peripheral sections and ambiguous heads; drops a lead-in and outer quotes', async () => {
    const text = [
      'The softmax classifier turns class scores into probabilities for each class.',
      'The SVM classifier uses the hinge loss on the class scores of an image.',
      'The classifier must remember all of the training data for the test images.',
      'Additionally, the softmax classifier gives every class score a probability.',
      '"The hinge loss is zero when the margin of the SVM classifier is satisfied."',
      'Margins: If the SVM classifier has a margin, the class scores of an image differ by it.',
      'The softmax classifier and the SVM classifier both give class scores;',
      '',
      'Figure 3. The softmax classifier converts the class scores of an image into probabilities.',
      '',
      'Related Work',
      '',
      'The SVM classifier was studied for class scores by many other groups before.',
    ].join('\n');
    const c = await read(doc(text));
    const ok = usable(c);
    expect(ok).toContain('The softmax classifier gives every class score a probability.');
    expect(ok).toContain('The hinge loss is zero when the margin of the SVM classifier is satisfied.');
    expect(ok).toContain('If the SVM classifier has a margin, the class scores of an image differ by it.');
    expect(reasonOf(c, 'The softmax classifier and the SVM')).toBe('fragment');
    expect(reasonOf(c, 'The classifier must')).toBe('referent');
    expect(reasonOf(c, 'The softmax classifier converts')).toBe('caption');
    expect(reasonOf(c, 'The SVM classifier was studied')).toBe('peripheral');
  });

  it('splits a numbered heading from the sentence it was run into', () => {
    const b = {
      text: '6.2 Trace Stitching Transitions from a trace avoid the costs.',
      kind: 'para' as const,
      marked: false,
    };
    expect(splitRunInHeading(b).map((x) => [x.kind, x.text])).toEqual([
      ['heading', '6.2 Trace Stitching'],
      ['para', 'Transitions from a trace avoid the costs.'],
    ]);
    expect(splitRunInHeading({ ...b, text: '1. The stack stores values in order.' })).toHaveLength(1);
  });

  it('strips citation markers from what a definition says', async () => {
    expect(stripCitations('the JavaScript VM embedded in Firefox (2), which is used widely [5, 7]')).toBe(
      'the JavaScript VM embedded in Firefox, which is used widely',
    );
    const text = [
      'SpiderMonkey is the JavaScript VM embedded in the Firefox web browser (2), used by many users.',
      'SpiderMonkey runs the JavaScript code of the web browser on every page.',
      'TraceMonkey is a tracing compiler for the JavaScript VM of the web browser [5].',
      'TraceMonkey records the hot loops of the JavaScript code as traces.',
    ].join(' ');
    const c = await read(doc(text));
    const body = c.definitions.find((d) => d.term === 'SpiderMonkey')?.body;
    expect(body).toBe('the JavaScript VM embedded in the Firefox web browser, used by many users');
  });
});

describe('numbers and centrality', () => {
  it('asks a number only when it is the point: not a count of books, nor a date of a person', async () => {
    const text = [
      'Around 300BC, the Greek mathematician Euclid wrote a set of 13 books about geometry.',
      'Euclid proved every proposition of geometry from postulates and axioms.',
      'Human body cells contain 46 chromosomes, arranged in pairs of chromosomes.',
      'Chromosomes carry the genes of the cell, and each chromosome holds one DNA molecule.',
      'The speed of light is a constant of 299792 kilometres per second in every frame of the light.',
      'The light of a star takes years to reach us at the speed of light.',
    ].join(' ');
    const c = await read(doc(text));
    const at = (start: string, value: string) => {
      const s = c.sentences.find((x) => x.text.startsWith(start))!;
      return numberIsThePoint(
        c,
        s,
        s.tokens.findIndex((t) => t.text === value),
      );
    };
    expect(at('Around 300BC', '13')).toBe(false);
    expect(at('Human body cells', '46')).toBe(true);
    expect(at('The speed of light', '299792')).toBe(true);
  });

  it('ranks a definition of a recurring term above an aside', async () => {
    const c = await read(doc(NUMERICS.split('. ').slice(0, 5).join('. ')));
    const def = c.sentences.find((s) => s.text.startsWith('Interpolation is the process'))!;
    const aside = c.sentences.find((s) => s.text.startsWith('Regression solves'))!;
    expect(def.centrality).toBeGreaterThan(aside.centrality);
  });
});

describe('term classes', () => {
  it('gives genus, list family and shape so that options can be of one kind', async () => {
    const slides = [
      'Monitoring Tools\n\nvmstat\niostat\nnetstat\nsar',
      'SE Toolkit Features\n\nLightweight\nProgrammable\nAlive',
      'Process Tools\n\nps\ntop\nkill\nnice',
    ];
    const text = [
      'A protocol is a set of rules that governs how devices exchange data.',
      'A router is a device that forwards packets between networks.',
      'A switch is a device that forwards frames inside a network.',
      'The router and the switch both read the protocol of every packet.',
      'The protocol of the router differs from the protocol of the switch.',
    ].join(' ');
    const c = await read(doc([...slides, text], 'n', 'slide'));
    const iostat = termClass(c, 'iostat');
    expect(iostat.lists).toEqual(['monitoring tools']);
    expect(sameKind(iostat, termClass(c, 'sar'))).toBeGreaterThan(sameKind(iostat, termClass(c, 'top')));
    expect(sameShapeClass(termClass(c, 'Lightweight'), iostat)).toBe(false);
    expect(termClass(c, 'router').genus).toBe('device');
    expect(sameKind(termClass(c, 'router'), termClass(c, 'switch'))).toBeGreaterThan(
      sameKind(termClass(c, 'router'), termClass(c, 'protocol')),
    );
    expect(termClass(c, 'protocols').plural).toBe(true);
    expect(sameShapeClass(termClass(c, 'protocols'), termClass(c, 'router'))).toBe(false);
  });

  it('tells Hebrew construct state, gender and number', async () => {
    const text =
      'הסדרה מתכנסת. סדרת המספרים חסומה. הקבוצה של איברי הסדרה חסומה. האיברים של הסדרה חיוביים. המהירויות קבועות.';
    const c = await read(doc(text), 'he');
    expect(termClass(c, 'סדרת').hebrew).toMatchObject({ construct: true, gender: 'f' });
    expect(termClass(c, 'סדרה').hebrew).toMatchObject({ construct: false, gender: 'f', number: 'sg' });
    expect(termClass(c, 'איברי').hebrew).toMatchObject({ construct: true, number: 'pl' });
    expect(termClass(c, 'מהירויות').hebrew).toMatchObject({ number: 'pl', construct: false });
    expect(sameShapeClass(termClass(c, 'סדרת'), termClass(c, 'קבוצה'))).toBe(false);
  });
});

describe('definitions the material states', () => {
  it('reads Hebrew definitions by name ("... נקרא X", "... היא X", "משמעותה ש...") and labelled ones', async () => {
    const text = [
      'גודל שאינו משתנה בין מערכות הייחוס נקרא גודל אינוואריאנטי.',
      'הטרנספורמציה שמקשרת בין קואורדינטות המאורע במערכות הייחוס השונות היא טרנספורמציית לורנץ.',
      'טרנספורמציית לורנץ משנה את הזמן ואת המקום של כל מאורע.',
      'תופעה זו נקראת התארכות זמן.',
      'משמעותה שפרק הזמן בין שני מאורעות באותו מקום ארוך יותר במערכת הנעה ביחס אליהם.',
      '',
      'הגדרה 1.5.3 (חסימות של סדרה):',
      'סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.',
    ].join('\n');
    const c = await read(doc(text), 'he');
    const byTerm = Object.fromEntries(c.definitions.map((d) => [d.term, d.body]));
    expect(byTerm['גודל אינוואריאנטי']).toBe('גודל שאינו משתנה בין מערכות הייחוס');
    expect(byTerm['טרנספורמציית לורנץ']).toBe(
      'הטרנספורמציה שמקשרת בין קואורדינטות המאורע במערכות הייחוס השונות',
    );
    expect(byTerm['התארכות זמן']).toBe(
      'פרק הזמן בין שני מאורעות באותו מקום ארוך יותר במערכת הנעה ביחס אליהם',
    );
    expect(byTerm['חסימות של סדרה']).toBe('סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה');
    expect(termClass(c, 'התארכות זמן').hebrew).toMatchObject({ number: 'sg', gender: 'f' });
  });

  it('reads "X is how/what ..." as a definition', async () => {
    const text = [
      'The length is how much memory, in bytes, the contents of the String are currently using.',
      'The capacity is the total amount of memory, in bytes, that the String has received from the allocator.',
      'The length and the capacity of a String are stored on the stack.',
    ].join(' ');
    const c = await read(doc(text));
    expect(c.definitions.find((d) => d.term === 'length')?.body).toBe(
      'how much memory, in bytes, the contents of the String are currently using',
    );
  });
});

describe('named concepts', () => {
  it('makes a term of a concept the material names once, even in a sentence it does not ask', async () => {
    const text = [
      'פרק זמן זה נקרא הזמן העצמי.',
      'נראה שיש כאן פרדוקס, שנקרא פרדוקס התאומים.',
      'הזמן העצמי קצר מכל פרק זמן אחר בין שני המאורעות.',
      'This is known as a double free error.',
    ].join(' ');
    const he = await read(doc(text), 'he');
    expect(termTexts(he)).toContain('פרדוקס התאומים');
    const en = await read(
      doc('This is known as a double free error. Freeing memory twice can corrupt the heap of a program.'),
    );
    expect(termTexts(en)).toContain('double free error');
  });
});
