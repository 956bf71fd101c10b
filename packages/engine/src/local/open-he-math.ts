/**
 * Open questions on Hebrew lecture notes of mathematics (decision 105, v6): the notes state their content as labelled
 * definitions and theorems ("הגדרה 1.5.2 (סדרה מתכנסת):", "משפט 2.1.5 (סנדוויץ'):"), mostly in formulas, so the
 * reason/means/definition readers of open.ts find nothing to ask. A student of such a course is asked:
 * - a theorem or lemma with a name: "מה קובע המשפט "סנדוויץ'"? ציינו את ההנחות ואת המסקנה." — the model answer is
 *   its statement (assumptions and claim, as the notes write them);
 * - a definition by a condition: "הסבירו מתי סדרה נקראת מתכנסת." — the condition, with what the notes add right
 *   after it ("אחרת, אומרים שהסדרה מתבדרת", "המשמעות היא ש…");
 * - a definition of a named notion whose body is a formula: "הסבירו מהו גבול של סדרה." — the formula together
 *   with the sentence that says what it means;
 * - a theorem "אם <נושא> <תכונה>, אזי הוא/היא <תכונה>" followed by the notes' remark that its converse fails:
 *   "האם כל סדרה מתכנסת היא חסומה, והאם כל סדרה חסומה מתכנסת? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית." —
 *   the theorem, what follows from it, the remark and its example (eng-weak7: no "הסבירו" of a bare statement, and
 *   no question without the notes' counterexample).
 * Math stays in the notes' notation (as the multiple-choice engine shows it); stray limit subscripts of the PDF
 * ("𝑛→∞" on a line of its own, "}𝑛=1") are dropped, and a statement that is not readable (unbalanced brackets, lone
 * symbols) is not asked. Key ideas are the Hebrew content phrases of the answer and, for a theorem, its formulas
 * (a relation of three tokens or more), never the words the question names.
 */
import type { OpenQuestionForm } from '@studypilot/core';
import { HE_STOPWORDS, wordKey } from '../text.ts';
import type { Corpus, Sentence } from './analysis.ts';
import { conceptName, HE_LABEL_RE, readableMath, withoutNiqqud } from './hebrew.ts';

export interface HebrewMathItem {
  form: OpenQuestionForm;
  text: string;
  answer: string;
  ideas: string[];
  main: Sentence;
  used: number[];
  quote: string;
  score: number;
}

const HE = /[\u05D0-\u05EA]/u;
/** Words of a statement's frame, not of its content. */
const FRAME = new Set(
  (
    'אם אז אזי כאשר תהי תהיינה יהי יהיו נאמר אומרים נקרא נקראת נקראים מתקיים מתקיימת קיים קיימת קיימים לכל כך ש ' +
    'אחרת המשמעות היא הוא הן הם ממש למעט חוץ פרט מבחינת ביחס יותר באותו באותה עבור החל ממקום מסוים כמעט ובפרט בפרט כלומר שמקיים המקיים שמקיימת נסמן מסמנים במקרה זה'
  ).split(/\s+/),
);
/** Stop words that are content in mathematics ("מספר סופי"). */
const KEEP = new Set(['מספר', 'קיים', 'קיימת', 'קיימים']);
const STOP_SENTENCE = /^(?:הוכחה|דוגמ|הערה|הערות|מסקנ|תזכורת|תרגיל|פתרון)/u;

