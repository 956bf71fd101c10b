/**
 * Word matching for grading open answers (decision 105): a key idea counts when the answer uses the material's
 * words in any inflection. English words are compared by their Porter stem (`stemmer`), Hebrew words with every
 * prefix reading (ו ה ב ל מ ש כ and combinations such as "וה", "שב") and common suffixes (ים ות ה ת) removed;
 * long words also match with one or two typos; word order is free.
 */
import { stemmer } from 'stemmer';
import { EN_STOPWORDS, HE_STOPWORDS, isHebrewWord } from './text.ts';
import { derivedFrom, kindOf, synonymous } from './lexicon/lexicon.ts';

/** Filler words that are never a key idea on their own and never earn credit. */
export const FILLER_WORDS = new Set(
  (
    'thing things way ways lot lots kind kinds sort sorts case cases example examples sense notice fact part parts ' +
    'point points something anything everything nothing someone somebody stuff whole rest bit course today choice ' +
    'aspect aspects matter manner mean means basically actually really simply just well also therefore however ' +
    'thus hence like get gets got make makes made use uses used using do does did done go goes say says said ' +
    'see seen seems seem called call important different various certain general new good bad many much ' +
    'דבר דברים משהו כלומר בעצם פשוט באמת כמובן למשל אופן צורה דרך חלק מקרה מקרים נושא עניין חשוב שונה שונים ' +
    'כלשהו כלשהי גדול קטן טוב רע הרבה מעט מבחינת ביחס באותו באותה אותו אותה נקרא נקראת נקראים מוגדר מוגדרת ' +
    'הינו הינה ניתן אפשר צריך בעיה שאלה תשובה פתרון דוגמה תרגיל'
  ).split(/\s+/),
);

/**
 * Prefixes of a Hebrew word, longest first: "ו" (and), then "ש" / "כש" (that, when), then
 * "ה" "ב" "ל" "כ" "מ" (the, in, to, as, from) or "מה" "בה" "לה" "כה" ("וכשהקבוצה": "קבוצה", "שבמערכת": "מערכת").
 */
const HE_PREFIXES = [
  ...new Set(
    ['', 'ו'].flatMap((and) =>
      ['', 'ש', 'כש'].flatMap((that) =>
        ['', 'ה', 'ב', 'ל', 'כ', 'מ', 'מה', 'בה', 'לה', 'כה'].map((the) => and + that + the),
      ),
    ),
  ),
]
  .filter(Boolean)
  .sort((x, y) => y.length - x.length);
/** Plural, feminine and construct-state endings (final letters normalised). */
const HE_ENDINGS = ['יית', 'ייה', 'ימ', 'ות', 'ית', 'יה', 'ה', 'ת', 'י'];
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const finalize = (w: string) => w.replace(/[ךםןףץ]/gu, (c) => FINALS[c]!);

export interface MatchWord {
  /** The word as written, lower case. */
  text: string;
  /** Base form used for typo tolerance (Hebrew: without the longest plausible prefix). */
  base: string;
  /** Every normalised reading of the word. */
  forms: Set<string>;
  hebrew: boolean;
  /** Said in the negative: a negator ("not", "never", "no", "לא", "אין") shortly before it in the same clause. */
  negated: boolean;
  /** A negator anywhere before it in its clause ("does not write them back to the interpreter's state"). */
  negatedClause?: boolean;
}

/**
 * A symbol of mathematics: a run of mathematical italic letters as a PDF gives it ("𝑎𝑛" for a with subscript n, or
 * "𝑎_𝑛" with the subscript marked), or
 * a letter with a subscript as a student types it ("a_n", "a_{n}"); both read as one symbol ("an").
 */
const MATH_SYMBOL =
  '[\\u{1D400}-\\u{1D7FF}\\u210E]+(?:_\\{?[\\u{1D400}-\\u{1D7FF}\\u210EA-Za-z\\d]{1,2}\\}?(?![\\p{L}\\d]))?|(?<![\\p{L}\\d])[A-Za-z]_\\{?[A-Za-z\\d]{1,2}\\}?(?![\\p{L}\\d])';
const MATH_RE = new RegExp(`^(?:${MATH_SYMBOL})$`, 'u');
const WORD_RE = new RegExp(
  `${MATH_SYMBOL}|[\\p{L}]+\\d+[\\p{L}\\d]*|[\\p{L}\\p{M}][\\p{L}\\p{M}'’-]*[\\p{L}\\p{M}]|[\\p{L}]|\\d+(?:[.,]\\d+)*`,
  'gu',
);
/** The letters of a symbol of mathematics, plain and lower case ("𝑎𝑛", "a_{n}" -> "an"). */
const mathLetters = (raw: string) => raw.normalize('NFKC').replace(/[_{}]/gu, '').toLowerCase();

/**
 * A word as a student types it: mathematical letters inside a word plain ("סביבת-𝜀" as "סביבת-ε"), and a Greek
 * letter hyphenated to a word left off ("סביבת-ε", "ε-neighbourhood" read as "סביבת", "neighbourhood"; a student
 * writes "בסביבת ε").
 */
function plainLetters(raw: string): string {
  if (MATH_RE.test(raw)) return raw;
  const plain = /[\u{1D400}-\u{1D7FF}]/u.test(raw) ? raw.normalize('NFKC') : raw;
  return plain.replace(/^\p{Script=Greek}[-\u2010](?=\p{L}{2})|(?<=\p{L}{2})[-\u2010]\p{Script=Greek}$/u, '');
}

