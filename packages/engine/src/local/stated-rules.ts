/**
 * The rules a text states as a list (eng-rust10, decision 104): a lead that names them and ends with a colon
 * ("First, let's take a look at the ownership rules. Keep these rules in mind as we work through the examples that
 * illustrate them:") and one line per rule, each a sentence ("Each value in Rust has an owner." / "There can only be
 * one owner at a time." / "When the owner goes out of scope, the value will be dropped."). Asked as "According to
 * the material, which of these is NOT one of the ownership rules?": the wrong options are the rules as written, the
 * key a statement the material makes elsewhere about the same things (it shares a word with the rules) that is no
 * rule of the list and says none of them again (it shares at most one word with each).
 * - The rules' name is a noun phrase of the lead or the unit's title with a word of its own before the plural kind
 *   ("the ownership rules", "Ownership Rules"); a bare "these rules" names nothing.
 * - Three to six lines, each one sentence the analysis reads as usable, of 4-18 words.
 * - The key is a statement sentence (`statementSentence`) of another unit of the document, with no colon,
 *   semicolon, digit, parenthesis or "also"/"too" (a word that leans on the sentence before), of a length among
 *   the rules' (no option stands out by length); one that says a word every rule says comes first (the Rust
 *   chapter has none: each rule says "owner", its key does not - a test-wise reader's cue, see decision 104).
 * English only; built without a draw.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { clauseRoot, statementSentence } from './statements.ts';
import { contentKeys } from '../text.ts';
import { seeded } from './statement-options.ts';

/** Kinds of statements a text lists as its rules. */
const KIND = String.raw`(?:rules|principles|laws|axioms|guidelines|postulates)`;
/** "the ownership rules", "the three basic rules of thumb" is not: one or two words of its own before the kind. */
const NAMED_RE = new RegExp(String.raw`\bthe\s+((?:[a-z][\w-]*\s+){0,1}[a-z][\w-]*)\s+${KIND}\b`, 'i');
const TITLE_RE = new RegExp(String.raw`^([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(${KIND})$`, 'i');
/** Words that are no name of the rules ("the following rules", "these three rules"). */
const NOT_NAME =
  /^(?:following|these|those|three|two|four|five|basic|main|above|below|same|other|new|first|next)$/i;

const roots = (text: string) => new Set(contentKeys(text).map(clauseRoot));

interface RuleList {
  doc: number;
  unit: number;
  /** "the ownership rules". */
  name: string;
  rules: Sentence[];
  quote: string;
}

function ruleLists(corpus: Corpus): RuleList[] {
  const out: RuleList[] = [];
  corpus.documents.forEach((doc, d) => {
    for (const u of doc.units) {
      const paras = u.text.split(/\n\s*\n/);
      for (let p = 0; p + 1 < paras.length; p++) {
        const lead = paras[p]!.trim();
        if (!/:$/.test(lead) || lead.includes('\n')) continue;
        const m = NAMED_RE.exec(lead);
        let name = m && !m[1]!.split(/\s+/).some((w) => NOT_NAME.test(w)) ? m[0] : null;
        if (!name && new RegExp(String.raw`\bthese\s+${KIND}\b`, 'i').test(lead)) {
          const t = TITLE_RE.exec((u.title ?? '').trim());
          if (t && !NOT_NAME.test(t[1]!)) name = `the ${t[1]} ${t[2]}`;
        }
        if (!name) continue;
        const lines = paras[p + 1]!.split('\n').map((l) => l.trim());
        if (lines.length < 3 || lines.length > 6) continue;
        const rules: Sentence[] = [];
        for (const line of lines) {
          const s = corpus.sentences.find(
            (x) => x.doc === d && x.unit === u.number && x.text.trim() === line,
          );
          if (!s || !s.usable || s.words < 4 || s.words > 18 || !/^[A-Z].*\.$/.test(line)) break;
          rules.push(s);
        }
        if (rules.length !== lines.length) continue;
        out.push({
          doc: d,
          unit: u.number,
          name: name.toLowerCase().replace(/^the\s+/, 'the '),
          rules,
          quote: `${lead}\n\n${lines.join('\n')}`,
        });
      }
    }
  });
  return out;
}

/** Statements of the document elsewhere that speak of the rules' things without saying one of them. */
function otherStatements(corpus: Corpus, l: RuleList): Sentence[] {
  const ruleRoots = l.rules.map((r) => roots(r.text));
  const all = new Set(ruleRoots.flatMap((r) => [...r]));
  const words = l.rules.map((r) => r.words);
  const [lo, hi] = [Math.min(...words), Math.max(...words)];
  return corpus.sentences.filter((s) => {
    if (s.doc !== l.doc || s.unit === l.unit || !statementSentence(s)) return false;
    if (s.words < lo || s.words > hi + 2) return false;
    if (/[:;()\d]|\b(?:also|too|either|again|instead)\b/i.test(s.text)) return false;
    const own = roots(s.text);
    if (![...own].some((k) => all.has(k))) return false;
    // none of the rules said again
    return ruleRoots.every((r) => [...own].filter((k) => r.has(k)).length <= 1);
  });
}

export function statedRuleCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const l of ruleLists(corpus)) {
    const others = otherStatements(corpus, l);
    if (!others.length) continue;
    const mean = l.rules.reduce((a, r) => a + r.words, 0) / l.rules.length;
    // a word every rule says ("owner") is said by the key too when a statement can (no option is the odd one out)
    const sets = l.rules.map((r) => roots(r.text));
    const shared = [...sets[0]!].filter((k) => sets.every((x) => x.has(k)));
    const misses = (s: Sentence) => {
      const own = roots(s.text);
      return shared.filter((k) => !own.has(k)).length;
    };
    const keyS = [...others].sort(
      (a, b) =>
        misses(a) - misses(b) || Math.abs(a.words - mean) - Math.abs(b.words - mean) || a.index - b.index,
    )[0]!;
    const key = keyS.text.trim();
    const rules = l.rules.map((r) => r.text.trim());
    out.push({
      form: 'list-non-member',
      score: 1.1,
      doc: l.doc,
      unit: l.unit,
      sentences: [...l.rules.map((r) => r.index), keyS.index],
      topics: [`rules:${l.doc}:${l.name}`],
      quote: l.quote,
      build: (used): Draft | null => {
        if (used.has(keyS.index) || l.rules.some((r) => used.has(r.index))) return null;
        const ds = pickThree(rules, key, seeded(l.quote));
        if (!ds) return null;
        return {
          form: 'list-non-member',
          stem: `According to the material, which of these is NOT one of ${l.name}?`,
          key,
          distractors: ds,
          doc: l.doc,
          unit: l.unit,
          quote: l.quote,
          why: `The material states ${l.name} as a list (${rules.map((r) => `"${r}"`).join(' ')}); "${key}" is said elsewhere in it, not as one of them.`,
        };
      },
    });
  }
  return out;
}
