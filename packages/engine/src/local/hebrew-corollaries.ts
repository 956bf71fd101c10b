/**
 * Which theorem a corollary of Hebrew math notes follows from (issue 11, eng-kinds follow-up, decision 104):
 * - "מסקנה ממשפט הסנדוויץ: אם 0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0 אז lim 𝑎_𝑛 = 0." names the theorem itself;
 * - "מסקנות:" right after a labelled theorem's proof and remarks ("משפט 2.1.1 (סדר בין גבולות): ..."), before any
 *   other label, lists corollaries of that theorem ("1. אם 𝑎_𝑛 ≥ 0, אז lim 𝑎_𝑛 ≥ 0."); the question asks the first
 *   one no other question of the test quotes.
 * One question per theorem: the candidate holds the theorem's own sentences, so that its name question ("מהו שמו
 * של המשפט הבא ...", the same key) is not asked beside it.
 * Asked as "מאיזה משפט נובעת המסקנה: "<corollary>"?" (form `term-from-definition`): the key is the theorem's name
 * as its label writes it, the distractors are names of the notes' other named theorems (a theorem is a statement,
 * the key's family: `kinds.ts`), sharing no word with the key, each other or the corollary, none whose rules
 * another question asks by the theorem's name (eng-he2), none that concludes what the corollary concludes (it may give
 * the corollary too); fewer than three, no question. Only a corollary that is a whole readable "אם ... אז ..." statement with its symbols set up in it.
 */
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { pickThree } from './forms.ts';
import {
  HE_LABEL_RE,
  conceptName,
  hebrewStemNames,
  readableMath,
  selfContained,
  withoutNiqqud,
} from './hebrew.ts';
import { seeded } from './statement-options.ts';
import { hebrewRuleCandidates } from './hebrew-rules.ts';
import { wordKey } from '../text.ts';

/** "מסקנה ממשפט הסנדוויץ:" / "מסקנה מהמשפט חשבון גבולות:": the theorem's name after "ממשפט". */
const NAMED_RE = /^מסקנה\s+(?:ממשפט|מהמשפט)\s+(.{2,40}?)\s*:$/u;
/** "מסקנות:" (the PDF may keep the proof's end mark before it: "∎ מסקנות:"). */
const LIST_RE = /^(?:∎\s*)?מסקנות\s*:$/u;
/** A whole conditional statement: "אם ..., אז ..." ending with a full stop. */
const CONDITIONAL_RE = /^אם\s.+(?<!\p{L})(?:אז|אזי)(?!\p{L}).+\.$/u;

interface Theorem {
  name: string;
  sentence: number;
  /** The sentences of its label and statement. */
  statement: number[];
  /** What the theorem concludes, as a relation and its right side ("=0" of "... אז lim 𝑎_𝑛 ⋅ 𝑏_𝑛 = 0."). */
  concludes: string | null;
}

/** The relation and right side a statement ends on after its last "אז/אזי": "=0", "≥0", "=𝐿". */
function conclusionOf(text: string): string | null {
  const parts = text.split(/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u);
  if (parts.length < 2) return null;
  const m = /(=|≤|≥|<|>|∈|⟶|→)\s*([^\s=≤≥<>∈⟶→]+)\s*\.?\s*$/u.exec(parts[parts.length - 1]!.trim());
  return m ? `${m[1]}${m[2]}` : null;
}

