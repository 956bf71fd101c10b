/**
 * What a statistics homework's test is for and what its result means (decision 104, eng-forms4), beside the
 * lookups of study.ts (an estimate's value, the row of the tests' table): a teacher asks
 * about the method, so a homework that states its hypothesis ("At level 0.05 test the null hypothesis that S1(t)
 * and S2(t) are identical against the alternative hypothesis that they differ."), takes one row of the tests'
 * table ("Chi-square= 1.5209", "p-value= 0.2175" = the Log-Rank row) and concludes ("Since p-value > 0.05 we fail
 * to reject null ... we may not conclude that ... differ") gets two questions:
 * - **purpose** (`usePurpose`): "what is the Log-Rank test used for?" -> "Checking whether S1(t) and S2(t)
 *   differ", against the homework's other tasks, which the test does not do: estimating S1(t) and S2(t) (the
 *   estimator of study.ts), the point and interval estimates it asks for, the mean survival time the output
 *   estimates; without three of them no question;
 * - **cause-effect** (`conclusionQuestions`): "at level 0.05 the Log-Rank test of H0: S1(t) and S2(t) are identical
 *   gives chi-square = 1.5209 and p-value = 0.2175. How does the material interpret this result?" -> the
 *   material's own decision, checked against its figures ("We fail to reject H0: we may not conclude that S1(t)
 *   and S2(t) differ"), against rejecting H0, H0 taken as proven and a difference the test does not show. The one
 *   builder of that question (eng-stats): study.ts had a second one ("How does the material interpret this
 *   result?") beside this file's "what does the Log-Rank test's p-value of 0.2175 lead to?", and a test could get
 *   both; this one keeps the stem that states the hypothesis and the figures, and the decisions either way.
 * English only; the options are built from the material's own lines.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import {
  estimatesOf,
  estimatorsOf,
  linesOf,
  reportedOf,
  sentenceOf,
  TEST_ROW_RE,
  type Line,
} from './study.ts';

/** "S1(t ) and S2(t )" -> "S1(t) and S2(t)". */
const tidy = (t: string) =>
  t
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim();

const HYPOTHESIS_RE =
  /\btest the null hypothesis that ([^.]{5,60}?) are identical against the alternative hypothesis that they differ\b/i;
const INTERVAL_RE = /\bProvide point and interval estimates (?:for|of) ([^.]{3,40}?)\s*\./;
const MEAN_RE = /\bThe (mean [a-z ]{3,30}?) and its standard error were underestimated\b/;

export interface TestUse {
  /** The hypothesis' line ("[25] d. At level 0.05 test the null hypothesis ..."). */
  line: Line;
  /** The quoted sentence of it, without the item mark. */
  quote: string;
  /** "Log-Rank" */
  test: string;
  p: string;
  /** "S1(t) and S2(t)" */
  what: string;
}

/** The test a homework runs on its hypothesis: the row of its tests' table whose chi-square and p-value it reports. */
export function testUsesOf(corpus: Corpus): TestUse[] {
  const out: TestUse[] = [];
  for (const lines of linesOf(corpus)) {
    const { chi, p } = reportedOf(lines);
    if (!chi || !p) continue;
    const row = lines
      .map((l) => TEST_ROW_RE.exec(l.text))
      .find(
        (m) =>
          m && /[A-Za-z]{3}/.test(m[1]!) && m[0].split(/\s+/).includes(chi) && m[0].split(/\s+/).includes(p),
      );
    const hyp = lines.find((l) => HYPOTHESIS_RE.test(l.text));
    if (!row || !hyp) continue;
    // the line without the homework's item mark ("[25] d.")
    const quote = hyp.text.replace(/^\s*(?:\[\d+\]\s*)?(?:[a-z]\.\s+)?/, '').trim();
    out.push({ line: hyp, quote, test: row[1]!, p, what: tidy(HYPOTHESIS_RE.exec(hyp.text)![1]!) });
  }
  return out;
}

