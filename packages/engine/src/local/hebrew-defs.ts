/**
 * Definitions of Hebrew lecture notes that state a condition (issue 15, decision 104): "סדרה נקראת חסומה אם ...",
 * "נאמר שסדרה {𝑎𝑛} מתכנסת אם קיים הגבול lim 𝑎𝑛", and a lead "סדרה נקראת:" with items "מונוטונית עולה אם ...".
 * Asked as "לפי החומר, מתי סדרה נקראת X?" / "לפי החומר, מתי נאמר שסדרה X?" (form `definition-from-term`) with
 * the conditions the notes give for other properties of the same subject as distractors.
 */
import { jaccard, keySet, wordKey } from '../text.ts';
import { longestOptionCue, overlappingOptions } from '../quality.ts';
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { ofKeyFamily, termFamily } from './kinds.ts';
import {
  conceptName,
  HE_LABEL_RE,
  hebrewConcepts,
  hebrewOptionFits,
  hebrewStemNames,
  isHebrewConcept,
  readableMath,
  withoutNiqqud,
  withoutReciprocals,
} from './hebrew.ts';

const HE_WORD = '[\\u05D0-\\u05EA][\\u05D0-\\u05EA\'"״׳-]*';
const CALLED = '(?:נקרא|נקראת|נקראים|נקראות|ייקרא|תיקרא|ייקראו)';
/** "סדרה נקראת חסומה אם ..." */
const CALLED_RE = new RegExp(
  `^(${HE_WORD})\\s+(${CALLED})\\s+(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s+(.+)$`,
  'u',
);
/** "נאמר שסדרה {𝑎𝑛}𝑛=1 מתכנסת אם ..." (a formula may name the subject's symbol after it) */
const SAID_RE = new RegExp(
  `^(?:נאמר|אומרים)\\s+ש-?(${HE_WORD})\\s+(?:[^\\s\\u05D0-\\u05EA]+\\s+)?(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s+(.+)$`,
  'u',
);
/** "סדרה נקראת:" as a sentence of its own, before numbered items "X אם ..." */
const LEAD_RE = new RegExp(`^(${HE_WORD})\\s+(${CALLED})\\s*:$`, 'u');
const ITEM_RE = new RegExp(`^(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s+(.+)$`, 'u');
/**
 * "הסדרה {𝑎𝑛}𝑛=1 מתכנסת אם לכל 𝜀 > 0 קיים 𝑛0 ...": a property the notes define elsewhere (by `CALLED_RE`,
 * `SAID_RE` or a lead) stated again with another condition, without "נקרא" or "נאמר" (a reminder, "תזכורת").
 */
const RESTATED_RE = new RegExp(
  `^(${HE_WORD})\\s+(?:[^\\s\\u05D0-\\u05EA]+\\s+)?(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s+(.+)$`,
  'u',
);

export interface Condition {
  subject: string;
  /** The stem's wording: "סדרה נקראת מונוטונית עולה", "נאמר שסדרה מתכנסת". */
  phrase: string;
  term: string;
  condition: string;
  doc: number;
  unit: number;
  sentences: number[];
  quote: string;
  /**
   * A property defined elsewhere stated again (`RESTATED_RE`): only a distractor of the other properties' questions,
   * never a key (its property is asked by the definition itself, and its condition may lean on a symbol it does
   * not introduce: "|𝑎𝑛 − 𝐿| < 𝜀").
   */
  restated?: boolean;
}

/** The condition as an option: cut before a second definition (", או עולה ממש אם ..."), no end mark. */
function conditionOf(raw: string): string | null {
  const c = raw
    .split(new RegExp(`,\\s*או\\s+${HE_WORD}(?:\\s+${HE_WORD})?\\s+אם\\s`, 'u'))[0]!
    .replace(/[\s.;,]+$/u, '')
    .trim();
  if (!c || /:$/u.test(c) || /(?<!\p{L})(?:נקרא|נקראת|נקראים|נקראות)(?!\p{L})/u.test(c)) return null;
  if (c.split(/\s+/u).length > 18 || c.split(/\s+/u).length < 2) return null;
  // Hebrew words around the math, brackets that balance, no limit subscripts or proof marks left alone
  if (!readableMath(`אם ${c}`)) return null;
  return c;
}

