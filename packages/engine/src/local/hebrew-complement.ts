/**
 * The name Hebrew lecture notes give to what a definition leaves out (decision 104, eng-yield11b): a definition
 * followed by its complement, "נאמר שסדרה {𝑎𝑛} מתכנסת אם קיים הגבול lim 𝑎𝑛." then "אחרת, אומרים שהסדרה
 * מתבדרת." Notes of mathematics name the opposite of a property this way (convergent / divergent, bounded /
 * unbounded), and a teacher asks the name: "לפי החומר, איך נקראת סדרה שאינה מתכנסת?", the key the complement's
 * name, the wrong options the other properties the notes define for the same subject ("חסומה", "מונוטונית עולה",
 * "מונוטונית יורדת": `conditions` of hebrew-defs.ts), never the defined property itself, no two options that
 * overlap. The question quotes both sentences and claims the complement's only (the definition is asked by its own
 * question). Without three such properties, no question. Hebrew only.
 */
import { wordKey } from '../text.ts';
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { conditions, firstThree } from './hebrew-defs.ts';
import { withoutNiqqud } from './hebrew.ts';

const HE_WORD = '[\\u05D0-\\u05EA][\\u05D0-\\u05EA\'"״׳-]*';
/** "אחרת, אומרים שהסדרה מתבדרת." */
const OTHERWISE_RE = new RegExp(
  `^אחרת,?\\s+(?:אומרים|נאמר)\\s+ש-?(${HE_WORD})\\s+(${HE_WORD}(?:\\s+${HE_WORD})?)\\.?$`,
  'u',
);

export function hebrewComplementCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const S = corpus.sentences;
  const all = conditions(corpus);
  const subjectKey = (w: string) => wordKey(w.replace(/^ה(?=\p{L}{3})/u, ''), corpus.vocab);
  const out: Cand[] = [];
  for (let i = 1; i < S.length; i++) {
    const s = S[i]!;
    const m = OTHERWISE_RE.exec(withoutNiqqud(s.text).trim());
    if (!m) continue;
    const [, subjectWord, key] = m as unknown as [string, string, string];
    // the definition right before it, of the same subject, in the same block
    const def = all.find(
      (c) =>
        c.doc === s.doc &&
        c.sentences.includes(i - 1) &&
        S[i - 1]!.block === s.block &&
        subjectKey(c.subject) === subjectKey(subjectWord),
    );
    if (!def || def.term === key) continue;
    const pool = all
      .filter((c) => c.doc === s.doc && subjectKey(c.subject) === subjectKey(def.subject))
      .map((c) => c.term)
      .filter((t, j, a) => t !== def.term && t !== key && a.indexOf(t) === j);
    const distractors = firstThree(key, pool);
    if (!distractors) continue;
    const subject = def.subject.replace(/^ה(?=\p{L}{3})/u, '');
    // a noun ending in ה or ת is feminine ("סדרה", "פונקציה"), else masculine ("טור")
    const feminine = /[הת]$/u.test(subject);
    const stem = `לפי החומר, איך ${feminine ? 'נקראת' : 'נקרא'} ${subject} ${feminine ? 'שאינה' : 'שאינו'} ${def.term}?`;
    const quote = `${S[i - 1]!.text} ${s.text}`;
    const chosen = distractors;
    out.push({
      form: 'term-from-definition',
      // below the questions on the notes' theorems and definitions (1.3): a word of their vocabulary comes after them
      score: 0.7,
      doc: s.doc,
      unit: s.unit,
      sentences: [i],
      topics: [key],
      quote,
      build: (used) =>
        used.has(i)
          ? null
          : {
              form: 'term-from-definition',
              stem,
              key,
              distractors: chosen,
              doc: s.doc,
              unit: s.unit,
              quote,
              why: `החומר מגדיר ${subject} ${def.term} ואומר שאחרת ${feminine ? 'היא' : 'הוא'} ${key}; שאר האפשרויות הן תכונות אחרות שהחומר מגדיר.`,
            },
    });
  }
  return out;
}