/** The key as a comparable name: no definite article, no geresh ("הסנדוויץ" is "סנדוויץ'"). */
const bare = (name: string) =>
  withoutNiqqud(name)
    .replace(/[׳’']/gu, '')
    .replace(/^ה(?=[\u05D0-\u05EA]{3})/u, '')
    .trim();

const words = (name: string) => name.split(/[\s]+/u).map(bare).filter(Boolean);

export function hebrewCorollaryCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const S = corpus.sentences;
  const theorems: Theorem[] = [];
  S.forEach((s, i) => {
    const m = HE_LABEL_RE.exec(withoutNiqqud(s.text).trim());
    if (!m || m[1] !== 'משפט') return;
    const name = conceptName(m[2]!.split(/\s*\/\s*/u)[0]!);
    if (!name) return;
    // the statement: the label's sentence and the next ones of its block, up to its "אז"
    let text = withoutNiqqud(s.text).slice(m[0].length);
    const statement = [i];
    for (let k = i + 1; k < S.length && k <= i + 3 && !/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(text); k++) {
      if (S[k]!.block !== s.block || S[k]!.unit !== s.unit) break;
      text += ` ${S[k]!.text}`;
      statement.push(k);
    }
    theorems.push({
      name,
      sentence: i,
      statement,
      concludes: conclusionOf(text),
    });
  });
  const out: Cand[] = [];
  const ruled = new Set(theorems.length ? hebrewRuleCandidates(corpus).flatMap((c) => c.topics) : []);
  const statement = (j: number): string | null => {
    const t = S[j]?.text
      .replace(/\s+/gu, ' ')
      .replace(/ ([.,])(?= |$)/gu, '$1')
      .trim();
    if (!t || !CONDITIONAL_RE.test(t) || /zqm/u.test(t)) return null;
    if (!readableMath(t) || !selfContained(t) || t.split(/\s+/u).length > 25) return null;
    return t;
  };
  S.forEach((s, i) => {
    const text = withoutNiqqud(s.text).trim();
    let key: Theorem | undefined;
    const named = NAMED_RE.exec(text);
    if (named) {
      // the theorem's name, or its last words ("ממשפט ההשוואה" for "מבחן ההשוואה"), of one labelled theorem only
      const ref = words(named[1]!);
      const hits = theorems.filter((t) => {
        const w = words(t.name);
        return (
          S[t.sentence]!.doc === s.doc &&
          w.length >= ref.length &&
          ref.every((x, k) => x === w[w.length - ref.length + k])
        );
      });
      if (new Set(hits.map((t) => t.name)).size === 1) key = hits[0];
    } else if (LIST_RE.test(text)) {
      // the last labelled result before the list, in the same unit, is a named theorem
      let k = i - 1;
      while (
        k >= 0 &&
        S[k]!.doc === s.doc &&
        S[k]!.unit === s.unit &&
        !HE_LABEL_RE.test(withoutNiqqud(S[k]!.text))
      )
        k--;
      if (k < 0 || S[k]!.unit !== s.unit || S[k]!.doc !== s.doc) return;
      key = theorems.find((t) => t.sentence === k);
    }
    if (!key) return;
    // the corollaries: the sentence after "מסקנה ממשפט X:"; a list's numbered ones ("1." on a line of its own
    // before each, a line of explanation between them) up to the next label
    const items: number[] = [];
    for (let k = i + 1; k < S.length && k <= i + 12 && S[k]!.doc === s.doc; k++) {
      if (named ? k > i + 1 : S[k]!.unit !== s.unit || HE_LABEL_RE.test(withoutNiqqud(S[k]!.text))) break;
      if (statement(k)) items.push(k);
    }
    if (!items.length) return;
    const theorem = key;
    out.push({
      form: 'term-from-definition',
      score: 1.2,
      doc: s.doc,
      unit: S[items[0]!]!.unit,
      // the theorem's own sentences too: its name asked of its statement ("מהו שמו של המשפט הבא ...") has the same
      // key, and the two in one test answer each other (one question per theorem)
      sentences: [i, ...theorem.statement],
      topics: [theorem.name],
      quote: `${s.text.trim()} ${S[items[0]!]!.text.trim()}`,
      build: (used) => {
        // the first corollary no other question of the test quotes
        const j = items.find((x) => !used.has(x));
        if (j === undefined) return null;
        const st = statement(j)!;
        // a theorem that concludes what the corollary concludes ("... = 0") may give it too: no distractor (the
        // sandwich corollary "0 ≤ 𝑎_𝑛 ≤ 𝑏_𝑛 ⟶ 0" also follows from "חסומה כפול אפסה", 𝑎_𝑛 = (𝑎_𝑛/𝑏_𝑛)·𝑏_𝑛)
        const concludes = conclusionOf(st);
        const names = [
          ...new Set(
            theorems
              .filter((t) => S[t.sentence]!.doc === s.doc && t.name !== theorem.name)
              .filter((t) => !concludes || t.concludes !== concludes)
              .map((t) => t.name),
          ),
        ];
        // a list's corollary with the label of the theorem it follows ("משפט 2.1.1 (סדר בין גבולות): … מסקנות: … אם
        // ..."): each part as the page writes it, in order (the list's numbers and other items left out)
        const quote = named
          ? `${s.text.trim()} ${S[j]!.text.trim()}`
          : `${S[theorem.sentence]!.text.trim()} … מסקנות: … ${S[j]!.text.trim()}`;
        const ws = (o: string) => new Set(o.split(/[\s-]+/u).map((w) => wordKey(bare(w), corpus.vocab)));
        const keyWords = ws(theorem.name);
        const pool = names
          .filter((n) => !hebrewStemNames(corpus, st, n))
          // a theorem whose rules another question asks by name ("... שקובע המשפט "חשבון גבולות"?") is known to be
          // about those rules (eng-he2)
          .filter((n) => !ruled.has(n))
          .filter((n) => ![...ws(n)].some((w) => keyWords.has(w)))
          .filter((n) => n.split(/\s+/u).length <= 3);
        if (pool.length < 3) return null;
        const distractors = pickThree(
          pool.sort(
            (a, b) => Math.abs(a.length - theorem.name.length) - Math.abs(b.length - theorem.name.length),
          ),
          theorem.name,
          seeded(st),
          (three) => {
            const sets = three.map(ws);
            return sets.every((a, x) => sets.every((b, y) => y <= x || ![...a].some((w) => b.has(w))));
          },
        );
        if (!distractors) return null;
        return {
          form: 'term-from-definition',
          stem: `לפי החומר, מאיזה משפט נובעת המסקנה: "${st}"?`,
          key: theorem.name,
          distractors,
          doc: s.doc,
          unit: S[j]!.unit,
          quote,
          used: [i, j, ...theorem.statement],
          why: `החומר מציג טענה זו כמסקנה של המשפט "${theorem.name}"; שאר האפשרויות הן שמות של משפטים אחרים מהחומר.`,
        };
      },
    });
  });
  return out;
}