/** Readings of a Hebrew word: with each possible prefix removed, and with common suffixes removed. */
function hebrewForms(word: string): { forms: Set<string>; base: string } {
  const w = finalize(word.replace(/["'׳״]/gu, ''));
  const stems = new Set<string>([w]);
  let base = w;
  for (const p of HE_PREFIXES)
    if (w.startsWith(p) && w.length - p.length >= 2) {
      const rest = w.slice(p.length);
      stems.add(rest);
      if (rest.length >= 3 && base === w) base = rest;
    }
  const forms = new Set<string>();
  for (const s of stems) {
    forms.add(s);
    // a possessive "ו" ("מהירותו": its speed) comes off a word of five letters or more
    const bases = s.length >= 5 && s.endsWith('ו') ? [s, s.slice(0, -1)] : [s];
    for (const b of bases) {
      // plural, feminine and construct endings: "משתנים" / "משתנה" / "משתני" / "משתנות" share "משתנ", and
      // "אנרגיה" / "אנרגיית" share "אנרג"
      const cut = HE_ENDINGS.filter((e) => b.endsWith(e) && b.length - e.length >= 3).map((e) =>
        b.slice(0, -e.length),
      );
      if (cut.length) for (const c of cut) forms.add(`~${c}`);
      else if (b.length >= 3) forms.add(`~${b}`);
    }
  }
  return { forms, base };
}

function englishForms(word: string): { forms: Set<string>; base: string } {
  const w = word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/['’-]/gu, '');
  const stem = stemmer(w);
  const forms = new Set([w, `~${stem}`]);
  // an adverb is its adjective ("exactly" / "exact", "directly" / "direct", "easily" / "easy")
  if (w.length >= 6 && w.endsWith('ly')) forms.add(`~${stemmer(w.slice(0, -2))}`);
  return { forms, base: w };
}

/** A word is a content word unless it is a stop word or a filler word. */
export function isContentWord(word: string): boolean {
  const w = word.toLowerCase();
  if (/^\d/.test(w)) return true;
  if (w.length < 2) return false;
  if (EN_STOPWORDS.has(w) || FILLER_WORDS.has(w)) return false;
  if (isHebrewWord(w)) {
    if (HE_STOPWORDS.has(w) || FILLER_WORDS.has(w)) return false;
    // a stop word with a prefix ("וגם", "שזה", "כלומר")
    for (const p of HE_PREFIXES)
      if (w.startsWith(p)) {
        const rest = w.slice(p.length);
        if (HE_STOPWORDS.has(rest) || FILLER_WORDS.has(rest)) return false;
      }
  }
  return true;
}

const EN_NEGATOR =
  /^(?:not|no|never|nothing|none|nobody|neither|nor|without|cannot|can't|won't|isn't|aren't|doesn't|don't|didn't|wasn't|weren't|hasn't|haven't|shouldn't|wouldn't|couldn't|mustn't|instead|cant|wont|isnt|arent|doesnt|dont|didnt|wasnt|werent|hasnt|havent|shouldnt|wouldnt|couldnt)$|n't$/;
const HE_NEGATOR = /^(?:ו|ש|וש|כש)?(?:לא|אין|אינו|אינה|אינם|אינן|איננו|אינני|בלי|ללא|מבלי)$|^אף$/u;
/** "no matter", "לא משנה": a negator before these words concedes, it negates nothing. */
const CONCESSIVE = /^(?:matter|matters|משנה)$/u;
/** How many words back a negator still governs a word of its clause. */
const NEGATION_REACH = 4;

/** Words of the list of opposites (set once the list is built): a negator before one of them is spent on it. */
let polarWords: Set<string> | null = null;

/** Where a text breaks into sentences for grading: after . ; ! or ? and a space, and at every line break. */
export const SENTENCE_BREAK = /(?<=[.;!?])\s+|\n+/u;

/**
 * The content words of a text, each with its readings and whether it is said in the negative. A negator reaches the
 * next four words of its clause, and stops at a word of the list of opposites ("does not change between reference
 * frames": the frames are not denied, the change is; "אינה משתנה בין מערכות הייחוס").
 */
export function matchWords(text: string): MatchWord[] {
  const out: MatchWord[] = [];
  let sinceNegator = Infinity;
  let last = 0;
  for (const m of text.matchAll(WORD_RE)) {
    // (an English phrase written with hyphens is read as its words, as the material writes them apart: "out-of-date"
    // says "out of date", "spread-out" says "spread out"; a Hebrew word keeps its hyphen: "סביבת-ε")
    if (
      /[-\u2010]/u.test(m[0]) &&
      !MATH_RE.test(m[0]) &&
      !/[\u0590-\u05FF]/u.test(m[0]) &&
      /^[\p{Script=Latin}'’-]+$/u.test(m[0])
    ) {
      const parts = m[0].split(/[-\u2010]+/u).filter(Boolean);
      // (only a phrase of a function word, "out-of-date", "up-to-date", "spread-out", "one-by-one"; a compound term such as
      // "single-entry" or "compile-time" stays one word)
      if (parts.length > 1 && parts.some((x) => !isContentWord(x))) {
        const inner = matchWords(parts.join(' '));
        // (a negator before the compound reaches its words as it reaches one word)
        if (/[.,;:!?()\u2013\u2014]|\s-\s/u.test(text.slice(last, m.index))) sinceNegator = Infinity;
        last = m.index! + m[0].length;
        for (const w of inner) {
          sinceNegator++;
          out.push({
            ...w,
            negated: w.negated || sinceNegator <= NEGATION_REACH,
            negatedClause: w.negatedClause || sinceNegator !== Infinity,
          });
        }
        continue;
      }
    }
    const raw = plainLetters(m[0].toLowerCase());
    // a clause boundary between two words ends the reach of a negator
    if (/[.,;:!?()\u2013\u2014]|\s-\s/u.test(text.slice(last, m.index))) sinceNegator = Infinity;
    last = m.index! + m[0].length;
    if (MATH_RE.test(m[0])) {
      // (a symbol of two letters or more is a content word, whatever its letters spell: "𝑎𝑛" is no article)
      const symbol = mathLetters(m[0]);
      sinceNegator++;
      if (symbol.length >= 2)
        out.push({
          text: symbol,
          base: `$${symbol}`,
          forms: new Set([`$${symbol}`]),
          hebrew: false,
          negated: sinceNegator <= NEGATION_REACH,
          negatedClause: sinceNegator !== Infinity,
        });
      continue;
    }
    if (EN_NEGATOR.test(raw) || HE_NEGATOR.test(raw)) {
      sinceNegator = 0;
      continue;
    }
    if (sinceNegator === 0 && CONCESSIVE.test(raw)) {
      sinceNegator = Infinity;
      continue;
    }
    sinceNegator++;
    // (Hebrew writes "and" and "the" as prefixes: "והלחץ" is "and the pressure", three words of the reach as in English;
    // a "the" of its own is not counted, since Hebrew repeats it on the adjective: "האינדקס המשותף", "the shared index")
    if (sinceNegator !== Infinity && raw.length > 3 && raw.startsWith('ו') && isHebrewWord(raw))
      sinceNegator += raw.startsWith('וה') ? 2 : 1;
    if (!isContentWord(raw)) continue;
    const negatedClause = sinceNegator !== Infinity;
    const hebrew = isHebrewWord(raw);
    const { forms, base } = /^\d/.test(raw)
      ? { forms: new Set([raw.replace(/,/g, '')]), base: raw }
      : hebrew
        ? hebrewForms(raw)
        : englishForms(raw);
    // (a letter with a digit, as a student types a subscript without its mark: "n0" for "𝑛_0" / "n_0")
    if (/^[a-z]\d$/u.test(raw)) forms.add(`$${raw}`);
    out.push({ text: raw, base, forms, hebrew, negated: sinceNegator <= NEGATION_REACH, negatedClause });
    const bare = hebrew && /^[והבלמשכ]/u.test(raw) && raw.length > 3 ? raw.slice(1) : raw;
    if (sinceNegator <= NEGATION_REACH && polarWords && (polarWords.has(raw) || polarWords.has(bare)))
      sinceNegator = NEGATION_REACH;
  }
  return out;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped at max + 1. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Suffixes that make another word of a stem ("cell" / "cellular", "hope" / "hopeless"). */
const DERIVED = /^(?:ular|ar|al|ic|ical|ous|ful|less|ness|ity|ment|ship|ism|ist|ary|ory|ive)$/;

/** Whether an answer word stands for a word of the material: same reading, a stem prefix, or a small typo. */
export function sameWord(a: MatchWord, b: MatchWord): boolean {
  for (const f of a.forms) if (b.forms.has(f)) return true;
  if (a.hebrew !== b.hebrew) return false;
  // Hebrew spelled with or without one vowel letter ו or י ("מכיון" / "מכיוון", "ממויין" / "ממוין", "אבר" / "איבר")
  if (a.hebrew)
    for (const f of a.forms)
      for (const g of b.forms)
        if (f.startsWith('~') && g.startsWith('~') && oneVowelLetter(f.slice(1), g.slice(1))) return true;
  // Hebrew misspelled with a letter that sounds alike ("המערחת" for "המערכת", "התנה" for "התנע")
  if (a.hebrew)
    for (const f of a.forms)
      for (const g of b.forms)
        if (f.startsWith('~') === g.startsWith('~') && soundAlike(f.replace('~', ''), g.replace('~', '')))
          return true;
  // stems that extend one another ("classifi" / "classif"), for long enough stems
  for (const f of a.forms)
    for (const g of b.forms)
      if (f.startsWith('~') && g.startsWith('~')) {
        const [s, l] = f.length <= g.length ? [f, g] : [g, f];
        if (s.length >= 6 && l.startsWith(s) && l.length - s.length <= 3) return true;
      }
  // an abbreviation in the answer ("info", "annot.") stands for the longer word of the material
  // (not a word that a suffix derives from it: "cell" is no abbreviation of "cellular")
  if (
    !a.hebrew &&
    a.base.length >= 4 &&
    b.base.length > a.base.length &&
    b.base.startsWith(a.base) &&
    !DERIVED.test(b.base.slice(a.base.length))
  )
    return true;
  // typos in long words: one edit from 6 letters, two from 10; in words of five letters a letter left out, added or
  // two letters swapped ("color" / "colour", "pixle" / "pixel"), not one letter for another ("lower" / "power")
  const n = Math.min(a.base.length, b.base.length);
  if (/^\d/.test(a.base) || /^\d/.test(b.base)) return false;
  if (n === 5 && !a.hebrew) return editDistance(a.base, b.base, 1) <= 1 && !oneSubstitution(a.base, b.base);
  if (n < 6) return false;
  const allowed = n >= 10 ? 2 : 1;
  return editDistance(a.base, b.base, allowed) <= allowed;
}

/** Whether one Hebrew stem is the other with one more ו or י after its first letter (stems of three letters or more). */
function oneVowelLetter(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1 || short.length < 3) return false;
  for (let i = 1; i < long.length; i++)
    if ((long[i] === 'ו' || long[i] === 'י') && long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** Hebrew letters that sound alike and are written one for the other by mistake (final forms normalised). */
const SOUND_ALIKE = new Set([
  'כח',
  'חכ',
  'תט',
  'טת',
  'קכ',
  'כק',
  'סש',
  'שס',
  'אע',
  'עא',
  'הא',
  'אה',
  'הע',
  'עה',
  'בו',
  'וב',
]);
/** Whether two Hebrew stems of three letters or more differ in one letter only, for one that sounds alike. */
function soundAlike(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) {
      if (!SOUND_ALIKE.has(a[i]! + b[i]!) || ++diff > 1) return false;
    }
  return diff === 1;
}

/** Whether two words of one length differ in exactly one letter (a substitution, not a swap). */
function oneSubstitution(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].filter((c, i) => c !== b[i]).length;
  return diff === 1;
}

/**
 * Words of general academic prose that say the same thing ("identical" / "same", "compute" / "calculate", "מחצית" /
 * "חצי"): an answer in other words than the material's earns the idea. Only words whose sense does not depend on the
 * subject; never a term for another term.
 */
const SYNONYM_GROUPS = [
  'sum total',
  'identical same',
  'compute calculate',
  'precise exact',
  'basic fundamental',
  'gradient derivative',
  'fast quick rapid',
  'slow sluggish',
  'large big huge',
  'small little tiny',
  'begin start',
  'finish end',
  'require need necessary needed',
  'contain include',
  'connect link relate tie',
  'connected linked related tied',
  'find search locate',
  'place spot location position slot',
  'change vary alter',
  'remove delete discard eliminate',
  'store save keep',
  'build construct create',
  'speed velocity',
  'field area domain',
  'error mistake',
  'reuse recycle',
  'immediately instantly directly',
  'image picture',
  'class category',
  'exact precise accurate',
  'choose select pick',
  'show display',
  'increase grow raise',
  'decrease reduce shrink',
  'correct right',
  'incorrect wrong',
  'stay remain',
  'rule law regulation',
  'method technique approach',
  'goal aim purpose',
  'enough sufficient',
  'whole entire',
  'outside external',
  'inside internal',
  'allow permit enable',
  'prevent stop block',
  'repeat iterate',
  'combine merge join',
  'effect influence impact',
  'margin gap',
  'collection set',
  'split divide separate',
  // (decision 105, v21: general words a student says a material's point with, "a handful of features" for "a few
  // input dimensions", "spread small weights" for "diffuse weight vectors", "CPUs" for "processors")
  'few handful couple',
  'diffuse spread distributed',
  'strongly heavily',
  'processor cpu',
  'fit match',
  'far distant',
  'close near nearby adjacent',
  'stale outdated',
  'update sync synchronize refresh',
  'follow traverse',
  // (decision 105, v22: "look up an address" for "follow a pointer", "hopping around" for "jump around", "a stencil"
  // for "a template", "the bookkeeping is stale" for "the state is out of date", "globals" for "global variables")
  'pointer address',
  'jump hop leap',
  'template stencil prototype',
  'state bookkeeping',
  'מחצית חצי',
  'נע זז',
  'סגורה מבודדת',
  'סגור מבודד',
  'זהה שווה',
  'זהים שווים',
  'מחשב מחשבים מחושב',
  'פוסל זורק',
  'פוסלים זורקים',
  'שגיאה טעות',
  'מהיר זריז',
  // general words of Hebrew academic prose, in every inflection (prefixes and endings come off as for any word)
  'צופה משקיף',
  'מאורע אירוע',
  'גוף עצם',
  'קבוצה אוסף',
  'איבר אלמנט',
  'תכונה מאפיין',
  'מטרה תכלית',
  'סיבה גורם',
  'משמעות פירוש',
  'מקסימלית מרבית',
  'מקסימלי מרבי',
  'מינימלית מזערית',
  'מינימלי מזערי',
  'לחרוג לעבור',
  'תלוי מושפע',
  'תלויה מושפעת',
  'שיטה טכניקה',
  'תהליך הליך',
  'מדויק מדויקת בדיוק',
  'מיידי מיידית ישיר ישירה',
  'מספיק די',
  'לחשב לקבוע',
  // (v22: "מערכת התמדה" for "מערכת אינרציאלית", "מועדפת" for "עדיפה", "תקרת המהירות" for "מהירות מקסימלית",
  // "מרחק" for "סביבה" of a point)
  'אינרציאלית התמדה',
  'אינרציאלי התמדה',
  'עדיפה מועדפת',
  'עדיף מועדף',
  'תקרה תקרת מקסימלית מרבית',
  'סביבה סביבת מרחק',
].map((g) => g.split(' ').map((w) => ({ word: w, match: matchWords(w)[0] })));

/**
 * Whether an answer word says an English material word in other words by the lexicon (WordNet): a synonym of one of
 * its first senses ("total" / "sum", "category" / "class"), or a kind of it ("red" for "color"). Words of three
 * letters or more, never numbers, never a stated opposite ("more" / "less").
 */
export function lexicalSynonym(a: MatchWord, b: MatchWord): boolean {
  if (a.hebrew || b.hebrew || a.base.length < 3 || b.base.length < 3) return false;
  if (/^\d/.test(a.base) || /^\d/.test(b.base) || OPPOSITE.get(a.base)?.has(b.base)) return false;
  return synonymous(a.base, b.base) || kindOf(a.base, b.base);
}

/** Whether two words are different words of one synonym group, in any inflection. */
export function synonymOf(a: MatchWord, b: MatchWord): boolean {
  if (!a.hebrew && !b.hebrew) return lexicalSynonym(a, b) || groupSynonym(a, b);
  return groupSynonym(a, b);
}

/**
 * Whether an answer word says a material word by meaning: a synonym ("total" / "sum"), or a word of its family in
 * another part of speech ("comparison" / "compare", "storage" / "store", by WordNet's derivations over the first eight
 * senses). Never a stated opposite, a number or a symbol.
 */
export function saysByMeaning(a: MatchWord, b: MatchWord): boolean {
  if (synonymOf(a, b)) return true;
  if (a.hebrew || b.hebrew || a.base.length < 3 || b.base.length < 3) return false;
  if (/^\d|^\$/.test(a.base) || /^\d|^\$/.test(b.base) || OPPOSITE.get(a.base)?.has(b.base)) return false;
  return derivedFrom(a.base, b.base);
}

export function groupSynonym(a: MatchWord, b: MatchWord): boolean {
  if (a.hebrew !== b.hebrew) return false;
  const member = (x: MatchWord, m: MatchWord | undefined) =>
    !!m && (x.text === m.text || [...x.forms].some((f) => f.startsWith('~') && m.forms.has(f)));
  for (const group of SYNONYM_GROUPS) {
    const ia = group.findIndex((g) => member(a, g.match));
    if (ia < 0) continue;
    const ib = group.findIndex((g) => member(b, g.match));
    if (ib >= 0 && ib !== ia) return true;
  }
  return false;
}

/** Operators of a formula, each written one way ("->", "→", "⟶" are one arrow; "·", "⋅", "*" one product). */
const FORMULA_OPERATORS: [RegExp, string][] = [
  [/-+>|→|⟶|⇒/gu, '→'],
  [/[·⋅*×]/gu, '⋅'],
  [/<=|≤/gu, '≤'],
  [/>=|≥/gu, '≥'],
  [/[−–]/gu, '-'],
];
/** A formula written one way: symbols as plain letters, without spaces, subscripts marks, powers marks or brackets. */
export function formulaKey(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  for (const [re, to] of FORMULA_OPERATORS) t = t.replace(re, to);
  return t.replace(/[\s_{}^()[\]]+/gu, '');
}
/**
 * Whether a key idea is a formula: a symbol of mathematics (or a number) and an operator ("𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿",
 * "lim 𝑏𝑛 = 0"). Its symbols alone do not say it: "m_n ⟶ L, but g_n and h_n tend to smaller values" names every
 * symbol of "𝑚𝑛, 𝑔𝑛, ℎ𝑛 ⟶ 𝐿" and says another relation.
 */
export function isFormula(idea: string): boolean {
  return /[=<>≤≥→⟶⋅·]|->/u.test(idea) && new RegExp(MATH_SYMBOL, 'u').test(idea);
}
/**
 * Whether the answer writes the formula itself (in any spacing, with subscripts typed "a_n" or set "𝑎𝑛"), or with its
 * arrow said in words ("converge to L", "מתכנסות ל-L").
 */
export function writesFormula(idea: string, answer: string): boolean {
  const key = formulaKey(idea);
  if (key.length < 3) return false;
  if (formulaKey(answer).includes(key)) return true;
  // ... or says its arrow in words, with an aside in brackets ("mn, gn, hn (the three means) converge to L", "מתכנסות
  // ל-L", "שואפת ל-L")
  const said = answer
    .replace(/\([^()]*\)/gu, ' ')
    .replace(
      /(?:\b(?:converges?|converging|tends?|tending)\s+to\b|(?<=^|\s)(?:מתכנס|שואפ)[\u05D0-\u05EA]*\s+ל(?:-|־)?)/giu,
      ' → ',
    );
  return formulaKey(said).includes(key);
}

/** Share (0-1) of the idea's content words that the answer contains, in any order and inflection. */
export function ideaCoverage(idea: string | MatchWord[], answer: MatchWord[]): number {
  const words = typeof idea === 'string' ? matchWords(idea) : idea;
  if (!words.length) return 0;
  const hit = words.filter((w) => answer.some((a) => sameWord(a, w))).length;
  return hit / words.length;
}

/** An answer word that says the opposite of a material word by a negative prefix: "untrusted" for "trusted". */
export function negatesWord(a: MatchWord, b: MatchWord): boolean {
  if (a.hebrew || b.hebrew) return false;
  const m = /^(?:un|non|dis|in|im|ir|il)-?(.{4,})$/.exec(a.text);
  if (!m || b.text.startsWith(a.text.slice(0, 2))) return false;
  const rest = englishForms(m[1]!);
  return sameWord({ ...a, text: m[1]!, base: rest.base, forms: rest.forms }, b);
}

const INITIAL_SKIP = new Set(['of', 'the', 'and', 'for', 'in', 'on', 'to', 'a', 'an']);

/** The initials of a phrase of two or more words ("partial differential equations" -> "PDE"), or null. */
export function initialsOf(phrase: string): string | null {
  const words = phrase.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w) && !INITIAL_SKIP.has(w.toLowerCase()));
  if (words.length < 2 || words.length > 6 || words.some((w) => !/^[A-Za-z]/.test(w))) return null;
  return words.map((w) => w[0]!.toUpperCase()).join('');
}

/** Acronyms written in a text ("PDEs", "PHI", "DFT"), upper case without a plural "s". */
export function acronymsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\d])([A-Z]{2,6})s?(?![\p{L}\d])/gu)) out.add(m[1]!);
  return out;
}

