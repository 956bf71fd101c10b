/**
 * What a statistics homework's test is for and what its result means (decision 104, eng-forms4), beside the
 * lookups of study.ts (a variable's coding, an estimate's value, the row of the tests' table): a teacher asks
 * about the method, so a homework that states its hypothesis ("At level 0.05 test the null hypothesis that S1(t)
 * and S2(t) are identical against the alternative hypothesis that they differ."), takes one row of the tests'
 * table ("Chi-square= 1.5209", "p-value= 0.2175" = the Log-Rank row) and concludes ("Since p-value > 0.05 we fail
 * to reject null ... we may not conclude that ... differ") gets two questions:
 * - **purpose** (`usePurpose`): "what is the Log-Rank test used for?" -> "Checking whether S1(t) and S2(t)
 *   differ", against the homework's other tasks, which the test does not do: estimating S1(t) and S2(t) (the
 *   estimator of study.ts), the point and interval estimates it asks for, the mean survival time the output
 *   estimates; without three of them no question;
 * - **cause-effect** (`resultMeaning`): "what does the Log-Rank test's p-value of 0.2175 lead to at level
 *   0.05?" -> "We may not conclude that the placebo and thiopeta survival functions differ" (the material's
 *   words), against the three readings a student confuses it with: rejecting the null hypothesis, proving it
 *   ("proven that S1(t) and S2(t) are identical") and a significant difference of the estimates the
 *   material gives ("S2(6) = 0.6687 is significantly larger than S1(6) = 0.6498"). Only when the material itself fails to reject (its sentence is the quote); the wordings of the
 *   options share no more than the hypothesis' names, so the overlap gate passes without loosening.
 * English only; the options are built from the material's own lines.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { estimatesOf, estimatorsOf, linesOf, type Line } from './study.ts';

/** "S1(t ) and S2(t )" -> "S1(t) and S2(t)". */
const tidy = (t: string) =>
  t
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim();

/** A row of a table of tests: "Log-Rank 1.5209 1 0.2175". */
const TEST_ROW_RE = /^(-?[A-Za-z0-9]+(?:[-(][A-Za-z0-9)]+)*)\s+\d*\.\d+\s+\d+\s+\d*\.\d+$/;
const HYPOTHESIS_RE =
  /\btest the null hypothesis that ([^.]{5,60}?) are identical against the alternative hypothesis that they differ\b/i;
const CONCLUSION_RE =
  /Since p-value > (0?\.\d+) we fail to reject (?:the )?null(?:[^.]|\.\d)*\.\s*Therefore, we may not conclude that (?:the )?([^.]{5,120}?) differ\b(?:[^.]|\.\d)*\./;
const INTERVAL_RE = /\bProvide point and interval estimates (?:for|of) ([^.]{3,40}?)\s*\./;
const MEAN_RE = /\bThe (mean [a-z ]{3,30}?) and its standard error were underestimated\b/;

/** "survival functions of placebo and thiopeta treated patients" -> "placebo and thiopeta survival functions". */
function groupsOf(t: string): string {
  const m = /^([a-z]+ [a-z]+s) of ([a-z]+ and [a-z]+)(?: treated)? (?:patients|groups|subjects)$/i.exec(
    t.trim(),
  );
  return m ? `${m[2]} ${m[1]}` : t.trim();
}

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
  /** The conclusion line and its alpha, when the material fails to reject. */
  conclusion?: { line: Line; quote: string; alpha: string; groups: string };
}

/** The test a homework runs on its hypothesis: the row of its tests' table whose chi-square and p-value it reports. */
export function testUsesOf(corpus: Corpus): TestUse[] {
  const out: TestUse[] = [];
  for (const lines of linesOf(corpus)) {
    const chi = lines.map((l) => /^Chi-square\s*=\s*(\d*\.\d+)$/i.exec(l.text)?.[1]).find(Boolean);
    const p = lines.map((l) => /^p-value\s*=\s*(\d*\.\d+)$/i.exec(l.text)?.[1]).find(Boolean);
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
    const use: TestUse = {
      line: hyp,
      quote,
      test: row[1]!,
      p,
      what: tidy(HYPOTHESIS_RE.exec(hyp.text)![1]!),
    };
    for (const l of lines) {
      const c = CONCLUSION_RE.exec(l.text);
      if (c && Number(p) > Number(c[1]))
        use.conclusion = { line: l, quote: c[0], alpha: c[1]!, groups: groupsOf(c[2]!) };
    }
    out.push(use);
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

/** "What does the Log-Rank test's p-value of 0.2175 lead to at level 0.05?": failing to reject is not proving. */
function resultMeaning(corpus: Corpus, u: TestUse): Draft | null {
  const c = u.conclusion;
  if (!c) return null;
  // two estimates of one kind the material interprets ("S1(6) = 0.6498", "S2(6) = 0.6687"), larger first
  const ests = estimatesOf(corpus).filter((e) => e.value.doc === u.line.doc);
  const pair = ests.flatMap((a) =>
    ests
      .filter((b) => b !== a && b.what === a.what && Number(b.number) > Number(a.number))
      .map((b) => [b, a]),
  )[0];
  if (!pair) return null;
  return {
    form: 'cause-effect',
    stem: `According to the material, what does the ${u.test} test's p-value of ${u.p} lead to at level ${c.alpha}?`,
    key: `We may not conclude that the ${c.groups} differ`,
    distractors: [
      `We reject the null hypothesis that ${u.what} are identical`,
      `We have proven that ${u.what} are identical`,
      `We conclude that ${pair[0]!.name} = ${pair[0]!.number} is significantly larger than ${pair[1]!.name} = ${pair[1]!.number}`,
    ],
    doc: c.line.doc,
    unit: c.line.unit,
    quote: c.quote,
    why: `The p-value ${u.p} is above ${c.alpha}, so the null hypothesis is not rejected; that proves no equality, and the estimates' difference is not shown to be significant.`,
  };
}

/** The corpus sentence of a line (its text, or its start), for one question per sentence. */
function sentenceOf(corpus: Corpus, l: Line): number[] {
  const s = corpus.sentences.find(
    (x) => x.doc === l.doc && x.unit === l.unit && (x.text === l.text || l.text.startsWith(x.text)),
  );
  return s ? [s.index] : [];
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
    if (u.conclusion)
      out.push({
        form: 'cause-effect',
        score: 0.8,
        doc: u.conclusion.line.doc,
        unit: u.conclusion.line.unit,
        sentences: sentenceOf(corpus, u.conclusion.line),
        topics: [`result:${u.test.toLowerCase()}`],
        quote: u.conclusion.quote,
        build: () => resultMeaning(corpus, u),
      });
  }
  return out;
}
