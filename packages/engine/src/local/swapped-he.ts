/**
 * Hebrew "which statement is correct according to the material" (issue 11, decision 104): "לפי החומר, איזו
 * מהטענות הבאות נכונה?" with one central statement of a document as written and three other statements of the
 * same document, each made false by ONE swap for a word of the same kind:
 * - an opposite the material itself uses, in the same gender and number ("קטנה ממהירות האור" -> "גדולה ...",
 *   "מונוטונית עולה" -> "מונוטונית יורדת", "יותר" -> "פחות");
 * - a property negated or affirmed where the material writes it both ways ("היא חסומה" -> "היא לא חסומה",
 *   "גודל שאינו משתנה" -> "גודל שמשתנה"); a property affirmed and then denied by a negative copula, the copula made
 *   positive ("שנראים סימולטניים במערכת אחת, אינם סימולטניים במערכת אחרת" -> "..., הם סימולטניים ...");
 * - the relation of a theorem's conclusion turned round ("אם 𝑎𝑛 ≥ 0, אז lim 𝑎𝑛 ≥ 0" -> "... lim 𝑎𝑛 ≤ 0"), a
 *   conclusion of one equality or membership denied ("אז 𝐿_1 = 𝐿_2" -> "אז 𝐿_1 ≠ 𝐿_2", "∈ [𝑎, 𝑏]" -> "∉ [𝑎, 𝑏]");
 * - a measured value for another value of the same unit the document gives ("10 שנים" -> "20 שנים");
 * - a result's converse where the notes say the converse does not hold ("אם סדרה מתכנסת, אזי היא חסומה." ->
 *   "אם סדרה חסומה, אזי היא מתכנסת.").
 * A statement the notes restate right after it ("כלומר, ...") is quoted with its restatement.
 * Refused: a word that inflects unlike its swap (only forms of one gender and number are exchanged), a sentence
 * that holds the word twice or both words of the pair (turned, it contradicts itself or says the same), a swap of
 * a property that a concept of the sentence is defined by ("רק הגודל האינוואריאנטי אינו משתנה"), and a swapped
 * sentence the material states elsewhere. A statement of a worked example, the lecturer's "we", a pointer back or
 * a clause that leans on the sentence before is no option.
 */
import { contentKeys, wordKey } from '../text.ts';
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand } from './forms.ts';
import { pickThree } from './forms.ts';
import { optionTypo } from './cues.ts';
import { buildTrueStatement, seeded } from './statement-options.ts';
import { formulaCandidates } from './formula.ts';
import {
  HE_LABEL_RE,
  hebrewDefinition,
  hebrewPrincipleCandidates,
  hebrewResultCandidates,
  readableMath,
  selfContained,
  withoutLimitScripts,
  withoutNiqqud,
  withoutReciprocals,
} from './hebrew.ts';

/** Opposites by form: masculine singular, feminine singular, masculine plural, feminine plural (or one form). */
const HE_OPPOSITES: [string[], string[]][] = [
  [
    ['גדול', 'גדולה', 'גדולים', 'גדולות'],
    ['קטן', 'קטנה', 'קטנים', 'קטנות'],
  ],
  [
    ['ארוך', 'ארוכה', 'ארוכים', 'ארוכות'],
    ['קצר', 'קצרה', 'קצרים', 'קצרות'],
  ],
  [
    ['גבוה', 'גבוהה', 'גבוהים', 'גבוהות'],
    ['נמוך', 'נמוכה', 'נמוכים', 'נמוכות'],
  ],
  [
    ['חיובי', 'חיובית', 'חיוביים', 'חיוביות'],
    ['שלילי', 'שלילית', 'שליליים', 'שליליות'],
  ],
  [
    ['עולה', 'עולה', 'עולים', 'עולות'],
    ['יורד', 'יורדת', 'יורדים', 'יורדות'],
  ],
  [
    ['מתכנס', 'מתכנסת', 'מתכנסים', 'מתכנסות'],
    ['מתבדר', 'מתבדרת', 'מתבדרים', 'מתבדרות'],
  ],
  [
    ['סופי', 'סופית', 'סופיים', 'סופיות'],
    ['אינסופי', 'אינסופית', 'אינסופיים', 'אינסופיות'],
  ],
  [
    ['פתוח', 'פתוחה', 'פתוחים', 'פתוחות'],
    ['סגור', 'סגורה', 'סגורים', 'סגורות'],
  ],
  [
    ['זהה', 'זהה', 'זהים', 'זהות'],
    ['שונה', 'שונה', 'שונים', 'שונות'],
  ],
  [
    ['מקסימלי', 'מקסימלית', 'מקסימליים', 'מקסימליות'],
    ['מינימלי', 'מינימלית', 'מינימליים', 'מינימליות'],
  ],
  [
    ['עליון', 'עליונה', 'עליונים', 'עליונות'],
    ['תחתון', 'תחתונה', 'תחתונים', 'תחתונות'],
  ],
  [
    ['מוקדם', 'מוקדמת', 'מוקדמים', 'מוקדמות'],
    ['מאוחר', 'מאוחרת', 'מאוחרים', 'מאוחרות'],
  ],
  [['מהר'], ['לאט']],
  // "נהיה קשה להאיץ את הגוף" / "קל"
  [
    ['קשה', 'קשה', 'קשים', 'קשות'],
    ['קל', 'קלה', 'קלים', 'קלות'],
  ],
  [['מלמעלה'], ['מלמטה']],
  [['יותר'], ['פחות']],
  // "גוף חסר מסה" / "גוף בעל מסה" (before "מסה" only: "בעל" is also "owner")
  [
    ['חסר', 'חסרת', 'חסרי', 'חסרות'],
    ['בעל', 'בעלת', 'בעלי', 'בעלות'],
  ],
  [
    ['יחסותי', 'יחסותית', 'יחסותיים', 'יחסותיות'],
    ['קלאסי', 'קלאסית', 'קלאסיים', 'קלאסיות'],
  ],
];