/** "What is the Log-Rank test used for?": checking the hypothesis, against the homework's other tasks. */
function usePurpose(corpus: Corpus, u: TestUse): Draft | null {
  const ds: string[] = [];
  const est = estimatorsOf(corpus).find((e) => e.line.doc === u.line.doc && tidy(e.of) === u.what);
  if (est) ds.push(`Estimating ${u.what}`);
  for (const lines of linesOf(corpus))
    for (const l of lines) {
      if (l.doc !== u.line.doc) continue;
      const i = INTERVAL_RE.exec(l.text);
      if (i) ds.push(`Giving point and interval estimates for ${tidy(i[1]!)}`);
      const m = MEAN_RE.exec(l.text);
      if (m) ds.push(`Estimating the ${m[1]} and its standard error`);
    }
  const distractors = [...new Set(ds)];
  if (distractors.length < 3) return null;
  return {
    form: 'purpose',
    stem: `According to the material, what is the ${u.test} test used for?`,
    key: `Checking whether ${u.what} differ`,
    distractors: distractors.slice(0, 3),
    doc: u.line.doc,
    unit: u.line.unit,
    quote: u.quote,
    why: `The material answers this item with the ${u.test} row of the tests' table (p-value = ${u.p}); the other options are its other tasks, done by estimates, not by a test.`,
  };
}

/**
 * What a test's p-value means in the study (eng-weak and eng-forms4, one builder since eng-stats): "at level 0.05
 * the Log-Rank test of H0: S1(t) and S2(t) are identical gives chi-square = 1.5209 and p-value = 0.2175. How does
 * the material interpret this result?", the key the material's own decision ("Since p-value > 0.05 we fail to
 * reject null"), checked against its figures, the wrong options the usual misreadings: the opposite decision, H0
 * taken as proven, and a difference the test does not show (when the material fails to reject, its own estimates
 * called significantly different, "S2(6) = 0.6687 is significantly larger than S1(6) = 0.6498"; when it rejects, a
 * direction at every time t, which a two-sided test does not give).
 */
export function conclusionQuestions(corpus: Corpus): { line: Line; build: () => Draft | null }[] {
  const out: { line: Line; build: () => Draft | null }[] = [];
  const estimators = estimatorsOf(corpus);
  for (const lines of linesOf(corpus)) {
    const { chi, p } = reportedOf(lines);
    const decision = lines
      .map((l) => ({
        l,
        m: /\bp-value\s*([<>])\s*(0?\.\d+)\b[^.]*?\b(fail to reject|reject)\b (?:the )?null\b/i.exec(l.text),
      }))
      .find((x) => x.m);
    if (!chi || !p || !decision) continue;
    const [, sign, alpha, verb] = decision.m!;
    const rejects = verb!.toLowerCase() === 'reject';
    // the material's decision agrees with its figures, or it is not asked
    if (Number(p) > Number(alpha) !== (sign === '>') || rejects !== Number(p) < Number(alpha)) continue;
    const used = lines.find((l) => {
      const w = l.text.split(/\s+/);
      return TEST_ROW_RE.test(l.text) && w.includes(chi) && w.includes(p);
    });
    const doc = decision.l.doc;
    const est = estimators.find((e) => e.line.doc === doc);
    const fns = /^(\S+) and (\S+)$/.exec(est?.of ?? '');
    if (!used || !fns) continue;
    const test = used.text.split(/\s+/)[0]!;
    const [, s1, s2] = fns;
    const both = `${s1} and ${s2}`;
    // two estimates of one kind the material gives ("S1(6) = 0.6498", "S2(6) = 0.6687"), larger first
    const ests = estimatesOf(corpus).filter((e) => e.value.doc === doc);
    const pair = ests.flatMap((a) =>
      ests
        .filter((b) => b.what === a.what && Number(b.number) > Number(a.number))
        .map((b) => [b, a] as const),
    )[0];
    const noDifference = `We fail to reject H0: the data show no difference between ${s1} and ${s2}`;
    const toH1 = `We reject H0 in favour of H1: ${s1} \u2260 ${s2} for at least one time t`;
    const accept = `We accept H0: the data prove that ${both} are identical`;
    const above = `We reject H0: ${s2} lies above ${s1} at every time t`;
    const larger =
      pair &&
      `We conclude that ${pair[0].name} = ${pair[0].number} is significantly larger than ${pair[1].name} = ${pair[1].number}`;
    out.push({
      line: decision.l,
      build: () => ({
        form: 'cause-effect',
        stem: `According to the material, at level ${alpha} the ${test} test of H0: ${both} are identical gives chi-square = ${chi} and p-value = ${p}. How does the material interpret this result?`,
        key: rejects
          ? `We reject H0: we conclude that ${both} differ`
          : `We fail to reject H0: we may not conclude that ${both} differ`,
        distractors: rejects ? [noDifference, accept, above] : [toH1, accept, larger || above],
        doc,
        unit: decision.l.unit,
        quote: decision.l.text,
        why: rejects
          ? `The p-value ${p} is below ${alpha}, so H0 is rejected; the test says the functions differ, not which is above.`
          : `The p-value ${p} is above ${alpha}, so H0 is not rejected; that does not prove H0, and no difference is shown${pair ? ', not even between the estimates' : ''}.`,
      }),
    });
  }
  return out;
}