/**
 * Other names the material gives a phrase next to it: "inner product (or dot product)", "protected health
 * information ("PHI")", "X, also called Y", "X, i.e. Y", "X (כלומר Y)". Returns the alternatives of the idea: the
 * other side of every such pair whose one side is the idea.
 */
export function materialAlternatives(idea: string, material: string): string[] {
  const pairs: [string, string][] = [];
  const paren =
    /([^()]{2,120}?)\s*\(\s*(?:or\s+|i\.e\.,?\s+|aka\s+|also\s+(?:called|known\s+as)\s+|או\s+|כלומר\s+)?["“'‘]?([^()"“”'‘’]{1,40}?)["”'’]?\s*\)/gu;
  for (const m of material.matchAll(paren)) pairs.push([m[1]!, m[2]!]);
  const named =
    /([^,;()]{2,120}?),\s*(?:also\s+(?:called|known\s+as)|or|i\.e\.,?|that\s+is,?|known\s+as|המכונה|הנקרא|הנקראת|כלומר)\s+([^,;()]{1,40}?)(?=\s*[,;.)]|$)/gu;
  for (const m of material.matchAll(named)) pairs.push([m[1]!, m[2]!]);
  const ideaWords = matchWords(idea);
  if (!ideaWords.length) return [];
  const same = (a: MatchWord[], b: MatchWord[]) =>
    a.length === b.length && a.every((w) => b.some((v) => sameWord(v, w)));
  const out: string[] = [];
  for (const [left, right] of pairs) {
    const rightWords = matchWords(right);
    if (!rightWords.length) continue;
    const acronym = /^[A-Z]{2,6}$/.test(right.trim()) ? right.trim() : null;
    // the phrase the parenthesis names: as many content words before it as the alternative has (or letters)
    const leftAll = left.split(/\s+/).filter(Boolean);
    const tail = (n: number) => {
      const picked: string[] = [];
      let content = 0;
      for (let i = leftAll.length - 1; i >= 0 && content < n; i--) {
        picked.unshift(leftAll[i]!);
        if (matchWords(leftAll[i]!).length) content++;
      }
      return picked.join(' ').replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
    };
    const leftName = acronym ? tail(acronym.length) : tail(rightWords.length);
    if (acronym && initialsOf(leftName) !== acronym) continue;
    const leftWords = matchWords(leftName);
    if (same(ideaWords, leftWords) && right.trim() !== idea.trim()) out.push(right.trim());
    else if (same(ideaWords, rightWords) && leftName) out.push(leftName);
  }
  return out;
}