export function conditions(corpus: Corpus): Condition[] {
  const out: Condition[] = [];
  const S = corpus.sentences;
  const labelBefore = (i: number) => {
    const p = S[i - 1];
    return p && p.unit === S[i]!.unit && HE_LABEL_RE.test(withoutNiqqud(p.text)) ? [i - 1] : [];
  };
  for (let i = 0; i < S.length; i++) {
    const s = S[i]!;
    const text = withoutNiqqud(s.text).trim();
    const called = CALLED_RE.exec(text);
    const said = called ? null : SAID_RE.exec(text);
    if (called || said) {
      const [subject, phrase, term, rawCond] = called
        ? [called[1]!, `${called[1]} ${called[2]} ${called[3]}`, called[3]!, called[4]!]
        : [said![1]!, `נאמר ש${said![1]} ${said![2]}`, said![2]!, said![3]!];
      const condition = conditionOf(rawCond);
      if (!condition) continue;
      const sentences = [...labelBefore(i), i];
      out.push({
        subject,
        phrase,
        term,
        condition,
        doc: s.doc,
        unit: s.unit,
        sentences,
        quote: sentences.map((j) => S[j]!.text).join(' '),
      });
      continue;
    }
    const lead = LEAD_RE.exec(text);
    if (!lead) continue;
    // the numbered items after the lead: "1." then "מונוטונית עולה אם ...", up to the first other sentence
    for (let j = i + 1; j < S.length && S[j]!.unit === s.unit; j++) {
      const t = withoutNiqqud(S[j]!.text).trim();
      if (/^\d{1,2}\.$/u.test(t)) continue;
      const item = ITEM_RE.exec(t);
      if (!item) break;
      const condition = conditionOf(item[2]!);
      if (!condition) continue;
      const sentences = [...labelBefore(i), i, j];
      out.push({
        subject: lead[1]!,
        phrase: `${lead[1]} ${lead[2]} ${item[1]}`,
        term: item[1]!,
        condition,
        doc: s.doc,
        unit: s.unit,
        sentences,
        quote: sentences.map((k) => S[k]!.text).join(' '),
      });
    }
  }
  // the same properties stated again with another condition: read once the definitions are known
  const subjectKey = (w: string) => wordKey(w.replace(/^ה(?=\p{L}{3})/u, ''), corpus.vocab);
  const defined = new Set(out.map((c) => `${c.doc}|${subjectKey(c.subject)}|${c.term}`));
  const taken = new Set(out.flatMap((c) => c.sentences));
  for (let i = 0; i < S.length; i++) {
    const s = S[i]!;
    if (taken.has(i)) continue;
    const m = RESTATED_RE.exec(withoutNiqqud(s.text).trim());
    if (!m || !defined.has(`${s.doc}|${subjectKey(m[1]!)}|${m[2]}`)) continue;
    const condition = conditionOf(m[3]!);
    if (!condition) continue;
    out.push({
      subject: m[1]!,
      phrase: `${m[1]} ${m[2]}`,
      term: m[2]!,
      condition,
      doc: s.doc,
      unit: s.unit,
      sentences: [i],
      quote: s.text,
      restated: true,
    });
  }
  return out;
}

/**
 * A candidate whose question is written already: built when none of its sentences serves an earlier question of the
 * test. `topic` is the term it asks about.
 */
function writtenCand(score: number, sentences: number[], topic: string, q: Draft): Cand {
  const { form, doc, unit, quote } = q;
  return {
    form,
    score,
    doc,
    unit,
    sentences,
    topics: [topic],
    quote,
    build: (used) => (sentences.some((j) => used.has(j)) ? null : { ...q }),
  };
}

/**
 * "לפי החומר, מתי סדרה נקראת X?": the key is the condition the notes give; the distractors are the conditions
 * they give for other properties of the same subject. Not asked: a condition that repeats the term ("סדרה נקראת
 * חסומה אם הקבוצה ... היא חסומה": the option with "חסומה" is picked unread), a distractor that repeats it
 * ("מונוטונית אם היא מונוטונית עולה או ..." for "מונוטונית עולה"), options that overlap ("𝑎𝑛+1 ≥ 𝑎𝑛" beside
 * "𝑎𝑛 ≥ 𝑎𝑛+1": the same words), a key that stands out by its length.
 */