/** Properties a statement may deny or affirm ("חסומה" / "לא חסומה"), by form as above. */
const HE_NEGATABLE: string[][] = [
  ['חסום', 'חסומה', 'חסומים', 'חסומות'],
  ['רציף', 'רציפה', 'רציפים', 'רציפות'],
  ['מתכנס', 'מתכנסת', 'מתכנסים', 'מתכנסות'],
  ['קבוע', 'קבועה', 'קבועים', 'קבועות'],
  ['נשמר', 'נשמרת', 'נשמרים', 'נשמרות'],
  ['משתנה', 'משתנה', 'משתנים', 'משתנות'],
  ['מונוטוני', 'מונוטונית', 'מונוטוניים', 'מונוטוניות'],
  ['גזיר', 'גזירה', 'גזירים', 'גזירות'],
  // not the feminine plural: "סימולטניות" is also the noun (simultaneity)
  ['סימולטני', 'סימולטנית', 'סימולטניים'],
];

interface Entry {
  pair: number;
  side: 0 | 1;
  slots: number[];
}
const OPPOSITE_OF = new Map<string, Entry>();
HE_OPPOSITES.forEach(([a, b], pair) =>
  ([a, b] as const).forEach((forms, side) =>
    forms.forEach((f, slot) => {
      const e = OPPOSITE_OF.get(f) ?? { pair, side: side as 0 | 1, slots: [] };
      e.slots.push(slot);
      OPPOSITE_OF.set(f, e);
    }),
  ),
);
const NEGATABLE_OF = new Map<string, number>();
HE_NEGATABLE.forEach((forms, i) => forms.forEach((f) => NEGATABLE_OF.set(f, i)));

/** A negative copula and its positive ("אינם" -> "הם"). */
const NEGATIVE_COPULA: Record<string, string> = { אינו: 'הוא', אינה: 'היא', אינם: 'הם', אינן: 'הן' };
const NEGATOR = /^(?:ו?ש?לא|ו?ש?אינו|ו?ש?אינה|ו?ש?אינם|ו?ש?אינן)$/u;
/** Prefixes an adjective may carry ("הקצר", "והגדולה", "שקטנה"); "מהר" and "לאט" are read whole first. */
const ADJ_PREFIX = /^(?:וכש|וש|וה|שה|כש|ו|ה|ש)(?=\p{L}{2})/u;