/** Words that state opposites ("faster"/"slower", "all"/"only", "קבועה"/"משתנה"). */
const OPPOSITES: [string, string][] = (
  'faster:slower fast:slow quicker:slower more:less more:fewer higher:lower larger:smaller bigger:smaller ' +
  'greater:smaller increase:decrease increases:decreases increasing:decreasing always:never all:only every:only ' +
  'before:after inside:outside constant:variable constant:changes fixed:variable known:unknown same:different ' +
  'static:dynamic cheap:expensive positive:negative closed:open maximum:minimum top:bottom sum:product ' +
  'largest:smallest highest:lowest most:least maximize:minimize max:min biggest:smallest ' +
  'add:subtract addition:subtraction adds:removes added:removed sum:difference gain:lose gains:loses ' +
  'increase:reduce raise:lower rise:fall rises:falls grow:shrink grows:shrinks expand:contract ' +
  'first:last earlier:later early:late enter:leave enters:exits input:output inputs:outputs ' +
  'attract:repel accept:reject allow:prevent allows:prevents include:exclude above:below upper:lower ' +
  'long:short longer:shorter strong:weak stronger:weaker many:few direct:indirect directly:indirectly ' +
  'absorb:release absorbs:releases absorb:emit absorbs:emits take:release takes:releases ' +
  'produce:consume produces:consumes make:break makes:breaks build:break builds:breaks ' +
  'use:release uses:releases use:produce uses:produces store:release stores:releases ' +
  'push:pop fixed:changes fixed:grows fixed:shrinks ' +
  'constant:linear linear:logarithmic linear:quadratic linear:exponential ' +
  'גדול:קטן גדולה:קטנה גדולים:קטנים יותר:פחות קבוע:משתנה קבועה:משתנה קבועה:משתנית סגורה:פתוחה סגור:פתוח ' +
  'חיובי:שלילי חיובית:שלילית מהיר:איטי מהירה:איטית מקסימלי:מינימלי לפני:אחרי עולה:יורדת עולה:יורד תמיד:לעולם ' +
  'קולט:משחרר קולטת:משחררת קולטים:משחררים סופג:פולט סופגת:פולטת מייצר:מפרק מייצרת:מפרקת בונה:מפרק ' +
  'בונה:מפרקת מוסיף:מחסיר מוסיפים:מחסירים מגדיל:מקטין מגדילה:מקטינה גדל:קטן גדלה:קטנה גבוה:נמוך ' +
  'גבוהה:נמוכה ארוך:קצר ארוכה:קצרה חזק:חלש חזקה:חלשה מתארך:מתקצר מתארכת:מתקצרת מאיץ:מאט נכנס:יוצא ' +
  'ראשון:אחרון מושך:דוחה פנימי:חיצוני הרבה:מעט מקסימום:מינימום הגדול:הקטן לוגריתמי:ליניארי ' +
  'קבוע:ליניארי identical:different identical:differ identical:differs constant:depends constant:dependent ' +
  'always:sometimes never:sometimes כל:רק בכל:רק תמיד:לפעמים תמיד:רק ' +
  'קבועה:תלויה קבוע:תלוי קבועים:תלויים זהות:שונות זהים:שונים זהה:שונה ' +
  'finite:infinite finitely:infinitely ' +
  'compile:runtime compiled:interpreted'
)
  .split(' ')
  .map((p) => p.split(':') as [string, string]);
