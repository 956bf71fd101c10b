/**
 * Questions on a study as a statistics homework or report states it (decision 104, eng-docx): the text around its
 * tables is a few lines the sentence reader sets aside ("Treatment: This equals 1 for placebo and 2 for
 * thiopeta." is a referent, "S1 (6) = 0.6498" then "This is the estimated probability ..." two pieces), and they
 * are what a teacher asks about:
 * - **variables** (`variablesOf`): "Name: This equals 1 for A and 2 for B." / "Name: This is the time ...", read for
 *   the questions below (eng-stats: a coding is no longer asked as "which variable of the data equals 1 for
 *   placebo and 2 for thiopeta?", whose words give the key, readers' weak);
 * - **an estimate and its meaning** (`estimatesOf`): "S1 (6) = 0.6498" then "This is the estimated probability
 *   (64.98%) of avoiding development of new tumor for at least full six months in the placebo group." -> "what is
 *   the estimated probability of ... in the placebo group?", against the other group's estimate and the bounds of
 *   the key's own interval estimate (a number with its meaning, never the percentage);
 * - **the estimator** (`estimatorsOf`): "a plot of the Kaplan-Meier estimates for S1(t) and S2(t)" -> "which
 *   method gives the estimates for S1(t) and S2(t)?", against the tests of the output's table (Log-Rank,
 *   Wilcoxon, -2Log(LR)), which estimate nothing.
 * eng-weak (readers at ea28d22 rated the variable codings, the recalled figure and the table row weak: a teacher
 * asks about the method) adds, ahead of those three which become a short test's last resort:
 * - **what an estimate means** (`meaningQuestion`): "what is S1(6) = 0.6498 an estimate of?", the material's
 *   meaning against the usual misreadings in the study's terms (the share free at the end of the study, the mean
 *   time to the event, the event within the time in the other group);
 * (what the test's p-value means is study-uses.ts's `conclusionQuestions`, its one builder since eng-stats)
 * eng-stats adds what a teacher asks about the variables and the plot instead of a coding:
 * - **the grouping variable** (`groupingQuestions`): "strata Treatment;" -> "which variable of the data defines the
 *   groups whose survival functions S1(t) and S2(t) are compared?", against the data's other variables;
 * - **the plot's marks** (`censorMarkQuestions`): "A + sign in both the curves indicates times when censoring is
 *   taking place." -> "what does a + sign on the curves of S1(t) and S2(t) indicate?", against the event's times,
 *   a significant difference and the median.
 * Options that differ by a swapped word (H0 / H1 with the quantifiers swapped) overlap by the gate's measure and
 * are never built.
 * English only; every question quotes the material's own lines.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';

export interface Line {
  doc: number;
  unit: number;
  text: string;
}

/** The non-empty lines of each unit, trimmed. */
export function linesOf(corpus: Corpus): Line[][] {
  const out: Line[][] = [];
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units)
      out.push(
        u.text
          .split('\n')
          .map((t) => t.trim())
          .filter(Boolean)
          .map((text) => ({ doc, unit: u.number, text })),
      );
  });
  return out;
}

/** The corpus sentence of a line (its text, or its start), for one question per sentence. */
export function sentenceOf(corpus: Corpus, l: Line): number[] {
  const s = corpus.sentences.find(
    (x) => x.doc === l.doc && x.unit === l.unit && (x.text === l.text || l.text.startsWith(x.text)),
  );
  return s ? [s.index] : [];
}

// ------------------------------------------------------------------------------ variables

const VARIABLE_RE = /^([A-Z][A-Za-z]{1,24}):\s+This (equals|is) (.{10,200}?)\.$/;

export interface Variable {
  line: Line;
  name: string;
  verb: 'equals' | 'is';
  desc: string;
}

export function variablesOf(corpus: Corpus): Variable[] {
  const out: Variable[] = [];
  for (const lines of linesOf(corpus))
    for (const line of lines) {
      const m = VARIABLE_RE.exec(line.text);
      if (m) out.push({ line, name: m[1]!, verb: m[2] as Variable['verb'], desc: m[3]! });
    }
  return out;
}

