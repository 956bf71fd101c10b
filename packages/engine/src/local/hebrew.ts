/**
 * Hebrew material (issue 11, decision 104): the concepts a Hebrew document names, the definitions it states in
 * Hebrew patterns the generic reader misses, and which concept may stand beside a key as an option.
 *
 * Hebrew course notes name their concepts in a few reliable places: section headings ("## התארכות זמן"),
 * labelled results ("משפט 2.1.5 (סנדוויץ'):", "הגדרה 1.4.1 (סדרה):") and "... נקרא/נקראת/מכונה X". The
 * statistical term list of a Hebrew text also holds phrases that are no concepts ("הקושי בשאלה", "בסוף הנסיעה"),
 * so a term question about a Hebrew concept takes its distractors from the concepts the material names.
 */
import { HE_STOPWORDS, isHebrewWord, wordKey } from '../text.ts';
import type { Corpus, Sentence } from './analysis.ts';
import { hebrewShapeOf } from './shape.ts';

export interface HebrewConcept {
  /** As the material writes it ("התארכות זמן", "הזמן העצמי"). */
  text: string;
  /** Prefix-stripped keys of its words, joined by spaces. */
  key: string;
  doc: number;
  /** Where the material names it. */
  source: 'heading' | 'named' | 'label';
  /** The kind of labelled result it names ("משפט", "הגדרה", "למה"), for labels. */
  kind?: string;
}

/** Headings that are no concept: the document's furniture and generic section names. */
const NOT_A_CONCEPT =
  /^(?:תוכן\s+(?:ה)?עניינים|הרצאה|תרגול|סיכום|מבוא|הקדמה|הערות?|דוגמ(?:ה|א|אות)|תרגיל(?:ים)?|פתרון|פתרונות|שאלות?|תשובות?|נספח|קישור|מקורות|ביבליוגרפיה|עקרונות|תכונות|סוגי|שיטות|נוסחאות|משפטים|הגדרות|חזרה|תזכורת|מסקנות?|הוכחה)(?!\p{L})/u;

/** Words that end a name after "נקרא/נקראת": a clause goes on ("והוא מתאר", "ומסומנת", "אם", "כאשר"). */
const NAME_END =
  /^(?:ו?(?:הוא|היא|הם|הן)|ומסומנ\p{L}*|ומסומן|אם|כאשר|כי|מכיוון|משום|ולכן|לכן|או|אך|אבל|בגלל|עבור|על|של|לפי|ב-\S*|ל-\S*|כ-\S*)$/u;

/** A Hebrew label word with its niqqud and cantillation removed ("לֶלמה" -> "למה"). */
export function withoutNiqqud(text: string): string {
  return text.replace(/[\u0591-\u05C7]/gu, '');
}