export function hebrewConditionCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const all = conditions(corpus);
  const out: Cand[] = [];
  const subjectKey = (w: string) => wordKey(w.replace(/^ה(?=\p{L}{3})/u, ''), corpus.vocab);
  for (const c of all) {
    if (c.restated || hebrewStemNames(corpus, c.condition, c.term)) continue;
    const key = `אם ${c.condition}`;
    const pool = all
      .filter(
        (o) =>
          o !== c &&
          o.doc === c.doc &&
          subjectKey(o.subject) === subjectKey(c.subject) &&
          o.term !== c.term &&
          !hebrewStemNames(corpus, o.condition, c.term),
      )
      .map((o) => `אם ${o.condition}`)
      .filter((o, i, a) => a.indexOf(o) === i && jaccard(keySet(o), keySet(key)) < 0.6)
      .sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length));
    const distractors = firstThree(key, pool);
    if (!distractors) continue;
    const stem = `לפי החומר, מתי ${c.phrase}?`;
    out.push(
      writtenCand(1.3, c.sentences, c.term, {
        form: 'definition-from-term',
        stem,
        key,
        distractors,
        doc: c.doc,
        unit: c.unit,
        quote: c.quote,
        why: 'שאר האפשרויות הן התנאים שהחומר נותן לתכונות אחרות.',
      }),
    );
  }
  return out;
}

/**
 * "איזה מושג מוגדר בחומר כך: "<body>"?" for a labelled definition whose body is words, not math or a condition
 * ("הגדרה 1.4.1 (סדרה): אוסף אינסופי ממוספר (סדור) של מספרים: ..." gives "סדרה"; form `term-from-definition`).
 * The options are the names of the document's other definitions and the concepts of two words or more it names ("חסם
 * מלמעלה"), of
 * the key's number, sharing no word with the key, the body or each other (one name of each label only: "סביבת-ε",
 * not its alias "ε-סביבה").
 */
export function hebrewLabelledDefinitionCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const S = corpus.sentences;
  const out: Cand[] = [];
  const words = (t: string) => new Set(t.split(/[\s-]+/u).map((w) => wordKey(w, corpus.vocab)));
  for (let i = 0; i + 1 < S.length; i++) {
    const label = HE_LABEL_RE.exec(withoutNiqqud(S[i]!.text).trim());
    if (!label || label[1] !== 'הגדרה' || withoutNiqqud(S[i]!.text).trim().length > label[0].length + 1)
      continue;
    const name = conceptName(label[2]!.split(/\s*\/\s*/u)[0]!);
    const next = S[i + 1]!;
    if (!name || next.unit !== S[i]!.unit || next.block !== S[i]!.block) continue;
    const body = withoutNiqqud(next.text)
      .trim()
      .replace(/[\s:.;]+$/u, '');
    const n = body.split(/\s+/u).length;
    // words only: a body with math, a condition ("נאמר ש...", "... אם ...") or a setup ("תהי") is asked otherwise
    if (n < 3 || n > 20 || !/^[\u05D0-\u05EA][\u05D0-\u05EA\s,()'"-]+$/u.test(body)) continue;
    if (/(?<!\p{L})(?:אם|נאמר|אומרים|נקרא|נקראת|תהי|יהי|יהיו|תהיינה)(?!\p{L})/u.test(body)) continue;
    if (hebrewStemNames(corpus, body, name)) continue;
    const keyWords = words(name);
    const labelNames = new Set<string>();
    for (const s of S) {
      const m = s.doc === S[i]!.doc ? HE_LABEL_RE.exec(withoutNiqqud(s.text)) : null;
      // a label's aliases after "/" name the same concept: never two options
      if (m) for (const alias of m[2]!.split(/\s*\/\s*/u).slice(1)) labelNames.add(alias.trim());
    }
    // concepts of the key's family only, by their own labelled definitions or head nouns (eng-kinds, `kinds.ts`):
    // "אוסף ... של מספרים" is a collection's, and a property (חסימות), a number (חסם מלמטה) or an interval
    // (סביבת-ε) plainly is none; no question when the notes have not three concepts of the family
    const bodies = labelBodies(corpus, S[i]!.doc);
    const keyFamily = termFamily(name, body);
    const pool = hebrewConcepts(corpus)
      .filter(
        (c) =>
          c.doc === S[i]!.doc &&
          c.text !== name &&
          !labelNames.has(c.text) &&
          ofKeyFamily(keyFamily, termFamily(c.text, bodies.get(c.text)), true) &&
          // a name after "נקראת" of one word is often the property's adjective ("חסומה"), no concept's name
          (c.source === 'label' ? c.kind === 'הגדרה' : c.source === 'named' && /\s/u.test(c.text)) &&
          hebrewOptionFits(corpus, name, c.text, body) &&
          ![...words(c.text)].some((w) => keyWords.has(w)) &&
          !hebrewStemNames(corpus, body, c.text),
      )
      .map((c) => c.text)
      .sort((a, b) => Math.abs(a.length - name.length) - Math.abs(b.length - name.length));
    const picked = threeApart(name, pool, words);
    if (!picked) continue;
    const sentences = [i, i + 1];
    const quote = `${S[i]!.text} ${next.text}`;
    out.push(
      writtenCand(1.2, sentences, name, {
        form: 'term-from-definition',
        stem: `איזה מושג מוגדר בחומר כך: "${body}"?`,
        key: name,
        distractors: picked,
        doc: S[i]!.doc,
        unit: S[i]!.unit,
        quote,
        why: 'שאר האפשרויות הן מושגים אחרים שהחומר מגדיר.',
      }),
    );
  }
  return out;
}

/**
 * The body of each labelled definition of a document by the label's names ("הגדרה 1.2.1 (סביבת-ε / ε-סביבה):
 * סביבת 𝜀 של 𝑥_0 ∈ ℝ הוא קטע ..."): the rest of the label's sentence, or the next sentence of its block.
 */
function labelBodies(corpus: Corpus, doc: number): Map<string, string> {
  const S = corpus.sentences;
  const out = new Map<string, string>();
  for (let j = 0; j < S.length; j++) {
    if (S[j]!.doc !== doc) continue;
    const plain = withoutNiqqud(S[j]!.text).trim();
    const m = HE_LABEL_RE.exec(plain);
    if (!m || m[1] !== 'הגדרה') continue;
    let rest = plain.slice(m[0].length).trim();
    const next = S[j + 1];
    if (!rest && next && next.doc === doc && next.unit === S[j]!.unit && next.block === S[j]!.block)
      rest = withoutNiqqud(next.text).trim();
    if (!rest) continue;
    for (const part of m[2]!.split(/\s*\/\s*/u)) {
      const n = conceptName(part);
      if (n && !out.has(n)) out.set(n, rest);
    }
  }
  return out;
}

/** "תופעה זו נקראת התארכות זמן.": a kind noun, a pointer at the sentence before, the name and nothing after it. */
const POINTER_RE = new RegExp(
  `^(תופעה|אפקט)\\s+(זה|זו|זאת)\\s+(?:נקרא|נקראת)\\s+(${HE_WORD}(?:\\s+${HE_WORD}){0,2})\\s*\\.?$`,
  'u',
);
/** A name of an effect or a property: a process noun ("התארכות", "התקצרות") or an abstract one ("סימולטניות"). */
const EFFECT_NAME_RE = /^(?:הת\p{L}{3,}ות|\p{L}{3,}יות)$/u;

/**
 * Whether the sentence before a pointer says on its own what it points at: no formula, no number, no pointer of its
 * own ("מביטוי זה רואים ש..."), no connective that leans on the sentence before it ("כלומר", "לכן").
 */
function describesAlone(text: string): boolean {
  const t = withoutReciprocals(withoutNiqqud(text)).trim();
  if (/zqm[a-z]+q|\d|\$|[=<>?:]/u.test(t)) return false;
  if (/(?<!\p{L})(?:זה|זו|זאת|אלה|אלו|הנ"ל|כזה|כזו|כאלה)(?!\p{L})/u.test(t)) return false;
  if (/^(?:כלומר|לכן|ולכן|מכאן|כך|אז|גם|אבל|אך|בנוסף|לעומת|למשל|נניח|נדמיין|נראה|נשים)(?!\p{L})/u.test(t))
    return false;
  const n = t.split(/\s+/u).length;
  return n >= 5 && n <= 25 && /[.]$/u.test(t);
}

/**
 * "איזו תופעה מתוארת בחומר כך: "<the sentence before>"?" for a name the notes give through a pointer ("מבחינת
 * האדם העומד על הרציף, השעון על הרכבת מתקתק יותר לאט." then "תופעה זו נקראת התארכות זמן."; form
 * `term-from-definition`). Only when the sentence before is a description on its own (`describesAlone`), the name
 * is a concept the notes name, the description names no word of it, and the name is of an effect; the distractors
 * are the other effects the same document names (process and abstract nouns: "התקצרות אורך", "סימולטניות"),
 * of the key's number and gender, sharing no word with the key, the description or each other.
 */
export function hebrewPointerNameCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const S = corpus.sentences;
  const out: Cand[] = [];
  const words = (t: string) => new Set(t.split(/[\s-]+/u).map((w) => wordKey(w, corpus.vocab)));
  for (let i = 1; i < S.length; i++) {
    const s = S[i]!;
    const prev = S[i - 1]!;
    const m = POINTER_RE.exec(withoutNiqqud(s.text).trim());
    if (!m || prev.unit !== s.unit || prev.doc !== s.doc || prev.reject) continue;
    const name = conceptName(m[3]!);
    if (!name || !isHebrewConcept(corpus, name) || !EFFECT_NAME_RE.test(name.split(/\s+/u)[0]!)) continue;
    if (!describesAlone(prev.text)) continue;
    const body = withoutNiqqud(prev.text)
      .trim()
      .replace(/[\s.]+$/u, '');
    if (hebrewStemNames(corpus, body, name)) continue;
    const keyWords = words(name);
    const bodyWords = words(body);
    const pool = hebrewConcepts(corpus)
      .filter(
        (c) =>
          c.doc === s.doc &&
          c.text !== name &&
          EFFECT_NAME_RE.test(c.text.split(/\s+/u)[0]!) &&
          hebrewOptionFits(corpus, name, c.text, body) &&
          ![...words(c.text)].some((w) => keyWords.has(w) || bodyWords.has(w)) &&
          !hebrewStemNames(corpus, body, c.text),
      )
      .map((c) => c.text)
      .sort((a, b) => Math.abs(a.length - name.length) - Math.abs(b.length - name.length));
    const picked = threeApart(name, pool, words);
    if (!picked) continue;
    // the kind noun agrees with its pointer: "תופעה זו" (feminine), "אפקט זה" (masculine)
    const stem =
      m[2] === 'זה' ? `איזה ${m[1]} מתואר בחומר כך: "${body}"?` : `איזו ${m[1]} מתוארת בחומר כך: "${body}"?`;
    const sentences = [i - 1, i];
    const quote = `${prev.text} ${s.text}`;
    out.push(
      writtenCand(1.2, sentences, name, {
        form: 'term-from-definition',
        stem,
        key: name,
        distractors: picked,
        doc: s.doc,
        unit: s.unit,
        quote,
        why: 'שאר האפשרויות הן תופעות אחרות שהחומר מתאר.',
      }),
    );
  }
  return out;
}

/**
 * Three distractors from `pool` (nearest in length first) that share no word (`words`: the reader's word keys) with
 * each other, and that with `name` neither overlap nor let the longest option give the key away; null when the pool
 * has no such three.
 */
function threeApart(name: string, pool: string[], words: (t: string) => Set<string>): string[] | null {
  const picked: string[] = [];
  for (const c of pool) {
    if (picked.length === 3) break;
    const ws = words(c);
    if (picked.some((p) => [...words(p)].some((w) => ws.has(w)))) continue;
    picked.push(c);
  }
  if (picked.length < 3 || overlappingOptions([name, ...picked]) || longestOptionCue([name, ...picked], 0))
    return null;
  return picked;
}

/**
 * The first three of `pool`, in its order, that stand beside `key` as options with no two overlapping and no
 * longest-option cue; null when no three do.
 */
export function firstThree(key: string, pool: string[]): string[] | null {
  for (let a = 0; a < pool.length; a++)
    for (let b = a + 1; b < pool.length; b++)
      for (let d = b + 1; d < pool.length; d++) {
        const opts = [key, pool[a]!, pool[b]!, pool[d]!];
        if (!overlappingOptions(opts) && !longestOptionCue(opts, 0)) return opts.slice(1);
      }
  return null;
}