// ------------------------------------------------------------------------------ estimates

const ESTIMATE_RE = /^([A-Za-z]\w{0,3})\s*\(\s*([^()\s]{1,8})\s*\)\s*=\s*(-?\d*\.\d+|\d+)$/;
const MEANING_RE = /^This is the (estimated [a-z]+)(?:\s*\([^()]*\))? of (.{15,200}?)\.$/;
const NUMBER_RE = /(?<![\w.])(-?\d*\.\d+)(?![\w.])/g;

export interface Estimate {
  value: Line;
  meaning: Line;
  /** "S1(6)" */
  name: string;
  number: string;
  what: string;
  of: string;
  /** Other numbers of the lines naming the estimate ("Point and interval estimate S1(6)= 0.6498 ( 0.5112, 0.7884)"). */
  near: string[];
}

const compact = (t: string) => t.replace(/\s+/g, '');

export function estimatesOf(corpus: Corpus): Estimate[] {
  const out: Estimate[] = [];
  for (const lines of linesOf(corpus))
    for (let i = 0; i + 1 < lines.length; i++) {
      const e = ESTIMATE_RE.exec(lines[i]!.text);
      const m = e && MEANING_RE.exec(lines[i + 1]!.text);
      if (!e || !m) continue;
      const name = `${e[1]}(${e[2]})`;
      const near = lines
        .filter((l, j) => j !== i && compact(l.text).includes(`${name}=`))
        .flatMap((l) => [...l.text.matchAll(NUMBER_RE)].map((x) => x[1]!))
        .filter((x) => x !== e[3]);
      out.push({
        value: lines[i]!,
        meaning: lines[i + 1]!,
        name,
        number: e[3]!,
        what: m[1]!,
        of: m[2]!,
        near,
      });
    }
  return out;
}

/**
 * "What is the estimated probability of avoiding development of new tumor for at least full six months in the
 * placebo group?": the value, against the estimate of the other group and the bounds of the key's own interval.
 */
function estimateQuestion(e: Estimate, all: Estimate[]): Draft | null {
  const probability = (x: string) => Number(x) >= 0 && Number(x) <= 1;
  const ds = [
    ...all.filter((o) => o !== e && o.what === e.what && o.value.unit === e.value.unit).map((o) => o.number),
    ...e.near,
  ].filter((x, i, a) => x !== e.number && a.indexOf(x) === i && probability(x));
  if (!probability(e.number) || ds.length < 3) return null;
  return {
    form: 'number',
    stem: `According to the material, what is the ${e.what} of ${e.of}?`,
    key: e.number,
    distractors: ds.slice(0, 3),
    doc: e.value.doc,
    unit: e.value.unit,
    quote: `${e.value.text} ${e.meaning.text}`,
    why: `It is ${e.name}; the others are the estimate of the other group and the bounds of the interval estimate.`,
  };
}

// ------------------------------------------------------------------------------ methods

/** "... a plot of the Kaplan-Meier estimates for S1(t) and S2(t)." */
const ESTIMATOR_RE = /\b([A-Z][a-z]+(?:-[A-Z][a-z]+)?) estimates (?:for|of) ([^.;]{3,60}?)\./;
/** A row of a table of tests: "Log-Rank 1.5209 1 0.2175". */
export const TEST_ROW_RE = /^(-?[A-Za-z0-9]+(?:[-(][A-Za-z0-9)]+)*)\s+\d*\.\d+\s+\d+\s+\d*\.\d+$/;

export interface Estimator {
  line: Line;
  name: string;
  of: string;
  quote: string;
  tests: string[];
}

