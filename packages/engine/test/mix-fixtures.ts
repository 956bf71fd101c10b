/**
 * A bench for the mix of forms (local/select.ts): candidates of given forms with falling scores, over a material of
 * distinct sentences (English or Hebrew), and the forms a test of `count` questions takes from them.
 */
import type { McQuestionForm } from '@studypilot/core';
import type { GeneratedQuestion, GenerateRequest, SourceDocument } from '../src/index.ts';
import { selectQuestions, type Item } from '../src/local/select.ts';
import { doc, noop, read } from './fixtures.ts';

const EN_WORDS =
  'apple river stone cloud maple tiger violin copper desert harbor lantern meadow orbit pepper quartz saddle timber umbrella velvet walnut anchor bamboo candle dolphin falcon garnet hammer island jasmine kettle lemon marble nickel oyster pebble rocket silver tulip walrus yarrow zephyr beacon cactus dragon ember fossil glacier hollow ivory jungle koala lilac magnet nectar olive parrot quill raven sable thistle'.split(
    ' ',
  );
const HE_WORDS =
  'תפוח נהר אבן ענן אלון נמר כינור נחושת מדבר נמל פנס אחו מסלול פלפל קוורץ אוכף עץ מטריה קטיפה אגוז עוגן במבוק נר דולפין בז ענבר פטיש אי יסמין קומקום לימון שיש ניקל צדפה חלוק טיל כסף צבעוני סוס ים רקפת רוח מגדלור קקטוס דרקון גחלת מאובן קרחון גומה שנהב ג׳ונגל קואלה לילך מגנט צוף זית תוכי נוצה עורב סייף דרדר'.split(
    ' ',
  );

export function mixFixture(he = false) {
  const W = he ? HE_WORDS : EN_WORDS;
  const word = (n: number) => `${W[n % W.length]} ${W[(n * 7 + 3) % W.length]}`;
  const quoteOf = (n: number) =>
    he ? `ראשון ${word(n)} הוא התשובה ${n}.` : `The first ${word(n)} is the answer ${n}.`;
  const q = (form: McQuestionForm, n: number): GeneratedQuestion => ({
    type: 'multiple-choice',
    text: he
      ? `לפי החומר, איזה מהבאים הוא ${word(n + 11)} ${word(n + 23)}?`
      : `Which of these does the material name as ${word(n + 11)} ${word(n + 23)}?`,
    options: (he ? ['ראשון', 'שני', 'שלישי', 'רביעי'] : ['first', 'second', 'third', 'fourth']).map(
      // Hebrew options share no word but the key's with the quote (the gate reads Hebrew options by their words)
      (o, i) => `${'ABCD'[i]}) ${o} ${he ? word(n + 17 * i) : word(n)}`,
    ),
    correctAnswer: 'A',
    explanation: `${word(n)}`,
    form,
    source: { documentId: 'd.md', documentName: 'd.md', unitKind: 'section', unit: 1, quote: quoteOf(n) },
  });
  const items = (forms: [McQuestionForm, number][], per: number): Item[] => {
    const out: Item[] = [];
    let k = 0;
    for (const [form, top] of forms)
      for (let i = 0; i < per; i++) {
        const n = k++;
        out.push({
          form,
          score: top - i * 0.01,
          doc: 0,
          unit: n,
          sentences: [],
          topics: [],
          quote: `quote ${n}`,
          make: () => ({ q: q(form, n), used: [] }),
        });
      }
    return out;
  };
  const mix = async (its: Item[], count = 10, difficulty: GenerateRequest['difficulty'] = 'medium') => {
    const texts = Array.from({ length: its.length }, (_, i) => quoteOf(i)).join(' ');
    const c = await read(doc('d.md', [texts]) as SourceDocument, he ? 'he' : 'en');
    const req = {
      documents: c.documents,
      questionType: 'multiple-choice',
      questionCount: count,
      difficulty,
    } as GenerateRequest;
    const chosen = await selectQuestions(c, req, its, count, undefined, noop);
    const counts = new Map<string, number>();
    for (const x of chosen) counts.set(x.form!, (counts.get(x.form!) ?? 0) + 1);
    return { chosen, counts };
  };
  return { items, mix };
}