/** A sentence of the notes as an answer shows it: no niqqud, no stray limit subscripts, no space before a stop. */
export function cleanMath(text: string): string {
  return withoutNiqqud(text)
    .replace(/(?:^|\s)[𝑛n]→∞(?=\s|$)/gu, ' ')
    .replace(/(?:^|\s)∞(?=\s|$)/gu, ' ')
    .replace(/\}[𝑛n]=1/gu, '}')
    .replace(/\s+([.,;:])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

const hebrewWords = (t: string) => t.split(/\s+/u).filter((w) => HE.test(w));

/** Whether a cleaned sentence reads as a sentence of the notes (Hebrew around its math, balanced, no debris). */
function readable(t: string): boolean {
  return readableMath(t) && hebrewWords(t).length >= 2 && t.split(/\s+/u).length <= 40;
}

/**
 * Hebrew content phrases of an answer (runs of content words, at most three, "של" inside a run), in order; a
 * phrase made only of words of `exclude` (the question's) is left out.
 */
export function hebrewPhrases(answer: string, exclude: string): string[] {
  const excluded = new Set(
    exclude
      .split(/[^\u05D0-\u05EA]+/u)
      .filter(Boolean)
      .map((w) => wordKey(w)),
  );
  // a frame word with its prefixes ("שלכל", "וכאשר")
  const frame = (w: string) =>
    [w, w.slice(1), w.slice(2)].some(
      (x, k) =>
        (k === 0 || /^[והבלמשכ]+$/u.test(w.slice(0, k))) &&
        !KEEP.has(x) &&
        (FRAME.has(x) || HE_STOPWORDS.has(x)),
    );
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length && ['של', 'יותר'].includes(run[run.length - 1]!)) run.pop();
    // ("באותו" alone is no idea)
    if (run.length === 1 && /^[בלמ]?אות(?:ו|ה)$/u.test(run[0]!)) run = [];
    if (
      run.length &&
      !run.every((w) => w === 'של' || w === 'יותר' || excluded.has(wordKey(w.replace(/-.*$/u, ''))))
    )
      out.push(run.join(' '));
    run = [];
  };
  for (const raw of answer.split(/\s+/u)) {
    const w = raw.replace(/^[("'“]+|[)"'”.,;:!?]+$/gu, '');
    // "של" inside a phrase; "יותר" of a comparative ("בפרק זמן יותר ארוך")
    if ((w === 'של' || w === 'יותר') && run.length) {
      run.push(w);
      continue;
    }
    const hebrew = /^([\u05D0-\u05EA][\u05D0-\u05EA'"-]*?)(?:-[^\sA-Za-z\u05D0-\u05EA]{1,3})?$/u.exec(w);
    // "באותו מקום", "באותה מערכת": the sameness is the idea, it opens a phrase of its own
    if (hebrew && /^[בלמ]?אות(?:ו|ה)$/u.test(hebrew[1]!)) {
      flush();
      run.push(w);
      continue;
    }
    if (!hebrew || hebrew[1]!.length < 3 || frame(hebrew[1]!)) {
      flush();
      continue;
    }
    // a word with a preposition ("בפרק זמן", "לשיפוע המשיק") opens a phrase of its own
    if (run.length && /^[בלכ][\u05D0-\u05EA]{3,}$/u.test(w)) flush();
    // the conjunction "ש" before a word ("ששיפוע המיתרים", "שהמרחק") is not part of the phrase
    run.push(run.length ? w : w.replace(/^ש(?=[הש][\u05D0-\u05EA]{2})/u, ''));
    if (run.filter((x) => x !== 'יותר').length === 3 || /[.,;:!?)]$/u.test(raw)) flush();
  }
  flush();
  // a phrase whose words another phrase already has is the same idea twice ("מערכת ייחוס" and "מערכת ייחוס
  // הנעה"; "פרק הזמן" and "בפרק זמן יותר ארוך"): the longer one stays
  const keys = (p: string) =>
    p
      .split(' ')
      .filter((w) => w !== 'של' && w !== 'יותר')
      .map(ideaKey);
  const unique = out.filter((p, i) => out.indexOf(p) === i);
  return unique.filter((p, i) => {
    const mine = keys(p);
    return !unique.some((q, j) => {
      if (j === i) return false;
      const theirs = keys(q);
      const inside = mine.every((k) => theirs.includes(k));
      return inside && (theirs.length > mine.length || (theirs.length === mine.length && j < i));
    });
  });
}

/** A Hebrew word without its prefix letters and the definite article, for comparing phrases. */
function ideaKey(w: string): string {
  const k = wordKey(w);
  return k.replace(/^[ובלמשכ]{0,2}ה(?=[\u05D0-\u05EA]{3})/u, '');
}

/** Relations of a statement written in symbols: "lim 𝑏𝑛 = 𝐿", "𝑎𝑛 ≤ 𝑏𝑛 ≤ 𝑐𝑛" (three tokens or more). */
export function formulaIdeas(answer: string): string[] {
  const out: string[] = [];
  for (const part of answer.split(/[\u05D0-\u05EA][\u05D0-\u05EA'"-]*|[.;:!?](?=\s|$)/u)) {
    const f = part.replace(/^[\s,(-]+|[\s,-]+$/gu, '').trim();
    if (f.split(/\s+/u).length >= 3 && /[=<>≤≥→⟶≠∈⊆]/u.test(f) && !/^[)\]}]/u.test(f)) out.push(f);
  }
  return out;
}

/** The named or numbered result a label opens, and the sentences after it up to the next stop. */
function bodyAfter(S: Sentence[], i: number, max: number): number[] {
  const out: number[] = [];
  for (let j = i + 1; j < S.length && j <= i + max; j++) {
    const t = withoutNiqqud(S[j]!.text).trim();
    if (S[j]!.doc !== S[i]!.doc || S[j]!.unit !== S[i]!.unit) break;
    if (HE_LABEL_RE.test(t) || /^(?:משפט|הגדרה|ל?למה|טענה)\s*\d+(?:\.\d+)*\s*:?$/u.test(t)) break;
    if (STOP_SENTENCE.test(t)) break;
    out.push(j);
  }
  return out;
}

/** Sentences ending in ":" joined with the formula line after them ("… אם מתקיים: ∀𝜀 > 0, ∃𝑛0, …"). */
function answerSentences(S: Sentence[], idx: number[]): { text: string; used: number[] }[] {
  const out: { text: string; used: number[] }[] = [];
  for (let k = 0; k < idx.length; k++) {
    let t = cleanMath(S[idx[k]!]!.text);
    const used = [idx[k]!];
    if (/:$/u.test(t) && k + 1 < idx.length) {
      // the formula line, without the notes' next lead ("במקרה זה מסמנים:")
      const next = cleanMath(S[idx[k + 1]!]!.text)
        .replace(/\s*במקרה זה\s.*$/u, '')
        .replace(/[.:]$/u, '');
      if (next && !HE.test(next) && readableMath(`אם ${next} אז`)) {
        t = `${t} ${next}.`;
        used.push(idx[k + 1]!);
        k++;
      }
    }
    out.push({ text: t, used });
  }
  return out;
}

function endStop(t: string): string {
  return /[.!?]$/u.test(t) ? t : `${t.replace(/[:;,]$/u, '')}.`;
}

export function hebrewMathOpenItems(corpus: Corpus): HebrewMathItem[] {
  if (corpus.language !== 'he') return [];
  const S = corpus.sentences;
  const out: HebrewMathItem[] = [];
  for (let i = 0; i < S.length; i++) {
    const label = HE_LABEL_RE.exec(withoutNiqqud(S[i]!.text).trim());
    if (label) {
      const kind = label[1]!.replace(/^ללמה$/u, 'למה');
      const name = conceptName(label[2]!.split(/\s*\/\s*/u)[0]!);
      if (!name) continue;
      const body = bodyAfter(S, i, 9);
      if (!body.length) continue;
      if (kind === 'משפט' || kind === 'למה') {
        const item = theorem(S, i, kind, name, body);
        if (item) out.push(item);
      } else if (kind === 'הגדרה') {
        const item = definition(S, i, name, body);
        if (item) out.push(item);
      }
      continue;
    }
    const conv = converse(S, i) ?? principles(S, i) ?? namedPhenomenon(S, i);
    if (conv) out.push(conv);
  }
  return out;
}

/** A key idea said in words (a Hebrew word in it), not a formula only ("𝑎𝑛+1 ≥ 𝑎𝑛", "lim 𝑏𝑛 = 0"). */
export function wordIdea(idea: string): boolean {
  return /[\u05D0-\u05EA]{2}/u.test(idea);
}

/**
 * A concept question of the notes, or null when its answer gives fewer than two key ideas in words to grade: a
 * definition or a theorem whose key ideas are its formulas is recall of notation ("הסבירו מתי סדרה נקראת מונוטונית
 * עולה …" graded on "𝑎𝑛+1 ≥ 𝑎𝑛"; rated weak by the readers), and a formula is not what a student writes in words.
 */
function conceptItem(item: Omit<HebrewMathItem, 'form'>): HebrewMathItem | null {
  return item.ideas.filter(wordIdea).length < 2 ? null : { form: 'explain-concept', ...item };
}

/** A sentence of prose notes as an answer may hold it: Hebrew, no formula placeholder, no pointer or first person. */
function plain(t: string): boolean {
  return (
    hebrewWords(t).length >= 3 &&
    !/zqm[a-p]+q|[$\\]|[A-Za-z]/u.test(t) &&
    !/(?<!\p{L})(?:זו|זה|זאת|אלה|אלו|לעיל|להלן|נראה|נקבל|ראינו|אנו|אנחנו|שלנו|שלכם|למעלה|באיור|בשקף)(?!\p{L})/u.test(
      t,
    )
  );
}

/**
 * "X בנויה על שני עקרונות:" and the numbered items after it (decision 105 v7): "על אילו שני עקרונות בנויה X?
 * הסבירו כל אחד מהם." answered by each item's first sentence with the notes' own gloss right after it ("כלומר, …",
 * "דרך אחרת להציג עקרון זה הוא ש…").
 */
function principles(S: Sentence[], i: number): HebrewMathItem | null {
  const m =
    /^(.{3,50}?)\s+(בנוי|בנויה|בנויים|מבוסס|מבוססת|מבוססים|נשען|נשענת)\s+על\s+(שני|שתי|שלושה|שלוש)\s+([\u05D0-\u05EA]+)\s*:$/u.exec(
      cleanMath(S[i]!.text),
    );
  if (!m) return null;
  const n = { שני: 2, שתי: 2, שלושה: 3, שלוש: 3 }[m[3]!]!;
  const items: { text: string; used: number[]; first: string }[] = [];
  for (let j = i + 1; j < S.length && j <= i + 30 && items.length < n; j++) {
    if (S[j]!.doc !== S[i]!.doc || S[j]!.unit !== S[i]!.unit) break;
    if (!/^\d[.)]$/u.test(S[j]!.text.trim())) continue;
    const first = cleanMath(S[j + 1]?.text ?? '');
    if (!plain(first) || first.split(/\s+/u).length > 20) return null;
    const item = { text: endStop(first), used: [j + 1], first };
    const gloss = cleanMath(S[j + 2]?.text ?? '')
      .replace(/^דרך אחרת (?:להציג|לנסח|לומר) (?:את )?(?:עקרון|עיקרון) זה (?:הוא|היא) ש/u, 'כלומר, ')
      .replace(/^כלומר,?\s*/u, 'כלומר, ');
    if (
      /^כלומר, /u.test(gloss) &&
      plain(gloss.replace(/^כלומר, /u, 'אכן ')) &&
      gloss.split(/\s+/u).length <= 20
    ) {
      item.text = `${item.text.replace(/\.$/u, '')}; ${endStop(gloss)}`;
      item.used.push(j + 2);
    }
    items.push(item);
  }
  if (items.length !== n) return null;
  const [, subject, verb, count, noun] = m as unknown as [string, string, string, string, string];
  const text = `על אילו ${count} ${noun} ${verb} ${subject}? הסבירו כל אחד מהם.`;
  const answer = [
    `${subject} ${verb} על ${count} ${noun}.`,
    ...items.map((x, k) => `(${k + 1}) ${x.text}`),
  ].join(' ');
  // the telling phrase of each item (its longest), then the next ones
  const per = items.map((x) =>
    hebrewPhrases(x.first, text).sort((a, b) => b.split(' ').length - a.split(' ').length),
  );
  const ideas = [...per.map((p) => p[0]), ...per.map((p) => p[1])]
    .filter((x): x is string => !!x)
    .slice(0, 4);
  const used = [i, ...items.flatMap((x) => x.used)];
  return conceptItem({ text, answer, ideas, main: S[i]!, used, quote: S[i]!.text, score: 1.3 });
}

/**
 * "תופעה זו נקראת התארכות זמן." + "משמעותה ש…": "הסבירו מהי התארכות זמן." answered "המשמעות של התארכות זמן היא
 * ש…" (the pointer "זו" is left out with its sentence; the name and its meaning are what the notes define).
 */
function namedPhenomenon(S: Sentence[], i: number): HebrewMathItem | null {
  const m =
    /^(?:תופעה|תוצאה|גודל|אפקט|תהליך)\s+(?:זו|זה|זאת)\s+(נקרא|נקראת)\s+([\u05D0-\u05EA][\u05D0-\u05EA\s'-]{2,30}?)\.?$/u.exec(
      cleanMath(S[i]!.text),
    );
  const next = S[i + 1];
  if (!m || !next || next.unit !== S[i]!.unit) return null;
  const meaning = /^משמעות(?:ה|ו)\s+ש(.+)$/u.exec(cleanMath(next.text));
  if (!meaning || !plain(`${m[2]} ${meaning[1]}`) || meaning[1]!.split(/\s+/u).length > 40) return null;
  // (v11) the notes go on, in the same unit, to state it by a formula ("$$\gamma=...$$", "מקיימות את הקשר:
  // $$\Delta t=\gamma\Delta t_0$$"): its meaning in words only partly explains it (readers at eb977d9: "no
  // proper time, no γ factor, no Δt=γΔt0"), and a formula is not an answer this reader can write out
  for (let j = i + 2; j < Math.min(S.length, i + 10) && S[j]!.unit === S[i]!.unit; j++)
    if (
      /\$\$[^$]*=/u.test(S[j]!.text) ||
      /(?<!\p{L})(?:את הקשר|את הנוסחה|את המשוואה)\s*:\s*$/u.test(S[j]!.text)
    )
      return null;
  const name = m[2]!.trim();
  const answer = endStop(`המשמעות של ${name} היא ש${meaning[1]}`);
  const ideas = hebrewPhrases(meaning[1]!, name)
    .sort((a, b) => b.split(' ').length - a.split(' ').length)
    .slice(0, 4);
  const text = `הסבירו מה${m[1] === 'נקראת' ? 'י' : 'ו'} ${name}.`;
  const quote = `${S[i]!.text} ${next.text}`;
  return conceptItem({ text, answer, ideas, main: next, used: [i, i + 1], quote, score: 1.1 });
}

/** "מה קובע המשפט "X"? ציינו את ההנחות ואת המסקנה.": the statement up to its conclusion ("אז", "אזי"). */
function theorem(
  S: Sentence[],
  i: number,
  kind: string,
  name: string,
  body: number[],
): HebrewMathItem | null {
  const parts: number[] = [];
  for (const j of body.slice(0, 3)) {
    const t = cleanMath(S[j]!.text);
    if (!readable(t) || /:$/u.test(t)) return null;
    parts.push(j);
    if (/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(t)) break;
  }
  const statement = parts.map((j) => endStop(cleanMath(S[j]!.text))).join(' ');
  if (!/(?<!\p{L})(?:אז|אזי)(?!\p{L})/u.test(statement)) return null;
  if (statement.split(/\s+/u).length > 45) return null;
  // the claim's formula (the last one) and the assumptions', then the Hebrew phrases of two words or more
  const phrases = hebrewPhrases(statement, '').filter((p) => p.includes(' '));
  const formulas = formulaIdeas(statement);
  // (two phrases in words at least: a statement that is all formulas is recall of notation, see conceptItem)
  const ideas = [
    ...formulas.slice(-1),
    ...phrases.slice(0, 2),
    ...formulas.slice(0, -1),
    ...phrases.slice(2),
  ].slice(0, 4);
  const lemma = kind === 'למה';
  const text = lemma
    ? `מה קובעת הלמה "${name}"? ציינו את ההנחות ואת המסקנה.`
    : `מה קובע המשפט "${name}"? ציינו את ההנחות ואת המסקנה.`;
  const used = [i, ...parts];
  const quote = used.map((j) => S[j]!.text).join(' ');
  return conceptItem({ text, answer: statement, ideas, main: S[i]!, used, quote, score: lemma ? 0.7 : 0.9 });
}

const CALLED = '(?:נקרא|נקראת|נקראים|נקראות|ייקרא|תיקרא)';
const HE_WORD = '[\\u05D0-\\u05EA][\\u05D0-\\u05EA\'"-]*';

/** A definition: by a condition ("סדרה נקראת חסומה אם …", "נאמר שסדרה … מתכנסת אם …", "סדרה נקראת:" + items) or
 * of a named notion by a formula ("נאמר ש-𝐿 ∈ ℝ הוא גבול של סדרה … אם מתקיים: …" + "המשמעות היא ש…"). */
function definition(S: Sentence[], i: number, name: string, body: number[]): HebrewMathItem | null {
  const first = cleanMath(S[body[0]!]!.text);
  const called = new RegExp(
    `^(${HE_WORD})\\s+${CALLED}\\s+(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s`,
    'u',
  ).exec(first);
  const said = new RegExp(
    `^(?:נאמר|אומרים)\\s+ש-?(${HE_WORD})\\s+(?:[^\\s\\u05D0-\\u05EA]+\\s+)?(${HE_WORD})\\s+אם\\s`,
    'u',
  ).exec(first);
  const lead = new RegExp(`^(${HE_WORD})\\s+${CALLED}\\s*:$`, 'u').exec(first);
  let text: string;
  let parts: { text: string; used: number[] }[];
  if (called || said) {
    const [subject, term] = called ? [called[1]!, called[2]!] : [said![1]!, said![2]!];
    // a condition that repeats the term ("… נקראת חסומה אם הקבוצה … היא חסומה") explains nothing by itself
    const condition = first.slice(first.indexOf(' אם ') + 4);
    if (hebrewPhrases(condition, '').some((p) => p.split(' ').some((w) => wordKey(w) === wordKey(term))))
      return null;
    text = `הסבירו מתי ${subject} ${/ה$/u.test(subject) ? 'נקראת' : 'נקרא'} ${term}.`;
    parts = answerSentences(S, body.slice(0, 3)).filter(
      (p, k) => k === 0 || /^(?:אחרת|המשמעות|כלומר)/u.test(p.text),
    );
  } else if (lead) {
    // "סדרה נקראת:" then numbered items "מונוטונית עולה אם …"
    const items: { text: string; used: number[]; term: string }[] = [];
    for (const j of body.slice(1)) {
      const t = cleanMath(S[j]!.text);
      if (/^\d{1,2}\.$/u.test(t)) continue;
      const m = new RegExp(`^(${HE_WORD}(?:\\s+${HE_WORD})?)\\s+אם\\s`, 'u').exec(t);
      if (!m || !readable(t)) break;
      items.push({
        text: `${lead[1]} ${lead[0].includes('נקראת') ? 'נקראת' : 'נקרא'} ${t}`,
        used: [j],
        term: m[1]!,
      });
    }
    if (items.length < 2) return null;
    const terms = items.map((x) => x.term);
    text = `הסבירו מתי ${lead[1]} ${/ה$/u.test(lead[1]!) ? 'נקראת' : 'נקרא'} ${terms.slice(0, -1).join(', ')} ו${terms[terms.length - 1]}.`;
    items[0]!.used.unshift(body[0]!);
    parts = items;
  } else if (/(?<!\p{L})(?:הוא|היא)(?!\p{L})/u.test(first) && /אם מתקיים:$/u.test(first)) {
    text = `הסבירו ${/(?<!\p{L})היא(?!\p{L})/u.test(first) ? 'מהי' : 'מהו'} ${name}.`;
    // the sentence that says what it means (after a notation line the PDF ran into it: "𝑓′(𝑥0) = 𝑚 המשמעות …")
    parts = answerSentences(S, body)
      .map((p, k) =>
        k === 0 ? p : { ...p, text: /(?:^|\s)((?:המשמעות|כלומר)\s.*)$/u.exec(p.text)?.[1] ?? '' },
      )
      .filter((p) => p.text);
    if (parts.length < 2) return null;
  } else return null;
  if (!parts.length || parts.some((p) => !readable(p.text))) return null;
  // a definition by a condition answered by the condition alone is recall of the notes' wording ("הסבירו מתי סדרה
  // נקראת מונוטונית …", rated weak by the readers in every round but one): it is asked when the notes also say
  // what it means ("המשמעות היא ש…", "כלומר, …"), as the limit of a sequence is
  if ((called || said || lead) && !parts.some((p) => /^(?:המשמעות|כלומר)/u.test(p.text))) return null;
  const answer = parts.map((p) => endStop(p.text)).join(' ');
  if (answer.split(/\s+/u).length > 75) return null;
  // phrases of two words or more first ("שיפוע המשיק" before "בנקודה")
  const phrases = hebrewPhrases(answer, text.replace(/^הסבירו\s+(?:מתי|מהו|מהי)\s+/u, '')).sort(
    (a, b) => Number(b.includes(' ')) - Number(a.includes(' ')),
  );
  const formulas = formulaIdeas(answer);
  const ideas = [...phrases.slice(0, 3), ...formulas.slice(0, Math.max(0, 3 - phrases.length))].slice(0, 4);
  const used = [i, ...new Set(parts.flatMap((p) => p.used))];
  const quote = used.map((j) => S[j]!.text).join(' ');
  return conceptItem({ text, answer, ideas, main: S[i]!, used, quote, score: 1 });
}

/**
 * "משפט 1.5.2: אם סדרה {𝑎𝑛} מתכנסת, אזי היא חסומה." followed (within five sentences) by the remark "ההפך אינו
 * נכון" and its example: "האם כל סדרה מתכנסת היא חסומה, והאם כל סדרה חסומה מתכנסת? הסבירו."
 */
function converse(S: Sentence[], i: number): HebrewMathItem | null {
  const t = cleanMath(S[i]!.text);
  const m = new RegExp(
    `^אם\\s+(${HE_WORD})\\s+(?:[^\\s\\u05D0-\\u05EA]+\\s+)?(${HE_WORD}),\\s*(?:אזי|אז)\\s+(היא|הוא)\\s+(${HE_WORD})\\.?$`,
    'u',
  ).exec(t);
  if (!m) return null;
  const [, subject, p, pron, q] = m as unknown as [string, string, string, string, string];
  // the label before it ("משפט 1.5.2:"): the notes state it as a result
  const prev = S[i - 1] ? withoutNiqqud(S[i - 1]!.text).trim() : '';
  if (!/^(?:משפט|ל?למה|טענה)\s*\d+(?:\.\d+)*/u.test(prev)) return null;
  for (let j = i + 1; j < S.length && j <= i + 8 && S[j]!.doc === S[i]!.doc; j++) {
    const r = cleanMath(S[j]!.text);
    if (!/ההפך אינו נכון|ההפך לא נכון|הכיוון ההפוך אינו נכון/u.test(r)) continue;
    // the example the notes give ("לדוגמה (−1)𝑛."), within the next two sentences
    let example = '';
    const used = [i, j];
    for (let k = j + 1; k <= j + 2 && k < S.length; k++) {
      const e = /^(?:לדוגמה|לדוגמא|למשל)\s+(.{1,30}?)\.?$/u.exec(cleanMath(S[k]!.text));
      if (e && readableMath(`למשל הסדרה ${e[1]} אינה`)) {
        example = e[1]!;
        used.push(k);
        break;
      }
    }
    // (eng-weak7) the notes' counterexample is what shows the converse fails: without one no question
    if (!example) return null;
    const neg = pron === 'היא' ? 'אינה' : 'אינו';
    const answer = [
      `כל ${subject} ${p} ${pron} ${q}: ${endStop(t)}`,
      // what follows from the theorem itself, next to it (readers at 865d558: after the failed converse it read
      // as if it followed from that)
      `לכן ${subject} ש${neg} ${q} ${neg} ${p}.`,
      `ההפך אינו נכון: ${subject} ${q} ${neg} בהכרח ${p}, לדוגמה ${example}.`,
    ].join(' ');
    return {
      form: 'compare',
      // what the notes give (the theorem, a counterexample), not "הסבירו": the notes prove the theorem in formulas a
      // model answer cannot carry (eng-weak7; readers at 865d558: "asks for an explanation, but the model answer only
      // restates the theorem"; the notes' proof in the model answer took the 84 graded answers to this question in
      // grading/ from 74 to 42 within 20 points: the teachers' reference answers give no proof)
      text: `האם כל ${subject} ${p} ${pron} ${q}, והאם כל ${subject} ${q} ${pron} ${p}? ציינו את המשפט, ולכיוון ההפוך תנו דוגמה נגדית.`,
      answer,
      // never the notes' one example as a key idea: another counterexample is as right (readers: "would penalize
      // any other valid counterexample"); the theorem's own words are the question's, so it is no idea to grade
      ideas: [`${q} ${neg} בהכרח ${p}`, 'ההפך אינו נכון'],
      main: S[i]!,
      used,
      quote: S[i]!.text,
      score: 1.1,
    };
  }
  return null;
}