/** A Hebrew word token of a sentence with its place. */
interface Tok {
  text: string;
  start: number;
  end: number;
}
function tokensOf(text: string): Tok[] {
  return [...text.matchAll(/[\u05D0-\u05EA][\u05D0-\u05EA'"״-]*/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** A word of the table read whole, else after a prefix: the prefix and the form. */
function split<T>(w: string, table: Map<string, T>): { prefix: string; form: string; e: T } | null {
  const whole = table.get(w);
  if (whole !== undefined) return { prefix: '', form: w, e: whole };
  const m = ADJ_PREFIX.exec(w);
  if (!m) return null;
  const rest = w.slice(m[0].length);
  const e = table.get(rest);
  return e === undefined ? null : { prefix: m[0], form: rest, e };
}

/** A statement of the material made false by one swap. */
export interface HeSwapped {
  s: Sentence;
  text: string;
  kind: 'converse' | 'opposite' | 'negation' | 'relation' | 'number';
  /** The word or sign as the material writes it, and what it became. */
  original: string;
  swapped: string;
}

/** Per document: word counts (prefixes read off), negated and affirmed properties, definitional words. */
interface DocWords {
  words: Map<string, number>;
  negated: Set<number>;
  affirmed: Set<number>;
  sentences: Sentence[];
}

export function docWords(corpus: Corpus, doc: number): DocWords {
  const words = new Map<string, number>();
  const negated = new Set<number>();
  const affirmed = new Set<number>();
  const sentences = corpus.sentences.filter((s) => s.doc === doc);
  for (const s of sentences) {
    const toks = tokensOf(withoutNiqqud(s.text));
    toks.forEach((t, i) => {
      words.set(t.text, (words.get(t.text) ?? 0) + 1);
      const p = ADJ_PREFIX.exec(t.text);
      if (p) {
        const rest = t.text.slice(p[0].length);
        words.set(rest, (words.get(rest) ?? 0) + 1);
      }
      const n = split(t.text, NEGATABLE_OF);
      if (n && n.prefix !== 'ה') (i > 0 && NEGATOR.test(toks[i - 1]!.text) ? negated : affirmed).add(n.e);
    });
  }
  return { words, negated, affirmed, sentences };
}

/** The lecturer's "we", a step of a solution, an example's props, a pointer back: no standalone statement. */
export const NOT_A_STATEMENT =
  /(?<!\p{L})(?:ו?(?:אנו|אנחנו|לנו|נראה|נקבל|נשתמש|נניח|נגדיר|נחשב|נבחר|נוכיח|נסמן|נזכור|נשים|נמצא|נבצע|ראינו|מצאנו|קיבלנו|הראינו|הוכחנו|השתמשנו|הגדרנו|נדמיין|נביט|נתבונן|שימו|לדוגמה|לדוגמא|לדגומה|למשל|דוגמה|תרגיל|השאלה|הבעיה|רכבת|הרכבת|ברכבת|רציף|הרציף|ברציף|חללית|החללית|בחללית|ירח|הירח|ילד|הילד|מוט|המוט|המעבדה|במעבדה|ניסוי|שאלה|התוצאה|הפוטון|פוטון|החלקיק|בפתירת|תרגילים|עוזר|מומלץ|כדאי|נוח|שימושי|(?<!ייחוס\s)אחרת))(?!\p{L})/u;
export const POINTER =
  /(?<!\p{L})(?:ו?ש?ב?ל?מ?ה?(?:זו|זה|זאת|אלה|אלו|הנ"ל|הקודם|הקודמת|הבא|הבאה|למעלה|לעיל))(?!\p{L})|(?<!\p{L})ו?ש?(?:כזה|כזו|כזאת|כאלה|כאלו)(?!\p{L})(?!\s+ש)/u;
/** The props of a worked example with any prefix ("מהחללית", "לרציף"): a statement about them is the example's. */
const EXAMPLE_PROP = /(?<!\p{L})ו?[מבלכש]?ה?(?:רכבת|רציף|חללית|ירח|מוט|מעבדה|צופה מהחללית)(?!\p{L})/u;
/** A clause that leans on the sentence before ("מכיוון ש...", "לכן", "כלומר"). */
const LEANS =
  /^(?:מכיוון|כיוון|מאחר|כדי|בגלל|לאחר|לפני|בעוד|אולם|אבל|אך|בניגוד|למרות|כפי|לכן|ולכן|כלומר|מכאן|לעומת|בנוסף|גם|אכן|בפרט|במקרה|בדיוק|אחרת|ואז|אז|היא|הוא|הם|הן|זהו|זוהי)(?!\p{L})/u;
/** Notes that set up their symbols first ("תהיינה 𝑎𝑛, 𝑏𝑛 סדרות ..."): a statement after the set-up needs it. */
const SETUP = /^(?:תהי|תהיינה|יהי|יהיו|נניח)(?!\p{L})/u;

/** A sentence of a worked example: its block opens with "דוגמה:" or "פתרון:" (a callout of the notes). */
export function inExample(corpus: Corpus, s: Sentence): boolean {
  // read once per material, in one pass: a sentence is in an example when its block opened one up to it
  let flags = examples.get(corpus);
  if (!flags || flags.length !== corpus.sentences.length) {
    flags = new Uint8Array(corpus.sentences.length);
    corpus.sentences.forEach((p, j) => {
      const opens = /^(?:\*\*)?(?:דוגמה|דוגמא|דוגמאות|פתרון|תרגיל)(?!\p{L})/u.test(
        withoutNiqqud(p.text).trim(),
      );
      const before = j > 0 && corpus.sentences[j - 1]!.block === p.block && flags![j - 1] === 1;
      flags![j] = opens || before ? 1 : 0;
    });
    examples.set(corpus, flags);
  }
  return flags[s.index] === 1;
}
const examples = new WeakMap<Corpus, Uint8Array>();

/** "אנו רואים (מדוגמה זו) ש...", "ראינו ש...": the claim after the lead, as written ("הזמן העצמי ... הוא ..."). */
const CLAIM_LEAD =
  /^(?:(?:(?:מכאן\s+)?(?:אנו|אנחנו)\s+רואים|ראינו|מצאנו|הראינו)\s+(?:מ\p{L}+\s+(?:זו|זה|זאת)\s+|כאן\s+|מכאן\s+)?|משמעותה\s+|משמעותו\s+|מכאן\s+)ש(?=\p{L}{2})/u;
/**
 * A lead that points at a figure or compares with the classical case, before a whole claim of the notes' own (eng-
 * yield8he): "כפי שניתן לראות בגרף הבא, ככל שמהירות הגוף מתקרבת ...", "בדיוק כמו בגבול הקלאסי (...), אם לא פועל
 * כוח חיצוני שקול ..., התנע הכולל נשמר.". The claim after it holds without it.
 */
const FRAME_LEAD =
  /^(?:כפי\s+ש(?:ניתן|אפשר)\s+לראות\s+ב(?:גרף|איור|תרשים)(?:\s+(?:הבא|למעלה|הקודם))?|בדיוק\s+כמו\s+ב[^,()]{2,30}?(?:\s*\([^()]*\))?)\s*,\s*(?=\p{L}{2})/u;

/** The statement a sentence makes, as an option: the sentence, or its claim after a lead ("אנו רואים ש..."). */
export function statementText(s: Sentence): string {
  // a space the PDF leaves before the full stop ("∈ [𝑎, 𝑏] .") would set the key apart from the options
  return withoutNiqqud(s.text)
    .trim()
    .replace(CLAIM_LEAD, '')
    .replace(FRAME_LEAD, '')
    .replace(/\s+([.;])$/u, '$1');
}

const HE_REASON = /(?<!\p{L})(?:ו?לכן|כי|מכיוון|משום|מאחר|בגלל|כתוצאה|ולכן|כך ש)(?!\p{L})/u;

/** A result's label without a name ("משפט 1.5.2:"), or a proof's: what comes before is another result. */
const RESULT_LABEL = /^(?:משפט|הגדרה|ל?למה|טענה|מסקנה|מסקנות|הוכחה|הערה|הערות)\s*[\d.]*\s*(?:\(|:|$)/u;

/**
 * A conclusion drawn in words ("מכאן אנו רואים ש...") about the subject its section is named for: "אירועים שנראים
 * סימולטניים ..., אינם סימולטניים ..." under the heading "סימולטניות" (the adjective of the heading's abstract noun).
 * Its words are no terms of the material (the noun and the adjective differ), so centrality misses it; it is the
 * section's point.
 */
function concludesHeading(s: Sentence, text: string): boolean {
  const stems = (s.heading ?? '')
    .split(/\s+/u)
    .map((w) => withoutNiqqud(w).replace(/(?:ות|ים)$/u, ''))
    .filter((w) => /^[\u05D0-\u05EA]{5,}$/u.test(w));
  if (stems.length !== 1) return false;
  return tokensOf(text).some((t) =>
    t.text.replace(/^(?:ו|ש|ה|ב|ל|מ|כ){1,2}(?=\p{L}{5})/u, '').startsWith(stems[0]!),
  );
}

/** Sentences a key or a swapped option may come from. */
export function statementSource(corpus: Corpus, s: Sentence): boolean {
  const text = statementText(s);
  if (inExample(corpus, s)) return false;
  const led = text !== withoutNiqqud(s.text).trim();
  if (!/[.!]$/u.test(text) || /[?:]$/u.test(text)) return false;
  const words = text.split(/\s+/u).length;
  if (words < 5 || words > 30) return false;
  // "תמיד", "בהכרח": an absolute word marks an option as false to the test-wise (quality.ts)
  if (/תמיד|אף פעם|לעולם|בהכרח/u.test(text)) return false;
  if (NOT_A_STATEMENT.test(text) || POINTER.test(withoutReciprocals(text)) || LEANS.test(text)) return false;
  if (EXAMPLE_PROP.test(text)) return false;
  if ((text.match(/zqm[a-p]+q/gu) ?? []).length > 2) return false;
  if (s.usable || (led && (s.reject === 'referent' || s.reject === 'signpost')))
    return s.centrality >= 0.45 || (led && concludesHeading(s, text));
  // a result of math notes: "אם ... אז/אזי ..." in words around readable math, its symbols set up in itself
  if (s.reject !== 'debris' && s.reject !== 'math') return false;
  if (!/^אם\s/u.test(text) || !/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(text) || !readableMath(text))
    return false;
  if (!selfContained(text)) return false;
  for (let j = s.index - 1; j >= 0 && j >= s.index - 6; j--) {
    const p = corpus.sentences[j]!;
    if (p.unit !== s.unit || p.doc !== s.doc) break;
    // a proof ended ("∎") before it: what comes before is another result's
    if (j < s.index && /∎/u.test(p.text)) break;
    if (SETUP.test(withoutNiqqud(p.text).trim())) return false;
    if (HE_LABEL_RE.test(withoutNiqqud(p.text)) || RESULT_LABEL.test(withoutNiqqud(p.text).trim())) break;
  }
  return true;
}

/** The sentence with one opposite turned ("קטנה" -> "גדולה"), in the same gender and number. */
export function swapOpposite(
  text: string,
  dw: DocWords,
): { text: string; original: string; swapped: string } | null {
  const toks = tokensOf(text);
  const hits = toks
    .map((t, i) => ({ t, i, m: split(t.text, OPPOSITE_OF) }))
    .filter((h) => h.m && !(h.m.form === 'יותר' && h.m.prefix))
    // an adjective turned reads plainer than "יותר" turned ("יותר קצר", not "פחות ארוך")
    .sort((a, b) => Number(a.m!.form === 'יותר') - Number(b.m!.form === 'יותר'));
  for (const h of hits) {
    const { pair, side, slots } = h.m!.e;
    // one word of the pair, once: with both (or twice) the turned sentence contradicts itself or says the same
    if (hits.filter((o) => o.m!.e.pair === pair).length !== 1) continue;
    const other = HE_OPPOSITES[pair]![1 - side]!;
    // the material uses the opposite
    if (!other.some((f) => (dw.words.get(f) ?? 0) > 0)) continue;
    let forms = [...new Set(slots.map((k) => other[Math.min(k, other.length - 1)]!))];
    if (forms.length > 1) {
      // "עולה" is masculine and feminine: the form the material uses, else the one the word before agrees with
      const used = forms.filter((f) => (dw.words.get(f) ?? 0) > 0);
      if (used.length === 1) forms = used;
      else {
        const prev = toks[h.i - 1]?.text ?? '';
        const fem = /[תה]$/u.test(prev) && other[1] !== undefined;
        forms = [fem ? other[1]! : other[0]!];
      }
    }
    if (HE_OPPOSITES[pair]![0]![0] === 'חסר' && !/^\s+מסה(?!\p{L})/u.test(text.slice(h.t.end))) continue;
    // "בין מערכות ייחוס שונות" turned ("... זהות") says nothing false: a change between the same frames
    if (
      HE_OPPOSITES[pair]![0]![0] === 'זהה' &&
      /(?<!\p{L})בין(?:\s+\S+){0,3}\s*$/u.test(text.slice(0, h.t.start))
    )
      continue;
    // "לפני ואחרי", "גדול או קטן": coordinated, turned round it says the same
    const around = text.slice(Math.max(0, h.t.start - 6), h.t.end + 6);
    if (/(?<!\p{L})(?:או|וגם)(?!\p{L})/u.test(around)) continue;
    const swapped = h.m!.prefix + forms[0]!;
    return {
      text: text.slice(0, h.t.start) + swapped + text.slice(h.t.end),
      original: h.t.text,
      swapped,
    };
  }
  return null;
}

/** The sentence with one property denied or affirmed ("היא חסומה" <-> "היא לא חסומה", "שאינו משתנה" -> "שמשתנה"). */
export function swapNegation(
  text: string,
  dw: DocWords,
): { text: string; original: string; swapped: string } | null {
  const toks = tokensOf(text);
  const hits = toks.map((t, i) => ({ t, i, m: split(t.text, NEGATABLE_OF) })).filter((h) => h.m);
  for (const h of hits) {
    const lex = h.m!.e;
    const same = hits.filter((o) => o.m!.e === lex);
    if (same.length === 2 && same[0] === h) {
      // "אירועים שנראים סימולטניים במערכת אחת, אינם סימולטניים במערכת אחרת": a property affirmed, then denied of
      // the same things by a negative copula; the copula made positive ("..., הם סימולטניים ...") says the claim's
      // opposite
      const second = same[1]!;
      const neg = toks[second.i - 1];
      const copula = neg && NEGATIVE_COPULA[neg.text];
      const firstNegated = h.i > 0 && NEGATOR.test(toks[h.i - 1]!.text);
      if (copula && !firstNegated && neg.end + 1 === second.t.start && !second.m!.prefix)
        return {
          text: text.slice(0, neg.start) + copula + text.slice(neg.end),
          original: `${neg.text} ${second.t.text}`,
          swapped: `${copula} ${second.t.text}`,
        };
    }
    if (same.length !== 1) continue;
    // the material writes the property (a law's: conserved, constant, bounded); "הסדרה החסומה" (a definite
    // adjective) is not turned
    if (!dw.affirmed.has(lex) || h.m!.prefix.includes('ה')) continue;
    const prev = toks[h.i - 1];
    if (prev && NEGATOR.test(prev.text) && prev.end + 1 === h.t.start) {
      // "שאינו משתנה" -> "שמשתנה", "לא חסומה" -> "חסומה"
      const lead = /^(ו?ש?)/u.exec(prev.text)![1]!;
      const swapped = lead + h.t.text;
      return {
        text: text.slice(0, prev.start) + swapped + text.slice(h.t.end),
        original: `${prev.text} ${h.t.text}`,
        swapped,
      };
    }
    // "נשאר קבוע" -> "לא נשאר קבוע"
    if (prev && /^(?:נשאר|נשארת|נשארים|נשארות)$/u.test(prev.text) && prev.end + 1 === h.t.start)
      return {
        text: `${text.slice(0, prev.start)}לא ${text.slice(prev.start)}`,
        original: h.t.text,
        swapped: `לא ${prev.text}`,
      };
    const lead = h.m!.prefix;
    const swapped = `${lead}לא ${h.m!.form}`;
    return { text: text.slice(0, h.t.start) + swapped + text.slice(h.t.end), original: h.t.text, swapped };
  }
  return null;
}

const TURN: Record<string, string> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };

/** A result "אם ... אז ..." with the one relation of its conclusion turned round ("lim 𝑎𝑛 ≥ 0" -> "≤ 0"). */
export function swapRelation(text: string): { text: string; original: string; swapped: string } | null {
  const m = /(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.exec(text);
  if (!/^אם\s/u.test(text) || !m) return null;
  const tail = text.slice(m.index);
  const bare = withoutLimitScripts(tail).replace(/lim\s/gu, '');
  const rel = [...tail.matchAll(/[<>≤≥]/gu)];
  if (rel.length === 1 && !/[=≠∈∉⊆→⟶]/u.test(bare)) {
    const at = m.index + rel[0]!.index;
    const sign = text[at]!;
    return {
      text: text.slice(0, at) + TURN[sign]! + text.slice(at + 1),
      original: sign,
      swapped: TURN[sign]!,
    };
  }
  // a conclusion of one equality or membership and no other relation ("אז 𝐿_1 = 𝐿_2", "אז lim 𝑎_𝑛 ∈ [𝑎, 𝑏]")
  // denied ("≠", "∉"); a sign inside a limit's subscript ("lim_{𝑛→∞}") is none
  if ((bare.match(/[=∈]/gu) ?? []).length !== 1 || /[<>≤≥≠∉⊆→⟶]/u.test(bare)) return null;
  const signs = [...tail.matchAll(/[=∈]/gu)].filter((x) => !/_\{[^}]*$/u.test(tail.slice(0, x.index)));
  if (signs.length !== 1) return null;
  const at = m.index + signs[0]!.index;
  const sign = text[at]!;
  const denied = sign === '=' ? '≠' : '∉';
  return { text: text.slice(0, at) + denied + text.slice(at + 1), original: sign, swapped: denied };
}

const HE_UNITS =
  '(?:%|אחוז(?:ים)?|שנים|שנה|שניות|שנייה|דקות|שעות|ימים|מטר|מטרים|ק"מ|ס"מ|ק"ג|גרם|וולט|אמפר|ג\'אול)';
const HE_NUMBER_RE = new RegExp(`(?<![\\d.,\\-–/])(\\d+(?:\\.\\d+)?)\\s*(${HE_UNITS})(?![\\p{L}])`, 'gu');

/** A value of a unit swapped for another value of the same unit the document gives (no years, no small counts). */
function swapNumber(
  text: string,
  values: Map<string, Set<string>>,
): { text: string; original: string; swapped: string } | null {
  for (const m of text.matchAll(HE_NUMBER_RE)) {
    const pool = [...(values.get(m[2]!) ?? [])].filter((v) => v !== m[1] && !text.includes(v));
    if (!pool.length) continue;
    const ratio = (v: string) => Math.abs(Math.log((Number(v) || 1e-9) / (Number(m[1]) || 1e-9)));
    const v = pool.sort((a, b) => ratio(a) - ratio(b))[0]!;
    return {
      text: text.slice(0, m.index) + v + text.slice(m.index + m[1]!.length),
      original: m[1]!,
      swapped: v,
    };
  }
  return null;
}

function valuesOf(dw: DocWords): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of dw.sentences)
    for (const m of s.text.matchAll(HE_NUMBER_RE)) {
      if (/^(?:1[5-9]|20)\d\d$/u.test(m[1]!) || (!m[1]!.includes('.') && Number(m[1]) < 2)) continue;
      const set = out.get(m[2]!) ?? new Set();
      set.add(m[1]!);
      out.set(m[2]!, set);
    }
  return out;
}

/** "יש לשים לב שההפך אינו נכון", "הכיוון ההפוך לא נכון": the notes deny a result's converse. */
const CONVERSE_DENIED =
  /(?<!\p{L})(?:ו?ש)?ה?(?:הפך|כיוון ההפוך|טענה ההפוכה)\s+(?:אינו|אינה|לא)\s+(?:נכון|נכונה)(?!\p{L})/u;
/** "אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה.": a subject (its symbol after it), one property, then one property of it. */
const ONE_PROPERTY_RESULT =
  /^אם\s+([\u05D0-\u05EA]+)((?:\s+[^\s\u05D0-\u05EA]+)?)\s+([\u05D0-\u05EA]+),\s+(אז|אזי)\s+(היא|הוא)\s+([\u05D0-\u05EA]+)\.$/u;

/**
 * A result's converse when the notes say, right after the result and its proof, that the converse does not hold
 * ("משפט 1.5.2: אם סדרה מתכנסת, אזי היא חסומה." ... "יש לשים לב שההפך אינו נכון: חסומה ⇍ מתכנסת."; eng-yield8he):
 * "אם סדרה {𝑎𝑛} חסומה, אזי היא מתכנסת." is false by the notes' own word, and the mistake a student makes.
 */
export function swapConverse(
  corpus: Corpus,
  s: Sentence,
  text: string,
): { text: string; original: string; swapped: string } | null {
  const m = ONE_PROPERTY_RESULT.exec(text);
  if (!m || m[3] === m[6]) return null;
  const S = corpus.sentences;
  for (let j = s.index + 1; j < S.length && j <= s.index + 8; j++) {
    const o = S[j]!;
    if (o.doc !== s.doc) break;
    const t = withoutNiqqud(o.text).trim();
    if (CONVERSE_DENIED.test(t)) {
      const turned = `אם ${m[1]}${m[2]} ${m[6]}, ${m[4]} ${m[5]} ${m[3]}.`;
      return { text: turned, original: `${m[3]} -> ${m[6]}`, swapped: `${m[6]} -> ${m[3]}` };
    }
    // another labelled result: what follows is about it
    if (HE_LABEL_RE.test(t) || /^(?:משפט|הגדרה|ל?למה|טענה|מסקנה)\s*[\d.]+\s*:/u.test(t)) break;
  }
  return null;
}

/** Content keys with the polarity of negated words kept ("לא חסומה" is not "חסומה"), math tokens as written. */
function claimKeys(text: string): string[] {
  const out: string[] = [];
  const toks = text
    .split(/\s+/u)
    .map((t) => t.replace(/^[.,;:!?()]+|[.,;:!?()]+$/gu, ''))
    .filter(Boolean);
  toks.forEach((t, i) => {
    if (NEGATOR.test(t)) return;
    const k = /[\u05D0-\u05EA]/u.test(t) ? contentKeys(t)[0] : t;
    if (!k) return;
    out.push(i > 0 && NEGATOR.test(toks[i - 1]!) ? `!${k}` : k);
  });
  return [...new Set(out)];
}

/** Whether another sentence of the document states the swapped sentence: the new word and most of the rest. */
export function materialStates(dw: DocWords, s: Sentence, text: string, swapped: string): boolean {
  const keys = claimKeys(text);
  const must = claimKeys(swapped.replace(/^(?:ו?ש)(?=לא )/u, ''));
  // most of the REST: the new word counted among "most" let a short claim ("הזמן העצמי ... הוא הזמן הארוך ביותר",
  // 4 keys) be found in a sentence that shares the new word and two of its three other words ("פרק הזמן בין שתי
  // מאורעות ... יותר ארוך", of no proper time)
  const rest = keys.filter((k) => !must.includes(k));
  const least = Math.max(1, Math.ceil(rest.length * 0.7));
  const normText = normClaim(text);
  if (normText && !normText.includes('\u0001')) {
    // the same answer as the scan below, through the document's claims read once (`docClaims`)
    const c = docClaims(dw);
    for (let at = c.joined.indexOf(normText); at >= 0; at = c.joined.indexOf(normText, at + 1))
      if (c.sentenceAt(at).index !== s.index) return true;
    // a sentence that holds every new key is among those holding the first one: only they are counted (the
    // rest's keys are common words of the document, held by most of its sentences)
    if (must.length) {
      for (const j of c.byKey.get(must[0]!) ?? []) {
        const o = dw.sentences[j]!;
        if (o.index === s.index) continue;
        const { set } = sentenceClaim(o);
        if (!must.every((k) => set.has(k))) continue;
        let hits = 0;
        for (const k of rest) if (set.has(k)) hits++;
        if (hits >= least) return true;
      }
      return false;
    }
    const n = new Map<number, number>();
    for (const k of rest) for (const j of c.byKey.get(k) ?? []) n.set(j, (n.get(j) ?? 0) + 1);
    for (const [j, hits] of n) {
      const o = dw.sentences[j]!;
      if (o.index !== s.index && hits >= least && must.every((k) => sentenceClaim(o).set.has(k))) return true;
    }
    return false;
  }
  return dw.sentences.some((o) => {
    if (o.index === s.index) return false;
    const { norm, set } = sentenceClaim(o);
    if (norm.includes(normText)) return true;
    if (!must.every((k) => set.has(k))) return false;
    return rest.filter((k) => set.has(k)).length >= least;
  });
}

/**
 * A document's claims read once (`materialStates` asks of every sentence): the normalised texts joined (a text
 * never holds the separator), and the document's sentences (by position) by claim key.
 */
interface DocClaims {
  joined: string;
  sentenceAt: (offset: number) => Sentence;
  byKey: Map<string, number[]>;
}
const docClaimsMemo = new WeakMap<DocWords, DocClaims>();
function docClaims(dw: DocWords): DocClaims {
  let c = docClaimsMemo.get(dw);
  if (c) return c;
  const starts: number[] = [];
  const byKey = new Map<string, number[]>();
  let joined = '';
  dw.sentences.forEach((o, j) => {
    const { norm, set } = sentenceClaim(o);
    starts.push(joined.length);
    joined += norm + '\u0001';
    for (const k of set) {
      const l = byKey.get(k);
      if (l) l.push(j);
      else byKey.set(k, [j]);
    }
  });
  const sentenceAt = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return dw.sentences[lo]!;
  };
  docClaimsMemo.set(dw, (c = { joined, sentenceAt, byKey }));
  return c;
}

const normClaim = (t: string) => withoutNiqqud(t).replace(/\s+/gu, ' ').trim();

/** A sentence's normalised text and claim keys, read once per sentence (materialStates compares every pair). */
const claimCache = new WeakMap<Sentence, { norm: string; set: Set<string> }>();
function sentenceClaim(o: Sentence): { norm: string; set: Set<string> } {
  let c = claimCache.get(o);
  if (!c)
    claimCache.set(o, (c = { norm: normClaim(o.text), set: new Set(claimKeys(withoutNiqqud(o.text))) }));
  return c;
}

/** Whether another sentence of the document holds the turned conclusion ("lim 𝑎𝑛 ≤ 0") or the whole sentence. */
function conclusionStated(dw: DocWords, s: Sentence, text: string): boolean {
  const norm = (t: string) =>
    withoutNiqqud(t)
      .replace(/\s+/gu, ' ')
      .replace(/\s*[.!]\s*$/u, '')
      .trim();
  const m = /(?<!\p{L})(?:אז|אזי)(?!\p{L})\s*(.+)$/u.exec(norm(text));
  const tail = m ? m[1]! : norm(text);
  const whole = norm(text);
  // each sentence of the document normalised once, and joined (a text never holds the separator): a text held by
  // another sentence is found by indexOf, not by a scan of every sentence
  let c = conclusionNorms.get(dw);
  if (!c) {
    const norms = dw.sentences.map((o) => norm(o.text));
    const starts: number[] = [];
    let at = 0;
    for (const n of norms) {
      starts.push(at);
      at += n.length + 1;
    }
    conclusionNorms.set(dw, (c = { norms, joined: norms.join('\u0001'), starts }));
  }
  const { norms, joined, starts } = c;
  const heldElsewhere = (t: string): boolean => {
    if (!t || t.includes('\u0001'))
      return dw.sentences.some((o, j) => o.index !== s.index && norms[j]!.includes(t));
    for (let at = joined.indexOf(t); at >= 0; at = joined.indexOf(t, at + 1)) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      if (dw.sentences[lo]!.index !== s.index) return true;
    }
    return false;
  };
  return heldElsewhere(tail) || heldElsewhere(whole);
}
const conclusionNorms = new WeakMap<DocWords, { norms: string[]; joined: string; starts: number[] }>();

/**
 * Whether the swapped word is what a concept of the sentence is defined by: "רק הגודל האינוואריאנטי אינו משתנה"
 * turned is false by the concept's very name ("גודל שאינו משתנה ... נקרא גודל אינוואריאנטי"), no claim of the
 * material to tell from its opposite.
 */
export function definedBy(dw: DocWords, s: Sentence, word: string): boolean {
  const k = wordKey(word);
  const mine = new Set(
    tokensOf(withoutNiqqud(s.text))
      .map((t) => wordKey(t.text))
      .filter((w) => w.length >= 4 && w !== k),
  );
  // the document's naming sentences ("... נקרא X") read once: the words of the description and of the name
  let named = namings.get(dw);
  if (!named) {
    named = [];
    for (const o of dw.sentences) {
      const m = /^(.+?)\s(?:נקרא|נקראת|נקראים|נקראות|מכונה|מכונים)\s+(.+)$/u.exec(withoutNiqqud(o.text));
      if (!m) continue;
      const body = tokensOf(m[1]!).map((x) => wordKey(x.text));
      named.push({ index: o.index, body, name: tokensOf(m[2]!).map((x) => wordKey(x.text)) });
    }
    namings.set(dw, named);
  }
  return named.some((o) => o.index !== s.index && o.body.includes(k) && o.name.some((w) => mine.has(w)));
}
const namings = new WeakMap<DocWords, { index: number; body: string[]; name: string[] }[]>();

interface Statements {
  sources: Sentence[];
  swapped: Map<number, HeSwapped>;
}
const cache = new WeakMap<Corpus, Statements>();

/**
 * Every statement of the material with, when one can be made, its false version, the items of lists of principles
 * included (their question takes a principle turned as a distractor: `hebrewPrincipleCandidates`).
 */
export function turnedStatements(corpus: Corpus): Statements {
  const cached = cache.get(corpus);
  if (cached) return cached;
  const sources: Sentence[] = [];
  const swapped = new Map<number, HeSwapped>();
  cache.set(corpus, { sources, swapped });
  if (corpus.language !== 'he') return { sources, swapped };
  const byDoc = new Map<number, DocWords>();
  const values = new Map<number, Map<string, Set<string>>>();
  for (const s of corpus.sentences) {
    if (!statementSource(corpus, s)) continue;
    sources.push(s);
    let dw = byDoc.get(s.doc);
    if (!dw) byDoc.set(s.doc, (dw = docWords(corpus, s.doc)));
    const text = statementText(s);
    const tries: [HeSwapped['kind'], () => { text: string; original: string; swapped: string } | null][] = [
      // the converse the notes deny first: the one false statement they name themselves
      ['converse', () => swapConverse(corpus, s, text)],
      ['opposite', () => swapOpposite(text, dw!)],
      ['negation', () => swapNegation(text, dw!)],
      ['relation', () => swapRelation(text)],
      [
        'number',
        () => {
          let v = values.get(s.doc);
          if (!v) values.set(s.doc, (v = valuesOf(dw!)));
          return swapNumber(text, v);
        },
      ],
    ];
    // a statement that gives its reason ("..., לכן ...") reads as nonsense turned: the reason gives it away
    if (HE_REASON.test(text)) continue;
    for (const [kind, f] of tries) {
      const r = f();
      if (!r || r.text === text) continue;
      if (
        kind !== 'relation' &&
        kind !== 'number' &&
        kind !== 'converse' &&
        definedBy(dw, s, r.original.split(' ').pop()!)
      )
        continue;
      if (kind === 'relation' ? conclusionStated(dw, s, r.text) : materialStates(dw, s, r.text, r.swapped))
        continue;
      if (optionTypo(corpus, r.text)) continue;
      swapped.set(s.index, { s, text: r.text, kind, original: r.original, swapped: r.swapped });
      break;
    }
  }
  return { sources, swapped };
}

/**
 * The statements of `turnedStatements` without the items of a list of principles that is asked ("אחד משני העקרונות
 * ...") and without the sentences a formula question asks ("איזו נוסחה מבטאת ..."): they are asked there, not as
 * statements (a statement question uses four sentences, and would take two formula questions' sentences).
 */
export function hebrewSwappedStatements(corpus: Corpus): Statements {
  const all = turnedStatements(corpus);
  // the first list question that builds (`hebrewPrincipleCandidates` keys it on the first principle)
  const list = hebrewPrincipleCandidates(corpus)
    .map((c) => {
      const b = c.build(new Set());
      return b && [...(b.used ?? c.sentences), ...(b.offered ?? [])];
    })
    .find((u) => u);
  const asked = new Set([
    // a list question's item and the statements it offers (a statement offered there and here reads as the
    // material's own claim, and the one taken first leaves the other short of options); the other principles
    // are statements of the notes like any (eng-rel: "מהירות האור היא קבועה ..." beside the list question on
    // "חוקי הפיזיקה זהים ...")
    ...(list ?? []),
    ...formulaCandidates(corpus).flatMap((c) => c.sentences),
  ]);
  if (!asked.size) return all;
  return {
    sources: all.sources.filter((s) => !asked.has(s.index)),
    swapped: new Map([...all.swapped].filter(([i]) => !asked.has(i))),
  };
}

/**
 * "כלומר, ..." right after a statement, in its paragraph, a whole sentence of its own (not "כלומר, ש..." and not a
 * lead to a formula "כלומר, מצאנו כי:"): the notes restate the statement (eng-yield8he). The restatement is never an
 * option (it leans on the statement for its meaning: "צופה ... שמודד שהתנע נשמר, לא יסכים ..." is false of
 * relativistic momentum alone); a question on the statement quotes the two together.
 */
export function restatedBy(corpus: Corpus, s: Sentence): Sentence | null {
  const n = corpus.sentences[s.index + 1];
  if (!n || n.doc !== s.doc || n.unit !== s.unit || n.block !== s.block) return null;
  const t = withoutNiqqud(n.text).trim();
  return /^כלומר\s*,?\s+(?!ש)\p{L}/u.test(t) && /[.!]$/u.test(t) ? n : null;
}

/** How central a statement of prose must be to be the key (a swapped option needs `statementSource` only). */
const KEY_CENTRALITY = 0.8;

/**
 * The candidates (form `true-statement`): a key for every statement of a document with at least three swapped
 * statements of other sentences of it; the distractors are the nearest swapped statements (the same section
 * first), of a similar length, sharing few words with the key. A key that could itself be swapped comes first: no
 * option then stands out as the only plain statement.
 */
export function hebrewSwappedCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const { sources, swapped } = hebrewSwappedStatements(corpus);
  const byDoc = new Map<number, HeSwapped[]>();
  for (const w of swapped.values()) byDoc.set(w.s.doc, [...(byDoc.get(w.s.doc) ?? []), w]);
  const out: Cand[] = [];
  const stem = 'לפי החומר, איזו מהטענות הבאות נכונה?';
  // a result "אם ... אז ..." (math notes); a law of prose under its condition ("אם לא פועל כוח ..., התנע ... נשמר")
  // is a statement like any
  const conditional = (t: string) => /^אם\s/u.test(t) && /(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(t);
  // sentences other questions need (issue 11): the statements a list of principles offers turned, a concept's
  // definition ("סיבתיות מתייחסת לכך ש..."): a statement question leaves them to those, so that both are asked
  const spec = (s: Sentence, key: string, pool: HeSwapped[]) => ({
    s,
    key,
    pool,
    rand: seeded(key),
    pick: (texts: string[], k: string, r: () => number) => pickThree(texts, k, r),
    bonus: () => 0,
    // the symbols and operators every result of math notes holds ("𝑎_𝑛", "lim") tell no two statements apart
    keys: (t: string) =>
      contentKeys(t).filter((k) => /\p{L}{2}/u.test(k) && !/^(?:lim|sup|inf|max|min)$/u.test(k)),
    stem,
    why: (src: HeSwapped[]) =>
      `שאר הטענות משנות את מה שכתוב בחומר: ${src.map((w) => `כתוב "${withoutNiqqud(w.s.text).trim()}"`).join('; ')}.`,
  });
  const reserved = new Set<number>();
  for (const c of hebrewPrincipleCandidates(corpus)) {
    // the first list question that builds (the others share its list and its distractors)
    const b = c.build(new Set());
    if (!b) continue;
    for (const i of [...(b.used ?? c.sentences), ...(b.offered ?? [])]) reserved.add(i);
    break;
  }
  for (const w of swapped.values()) if (hebrewDefinition(corpus, w.s)) reserved.add(w.s.index);
  // the statement of a named theorem that its name question asks ("משפט 1.5.1 (יחידות הגבול): אם ..."): a
  // statement question that can do without it leaves it to that question (calculus notes: 4 of 10, issue 11)
  for (const c of hebrewResultCandidates(corpus))
    if (c.build(new Set())) for (const i of c.sentences) reserved.add(i);
  // a document where some statement question can do without them asks only such (keys and options); else any
  const specs: { s: Sentence; key: string; full: HeSwapped[]; strict: HeSwapped[] }[] = [];
  const strictDocs = new Set<number>();
  for (const s of sources) {
    const key = statementText(s);
    // a key of prose states a central point (a law, a definition); a result of math notes is a key when its
    // options are results too ("אם ... אז ..."): no option stands out by its form
    if (s.usable && s.centrality < KEY_CENTRALITY && !swapped.has(s.index)) continue;
    const full = (byDoc.get(s.doc) ?? []).filter(
      (w) => w.s.index !== s.index && conditional(w.text) === conditional(key),
    );
    if (full.length < 3) continue;
    if (optionTypo(corpus, key)) continue;
    const strict = full.filter((w) => !reserved.has(w.s.index));
    specs.push({ s, key, full, strict });
    if (!reserved.has(s.index) && !strictDocs.has(s.doc) && strict.length >= 3)
      if (buildTrueStatement(spec(s, key, strict), new Set())) strictDocs.add(s.doc);
  }
  for (const { s, key, full, strict } of specs) {
    const isStrict = strictDocs.has(s.doc);
    if (isStrict && reserved.has(s.index)) continue;
    const pool = isStrict ? strict : full;
    // the notes restate it ("..., כך התנע שלו מתבדר. כלומר, ..."): quoted with its restatement, read together
    const restated = restatedBy(corpus, s);
    const quote = restated ? `${s.text.trim()} ${restated.text.trim()}` : s.text;
    out.push({
      form: 'true-statement',
      score: 1.05 + 0.2 * s.centrality + (swapped.has(s.index) ? 0.2 : 0),
      doc: s.doc,
      unit: s.unit,
      sentences: restated ? [s.index, restated.index] : [s.index],
      topics: [`statement:${s.doc}:${s.unit}`],
      quote,
      build: (used) => {
        if (used.has(s.index)) return null;
        const d = buildTrueStatement(spec(s, key, pool), used);
        return d && restated ? { ...d, quote } : d;
      },
    });
  }
  return out;
}
