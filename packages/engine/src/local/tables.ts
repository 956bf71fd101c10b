/**
 * Questions of documents that are mostly tables and worked results (decision 104, "data dictionaries"): a
 * homework or a report that defines the variables of its data set one per line ("Treatment: This equals 1 for
 * placebo and 2 for thiopeta.", "טיפול: שווה 1 לפלצבו ו-2 לתרופה.") asks which variable is so defined, with the
 * other variables of the same list as the other options. A line whose description names the variable ("Censored:
 * This equals 1 if censoring took place") gives the answer away and is not asked; fewer than four variables in
 * one list (a key and three others) ask nothing.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { cleanText } from '../text.ts';

/** "Time: This is the time (in months) to ...", "Censored: This equals 1 if ...". */
const EN_VAR_RE =
  /^([A-Z][A-Za-z0-9_]{1,24}):\s+(?:This|It)\s+(is|equals|gives|records|indicates|denotes|measures|counts)\s+(.{6,160}?)\.?$/;
/** "זמן: זהו הזמן (בחודשים) עד ...", "טיפול: שווה 1 לפלצבו ו-2 לתרופה." */
const HE_VAR_RE =
  /^([\u05D0-\u05EA][\u05D0-\u05EA"'׳״-]{1,20}|[A-Za-z][A-Za-z0-9_]{1,24}):\s+(זהו|זוהי|זה|זו|הוא|היא|שווה|מציין|מציינת|מונה)\s+(.{6,160}?)\.?$/u;

export interface Variable {
  doc: number;
  unit: number;
  name: string;
  verb: string;
  description: string;
  /** The line as the unit's text has it (the quote). */
  line: string;
}

const HE_PREFIX_RE = /^[ובלהמשכ]{1,2}(?=[\u05D0-\u05EA]{3})/u;

/**
 * Whether the description names the variable: the name itself ("time" of "Time") or a word sharing its first five
 * letters ("censoring" of "Censored"); in Hebrew after a one- or two-letter prefix, by its letters without the
 * vowel letters.
 */
export function namesVariable(name: string, description: string): boolean {
  const n = name.toLowerCase();
  const ws = description
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Hebrew: the word's letters without the vowel letters ו/י and a final ה/ת, after a prefix (לקבוצת / קבוצה,
  // עישן / עישון): the same first three
  const he = /[\u05D0-\u05EA]/.test(n);
  const skeleton = (x: string) => x.replace(/[וי]/g, '').replace(/[הת]$/, '');
  return ws.some((w) => {
    const bare = w.replace(HE_PREFIX_RE, '');
    if (w === n || bare === n) return true;
    if (he) {
      const a = skeleton(n);
      return a.length >= 3 && [w, bare].some((x) => skeleton(x).slice(0, 3) === a.slice(0, 3));
    }
    return n.length >= 5 && w.length >= 5 && w.slice(0, 5) === n.slice(0, 5);
  });
}

/** The variable lists of the material: four or more definition lines of one unit. */
export function variablesOf(corpus: Corpus): Variable[][] {
  const he = corpus.language === 'he';
  const re = he ? HE_VAR_RE : corpus.language === 'en' ? EN_VAR_RE : null;
  if (!re) return [];
  const out: Variable[][] = [];
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units) {
      const vars: Variable[] = [];
      for (const raw of cleanText(u.text).split('\n')) {
        const line = raw.trim();
        const m = re.exec(line);
        if (!m) continue;
        if (vars.some((v) => v.name.toLowerCase() === m[1]!.toLowerCase())) continue;
        vars.push({ doc, unit: u.number, name: m[1]!, verb: m[2]!, description: m[3]!.trim(), line });
      }
      if (vars.length >= 4) out.push(vars);
    }
  });
  return out;
}

/** "Which variable equals 1 for placebo and 2 for thiopeta?" among the other variables of its list. */
export function variableCandidates(corpus: Corpus, rand: () => number): Cand[] {
  const he = corpus.language === 'he';
  const out: Cand[] = [];
  for (const vars of variablesOf(corpus)) {
    for (const v of vars) {
      if (namesVariable(v.name, v.description)) continue;
      const others = vars.filter((o) => o !== v && !namesVariable(o.name, v.description)).map((o) => o.name);
      if (others.length < 3) continue;
      const enVerb = v.verb === 'is' ? 'is' : v.verb;
      const stem = he
        ? `לפי החומר, איזה משתנה בנתונים ${/^(?:שווה|מציין|מציינת|מונה)$/.test(v.verb) ? v.verb : 'הוא'} ${v.description}?`
        : `In the data the material describes, which variable ${enVerb} ${v.description}?`;
      out.push({
        form: 'term-from-definition',
        score: 1.1,
        doc: v.doc,
        unit: v.unit,
        sentences: [],
        topics: [`variable:${v.doc}:${v.name.toLowerCase()}`],
        quote: v.line,
        build: () => {
          const ds = pickThree(
            [...others].sort(() => rand() - 0.5),
            v.name,
            rand,
          );
          if (!ds) return null;
          return {
            form: 'term-from-definition',
            stem,
            key: v.name,
            distractors: ds,
            doc: v.doc,
            unit: v.unit,
            quote: v.line,
            why: he
              ? `החומר מגדיר כך את המשתנה ${v.name}. שאר האפשרויות הן משתנים אחרים של אותם נתונים, המוגדרים אחרת.`
              : `The material defines ${v.name} so. The other options are the data's other variables, defined otherwise.`,
          } satisfies Draft;
        },
      });
    }
  }
  return out;
}