export function estimatorsOf(corpus: Corpus): Estimator[] {
  const out: Estimator[] = [];
  const all = linesOf(corpus);
  const tests = new Map<number, Set<string>>();
  for (const lines of all)
    for (const l of lines) {
      const m = TEST_ROW_RE.exec(l.text);
      if (!m || !/[A-Za-z]{3}/.test(m[1]!)) continue;
      const t = tests.get(l.doc) ?? new Set<string>();
      t.add(m[1]!);
      tests.set(l.doc, t);
    }
  for (const lines of all)
    for (const line of lines) {
      const m = ESTIMATOR_RE.exec(line.text);
      const t = [...(tests.get(line.doc) ?? [])];
      if (!m || t.length < 3 || t.includes(m[1]!)) continue;
      // the sentence that names the estimates, without the homework's item marks ("[25] a.")
      const quote = (/[^.]*\bestimates (?:for|of)[^.]*\./.exec(line.text)?.[0] ?? line.text)
        .replace(/^\s*(?:\[\d+\]\s*)?(?:[a-z]\.\s*)?/, '')
        .trim();
      out.push({ line, name: m[1]!, of: m[2]!, quote, tests: t });
    }
  return out;
}

/** "Which method gives the estimates for S1(t) and S2(t)?": the estimator, against the tests of the same output. */
function estimatorQuestion(e: Estimator): Draft {
  return {
    form: 'term-from-definition',
    stem: `According to the material, which method gives the estimates for ${e.of}?`,
    key: e.name,
    distractors: e.tests.slice(0, 3),
    doc: e.line.doc,
    unit: e.line.unit,
    quote: e.quote,
    why: `The material plots the ${e.name} estimates; the others are the tests of its output, which estimate nothing.`,
  };
}

/** The chi-square and p-value a unit reports on lines of their own ("Chi-square= 1.5209", "p-value= 0.2175"). */
export function reportedOf(lines: Line[]): { chi?: string; p?: string } {
  const first = (re: RegExp) => lines.map((l) => re.exec(l.text)?.[1]).find(Boolean);
  return { chi: first(/^Chi-square\s*=\s*(\d*\.\d+)$/i), p: first(/^p-value\s*=\s*(\d*\.\d+)$/i) };
}

/**
 * "Which test of the equality of S1(t) and S2(t) gives chi-square = 1.5209 and p-value = 0.2175?": the row of
 * the tests' table whose figures the material reports ("Chi-square= 1.5209", "p-value= 0.2175"), against the other
 * rows and the estimator.
 */
export function testUsedQuestions(corpus: Corpus): { line: Line; build: () => Draft | null }[] {
  const out: { line: Line; build: () => Draft | null }[] = [];
  const estimators = estimatorsOf(corpus);
  for (const lines of linesOf(corpus)) {
    const { chi, p } = reportedOf(lines);
    if (!chi || !p) continue;
    const rows = lines
      .map((l) => ({ l, m: TEST_ROW_RE.exec(l.text) }))
      .filter((r) => r.m && /[A-Za-z]{3}/.test(r.m[1]!));
    const used = rows.find((r) => r.l.text.split(/\s+/).includes(chi) && r.l.text.split(/\s+/).includes(p));
    if (!used) continue;
    const est = estimators.find((e) => e.line.doc === used.l.doc);
    const ds = rows.filter((r) => r !== used).map((r) => r.m![1]!);
    if (est) ds.push(est.name);
    if (new Set(ds).size < 3 || ds.includes(used.m![1]!)) continue;
    const what = est ? `the equality of ${est.of}` : 'the equality of the groups';
    out.push({
      line: used.l,
      build: () => ({
        form: 'term-from-definition',
        stem: `According to the material, which test of ${what} gives chi-square = ${chi} and p-value = ${p}?`,
        key: used.m![1]!,
        distractors: [...new Set(ds)].slice(0, 3),
        doc: used.l.doc,
        unit: used.l.unit,
        quote: used.l.text,
        why: `The material's result is the ${used.m![1]!} row of the tests' table; the others give other figures${est ? `, and ${est.name} is an estimator, not a test` : ''}.`,
      }),
    });
  }
  return out;
}

/**
 * What an estimate means (eng-weak; readers at ea28d22 rated recalling the figure 0.6498 weak): "what is
 * S1(6) = 0.6498 an estimate of?", the key the material's meaning, the wrong options the usual misreadings of a
 * survival estimate in the study's own terms: the share still free at the end of the study, the mean time to the
 * event, the event within the time in the other group (words of their own: options that differ by a swapped word
 * overlap by the gate's measure).
 */
