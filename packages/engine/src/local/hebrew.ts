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
import type { Cand } from './forms.ts';
import { pickThree } from './forms.ts';
import { hasFormula as hasWordPlaceholder } from './formula.ts';
import { hebrewShapeOf } from './shape.ts';
import { optionTypo } from './cues.ts';
import { seeded } from './statement-options.ts';
import { hebrewRuleCandidates } from './hebrew-rules.ts';
import { bracketsNest } from './util.ts';

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
  // "של" and "בין" join the words of a name ("גבול של סדרה", "סדר בין גבולות")
  if (ws.some((w) => HE_STOPWORDS.has(w) && w !== 'של' && w !== 'בין')) return null;
  return text;
}

const conceptCache = new WeakMap<Corpus, HebrewConcept[]>();

/** Labelled results: "משפט 2.1.5 (סנדוויץ'):", "הגדרה 1.4.1 (סדרה):", "לֶלמה 2.1.2 (אי שוויון המשולש):". */
export const HE_LABEL_RE = /^(משפט|הגדרה|ל?למה|טענה|מסקנה|אקסיומה)\s*\d+(?:\.\d+)*\s*\(([^()]{2,40})\)\s*:?/u;

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
    if (label)
      for (const part of label[2]!.split(/\s*\/\s*/u))
        add(part, s.doc, 'label', label[1]!.replace(/^ללמה$/u, 'למה'));
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
  // a heading with a typo ("טרנספורציית לורנץ" beside "טרנספורמציית לורנץ") is the other concept misspelt:
  // the form the material writes more often stays
  const text = corpus.sentences.map((s) => s.text).join('\n');
  const times = (t: string) => text.split(t).length - 1;
  // ... or a word the material writes far more often with one letter more or other ("טרנספורמציית")
  const vocab = [...corpus.vocab].filter(([w, n]) => n >= 3 && w.length >= 5);
  const misspelt = (w: string) => {
    const n = corpus.vocab.get(w) ?? 0;
    return w.length >= 5 && n <= 2 && vocab.some(([v, m]) => m >= 3 * Math.max(1, n) && oneLetterApart(v, w));
  };
  const kept = out.filter(
    (c) =>
      !c.text.split(/\s+/u).some(misspelt) &&
      !out.some(
        (o) =>
          o !== c &&
          o.doc === c.doc &&
          oneLetterApart(o.text, c.text) &&
          (times(o.text) > times(c.text) ||
            (times(o.text) === times(c.text) && o.text.length > c.text.length)),
      ),
  );
  conceptCache.set(corpus, kept);
  return kept;
}

/** Two phrases of the same words but one, which lacks or changes a single letter. */
function oneLetterApart(a: string, b: string): boolean {
  const x = a.split(/\s+/u);
  const y = b.split(/\s+/u);
  if (x.length !== y.length) return false;
  let diffs = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    const [p, q] = x[i]!.length >= y[i]!.length ? [x[i]!, y[i]!] : [y[i]!, x[i]!];
    if (p.length - q.length > 1 || q.length < 4) return false;
    let k = 0;
    while (k < q.length && p[k] === q[k]) k++;
    const tail = p.length === q.length ? p.slice(k + 1) === q.slice(k + 1) : p.slice(k + 1) === q.slice(k);
    if (!tail) return false;
    diffs++;
  }
  return diffs === 1;
}

/** Whether a phrase is a concept the Hebrew material names (by its words' keys). */
export function isHebrewConcept(corpus: Corpus, text: string): boolean {
  const key = text
    .split(/\s+/)
    .map((w) => wordKey(w, corpus.vocab))
    .join(' ');
  return hebrewConcepts(corpus).some((c) => c.key === key);
}

/** Head nouns of physical quantities (a quantity's distractors are quantities). */
const HE_QUANTITY =
  /^(?:מהירות|מהירויות|תאוצה|תאוצת|אנרגיה|אנרגיית|אנרגיות|תנע|מסה|מסת|זמן|אורך|מרחק|כוח|כוחות|מתח|זרם|התנגדות|טמפרטורה|טמפרטורת|לחץ|נפח|שטח|תדירות|תדר|אורך|הספק|עבודה|מטען|שדה|תנופה|משקל|צפיפות)$/u;

/**
 * Whether a Hebrew option may stand beside the key in a question that names a concept by what the material says
 * of it. The options stand alone (no article or preposition of the stem before them), so construct state and
 * definiteness give nothing away; number always may ("מושג" asks for one), and gender may when the description
 * opens with a word that agrees with the term ("קבועה בכל הכיוונים" of "מהירות"), not with a noun of its own
 * ("גודל ש...", "הטרנספורמציה ש...", "אוסף ...").
 */