/** SAS's note on a mean survival time: "The mean survival time and its standard error were underestimated because
 * the largest observation was censored and the estimation was restricted to the largest event time." */
const UNDERESTIMATED_RE =
  /^(?:Note:\s+)?The (mean [a-z ]{3,30}?) and its standard error were underestimated because the (largest|last) observation was censored and the estimation was restricted to the (?:largest|last) event time\.$/;
/** The summary row of censored values: "Total 86 47 39 45.35" (total, failed, censored, percent censored). */
const CENSORED_TOTAL_RE = /^Total\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+(?:\.\d+)?)$/;

/**
 * Why the output's mean survival time is underestimated (eng-yield8tm): the note of the survival output ("... were
 * underestimated because the largest observation was censored and the estimation was restricted to the largest
 * event time.") asked as "why were the mean survival time and its standard error underestimated?", against the
 * misreadings a student makes: early events weighing more, censored observations left out of the estimate (the
 * product-limit estimate keeps them until their time), and most observations censored,
 * which the output's own summary rules out (its percent censored below 50). Without that summary, no question;
 * the note is asked once per document (the output repeats it for every stratum).
 */
export function underestimateQuestions(corpus: Corpus): { line: Line; build: () => Draft | null }[] {
  const out: { line: Line; build: () => Draft | null }[] = [];
  const seen = new Set<number>();
  const all = linesOf(corpus).flat();
  for (const line of all) {
    const m = UNDERESTIMATED_RE.exec(line.text);
    if (!m || seen.has(line.doc)) continue;
    const total = all
      .filter((l) => l.doc === line.doc)
      .map((l) => CENSORED_TOTAL_RE.exec(l.text))
      .find((t) => t && Number(t[3]) + Number(t[2]) === Number(t[1]));
    if (!total || Number(total[4]) >= 50) continue;
    seen.add(line.doc);
    const [, mean, end] = m;
    out.push({
      line,
      build: () => ({
        form: 'cause-effect',
        stem: `According to the material, why were the ${mean} and its standard error underestimated?`,
        // the key in other words than the stem's ("time" of "survival time" would point at "event time")
        key: `The ${end} observation was censored, so the estimation was cut off at the ${end} event`,
        distractors: [
          'Early events weigh more, so the short follow-ups pull the whole estimate further down',
          'Censored patients were dropped, so the average was taken over the patients with an event',
          'Most observations were censored, which left too few events for a stable estimate',
        ],
        doc: line.doc,
        unit: line.unit,
        quote: line.text,
        why: `The output's note gives the reason; censored observations stay in the estimate until their time, and ${total[3]} of ${total[1]} observations (${total[4]}%) were censored, not most.`,
      }),
    });
  }
  return out;
}

export function studyUseCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const u of testUsesOf(corpus)) {
    out.push({
      form: 'purpose',
      score: 0.8,
      doc: u.line.doc,
      unit: u.line.unit,
      sentences: sentenceOf(corpus, u.line),
      topics: [`use:${u.test.toLowerCase()}`],
      quote: u.quote,
      build: () => usePurpose(corpus, u),
    });
  }
  // the output's conclusions and its underestimated mean: cause-effect questions on one line of the output
  const lineQuestions = [
    ...conclusionQuestions(corpus).map((t) => ({ t, topic: 'conclusion' })),
    ...underestimateQuestions(corpus).map((t) => ({ t, topic: 'censoring:mean' })),
  ];
  for (const { t, topic } of lineQuestions)
    out.push({
      form: 'cause-effect',
      score: 0.8,
      doc: t.line.doc,
      unit: t.line.unit,
      sentences: sentenceOf(corpus, t.line),
      topics: [topic],
      quote: t.line.text,
      build: t.build,
    });
  return out;
}
