/**
 * The rules a labelled result of Hebrew math notes lists under its set-up (issue 11, eng-he-calc, decision 106):
 * "משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim 𝑎_𝑛 = 𝐿, lim 𝑏_𝑛 = 𝑀 . אזי:" and numbered lines
 * of Unicode math, one rule each ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀 .1", "𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2"; the PDF puts a
 * right-to-left line's number after it), some under a condition ("𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3").
 *
 * Asked as "which of these is one of the rules of theorem X?" (form `list-member`): the key is a rule the notes
 * write on a line of its own (protected as one formula, `unicodeMathSpans`); the distractors pair the left side
 * of one rule with the right side of another ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀"), each false. Each left side and each right
 * side shows in two options, so counting sides does not point at the key. A rule whose symbols the set-up never
 * introduces (the notes' "𝑎_𝑛^{𝑏_𝑛} ⟶ 𝐿^𝑚", a typo for 𝑀) is no rule to pair.
 */
import { decodeWordPlaceholder } from '@studypilot/core';
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { tableOf, unicodeMathLine } from './formula.ts';
import { readableMath, withoutNiqqud } from './hebrew.ts';

/** "משפט 2.1.6 (חשבון גבולות): <set-up> . אזי:" on one line. */
const LEAD_RE =
  /^(משפט|ל?למה)\s*\d+(?:\.\d+)*\s*\(([\u05D0-\u05EA][^()]{1,38})\)\s*:\s*(.+?)\s*\.?\s*(?:אזי|אז)\s*:$/u;
/** A rule on a line of its own, protected: "zqmbq .2" (or "2. zqmbq"). */
const PLAIN_ITEM_RE = /^(?:(\d{1,2})\.\s+)?zqm([a-p]+)q(?:\s+\.(\d{1,2}))?$/u;
/** A rule under a condition as the PDF reverses it: "𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3". */
const CONDITIONED_ITEM_RE = /^(.+?)\s*,\s*אם\s*(.+?)\s+\.(\d{1,2})$/u;
const MATH_LETTER_RE = /[\u{1D400}-\u{1D7FF}\u0391-\u03C9\u210E]/gu;

interface Rule {
  left: string;
  right: string;
  /** The rule as the notes write it on its own line (a protected formula), when it has no condition. */
  ph?: string;
  line: number;
}

/** Left and right of a limit rule "X ⟶ Y" (the arrow not of a limit subscript "lim_{𝑛→∞}"). */
function sides(rule: string): { left: string; right: string } | null {
  const parts = rule.split(/\s*⟶\s*/u);
  if (parts.length !== 2) return null;
  const [left, right] = parts.map((p) => p.trim()) as [string, string];
  if (!left || !right || /[⟶→=<>≤≥]/u.test(left + right)) return null;
  return { left, right };
}

export function hebrewRuleCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'he') return [];
  const table = tableOf(corpus.documents);
  if (!table?.formulas.length) return [];
  const out: Cand[] = [];
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units) {
      const lines = u.text.split('\n').map((l) => l.trim());
      lines.forEach((line, at) => {
        const m = LEAD_RE.exec(withoutNiqqud(line));
        if (!m) return;
        const kind = m[1]!.replace(/^ללמה$/u, 'למה');
        const name = m[2]!.trim();
        // the set-up as a sentence: "כך ש- lim" is "כך ש-lim", no space before a comma
        const setup = m[3]!
          .replace(/ש-\s+/gu, 'ש-')
          .replace(/\s+([,.])/gu, '$1')
          .replace(/[.\s]+$/u, '');
        if (/zqm[a-p]+q/iu.test(setup) || !readableMath(setup) || setup.split(/\s+/u).length > 24) return;
        const known = new Set(setup.match(MATH_LETTER_RE) ?? []);
        // the numbered rules after the lead, one a line, numbered 1, 2, 3, ...
        const rules: Rule[] = [];
        for (let j = at + 1, n = 1; j < lines.length; j++, n++) {
          const l = lines[j]!;
          const plain = PLAIN_ITEM_RE.exec(l);
          const cond = plain ? null : CONDITIONED_ITEM_RE.exec(l);
          const number = plain ? Number(plain[1] ?? plain[3]) : cond ? Number(cond[3]) : NaN;
          if (number !== n) break;
          const raw = plain ? table.formula(decodeWordPlaceholder(plain[2]!)) : cond![2]!.trim();
          if (!raw || (cond && !(unicodeMathLine(cond[1]!) && unicodeMathLine(raw)))) continue;
          const s = sides(raw);
          // a symbol the set-up never introduces: a typo of the notes, no rule to pair
          if (!s || (raw.match(MATH_LETTER_RE) ?? []).some((c) => !known.has(c))) continue;
          rules.push({ ...s, line: j, ...(plain ? { ph: `zqm${plain[2]}q` } : {}) });
        }
        const distinct = (f: (r: Rule) => string) => new Set(rules.map(f)).size === rules.length;
        if (rules.length < 3 || !distinct((r) => r.left) || !distinct((r) => r.right)) return;
        const stem = `לפי החומר, ${setup}. איזה מהבאים הוא אחד הכללים ש${
          kind === 'למה' ? 'קובעת הלמה' : 'קובע המשפט'
        } "${name}"?`;
        for (const key of rules) {
          if (!key.ph) continue;
          // the lead and the rules down to the key, as the unit writes them
          const quote = lines
            .slice(at, key.line + 1)
            .join(' ')
            .replace(/\s+/gu, ' ');
          if (quote.split(/\s+/u).length > 60) continue;
          const sentences = corpus.sentences
            .filter(
              (s) =>
                s.doc === doc && s.unit === u.number && quote.includes(s.text.replace(/\s+/gu, ' ').trim()),
            )
            .map((s) => s.index);
          if (!sentences.length) continue;
          const others = rules.filter((r) => r !== key);
          out.push({
            form: 'list-member',
            score: 1.2,
            doc,
            unit: u.number,
            sentences,
            topics: [name],
            quote,
            build: (used) => {
              if (sentences.some((i) => used.has(i))) return null;
              // key (A -> X); another rule B whose own right side is not Y, Y of a third rule: A -> Y, B -> X,
              // B -> Y, all false, each side twice
              for (const b of others)
                for (const y of others) {
                  if (y === b) continue;
                  const arrow = (l: string, r: string) => table.add(`${l} ⟶ ${r}`);
                  return {
                    form: 'list-member',
                    stem,
                    key: key.ph!,
                    distractors: [arrow(key.left, y.right), arrow(b.left, key.right), arrow(b.left, y.right)],
                    doc,
                    unit: u.number,
                    quote,
                    why: `בשאר האפשרויות הגבול שייך לכלל אחר של ה${kind} "${name}", והן אינן נכונות.`,
                  };
                }
              return null;
            },
          });
        }
      });
    }
  });
  return out;
}