function meaningQuestion(e: Estimate, all: Estimate[]): Draft | null {
  const other = all.find((o) => o !== e && o.what === e.what && o.value.unit === e.value.unit);
  const what = /^estimated (probability)$/.exec(e.what)?.[1];
  // "avoiding development of new tumor for at least full six months in the placebo group"
  const parse = (of: string) =>
    /^avoiding ((?:(?:the )?development of )?(?:an? )?(.{3,60}?)) for at least (?:full )?(.{3,30}?) in the (.{3,60}?)$/.exec(
      of,
    );
  const m = parse(e.of);
  const o = other && parse(other.of);
  if (!what || !m || !o || o[4] === m[4]) return null;
  const [, happening, event, time, group] = m;
  return {
    form: 'definition-from-term',
    stem: `According to the material, what is ${e.name} = ${e.number} an estimate of?`,
    key: `the ${what} of ${e.of}`,
    distractors: [
      `the share of the ${group} still free of ${event} at the end of the study`,
      `the average time before ${happening} in the ${group}`,
      `the ${what} of ${happening} within ${time} in the ${o[4]}`,
    ],
    doc: e.value.doc,
    unit: e.value.unit,
    quote: `${e.value.text} ${e.meaning.text}`,
    why: `${e.name} is the survival function of the ${group} at ${time}: not at the end of the study, not a mean time, and not the ${event} itself.`,
  };
}

/**
 * Whether a variable could define the groups of a comparison (eng-weak7; readers at 865d558 rated "which variable
 * defines the groups ...?" with Number, Censored, Treatment and Time weak: "Time and Censored are not grouping
 * variables on their face"): a coding of categories ("This equals 1 for placebo and 2 for thiopeta", "This equals
 * 1 if one tumor was removed and 2 if two"), not a measurement ("This is the time ..."), nor an indicator of
 * censoring or of the event ("This equals 1 if censoring took place and 0 otherwise").
 */
export function groupsLike(v: Variable): boolean {
  if (v.verb !== 'equals') return false;
  if (/censor/i.test(`${v.name} ${v.desc}`) || /\b0 otherwise\b/i.test(v.desc)) return false;
  return /^\d+ (?:for|if)\b.+\band \d+\b/i.test(v.desc);
}

/**
 * "Which variable of the data defines the groups whose survival functions S1(t) and S2(t) are compared?" (eng-stats;
 * readers rated "which variable equals 1 for placebo and 2 for thiopeta?" weak: the coding's words give the key):
 * the variable the analysis stratifies by ("strata Treatment;", "Stratum 1: Treatment = 1"), against the data's
 * other codings of categories, which the analysis leaves out (`groupsLike`: never the time or the censoring
 * indicator; without three such variables no question); the stem says nothing of the variable's coding.
 */
function groupingQuestions(corpus: Corpus, all: Variable[]): { line: Line; build: () => Draft | null }[] {
  const out: { line: Line; build: () => Draft | null }[] = [];
  const estimators = estimatorsOf(corpus);
  // the analysis' own statement ("strata Treatment;") before a heading of its output ("Stratum 1: Treatment = 1")
  const lines = linesOf(corpus)
    .flat()
    .sort((a, b) => Number(/^Stratum\b/.test(a.text)) - Number(/^Stratum\b/.test(b.text)));
  for (const line of lines) {
    const name = /^(?:strata\s+([A-Za-z]\w*)\s*;|Stratum\s+\d+:\s*([A-Za-z]\w*)\s*=\s*\d+)$/.exec(line.text);
    const v = name && all.find((x) => x.line.doc === line.doc && x.name === (name[1] ?? name[2]));
    const est = estimators.find((e) => e.line.doc === line.doc);
    if (!v || !est || out.some((o) => o.line.doc === line.doc)) continue;
    // only variables that could group the data as the key does (eng-weak7): not the time nor the censoring
    // indicator, which no reader takes for a grouping variable (readers at 865d558: "near-trivial")
    const others = all
      .filter((o) => o !== v && o.line.doc === v.line.doc && groupsLike(o))
      .map((o) => o.name);
    if (others.length < 3) continue;
    out.push({
      line,
      build: () => ({
        form: 'term-from-definition',
        stem: `According to the material, which variable of the data defines the groups whose survival functions ${est.of} are compared?`,
        key: v.name,
        distractors: others.slice(0, 3),
        doc: line.doc,
        unit: line.unit,
        quote: line.text,
        why: `The analysis compares the strata of ${v.name} (${v.desc}); the other variables are codings it leaves out.`,
      }),
    });
  }
  return out;
}