const OPPOSITE = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITES) {
  OPPOSITE.set(a, (OPPOSITE.get(a) ?? new Set()).add(b));
  OPPOSITE.set(b, (OPPOSITE.get(b) ?? new Set()).add(a));
}
polarWords = new Set(OPPOSITE.keys());
/** Each opposite word with its readings, for words of the text in another inflection ("releases", "משחררת"). */
const OPPOSITE_WORDS = [...OPPOSITE.keys()].map((w) => ({ word: w, match: matchWords(w)[0] }));
/** The opposite-list words a text word stands for: itself, or the same word in another inflection. */
const oppositeKeysSeen = new Map<string, string[]>();
function oppositeKeys(word: string, bare: string): string[] {
  // (read once per word: every grade asks it of the same words of the material again and again)
  const id = `${word} ${bare}`;
  const seen = oppositeKeysSeen.get(id);
  if (seen) return seen;
  const keys = readOppositeKeys(word, bare);
  if (oppositeKeysSeen.size > 50_000) oppositeKeysSeen.clear();
  oppositeKeysSeen.set(id, keys);
  return keys;
}
function readOppositeKeys(word: string, bare: string): string[] {
  const out = new Set<string>();
  if (OPPOSITE.has(word)) out.add(word);
  if (OPPOSITE.has(bare)) out.add(bare);
  const m = matchWords(word)[0];
  if (m)
    for (const o of OPPOSITE_WORDS)
      if (o.match && o.match.hebrew === m.hebrew && sameInflection(m, o.match)) out.add(o.word);
  return [...out];
}
/** Same word in another inflection (shared reading only: no typo tolerance, "larger" is not "lower"). */
function sameInflection(a: MatchWord, b: MatchWord): boolean {
  for (const f of a.forms) if (f.startsWith('~') && b.forms.has(f)) return true;
  return a.text === b.text;
}
/**
 * Opposites that contradict only next to the same idea word ("sum" of "products", "all"/"only", "makes"/"breaks"):
 * in place of the idea word they are other words, not its opposite.
 */