export function hebrewOptionFits(corpus: Corpus, key: string, option: string, body: string): boolean {
  // of the key's kind: a quantity beside quantities ("מהירות האור" among "אנרגיה", not "דינמיקה יחסותית")
  if (HE_QUANTITY.test(hebrewHead(key)) && !HE_QUANTITY.test(hebrewHead(option))) return false;
  // the key's quantity of "the body", "the particle": a variable, no concept, and beside "מהירות החלקיק",
  // "מהירות הגוף" says the same (readers at 26d222d)
  if (
    hebrewHead(option) === hebrewHead(key) &&
    /^\S+\s+(?:ה|של\s+ה)?(?:גוף|חלקיק|עצם|צופה|מערכת)$/u.test(withoutNiqqud(option.trim())) &&
    !isHebrewConcept(corpus, option)
  )
    return false;
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

/**
 * A limit written under its operator, as PDF extraction joins it to the line ("lim_{𝑛→∞} 𝑎_𝑛", decision 201):
 * the subscript is the operator's, so the text reads whole without it.
 */
export const LIMIT_SCRIPT_RE = /(?<=\p{L}|[∑∏])_\{[^{}\s]{1,8}→[^{}\s]{1,6}\}/gu;

/** The text with each limit under an operator left out ("lim_{𝑛→∞} 𝑎_𝑛 ≥ 0" -> "lim 𝑎_𝑛 ≥ 0"). */
export function withoutLimitScripts(text: string): string {
  return text.replace(LIMIT_SCRIPT_RE, '');
}

/**
 * Math as a PDF of lecture notes gives it, readable in a stem: Hebrew words around it, brackets that balance, no
 * limit subscripts or proof marks left on their own ("𝑛→∞ 𝑛→∞", "∎", "⏟"), no run of lone symbols ("0 0 2"). A
 * limit joined under its operator ("lim_{𝑛→∞}") reads as part of it.
 */
export function readableMath(text: string): boolean {
  const t = withoutLimitScripts(text.trim());
  if ((t.match(/[\u05D0-\u05EA]{2,}/gu) ?? []).length < 2) return false;
  if (/→→|⟶⟶|⏟|∎|[𝑛n]→∞/u.test(t)) return false;
  // brackets that open before they close and all close ("}𝑀 = max{" is the PDF's reversed line)
  if (!bracketsNest(t)) return false;
  const lone = (w: string) => Array.from(w).length === 1 && /^[\p{L}\p{N}]$/u.test(w);
  const toks = t.split(/\s+/u).map((w) => w.replace(/[.,:;]+$/u, ''));
  // two lone letters or digits in a row: the pieces of a fraction or a subscript line ("0 0 2", "𝑛 𝑛")
  for (let i = 1; i < toks.length; i++) if (lone(toks[i]!) && lone(toks[i - 1]!)) return false;
  return true;
}

/** A result labelled without a name: "משפט 1.5.2:", "לֶלמה 1.2.3:". */
const UNNAMED_RESULT_RE = /^(משפט|ל?למה|טענה|מסקנה)\s*\d+(?:\.\d+)*\s*:/u;

/** A lone letter right before another symbol ("𝑛 𝑎_𝑛", "𝑛 𝑐"): a root or a fraction the PDF lost between them. */
function juxtaposed(text: string): boolean {
  const toks = text.split(/\s+/u);
  const letter = /^[A-Za-z\u{1D400}-\u{1D7FF}\u0391-\u03C9\u210E]$/u;
  const symbol = /^[A-Za-z\u{1D400}-\u{1D7FF}\u0391-\u03C9\u210E]/u;
  return toks.some(
    (t, i) => i > 0 && letter.test(toks[i - 1]!) && symbol.test(t) && !/^[A-Za-z]{2,}/u.test(t),
  );
}

/** A symbol of math notes: one letter (not of a word such as "lim"), with its subscript ("𝑎_𝑛", "𝐿_1", "𝑎_{𝑛+1}"). */
const SYMBOL_RE =
  /(?<![\p{L}\p{N}])[A-Za-z\u{1D400}-\u{1D7FF}\u0391-\u03C9\u210E](?:_(?:\{[^{}\s]*\}|[^\s,.;:(){}|]+))?(?![A-Za-z])/gu;

/**
 * Whether a result "... אז/אזי <conclusion>" sets up every symbol of its conclusion before it: "אם 0 < 𝑎_𝑛 ⟶ 𝐿
 * אז 𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛 ⟶ 𝐿" is not (what 𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛 stand for is in another paragraph), "תהיינה 𝑎_𝑛, 𝑏_𝑛,
 * 𝑐_𝑛 סדרות ... אם ... = 𝐿 אז lim 𝑏_𝑛 = 𝐿" is. A letter on its own may stand in a subscript before ("לכל 𝑛").
 */
export function selfContained(text: string): boolean {
  const t = withoutLimitScripts(text);
  const ms = [...t.matchAll(/(?<!\p{L})(?:אז|אזי)(?!\p{L})/gu)];
  if (!ms.length) return true;
  const at = ms[ms.length - 1]!.index;
  const before = t.slice(0, at);
  const known = new Set([...before.matchAll(SYMBOL_RE)].map((m) => m[0]));
  return [...t.slice(at).matchAll(SYMBOL_RE)].every(
    (m) => known.has(m[0]) || (!m[0].includes('_') && before.includes(m[0])),
  );
}

/**
 * "What is the name of this theorem?" (form `term-from-definition`): a labelled result of the notes ("משפט 2.1.5
 * (סנדוויץ'):") stated in one or two sentences of its block that hold its conclusion ("אז", "אזי", "קיים",
 * "מתקיים"); the options are the names of the other labelled theorems and lemmas of the same document. A name
 * that shares a word with the statement ("חסומה כפול אפסה" of "אם 𝑎𝑛 סדרה חסומה ...") gives itself away and
 * is not asked; a statement of formulas only, or one that needs its proof or its list ("אזי:"), is not either.
 */
export function hebrewResultCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const results: HebrewResult[] = [];
  const S = corpus.sentences;
  corpus.sentences.forEach((s, i) => {
    const plain = withoutNiqqud(s.text);
    // a result without a name ("משפט 1.5.2: אם סדרה ... מתכנסת, אזי היא חסומה.") is a distractor only
    const m = HE_LABEL_RE.exec(plain) ?? UNNAMED_RESULT_RE.exec(plain);
    if (!m) return;
    const kind = m[1]!.replace(/^ללמה$/u, 'למה');
    if (kind !== 'משפט' && kind !== 'למה') return;
    const name = m[2] === undefined ? '' : conceptName(m[2].split(/\s*\/\s*/u)[0]!);
    if (name === null) return;
    // the statement: the rest of the label's sentence, else the next sentences of its block
    const parts: number[] = [];
    const rest = plain.slice(m[0].length).trim();
    if (rest) parts.push(i);
    for (let j = i + 1; j < S.length && parts.length < 2 && !rest; j++) {
      const n = S[j]!;
      if (n.block !== s.block || n.unit !== s.unit || /^(?:הוכחה|דוגמ|הערה|הערות)/u.test(n.text)) break;
      parts.push(j);
      if (/(?<!\p{L})(?:אז|אזי|קיים|קיימים|מתקיים)(?!\p{L})/u.test(n.text)) break;
    }
    if (!parts.length) return;
    const texts = rest && parts.length === 1 && parts[0] === i ? [rest] : parts.map((j) => S[j]!.text);
    // "תהיינה ... . אזי:" and numbered conclusions: the set-up with the first one ("1. אם 𝑎_𝑛 ≥ 𝑏_𝑛 ... אזי 𝐿 ≥ 𝑀.")
    const last = parts[parts.length - 1]!;
    if (texts.length === 2 && /^(?:אזי|אז)\s*:$/u.test(S[last]!.text.trim())) {
      let j = last + 1;
      if (S[j] && /^\d{1,2}\.$/u.test(S[j]!.text.trim())) j++;
      const item = S[j];
      if (
        !item ||
        item.unit !== s.unit ||
        !/^אם\s/u.test(item.text) ||
        !/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(item.text) ||
        !/\.$/u.test(item.text.trim())
      )
        return;
      texts.splice(1, 1, item.text);
      for (let k = last + 1; k <= j; k++) parts.push(k);
    }
    // a space the PDF leaves before a full stop ("= 𝑀 . אם ...") is no part of the statement
    const statement = texts
      .join(' ')
      .replace(/\s+/gu, ' ')
      .replace(/ ([.,])(?= |$)/gu, '$1')
      .trim();
    if (!/(?<!\p{L})(?:אז|אזי|קיים|קיימים|מתקיים)(?!\p{L})/u.test(statement) || /:\s*$/u.test(statement))
      return;
    if (!readableMath(statement) || statement.split(/\s+/u).length > 30) return;
    // a statement whose conclusion names symbols it never sets up (readers at 26d222d: "𝑚_𝑛, 𝑔_𝑛, ℎ_𝑛"), or
    // symbols side by side with nothing between them (a root sign the PDF lost: "𝑛 𝑎_𝑛 ⟶ 𝐿")
    if (!selfContained(statement) || juxtaposed(statement)) return;
    results.push({ name, kind, doc: s.doc, unit: s.unit, sentences: parts, statement });
  });
  const out: Cand[] = [...resultStatementCandidates(corpus, results)];
  const ruled = new Set(results.length ? hebrewRuleCandidates(corpus).flatMap((c) => c.topics) : []);
  for (const r of results) {
    if (!r.name || hebrewStemNames(corpus, r.statement, r.name)) continue;
    const names = hebrewConcepts(corpus).filter(
      (c) =>
        c.doc === r.doc &&
        c.source === 'label' &&
        (c.kind === 'משפט' || c.kind === 'למה') &&
        c.text !== r.name,
    );
    const stem =
      r.kind === 'למה'
        ? `מהו שמה של הלמה הבאה לפי החומר: "${r.statement}"?`
        : `מהו שמו של המשפט הבא לפי החומר: "${r.statement}"?`;
    // the label names the result: the quote holds it with the statement
    const label = r.sentences[0]! - 1;
    const quote = [
      ...(r.sentences[0] === label + 1 && !r.sentences.includes(label) ? [label] : []),
      ...r.sentences,
    ]
      .map((j) => corpus.sentences[j]!.text)
      .join(' ');
    out.push({
      form: 'term-from-definition',
      score: 1.3,
      doc: r.doc,
      unit: r.unit,
      sentences: r.sentences,
      topics: [r.name],
      quote,
      build: (used) => {
        if (r.sentences.some((j) => used.has(j))) return null;
        // names of other results that share no word with this statement nor with the key
        const keyWords = new Set(r.name.split(/\s+/u).map((w) => wordKey(w, corpus.vocab)));
        // a result another question of the test asks about ("מה קובע המשפט "יחידות הגבול"?") is named in that
        // stem as what it is: offered here as a wrong name, that question rules it out (eng-he11)
        const asked = new Set(results.filter((o) => o.sentences.some((j) => used.has(j))).map((o) => o.name));
        const pool = names
          .filter((c) => !asked.has(c.text))
          .filter((c) => !hebrewStemNames(corpus, r.statement, c.text))
          // a theorem whose rules another question asks by name ("... שקובע המשפט "חשבון גבולות"?") is known to be
          // about those rules: offered here for another statement, that question rules it out (eng-he2)
          .filter((c) => !ruled.has(c.text))
          .filter((c) => !c.text.split(/\s+/u).some((w) => keyWords.has(wordKey(w, corpus.vocab))))
          // a long name offered in one question reads as the material's own claim in the next (select.ts)
          .filter((c) => c.text.split(/\s+/u).length <= 3)
          .map((c) => c.text);
        if (pool.length < 3) return null;
        // nearest in length first, so no option stands out by its length
        const distractors = pickThree(
          pool.sort((a, b) => Math.abs(a.length - r.name.length) - Math.abs(b.length - r.name.length)),
          r.name,
          seeded(r.statement),
          // no two options that share a word ("אי-שוויון הממוצעים", "גבולות של סדרות ממוצעים")
          (three) => {
            const ws = [r.name, ...three].map(
              (o) => new Set(o.split(/[\s-]+/u).map((w) => wordKey(w, corpus.vocab))),
            );
            return ws.every((a, i) => ws.every((b, j) => j <= i || ![...a].some((w) => b.has(w))));
          },
        );
        if (!distractors) return null;
        return {
          form: 'term-from-definition',
          stem,
          key: r.name,
          distractors,
          doc: r.doc,
          unit: r.unit,
          quote,
          why: 'שאר האפשרויות הן שמות של משפטים וטענות אחרים מהחומר.',
        };
      },
    });
  }
  return out;
}

