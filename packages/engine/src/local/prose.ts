/**
 * Questions from English prose that the sentence-level forms do not read (decision 104, "prose" amendment):
 * - **Labelled paragraphs under two leads** (`labelGroups`): a notice or a policy sets paragraphs with a run-in
 *   label ("Research – We may use ...", "Marketing Purposes – We will not ...") under a lead that ends with a
 *   colon ("... may use and disclose your PHI without your consent or authorization in the following
 *   instances:", "The following uses and/or disclosures specifically require your express written
 *   permission:"). Two such groups in one document are two kinds of the same thing: "which of these is one of
 *   the uses ... that require your written permission?" with the key a label of one group and the distractors
 *   labels of the other.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { contentKeys, rng } from '../text.ts';

/** A run-in label in Title Case and its paragraph: "Disaster Relief - We also may ...". */
const LABELLED_RE = /^(\p{Lu}[\p{L}'’,/ -]{2,70}?)\s+[–—-]\s*(\p{Lu}.{10,})$/u;
const SMALL = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'for',
  'in',
  'on',
  'to',
  'the',
  'your',
  'with',
  'by',
  'at',
]);

/** Every word a capitalised word or a small word, 1-8 words, not an instruction ("To Avert ..."). */
export function isRunInLabel(label: string): boolean {
  const ws = label.trim().split(/\s+/);
  if (ws.length > 8 || /^(?:to|if|when|for)$/i.test(ws[0]!)) return false;
  if (!/^\p{Lu}/u.test(ws[0]!)) return false;
  return ws.every((w) => /^\p{Lu}/u.test(w) || SMALL.has(w.replace(/,$/, '')));
}

/**
 * The question phrase of a lead: "The following uses and/or disclosures specifically require your express
 * written permission:" -> "the uses and/or disclosures that specifically require your express written
 * permission"; "X may also use and disclose your PHI ... in the following instances:" -> "the instances in
 * which X may use and disclose your PHI ...". Null for any other lead.
 */
export function leadPhrase(lead: string): string | null {
  const t = lead.trim().replace(/:\s*$/u, '');
  let m =
    /^The following ([a-z][\w/ -]*?\b(?:uses|disclosures|activities|actions|cases|purposes|situations|instances|items|rights|types))\s+((?:specifically\s+|also\s+|generally\s+)?(?:require|need|are|may|must|can|will)\b.{5,})$/.exec(
      t,
    );
  if (m) return `the ${m[1]} that ${m[2]}`;
  m = /^(\p{Lu}.{5,}?)\s+in the following (instances|cases|situations|circumstances|ways)$/u.exec(t);
  if (m) return `the ${m[2]} in which ${m[1]!.replace(/\s+also\s+/, ' ')}`;
  return null;
}

interface LabelGroup {
  doc: number;
  unit: number;
  lead: Sentence;
  /** The lead as written in the unit. */
  line: string;
  phrase: string;
  labels: { label: string; unit: number; line: string }[];
}

/** A label naming who receives something ("Business Associate", "Victims of Abuse"), not a use. */
function namesAgent(label: string): boolean {
  const ws = label.toLowerCase().split(/\s+/);
  const agent =
    /^(?:individuals?|victims?|coroners?|associates?|representatives?|directors?|examiners?|officials?|persons?|people|officers?|employees?|members?)$/;
  return agent.test(ws[0]!) || agent.test(ws[ws.length - 1]!);
}

const flat = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Groups of labelled paragraphs, each under the nearest lead before it that `leadPhrase` reads. */
export function labelGroups(corpus: Corpus): LabelGroup[] {
  const out: LabelGroup[] = [];
  corpus.documents.forEach((doc, d) => {
    let cur: LabelGroup | null = null;
    for (const unit of doc.units) {
      for (const raw of unit.text.split('\n')) {
        const line = raw.trim();
        if (!line) continue;
        if (/:$/.test(line) && /\bthe following\b/i.test(line)) {
          const phrase = leadPhrase(line);
          // the sentence reader may run the lead into the first labelled line after it
          const lead = corpus.sentences.find(
            (s) =>
              s.doc === d &&
              s.unit === unit.number &&
              (flat(s.text).startsWith(flat(line)) || flat(line).endsWith(flat(s.text))),
          );
          cur = phrase && lead ? { doc: d, unit: unit.number, lead, line, phrase, labels: [] } : null;
          if (cur) out.push(cur);
          continue;
        }
        const m = LABELLED_RE.exec(line);
        if (cur && m && isRunInLabel(m[1]!)) {
          const label = m[1]!.trim();
          if (!cur.labels.some((l) => l.label.toLowerCase() === label.toLowerCase()))
            cur.labels.push({ label, unit: unit.number, line });
        }
      }
    }
  });
  return out.filter((g) => g.labels.length >= 1);
}

function labelQuestion(
  corpus: Corpus,
  keyGroup: LabelGroup,
  other: LabelGroup,
  key: string,
  seed: number,
): Draft | null {
  const stem = `According to the material, which of these is one of ${keyGroup.phrase}?`;
  const stemKeys = new Set(contentKeys(stem));
  // the key may not echo the stem ("Marketing Purposes" after "... for marketing purposes")
  if (contentKeys(key).some((k) => stemKeys.has(k))) return null;
  const keyWords = new Set(contentKeys(key));
  const pool = other.labels
    .map((l) => l.label)
    .filter((l) => l.split(/\s+/).length <= 6 && !/,/.test(l) && !namesAgent(l))
    // a distractor sharing the key's words would read as its neighbour, or as the same use
    .filter((l) => !contentKeys(l).some((k) => keyWords.has(k)))
    .sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length));
  const ds = pickThree(pool, key, rng(seed));
  if (!ds) return null;
  const keyLine = keyGroup.labels.find((l) => l.label === key)!;
  // the key's own paragraph says what the lead says of it ("Marketing Purposes – We will not use or disclose
  // your PHI for marketing purposes ... without your express written permission.")
  const quote = /^.+?[.;](?=\s+\p{Lu}|$)/u.exec(keyLine.line)?.[0] ?? keyLine.line;
  return {
    form: 'list-member',
    stem,
    key,
    distractors: ds,
    doc: keyGroup.doc,
    unit: keyLine.unit,
    quote,
    why: `It is one of the paragraphs under "${keyGroup.line}"; the other options are listed under "${other.line}"`,
  };
}

export function proseCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const groups = labelGroups(corpus);
  for (const g of groups)
    for (const h of groups) {
      if (g === h || g.doc !== h.doc || h.labels.length < 3) continue;
      // the keys come from the smaller group, the distractors from the larger one
      g.labels.forEach((l, i) =>
        out.push({
          form: 'list-member',
          score: 0.9,
          doc: g.doc,
          unit: l.unit,
          // one question per pair of groups: the leads are its sentences
          sentences: [g.lead.index, h.lead.index],
          topics: [`label-group:${g.lead.index}`],
          quote: l.line,
          build: () => labelQuestion(corpus, g, h, l.label, g.lead.index * 31 + i),
        }),
      );
    }
  return out;
}