const LOOSE_OPPOSITES = new Set(
  (
    'sum product all only every more less fewer same different top bottom first last make makes break breaks ' +
    'build builds use uses store stores take takes many few long short input inputs output outputs push pop ' +
    'linear constant logarithmic quadratic exponential early late earlier later difference הרבה מעט יותר פחות כל בכל רק'
  ).split(' '),
);
/** How many words either side of an idea word an opposite still qualifies it. */
const OPPOSITE_REACH = 4;
/** Words that open a clause of its own: what a place says its idea word of lies after the last one. */
const CLAIM_WORD =
  /^(?:because|since|so|that|which|while|whereas|but|although|when|if|and|כי|מכיוון|מפני|אבל|אך|כאשר|אם|ש)$/u;
/** How many words either side of an idea word say what that place of a text is about. */
const CONTEXT_REACH = 6;

/** Lower-case words of a text with a one-letter Hebrew prefix reading removed ("והמהירה" -> "מהירה" too). */
function rawWords(
  text: string,
): { word: string; bare: string; clause: number; sentence: number; denied: boolean }[] {
  let clause = 0;
  let sentence = 0;
  let last = 0;
  const out: { word: string; bare: string; clause: number; sentence: number; denied: boolean }[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    if (/[.,;:!?()\u2013\u2014]|\s-\s/u.test(text.slice(last, m.index))) clause++;
    if (/[.;!?]/u.test(text.slice(last, m.index))) sentence++;
    last = m.index + m[0].length;
    const word = m[0].toLowerCase();
    const bare = isHebrewWord(word) && /^[והבלמשכ]/u.test(word) && word.length > 3 ? word.slice(1) : word;
    // (right after a negator, or one word after it: "does not change", "אינה משתנה", "is not really fixed")
    const denied = [out.at(-1), out.at(-2)].some(
      (w) => w && w.clause === clause && (EN_NEGATOR.test(w.word) || HE_NEGATOR.test(w.word)),
    );
    out.push({ word, bare, clause, sentence, denied });
  }
  return out;
}

/** The opposite-list words a text word says: its own, or their opposites when it is denied ("אינו משתנה": "קבוע"). */
function polarKeys(w: { word: string; bare: string; denied: boolean }): string[] {
  const keys = oppositeKeys(w.word, w.bare);
  return w.denied ? keys.flatMap((k) => [...OPPOSITE.get(k)!]) : keys;
}

/**
 * Whether the answer says the opposite of the material right next to an idea word: the model answer has "all 3
 * of its color channels", the answer "only the dominant colour channel" (an opposite within four words of the
 * same idea word in the same clause, and not the material's word as well).
 */