/**
 * The objects a result is about: its number sets (ℝ, ℚ), its indexed symbols (𝑎_𝑛), its operators (lim, sup) and
 * its content words that are no quantifier or connective ("סדרה", "חסומה", "זוגי").
 */
const HE_RESULT_FILLER = new Set([
  'לכל',
  'ולכל',
  'קיים',
  'קיימת',
  'שמקיים',
  'שמקיימת',
  'מקיים',
  'מתקיים',
  'אם',
  'אז',
  'אזי',
  'גם',
  'כאשר',
  'תהיינה',
  'תהי',
  'יהי',
  'יהיו',
  'כמעט',
]);
function resultObjects(corpus: Corpus): (text: string) => Set<string> {
  return (text) => {
    const out = new Set<string>();
    for (const m of text.matchAll(/[ℝℚℕℤℂ]/gu)) out.add(m[0]);
    // an indexed symbol, as extraction writes it ("𝑎_𝑛", "𝑎𝑛") or as LaTeX ("a_{n}"): the sequence 𝑎
    for (const m of text.matchAll(
      /(?<![A-Za-z])([\u{1D400}-\u{1D7FF}A-Za-z])(?:_\{?)?[\u{1D400}-\u{1D7FF}]|([A-Za-z])_\{?[A-Za-z]/gu,
    ))
      out.add(`${(m[1] ?? m[2]!).normalize('NFKC')}_`);
    for (const m of text.matchAll(/(?<![A-Za-z])(lim|sup|inf|max|min|log|ln|sin|cos)(?![A-Za-z])/gu))
      out.add(m[1]!);
    for (const w of withoutNiqqud(text).split(/[^\p{L}]+/u))
      if (isHebrewWord(w) && w.length >= 3 && !HE_RESULT_FILLER.has(w) && !HE_STOPWORDS.has(w))
        out.add(wordKey(w, corpus.vocab));
    return out;
  };
}
function sharesObject(a: Set<string>, b: Set<string>): boolean {
  return [...a].some((x) => b.has(x));
}

interface HebrewResult {
  name: string;
  kind: string;
  doc: number;
  unit: number;
  sentences: number[];
  statement: string;
}

/**
 * "לפי החומר, מה קובע המשפט "סנדוויץ'"?" (form `definition-from-term`): the reverse of the name question, asked
 * of the same labelled results; the key is the result's statement, the distractors are the statements of the
 * document's other theorems and lemmas (true results, but not this one). Not asked: a statement that shares a word
 * with the name ("חסומה כפול אפסה" of "אם 𝑎𝑛 סדרה חסומה ..."), a distractor that names the key's result, a
 * statement that stands out by its length or overlaps another.
 */
function resultStatementCandidates(corpus: Corpus, results: HebrewResult[]): Cand[] {
  const out: Cand[] = [];
  // each statement's objects, and each statement read against each name, once (every result reads every other)
  const objectsOf = resultObjects(corpus);
  const objectMemo = new Map<string, Set<string>>();
  const objects = (text: string) => {
    let o = objectMemo.get(text);
    if (!o) objectMemo.set(text, (o = objectsOf(text)));
    return o;
  };
  const namesMemo = new Map<string, boolean>();
  const stemNames = (body: string, name: string) => {
    const k = `${body}\u0000${name}`;
    let n = namesMemo.get(k);
    if (n === undefined) namesMemo.set(k, (n = hebrewStemNames(corpus, body, name)));
    return n;
  };
  const option = (t: string) => t.replace(/[\s.;:]+$/u, '').trim();
  const named = new Set(results.filter((r) => r.name).map((r) => option(r.statement)));
  for (const r of results) {
    if (!r.name || stemNames(r.statement, r.name)) continue;
    const key = option(r.statement);
    const seen = new Set<string>();
    const pool = results
      .filter(
        (o) =>
          o !== r &&
          o.doc === r.doc &&
          o.name !== r.name &&
          // a distractor may name its own result ("... סדרה חסומה ..." of "חסומה כפול אפסה"): it is not this one
          !stemNames(o.statement, r.name) &&
          // of the key's subject: a statement about other objects (sequences beside a theorem on ℚ) leaves the
          // key the only option of the name's subject (issue 11, teacher at eb977d9)
          sharesObject(objects(r.statement), objects(o.statement)),
      )
      .map((o) => option(o.statement))
      // each statement once, at its first place (a set: the material may repeat a statement many times)
      .filter((o) => {
        if (seen.has(o)) return false;
        seen.add(o);
        return o !== key;
      })
      .sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length))
      // the statements of results without a name first: the named ones are asked themselves (their name, their
      // statement as the key of a true-statement question), and an option offered twice reads as a key
      .sort((a, b) => Number(named.has(a)) - Number(named.has(b)));
    if (pool.length < 3) continue;
    const distractors = pickThree(pool, key, seeded(`${r.statement}/statement`));
    if (!distractors) continue;
    // the sentences of the statements offered: a statement question of the same test turns one of them ("אם סדרה
    // ... מתבדרת, אזי היא חסומה" beside the true one offered here reads as a hint), so each is used once
    const offered = results
      .filter((o) => distractors.includes(option(o.statement)))
      .flatMap((o) => o.sentences);
    const label = r.sentences[0]! - 1;
    const quote = [
      ...(r.sentences[0] === label + 1 && !r.sentences.includes(label) ? [label] : []),
      ...r.sentences,
    ]
      .map((j) => corpus.sentences[j]!.text)
      .join(' ');
    const stem =
      r.kind === 'למה' ? `לפי החומר, מה קובעת הלמה "${r.name}"?` : `לפי החומר, מה קובע המשפט "${r.name}"?`;
    out.push({
      form: 'definition-from-term',
      score: 1.25,
      doc: r.doc,
      unit: r.unit,
      sentences: r.sentences,
      topics: [r.name],
      quote,
      build: (used) =>
        r.sentences.some((j) => used.has(j)) || offered.some((j) => used.has(j))
          ? null
          : {
              form: 'definition-from-term',
              stem,
              key,
              distractors,
              doc: r.doc,
              unit: r.unit,
              quote,
              used: r.sentences,
              // the statements offered unchanged: a statement question keeps off them, a naming one may ask them
              offered,
              why: 'שאר האפשרויות הן מה שקובעים משפטים וטענות אחרים בחומר.',
            },
    });
  }
  return out;
}

