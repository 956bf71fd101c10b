/**
 * The median survival time of each group, read from a survival analysis' output (eng-yield11b, decision 104): a
 * statistics homework that prints the output of a survival procedure (SAS LIFETEST and the like) gives, for each
 * stratum ("Stratum 1: Treatment = 1"), a table of quartile estimates whose 50 percent row is the median survival
 * time ("50 16.0000 LOGLOG 6.0000 29.0000"), and the mean below it ("Mean Standard Error" / "18.2899 2.1377"). The
 * median is what a teacher asks a student to read from such output, and what a student confuses it with is on the
 * same page: the mean of the same group, another quartile of the same group, the median of the other group. Asked
 * as "what is the estimated median time to first recurrence of a tumor, in months, in the placebo group
 * (Treatment = 1)?", the group named by the stratified variable's coding ("Treatment: This equals 1 for placebo
 * and 2 for thiopeta."), the event and the unit by the time variable's ("Time: This is the time (in months) to
 * first recurrence of a tumor or ..."). Without two strata with a median, the coding of the groups, or four
 * distinct figures, no question; one median per test (the candidates of a document share their rows).
 * English only; the options are the output's own figures as printed.
 */
import type { Corpus } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { linesOf, sentenceOf, variablesOf, type Line } from './study.ts';

const STRATUM_RE = /^Stratum\s+\d+:\s*([A-Za-z]\w*)\s*=\s*(\d+)$/;
/** A quartile row: percent, point estimate (or "." when not reached), an optional transform, the bounds. */
const QUARTILE_RE =
  /^(75|50|25)\s+(\d*\.\d+|\d+|\.)\s+(?:[A-Z]{2,10}\s+)?(?:\d*\.\d+|\d+|\.)\s+(?:\d*\.\d+|\d+|\.)$/;
const MEAN_HEAD_RE = /^Mean\s+Standard Error$/;
const MEAN_RE = /^(\d*\.\d+)\s+\d*\.\d+$/;

export interface StratumSummary {
  variable: string;
  value: string;
  median?: { line: Line; point: string };
  quartiles: Map<string, string>;
  mean?: string;
}

/** The quartile estimates and the mean of each stratum of a document's survival output, in the output's order. */
export function strataSummaries(corpus: Corpus): Map<number, StratumSummary[]> {
  const out = new Map<number, StratumSummary[]>();
  const all = linesOf(corpus).flat();
  let current: StratumSummary | null = null;
  let doc = -1;
  for (let i = 0; i < all.length; i++) {
    const l = all[i]!;
    if (l.doc !== doc) [doc, current] = [l.doc, null];
    const s = STRATUM_RE.exec(l.text);
    if (s) {
      current = { variable: s[1]!, value: s[2]!, quartiles: new Map() };
      out.set(l.doc, [...(out.get(l.doc) ?? []), current]);
      continue;
    }
    if (!current) continue;
    const q = QUARTILE_RE.exec(l.text);
    if (q && q[2] !== '.') {
      current.quartiles.set(q[1]!, q[2]!);
      if (q[1] === '50') current.median = { line: l, point: q[2]! };
    }
    const next = all[i + 1];
    const m = MEAN_HEAD_RE.test(l.text) && next?.doc === l.doc ? MEAN_RE.exec(next.text) : null;
    if (m) current.mean = m[1]!;
  }
  return out;
}

/** "1 for placebo and 2 for thiopeta" -> 1: placebo, 2: thiopeta. */
function groupNames(desc: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of desc.matchAll(/\b(\d+) for ([a-z][a-z -]{1,40}?)(?= and \d|$)/gi))
    names.set(m[1]!, m[2]!.trim());
  return names;
}

export function studyMedianCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const vars = variablesOf(corpus);
  for (const [doc, strata] of strataSummaries(corpus)) {
    const withMedian = strata.filter((s) => s.median);
    if (withMedian.length < 2) continue;
    // the time variable: "This is the time (in months) to first recurrence of a tumor or the time at which ..."
    const time = vars
      .filter((v) => v.line.doc === doc && v.verb === 'is')
      .map((v) =>
        /^the time \(in ([a-z]+)\) to ((?:the )?[a-z][a-z ]{3,50}?) or the time at which censoring\b/.exec(
          v.desc,
        ),
      )
      .find(Boolean);
    const sentences = withMedian.flatMap((s) => sentenceOf(corpus, s.median!.line));
    for (const s of withMedian) {
      const coding = vars.find((v) => v.line.doc === doc && v.name === s.variable && v.verb === 'equals');
      const group = coding && groupNames(coding.desc).get(s.value);
      const other = withMedian.find((o) => o !== s && o.variable === s.variable);
      const quartile = s.quartiles.get('25') ?? s.quartiles.get('75');
      if (!group || !other || !s.mean || !quartile) continue;
      const key = s.median!.point;
      const ds = [s.mean, other.median!.point, quartile];
      if (new Set([key, ...ds].map(Number)).size < 4) continue;
      const what = time ? `time to ${time[2]}, in ${time[1]},` : 'survival time';
      const stem = `According to the material's output, what is the estimated median ${what} in the ${group} group (${s.variable} = ${s.value})?`;
      const percent = s.quartiles.get('25') === quartile ? '25' : '75';
      const line = s.median!.line;
      const draft: Draft = {
        form: 'number',
        stem,
        key,
        distractors: ds,
        doc: line.doc,
        unit: line.unit,
        quote: line.text,
        why: `The median is the point estimate of the 50 percent quartile; ${s.mean} is the group's mean, ${quartile} its ${percent} percent quartile, and ${other.median!.point} the median of the other group.`,
      };
      out.push({
        form: 'number',
        score: 0.8,
        doc: line.doc,
        unit: line.unit,
        // one median per test: the candidates of a document share their rows
        sentences,
        topics: ['median'],
        quote: line.text,
        build: (used) => (sentences.some((x) => used.has(x)) ? null : draft),
      });
    }
  }
  return out;
}