export function opposedNear(idea: MatchWord, answerText: string, modelText: string): boolean {
  // each place a text says the idea word: the polar words right next to it in its clause, and the content words
  // around it (what that place is about)
  const places = (text: string) => {
    const words = rawWords(text);
    const out: { near: Set<string>; own: Set<string>; context: MatchWord[]; subject: MatchWord[] }[] = [];
    words.forEach((w, i) => {
      const m = matchWords(w.word)[0];
      if (!m || !sameWord(m, idea)) return;
      const near = new Set<string>();
      // (the words themselves, denied or not: "no input dimension" says "input", whatever it denies of it)
      const own = new Set<string>();
      const context: MatchWord[] = [];
      for (let k = Math.max(0, i - CONTEXT_REACH); k <= Math.min(words.length - 1, i + CONTEXT_REACH); k++) {
        if (k === i) continue;
        if (Math.abs(k - i) <= OPPOSITE_REACH && words[k]!.clause === w.clause) {
          for (const key of polarKeys(words[k]!)) near.add(key);
          for (const key of oppositeKeys(words[k]!.word, words[k]!.bare)) own.add(key);
        }
        const c = matchWords(words[k]!.word)[0];
        if (c && !sameWord(c, idea)) context.push(c);
      }
      // what the place says it of: the content words back to the clause marker before it ("because the pointer to
      // the heap is a known, fixed size": "pointer", "heap")
      const subject: MatchWord[] = [];
      for (
        let k = i - 1;
        k >= 0 && words[k]!.sentence === w.sentence && !CLAIM_WORD.test(words[k]!.word);
        k--
      ) {
        const c = matchWords(words[k]!.word)[0];
        if (c && !sameWord(c, idea) && !polarKeys(words[k]!).length) subject.unshift(c);
      }
      out.push({ near, own, context, subject });
    });
    return out;
  };
  const model = places(modelText);
  if (!model.some((p) => p.near.size)) return false;
  const answerPlaces = places(answerText);
  // an opposite said of another subject, where the answer says it the material's way of the material's subject ("the
  // data on the heap may have an unknown size, but the pointer to it has a known, fixed size"): a contrast, no error
  const subjects = model.map((p) => p.subject[0]).filter((x): x is MatchWord => !!x);
  const ofSubject = (p: { subject: MatchWord[] }) =>
    p.subject.some((a) => subjects.some((x) => sameWord(a, x)));
  // an answer's place is read against the material's place about the same thing (most content words in common):
  // "requires only a single matrix multiplication" against "requires a single matrix multiplication", not against
  // "every single training example"
  const shared = (a: MatchWord[], b: MatchWord[]) => a.filter((x) => b.some((y) => sameWord(x, y))).length;
  // an opposite of the material's word there, without the material's word ("the system is open: ... in a closed
  // system momentum would change" contradicts "the system is closed"); the material's own word, which the material
  // denies there, is no opposite of it ("prevents any single input dimension from ..." for "no input dimension can
  // ...", "no single input dimension" for "no input dimension"): whether it is denied is for the denials to read
  const opposed = answerPlaces.map((place) => {
    const best = Math.max(...model.map((p) => shared(place.context, p.context)));
    return model
      .filter((p) => shared(place.context, p.context) === best)
      .some((p) =>
        [...p.near].some(
          (w) =>
            !place.near.has(w) &&
            !place.own.has(w) &&
            [...OPPOSITE.get(w)!].some((o) => place.near.has(o) && !p.near.has(o) && !p.own.has(o)),
        ),
      );
  });
  const statedOfSubject = answerPlaces.some((p, i) => !opposed[i] && ofSubject(p));
  // the material's own word said next to the idea word at another place of the answer, of another thing than the
  // opposite is said of ("JavaScript is a dynamic language, which is harder to compile than a statically typed
  // language" for "dynamic languages ... than statically typed ones"; "the data may have a changing size, but the
  // pointer is a known, fixed size"): the answer contrasts two things as the material does, and states the material's
  // side of its subject; "in a closed system the momentum would change" beside "the system is open" contrasts nothing
  const agreeing = answerPlaces.filter(
    (p, i) =>
      !opposed[i] &&
      (!subjects.length || ofSubject(p)) &&
      [...p.near].some((w) => model.some((m) => m.near.has(w))),
  );
  const agrees = answerPlaces.every(
    (p, i) =>
      !opposed[i] ||
      agreeing.some(
        (a) => a.subject.length > 0 && !a.subject.some((x) => p.subject.some((y) => sameWord(x, y))),
      ),
  );
  if (agrees) return false;
  return answerPlaces.some((p, i) => opposed[i] && !(statedOfSubject && !ofSubject(p)));
}

/**
 * The strict opposites of a word in any inflection ("runtime" -> "compile", "slower" -> "faster"; not the loose ones,
 * "all" / "only", "more" / "less", whose sense depends on the word they qualify), each as the opposite-list word.
 */
export function strictOpposites(word: MatchWord): { key: string; opposites: string[] }[] {
  return oppositeKeys(word.text, word.text)
    .filter((k) => !LOOSE_OPPOSITES.has(k))
    .map((k) => ({ key: k, opposites: [...OPPOSITE.get(k)!].filter((o) => !LOOSE_OPPOSITES.has(o)) }))
    .filter((x) => x.opposites.length > 0);
}

/** Whether a text word is the opposite-list word in another inflection ("checks" / "check", "compiler" no). */
export function saysPolarWord(word: MatchWord, key: string): boolean {
  return oppositeKeys(word.text, word.text).includes(key);
}

/**
 * Whether the answer puts the opposite of an idea word where the material has the word itself: "the system is open"
 * for the idea "closed", "the smallest distance" for "largest" (an opposite in any inflection that the material does
 * not use, in an answer without the idea word).
 */
export function opposedWord(idea: MatchWord, answerText: string, modelText: string): boolean {
  const keys = oppositeKeys(idea.text, idea.text).filter((k) => !LOOSE_OPPOSITES.has(k));
  if (!keys.length) return false;
  const inText = (text: string) => new Set(rawWords(text).flatMap((w) => oppositeKeys(w.word, w.bare)));
  const answer = inText(answerText);
  const model = inText(modelText);
  return keys.some(
    (k) => !answer.has(k) && [...OPPOSITE.get(k)!].some((o) => answer.has(o) && !model.has(o)),
  );
}

/**
 * Whether the answer says an idea word by negating its opposite: "a size that never changes" for "fixed size", "אינה
 * משתנה" for "קבועה" (an answer word said in the negative that is an opposite of the idea word in any inflection;
 * not the loose opposites: "not only" is not "all").
 */
export function negatedOpposite(idea: MatchWord, answer: MatchWord[]): boolean {
  const keys = oppositeKeys(idea.text, idea.text).filter((k) => !LOOSE_OPPOSITES.has(k));
  if (!keys.length) return false;
  const opposites = new Set(keys.flatMap((k) => [...OPPOSITE.get(k)!]));
  return answer.some((a) => a.negated && oppositeKeys(a.text, a.text).some((o) => opposites.has(o)));
}