/** `hebrewPrincipleCandidates` of a material. */
const principles = new WeakMap<Corpus, Cand[]>();

const HE_COUNTS: Record<string, { construct: string; masculine: boolean; n: number }> = {
  שני: { construct: 'שני', masculine: true, n: 2 },
  שתי: { construct: 'שתי', masculine: false, n: 2 },
  שלושה: { construct: 'שלושת', masculine: true, n: 3 },
  שלוש: { construct: 'שלוש', masculine: false, n: 3 },
  ארבעה: { construct: 'ארבעת', masculine: true, n: 4 },
  ארבע: { construct: 'ארבע', masculine: false, n: 4 },
};

/** "אנו רואים (מדוגמה זו) ש...", "ראינו ש...": the claim after the lead, as written ("הזמן העצמי ... הוא ..."). */
export const HE_CLAIM_LEAD =
  /^(?:(?:(?:אנו|אנחנו)\s+רואים|ראינו|מצאנו|הראינו)\s+(?:מ\p{L}+\s+(?:זו|זה|זאת)\s+|כאן\s+|מכאן\s+)?|משמעותה\s+|משמעותו\s+)ש(?=\p{L}{2})/u;

/**
 * A law of the notes as an option of the principles question: its claim after a lead ("אנו רואים מדוגמה זו ש..."),
 * a gloss in parentheses left out ("כאשר המערכת היא סגורה (לא פועלים עליה כוחות חיצוניים), האנרגיה ... נשמרת").
 */