/**
 * "What does a + sign on the curves of S1(t) and S2(t) indicate?" (eng-stats): the material's "A + sign in both the
 * curves indicates times when censoring is taking place.", against the readings a student confuses it with in the
 * study's own terms: the times of the event (the time variable's "first recurrence of a tumor"), a significant
 * difference of the curves, and their median.
 */
function censorMarkQuestions(corpus: Corpus, all: Variable[]): { line: Line; build: () => Draft | null }[] {
  const out: { line: Line; build: () => Draft | null }[] = [];
  const estimators = estimatorsOf(corpus);
  for (const lines of linesOf(corpus))
    for (const line of lines) {
      const m =
        /^An? (\+|\*) (?:sign|mark) (?:in|on) (?:both )?the curves indicates? (times when censoring [a-z ]{3,30}?)\.$/.exec(
          line.text,
        );
      const est = m && estimators.find((e) => e.line.doc === line.doc);
      const event = all
        .filter((v) => v.line.doc === line.doc && v.verb === 'is')
        .map(
          (v) =>
            /\bto ((?:the )?(?:first|next) [a-z ]{3,40}?) or the time at which censoring took place$/.exec(
              v.desc,
            )?.[1],
        )
        .find(Boolean);
      const fns = /^(\S+) and (\S+)$/.exec(est?.of ?? '');
      if (!m || !est || !event || !fns) continue;
      out.push({
        line,
        build: () => ({
          form: 'definition-from-term',
          stem: `According to the material, what does a ${m[1]} sign on the curves of ${est.of} indicate?`,
          key: m[2]!,
          distractors: [
            `times of ${event}`,
            `times when ${fns[1]} and ${fns[2]} differ significantly`,
            'the median survival time of each group',
          ],
          doc: line.doc,
          unit: line.unit,
          quote: line.text,
          why: `A ${m[1]} marks a censored observation; the curve steps down at the times of ${event}.`,
        }),
      });
    }
  return out;
}

// ------------------------------------------------------------------------------ candidates

export function studyCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const push = (
    form: Cand['form'],
    line: Line,
    topic: string,
    quote: string,
    build: Cand['build'],
    score = 0.8,
  ) =>
    out.push({
      form,
      score,
      doc: line.doc,
      unit: line.unit,
      sentences: sentenceOf(corpus, line),
      topics: [topic],
      quote,
      build,
    });
  const ests = estimatesOf(corpus);
  for (const e of ests)
    push('definition-from-term', e.meaning, `estimate:${e.name}`, `${e.value.text} ${e.meaning.text}`, () =>
      meaningQuestion(e, ests),
    );
  for (const e of estimatorsOf(corpus))
    push('term-from-definition', e.line, `method:${e.name.toLowerCase()}`, e.quote, () =>
      estimatorQuestion(e),
    );
  const vars = variablesOf(corpus);
  for (const g of groupingQuestions(corpus, vars))
    push('term-from-definition', g.line, 'variable:groups', g.line.text, g.build);
  for (const c of censorMarkQuestions(corpus, vars))
    push('definition-from-term', c.line, 'censoring', c.line.text, c.build);
  // readers at ea28d22 rated these weak (a figure recalled, a row of a table looked up): the last resort of a
  // short test, after the questions on the method; a variable's coding is no longer asked (eng-stats)
  const LOOKUP = 0.4;
  for (const e of ests)
    push(
      'number',
      e.meaning,
      `estimate:${e.name}`,
      `${e.value.text} ${e.meaning.text}`,
      () => estimateQuestion(e, ests),
      LOOKUP,
    );
  for (const t of testUsedQuestions(corpus))
    push('term-from-definition', t.line, `test:${t.line.text}`, t.line.text, t.build, LOOKUP);
  return out;
}