/** Words that state a comparison: "more", "less", "faster", "יותר", "פחות", ... (and any "-er" word before "than"). */
const COMPARATIVE =
  /^(?:more|less|fewer|faster|slower|quicker|larger|smaller|bigger|higher|lower|greater|better|worse|cheaper|safer|stronger|weaker|easier|harder|longer|shorter|יותר|פחות)$/u;

/**
 * Whether the answer states the material's comparison the other way round: the material says "TCP is more reliable
 * than UDP", the answer "UDP is more reliable" (or "the stack is slower" for "the heap is slower than the stack").
 * The two sides are words of the question on one side only of the material's comparative; the answer's subject is
 * the nearest such word before the same comparative in its clause. Returns the material's subject and the other
 * side when the answer swaps them.
 */
export function swappedComparison(
  question: string,
  model: string,
  answer: string,
  keyIdeas: string[] = [],
): { subject: string; other: string } | null {
  // (the sides are things the key ideas name, "the correct class ... higher than the incorrect classes", or else the
  // question's words)
  return (
    (keyIdeas.length && swappedSides(keyIdeas.join(' . '), model, answer)) ||
    swappedSides(question, model, answer)
  );
}

function swappedSides(
  question: string,
  model: string,
  answer: string,
): { subject: string; other: string } | null {
  const asked = matchWords(question);
  const isAsked = (w: string) => {
    const m = matchWords(w)[0];
    return m && asked.some((q) => sameWord(q, m)) ? m : null;
  };
  const sameText = (a: string, b: string) => {
    const x = matchWords(a)[0];
    const y = matchWords(b)[0];
    return !!x && !!y && sameWord(x, y);
  };
  const mw = rawWords(model);
  for (let k = 0; k < mw.length; k++) {
    const marker = mw[k]!;
    const than = mw[k + 1]?.word === 'than' || mw[k + 2]?.word === 'than';
    if (!COMPARATIVE.test(marker.word) && !(/er$/.test(marker.word) && mw[k + 1]?.word === 'than')) continue;
    // the compared quality: the word after "more"/"less", the word before "יותר"/"פחות"
    const quality = /^(?:more|less|fewer)$/.test(marker.word)
      ? mw[k + 1]?.word
      : /^(?:יותר|פחות)$/u.test(marker.word)
        ? mw[k - 1]?.word
        : undefined;
    const skip = new Set([k, quality === mw[k + 1]?.word ? k + 1 : k - 1]);
    const side = (from: number, to: number) =>
      mw
        .slice(Math.max(0, from), to)
        .filter((w, i) => w.clause === marker.clause && !skip.has(from + i) && isAsked(w.word))
        .map((w) => w.word);
    const before = side(0, k);
    const after = side(k + 1, mw.length);
    if (!before.length || !after.length) continue;
    const both = (w: string, list: string[]) => list.some((x) => sameText(x, w));
    const subjects = before.filter((w) => !both(w, after));
    const others = after.filter((w) => !both(w, before));
    if (!subjects.length || !others.length || (!than && !/^(?:יותר|פחות)$/u.test(marker.word))) continue;
    const subject = subjects.at(-1)!;
    const other = others[0]!;
    const shared = before.filter((x) => both(x, after));
    const aw = rawWords(answer);
    // (or the opposite comparative with the sides in the material's order: "the heap is faster than the stack")
    const opposite = OPPOSITE.get(marker.word);
    for (let j = 0; j < aw.length; j++) {
      const same = sameText(aw[j]!.word, marker.word) || aw[j]!.word === marker.word;
      const flipped = !same && !!opposite?.has(aw[j]!.word);
      if (!same && !flipped) continue;
      if (quality && !aw.slice(Math.max(0, j - 1), j + 2).some((w) => sameText(w.word, quality))) continue;
      const said = aw
        .slice(0, j)
        .filter((w) => w.clause === aw[j]!.clause && isAsked(w.word) && !both(w.word, shared))
        .filter((w) => !quality || !sameText(w.word, quality))
        .map((w) => w.word);
      const last = said.at(-1);
      if (same && last && sameText(last, other) && !sameText(last, subject)) return { subject, other };
      if (flipped && last && sameText(last, subject) && !sameText(last, other))
        return { subject: other, other: subject };
    }
  }
  return null;
}

/** Words after a negator that hedge or add rather than deny: "not only", "not just", "not necessarily", "לא רק". */
// (and a word of how often: "you don't usually have to think about them" says sometimes, it denies no "usually")
const HEDGE =
  /^(?:only|just|merely|simply|also|necessarily|always|usually|generally|typically|often|exactly|quite|all|רק|בהכרח|תמיד|בדיוק)$/u;

/**
 * The content words a text denies outright: the first content word within two words after a negator in its clause ("does not
 * require gradients": "require"; "not for training": "training"; "אינה קבועה": "קבועה"), never after a hedge ("not
 * only", "not necessarily", "לא רק") or a concession ("no matter").
 */
/** A verb after the subject "no X" ("no value can ...", "no two owners are ..."). */
const SUBJECT_VERB =
  /^(?:can|could|may|might|will|would|should|must|is|are|was|were|has|have|had|does|do|did|gets|get)$/u;

export function deniedWords(text: string): MatchWord[] {
  const out: MatchWord[] = [];
  let since = Infinity;
  let hedged = false;
  let last = 0;
  const all = [...text.matchAll(WORD_RE)];
  for (const [i, m] of all.entries()) {
    // (a typographic apostrophe is an apostrophe: "won’t")
    const raw = m[0].toLowerCase().replace(/’/gu, "'");
    if (/[.,;:!?()\u2013\u2014]|\s-\s/u.test(text.slice(last, m.index))) since = Infinity;
    last = m.index! + m[0].length;
    // ("no value can have two owners" says no thing has the property: the negation is on the predicate, the value is
    // not denied)
    if (raw === 'no' && SUBJECT_VERB.test(all[i + 2]?.[0].toLowerCase() ?? '')) {
      since = Infinity;
      continue;
    }
    // ("instead of" replaces rather than denies)
    if ((EN_NEGATOR.test(raw) && raw !== 'instead') || HE_NEGATOR.test(raw)) {
      since = 0;
      hedged = false;
      continue;
    }
    since++;
    if (since === 1 && (HEDGE.test(raw) || CONCESSIVE.test(raw))) hedged = true;
    if (since > 2 || hedged || MATH_RE.test(m[0])) continue;
    const word = matchWords(m[0])[0];
    // (only the word the negator is spent on: "אינו תלוי בכיוון" denies the dependence, not the direction)
    if (word) {
      out.push(word);
      since = Infinity;
    }
  }
  return out;
}