function lawOption(text: string): string {
  return (
    withoutNiqqud(text)
      .trim()
      // "עבור מהירויות קטנות ..., מצאנו שהתנע ... נשמר ...": the law found, after its setting
      .replace(/^עבור [^,()]{5,50}, (?=(?:מצאנו|ראינו|הראינו) ש)/u, '')
      .replace(HE_CLAIM_LEAD, '')
      .replace(/\s*\([^()]*\)(?=[\s,.])/gu, '')
      .replace(/\s+/gu, ' ')
  );
}

/** Words of a worked example, not of a law: a statement naming them is no plausible principle. */
export const HE_EXAMPLE_WORDS =
  /(?<!\p{L})(?:ו?[בלמה]?)(?:רכבת|הרכבת|רציף|הרציף|חללית|החללית|ילד|הילד|כדור הטניס|מוט|המוט|המעבדה|ניסוי|תרגיל|השאלה|הבעיה)(?!\p{L})/u;
const HE_LAW_CUE =
  /(?<!\p{L})(?:נשמר|נשמרת|נשמרים|קבוע|קבועה|תמיד|זהים|זהה|אינו משתנה|שווה|שווים|לא ניתן|אין)(?!\p{L})/u;

/**
 * "Which of these is one of the two principles special relativity is built on?" (form `list-member`): a lead
 * "X בנויה/מבוססת על שני עקרונות:" and the numbered items after it, each item's first sentence; the distractors
 * are other statements of the same document that state a law or a constant ("... נשמרת", "... אינו משתנה"),
 * not of a worked example (a train, a platform, a spaceship), sharing no two content words with an item, of
 * similar length. The key is an item as the material states it.
 */