/** A concept name as written, or null when it is not one (a number, a formula, a clause, a stop word). */
export function conceptName(raw: string): string | null {
  const text = withoutNiqqud(raw)
    .trim()
    // "1.2 קטעים", "2.1.5 ..." and a running part number "(2)"
    .replace(/^\d+(?:\.\d+)*\s+/u, '')
    .replace(/\s*\(\d+\)$/u, '')
    .replace(/[.:;,!?]+$/u, '')
    .replace(/[׳’]/gu, "'")
    .trim();
  if (!text || NOT_A_CONCEPT.test(text)) return null;
  const ws = text.split(/\s+/);
  if (ws.length > 4) return null;
  // Hebrew words only (a hyphen, a geresh and "ε" inside a word are part of it: "סביבת-ε", "סנדוויץ'")
  if (
    !ws.every(
      (w) => /^[\u05D0-\u05EA][\u05D0-\u05EA'"״-]*(?:-[εδ])?$/u.test(w) || /^[εδ]-[\u05D0-\u05EA]+$/u.test(w),
    )
  )
    return null;
  if (HE_STOPWORDS.has(ws[0]!) || HE_STOPWORDS.has(ws[ws.length - 1]!)) return null;
  if (ws.some((w) => HE_STOPWORDS.has(w) && w !== 'של')) return null;
  return text;
}

const conceptCache = new WeakMap<Corpus, HebrewConcept[]>();

/** Labelled results: "משפט 2.1.5 (סנדוויץ'):", "הגדרה 1.4.1 (סדרה):", "לֶלמה 2.1.2 (אי שוויון המשולש):". */
export const HE_LABEL_RE = /^(משפט|הגדרה|למה|טענה|מסקנה|אקסיומה)\s*\d+(?:\.\d+)*\s*\(([^()]{2,40})\)\s*:?/u;

/** The concepts each Hebrew document names (headings, labelled results, "נקרא X"), in the order they appear. */
export function hebrewConcepts(corpus: Corpus): HebrewConcept[] {
  const cached = conceptCache.get(corpus);
  if (cached) return cached;
  const out: HebrewConcept[] = [];
  const seen = new Set<string>();
  const add = (raw: string, doc: number, source: HebrewConcept['source'], kind?: string) => {
    const text = conceptName(raw);
    if (!text) return;
    const key = text
      .split(/\s+/)
      .map((w) => wordKey(w, corpus.vocab))
      .join(' ');
    if (seen.has(`${doc}:${key}`)) return;
    seen.add(`${doc}:${key}`);
    out.push({ text, key, doc, source, ...(kind ? { kind } : {}) });
  };
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units) if (u.title && isHebrewWord(u.title)) add(u.title, doc, 'heading');
  });
  for (const s of corpus.sentences) {
    const plain = withoutNiqqud(s.text);
    if (s.reject === 'heading' && isHebrewWord(plain)) add(plain, s.doc, 'heading');
    const label = HE_LABEL_RE.exec(plain);
    if (label) for (const part of label[2]!.split(/\s*\/\s*/u)) add(part, s.doc, 'label', label[1]!);
    for (const m of plain.matchAll(
      /(?<!\p{L})ש?(?:נקרא|נקראת|נקראים|נקראות|מכונה|מכונים|מכונות)\s+([\u05D0-\u05EA][^\s.,:;()]*(?:\s[\u05D0-\u05EA][^\s.,:;()]*){0,3})/gu,
    )) {
      const ws = m[1]!.split(/\s+/);
      const end = ws.findIndex((w) => NAME_END.test(w));
      // "נקרא למערכת כדור הארץ מערכת S" names with "ל": the thing named comes after it, not a concept's name
      if (/^ל/u.test(ws[0]!) && (corpus.vocab.has(ws[0]!.slice(1)) || /^ל-/u.test(ws[0]!))) continue;
      const name = (end < 0 ? ws : ws.slice(0, end)).slice(0, 3).join(' ');
      add(name.replace(/\s+(?:אחד|אחת)$/u, ''), s.doc, 'named');
    }
  }
  conceptCache.set(corpus, out);
  return out;
}

/** Whether a phrase is a concept the Hebrew material names (by its words' keys). */
export function isHebrewConcept(corpus: Corpus, text: string): boolean {
  const key = text
    .split(/\s+/)
    .map((w) => wordKey(w, corpus.vocab))
    .join(' ');
  return hebrewConcepts(corpus).some((c) => c.key === key);
}

/**
 * Whether a Hebrew option may stand beside the key in a question that names a concept by what the material says
 * of it. The options stand alone (no article or preposition of the stem before them), so construct state and
 * definiteness give nothing away; number always may ("מושג" asks for one), and gender may when the description
 * opens with a word that agrees with the term ("קבועה בכל הכיוונים" of "מהירות"), not with a noun of its own
 * ("גודל ש...", "הטרנספורמציה ש...", "אוסף ...").
 */
export function hebrewOptionFits(corpus: Corpus, key: string, option: string, body: string): boolean {
  const has = (w: string) => corpus.vocab.has(w);
  const a = hebrewShapeOf(key, has);
  const b = hebrewShapeOf(option, has);
  if (a.number !== b.number) return false;
  const r = option.length / Math.max(1, key.length);
  if (r < 0.4 || r > 2.5) return false;
  if (Math.abs(key.split(/\s+/).length - option.split(/\s+/).length) > 2) return false;
  return a.gender === b.gender || bodyOpensWithNoun(corpus, body);
}

/** A description that opens with a noun of its own ("גודל ש...", "הטרנספורמציה ש...", "אוסף אינסופי ..."). */
export function bodyOpensWithNoun(corpus: Corpus, body: string): boolean {
  const w = withoutNiqqud(body.trim().split(/\s+/)[0] ?? '');
  if (!w) return false;
  // a clause ("ששתי מאורעות ...", "כאשר ...") agrees with nothing
  if (/^(?:ש|כך ש|כאשר|אם)/u.test(w) && !corpus.vocab.has(w)) return true;
  // the definite article on a word the material also writes bare: a noun ("הטרנספורמציה")
  if (/^ה\p{L}{2,}/u.test(w) && corpus.vocab.has(w.slice(1)) && !/(?:ת|ה|ים|ות)$/u.test(w.slice(1)))
    return true;
  if (/^ה\p{L}{2,}/u.test(w) && corpus.vocab.has(w.slice(1)) && (corpus.vocab.get(w.slice(1)) ?? 0) >= 2)
    return nounLike(corpus, w.slice(1));
  return nounLike(corpus, w);
}