export function hebrewPrincipleCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  // read once per material (the statements form asks for them too)
  const kept = principles.get(corpus);
  if (kept) return kept;
  const out: Cand[] = [];
  principles.set(corpus, out);
  const S = corpus.sentences;
  const docFrequencies = new Map<number, Map<string, number>>();
  const docTellings = new Map<number, Map<string, ReadonlySet<string>>>();
  // each sentence's law text once (every lead of the material reads every sentence of its document)
  const laws = new Map<number, string>();
  const lawOf = (t: Sentence) => {
    let l = laws.get(t.index);
    if (l === undefined) laws.set(t.index, (l = lawOption(t.text)));
    return l;
  };
  const typos = new Map<number, boolean>();
  const typoIn = (t: Sentence) => {
    let y = typos.get(t.index);
    if (y === undefined) typos.set(t.index, (y = optionTypo(corpus, t.text) !== null));
    return y;
  };
  S.forEach((s, i) => {
    const m =
      /^(.{3,50}?)\s+(בנוי|בנויה|בנויים|מבוסס|מבוססת|מבוססים|נשען|נשענת)\s+על\s+(שני|שתי|שלושה|שלוש|ארבעה|ארבע)\s+([\u05D0-\u05EA]+)\s*:$/u.exec(
        s.text.trim(),
      );
    if (!m) return;
    const count = HE_COUNTS[m[3]!]!;
    // the first sentence of each of the next blocks (a list number alone is its own sentence)
    const items: number[] = [];
    let block = s.block;
    for (let j = i + 1; j < S.length && items.length < count.n; j++) {
      const t = S[j]!;
      if (t.doc !== s.doc || t.unit !== s.unit) break;
      if (t.block === block || /^\d+[.)]?$/u.test(t.text.trim())) continue;
      block = t.block;
      items.push(j);
    }
    if (items.length !== count.n) return;
    if (items.some((j) => !S[j]!.usable || S[j]!.words > 16 || hasWordPlaceholder(S[j]!.text))) return;
    // words of the whole document ("מערכות ייחוס" in relativity notes) tell no statement from another
    // document frequencies, counted once per document
    let df = docFrequencies.get(s.doc);
    if (!df) {
      docFrequencies.set(s.doc, (df = new Map<string, number>()));
      for (const t of S)
        if (t.doc === s.doc)
          for (const w of new Set(contentKeysHe(corpus, t.text))) df.set(w, (df.get(w) ?? 0) + 1);
    }
    const docSentences = S.filter((t) => t.doc === s.doc).length;
    // each text's telling words once per document (every lead, pool sentence and tried triple reads them again)
    let tellings = docTellings.get(s.doc);
    if (!tellings) docTellings.set(s.doc, (tellings = new Map()));
    const told = tellings;
    const telling = (text: string): ReadonlySet<string> => {
      let set = told.get(text);
      if (!set)
        told.set(
          text,
          (set = new Set(
            contentKeysHe(corpus, text).filter((w) => (df.get(w) ?? 0) < Math.max(3, docSentences * 0.04)),
          )),
        );
      return set;
    };
    const itemKeys = items.map((j) => telling(S[j]!.text));
    const pool = S.filter(
      (t) =>
        t.doc === s.doc &&
        t.unit !== s.unit &&
        // a claim after a lead that points back ("אנו רואים מדוגמה זו ש..."): the claim stands alone
        (t.usable || (t.reject === 'referent' && HE_CLAIM_LEAD.test(withoutNiqqud(t.text).trim()))) &&
        lawOf(t).split(/\s+/u).length >= 5 &&
        lawOf(t).split(/\s+/u).length <= 16 &&
        !hasWordPlaceholder(t.text) &&
        !/[()]/u.test(lawOf(t)) &&
        !HE_EXAMPLE_WORDS.test(t.text) &&
        // of the items' kind (issue 11, readers at 2078f1c): no dated fact of history ("ב-1917 איינשטיין
        // פרסם ..."), no definition ("הטרנספורמציה ש... היא טרנספורמציית לורנץ"), no source typo (`cues.ts`)
        !/\d/u.test(t.text) &&
        // read as defining but no definition: a law under its condition whose gloss in parentheses reads as one
        // ("סגורה (לא פועלים עליה ...)"), a result that names an extreme ("הזמן העצמי ... הוא הזמן הקצר ביותר")
        (!t.definitional ||
          /^כאשר [^,()]{6,40}, [^,()]{10,}\.$/u.test(lawOf(t)) ||
          (!corpus.definitions.some((d) => d.sentence === t.index) &&
            /(?<!\p{L})ביותר(?!\p{L})/u.test(t.text))) &&
        !typoIn(t) &&
        /\.$/u.test(t.text.trim()) &&
        // a plain statement: not a clause of a reasoning ("מכיוון ש...", "כאשר ...") nor one pointing back ("שזו");
        // a law under its condition ("כאשר המערכת היא סגורה, האנרגיה הכוללת שלה נשמרת") is a law
        (!/^(?:מכיוון|כיוון|מאחר|כאשר|אם|אכן|כדי|בגלל|לאחר|לפני|בעוד|אולם|אבל|אך|בניגוד|בדיוק|למרות|עבור|כפי)(?!\p{L})/u.test(
          lawOf(t),
        ) ||
          /^כאשר [^,]{6,40}, [^,]{10,}\.$/u.test(lawOf(t))) &&
        !/(?<!\p{L})ש?(?:זו|זה|זאת|אלה)(?!\p{L})/u.test(lawOf(t)) &&
        itemKeys.every((k) => [...telling(t.text)].filter((w) => k.has(w)).length < 1),
    )
      // a definition, a step of a solution, the lecturer's "we" or an example reads as no principle
      .filter(
        (t) =>
          !/^(?:נ\p{L}{3,}|התוצאה|דוגמה|דרך אחרת)(?!\p{L})|(?<!\p{L})(?:נקרא|נקראת|נקראים|אנו|לנו|חשוב ש\p{L}*|יש שימור|בעזרת|נמצא|נקבל|נחשב|נשתמש|נראה|נניח|נגדיר|נבצע|נפתור|נזכור|נסמן|ראינו|מצאנו|קיבלנו|הראינו|שנוצר\p{L}*|הנתונ\p{L}*|החלקיקים|הסיבה|לדוגמה|לדוגמא|לדגומה|למשל)(?!\p{L})/u.test(
            lawOf(t),
          ),
      )
      // a law of the material reads like one
      // a law under its condition ("כאשר ...") after the plain ones: its condition sets it apart from a principle
      .map((t) => ({
        t,
        score:
          t.centrality +
          (HE_LAW_CUE.test(t.text) ? 1 : 0) -
          (/^(?:כאשר|אם)(?!\p{L})/u.test(lawOf(t)) ? 0.6 : 0),
      }))
      .sort((a, b) => b.score - a.score);
    const subject = m[1]!;
    const topic = m[4]!;
    const stem = `לפי החומר, איזה מהבאים הוא ${count.masculine ? 'אחד' : 'אחת'} מ${count.construct} ה${topic} ש${
      count.masculine ? 'עליהם' : 'עליהן'
    } ${m[2]!} ${subject}?`;
    const unitText = corpus.documents[s.doc]!.units.find((u) => u.number === s.unit)?.text ?? '';
    for (const k of items) {
      const key = S[k]!.text.trim().replace(/\.$/u, '');
      // the lead and the item when they read as one passage, else the item
      const from = unitText.indexOf(s.text.trim());
      const to = unitText.indexOf(S[k]!.text.trim());
      const span = from >= 0 && to > from ? unitText.slice(from, to + S[k]!.text.trim().length) : '';
      const quote = span && span.split(/\s+/u).length <= 40 ? span.replace(/\s+/gu, ' ') : S[k]!.text.trim();
      out.push({
        form: 'list-member',
        // the first principle keys the list question; the others come after it: the statement question may ask
        // them (`hebrewSwappedStatements` leaves them to it), and a test then has both (issue 11, eng-rel)
        score: k === items[0] ? 1.4 : 0.8,
        doc: s.doc,
        unit: s.unit,
        sentences: [k],
        topics: [`${subject} ${topic}`],
        quote,
        build: (used) => {
          if (used.has(k)) return null;
          // the laws and statements of the notes that are no principle, as the notes state them: a statement made
          // false by one swap ("כל גוף בעל מסה נע במהירות c", "האנרגיה לא נשמרת") reads as no founding principle
          // and is given away (issue 11, teacher at eb977d9); too few of them, no question
          const options = pool
            .filter((p) => !used.has(p.t.index))
            .map((p) => ({ text: lawOf(p.t).replace(/[.!]$/u, ''), from: p.t.index }));
          const texts = options.map((o) => o.text);
          const ds = pickThree(
            texts,
            key,
            seeded(key),
            // no two statements about one thing ("התנע נשמר" twice)
            (three) =>
              three.every((a, x) =>
                three.every((b, y) => y <= x || [...telling(a)].filter((w) => telling(b).has(w)).length < 2),
              ),
          );
          if (!ds) return null;
          return {
            form: 'list-member',
            stem,
            key,
            distractors: ds,
            // the statements offered are this question's: a statement question keeps off them (`swapped-he.ts`)
            used: [k],
            offered: ds.map((d) => options[texts.indexOf(d)]!.from),
            doc: s.doc,
            unit: s.unit,
            quote,
            why: `שאר האפשרויות הן טענות אחרות מהחומר, שאינן מ${count.construct} ה${topic} ש${
              count.masculine ? 'עליהם' : 'עליהן'
            } ${m[2]!} ${subject}.`,
          };
        },
      });
    }
  });
  return out;
}

/** Content word keys of a Hebrew sentence (prefixes stripped, stop words left out). */
export function contentKeysHe(corpus: Corpus, text: string): string[] {
  return withoutNiqqud(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2 && !HE_STOPWORDS.has(w))
    .map((w) => wordKey(w, corpus.vocab))
    .filter((w) => w.length >= 2 && !HE_STOPWORDS.has(w));
}