/** A word the material uses as a noun: the head of a concept it names, or seen after של/את/על (with ה). */
function nounLike(corpus: Corpus, w: string): boolean {
  if (hebrewConcepts(corpus).some((c) => c.text.split(/\s+/)[0] === w || c.text.split(/\s+/)[0] === `ה${w}`))
    return true;
  return /^(?:גודל|אוסף|קבוצה|קטע|פרק|תהליך|מצב|מספר|ערך|שיטה|כלל|חוק|עיקרון|תופעה|מערכת|פונקציה|סדרה|ביטוי|טרנספורמציה|הטרנספורמציה|כלי|מדד|יחס|קשר|תכונה|אירוע|מאורע|שבר|נקודה)$/u.test(
    w,
  );
}

/**
 * Hebrew definitions the generic reader misses: "X מתייחס/מתייחסת לכך ש..." ("סיבתיות מתייחסת לכך ששתי מאורעות
 * יכולות להשפיע ..."). Returns the term and what the material says it is, or null.
 */
export function hebrewDefinition(
  corpus: Corpus,
  s: Sentence,
): { term: string; body: string; genus: string } | null {
  const text = s.text.replace(/[.;]\s*$/u, '');
  const m =
    /^([\u05D0-\u05EA][\u05D0-\u05EA'"-]*(?:\s[\u05D0-\u05EA][\u05D0-\u05EA'"-]*){0,2})\s+(?:מתייחס|מתייחסת|מתייחסים|מתייחסות)\s+(?:לכך\s+ש|לעובדה\s+ש|ל)(\S.+)$/u.exec(
      text,
    );
  if (!m) return null;
  const term = m[1]!;
  if (!isHebrewConcept(corpus, term)) return null;
  return { term, body: m[2]!, genus: '' };
}

/**
 * Distractor concepts for a Hebrew key: the concepts of the same document that the material names, of the key's
 * number, in order of kinship (the same head word or ending, then headings, then named concepts).
 */
export function hebrewConceptPool(
  corpus: Corpus,
  doc: number,
  key: string,
): { text: string; key: string; score: number }[] {
  const head = (t: string) => t.split(/\s+/)[0]!.replace(/^ה(?=\p{L}{3})/u, '');
  const pattern = (t: string) =>
    /^הת\p{L}+ות$/u.test(head(t)) ? 'hitpael' : /יות$/u.test(head(t)) ? 'abstract' : 'other';
  const k = head(key);
  return hebrewConcepts(corpus)
    .filter((c) => c.doc === doc)
    .map((c) => ({
      text: c.text,
      key: c.key,
      score:
        (head(c.text) === k ? 1.5 : 0) +
        (pattern(c.text) === pattern(key) && pattern(key) !== 'other' ? 1 : 0) +
        (c.source === 'label' ? 0.8 : c.source === 'heading' ? 0.6 : 0.4),
    }));
}

/**
 * Whether a description names a content word of the term it describes, in any inflection or with any prefix
 * ("בפרק זמן יותר ארוך" of "התארכות זמן"): a reader who never saw the material picks the option that repeats it.
 * The term's genus may open the description ("גודל שאינו משתנה ..." of "גודל אינוואריאנטי") only when the
 * options then share it too, which a concept question cannot promise: it counts as well.
 */
export function hebrewStemNames(corpus: Corpus, body: string, term: string): boolean {
  const bodyKeys = new Set(
    withoutNiqqud(body)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .flatMap((w) => [wordKey(w), wordKey(w, corpus.vocab)]),
  );
  return term
    .split(/\s+/)
    .filter((w) => !HE_STOPWORDS.has(w) && w.length >= 2)
    .some((w) => bodyKeys.has(wordKey(w)) || bodyKeys.has(wordKey(w, corpus.vocab)));
}

/** The head noun of a Hebrew phrase, without the definite article: "מהירות" of "המהירות הממוצעת". */
export function hebrewHead(text: string): string {
  return withoutNiqqud(text.trim().split(/\s+/)[0] ?? '').replace(/^ה(?=\p{L}{3})/u, '');
}

/**
 * The sentence without its reciprocal pronouns ("זה על זה", "זו בזו", "אלה עם אלה"): they point at nothing
 * outside the sentence, unlike the demonstratives the context filter looks for ("מערכת זו").
 */
export function withoutReciprocals(text: string): string {
  return text.replace(
    /(?<!\p{L})(זה|זו|זאת|אלה|אלו)\s+(?:את|על|עם|אל|מול|כלפי|ל|ב|מ|מן)?-?\s?(?:ל|ב|מ)?\1(?!\p{L})/gu,
    ' ',
  );
}
