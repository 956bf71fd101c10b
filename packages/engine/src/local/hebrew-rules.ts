/**
 * The rules a labelled result of Hebrew math notes lists under its set-up (issue 11, eng-he-calc, decision 106):
 * "משפט 2.1.6 (חשבון גבולות): תהיינה 𝑎_𝑛, 𝑏_𝑛 סדרות כך ש- lim 𝑎_𝑛 = 𝐿, lim 𝑏_𝑛 = 𝑀 . אזי:" and numbered lines
 * of Unicode math, one rule each ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 + 𝑀 .1", "𝑎_𝑛 ⋅ 𝑏_𝑛 ⟶ 𝐿 ⋅ 𝑀 .2"; the PDF puts a
 * right-to-left line's number after it), some under a condition ("𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3").
 *
 * Asked as "which of these is one of the rules of theorem X?" (form `list-member`): the key is a rule the notes
 * write on a line of its own (protected as one formula, `unicodeMathSpans`); the distractors are near-misses of the
 * rules a student could believe, each false by the notes (eng-weak3, `nearMisses`: the quotient under the wrong
 * condition, a quotient's limit the wrong way up, the sum with a wrong sign), not pairings of one rule's left side
 * with another's right side ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿/𝑀", no one's mistake). A theorem that gives fewer than three such
 * near-misses is not asked. A rule whose symbols the set-up never introduces (the notes' "𝑎_𝑛^{𝑏_𝑛} ⟶ 𝐿^𝑚", a
 * typo for 𝑀) is no rule.
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
  /** The condition the notes set on the rule ("𝑀 ≠ 0" of "𝑀 ≠ 0 , אם(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀 .3"). */
  cond?: string;
  line: number;
}

/** "𝑀 ≠ 0": a condition that one limit of the set-up is not zero. */
const NONZERO_RE = /^(\S{1,3})\s*≠\s*0$/u;

/**
 * Near-misses of the theorem's rules (eng-weak3): what students get wrong about them, each false by the notes
 * whatever the sequences, none a recombination of another rule's sides ("𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿/𝑀" is no one's mistake):
 * - a rule under the wrong condition: the quotient "⟶ 𝐿/𝑀 when 𝐿 ≠ 0" where the notes say 𝑀 ≠ 0 (the other
 *   limit of its right side);
 * - a quotient's limit the wrong way up: "(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝑀/𝐿" (under the notes' own condition);
 * - the right operation with a wrong sign: "𝑎_𝑛 − 𝑏_𝑛 ⟶ 𝐿 + 𝑀", "𝑎_𝑛 + 𝑏_𝑛 ⟶ 𝐿 − 𝑀".
 * None is a rule the notes state. Shown as one formula "left ⟶ right", under a condition "left ⟶ right (cond)" (a
 * formula beside words is no option of formulas).
 */
function nearMisses(
  rules: Rule[],
  known: Set<string>,
): { rule: string; cond?: string; left: string; right: string }[] {
  const out: { rule: string; cond?: string; left: string; right: string }[] = [];
  const stated = new Set(rules.map((r) => `${r.left} ⟶ ${r.right}|${r.cond ?? ''}`));
  const push = (left: string, right: string, cond?: string) => {
    const rule = `${left} ⟶ ${right}`;
    if (stated.has(`${rule}|${cond ?? ''}`) || out.some((o) => o.rule === rule && o.cond === cond)) return;
    out.push({ rule, left, right, ...(cond ? { cond } : {}) });
  };
  for (const r of rules) {
    const nz = r.cond ? NONZERO_RE.exec(r.cond.trim()) : null;
    const quotient = /^(\S{1,3})\/(\S{1,3})$/u.exec(r.right);
    if (nz && quotient) {
      const [, top, bottom] = quotient;
      const other = nz[1] === bottom ? top! : nz[1] === top ? bottom! : null;
      if (other && known.has(other)) push(r.left, r.right, `${other} ≠ 0`);
      if (top !== bottom) push(r.left, `${bottom}/${top}`, r.cond!.trim());
    }
  }
  for (const r of rules) {
    if (r.cond) continue;
    const lp = r.left.split(' + ');
    const rp = r.right.split(' + ');
    if (lp.length === 2 && rp.length === 2) {
      push(lp.join(' − '), r.right);
      push(r.left, rp.join(' − '));
    }
  }
  return out;
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
          rules.push({
            ...s,
            line: j,
            ...(plain ? { ph: `zqm${plain[2]}q` } : {}),
            ...(cond ? { cond: cond[1]!.trim() } : {}),
          });
        }
        const distinct = (f: (r: Rule) => string) => new Set(rules.map(f)).size === rules.length;
        if (rules.length < 3 || !distinct((r) => r.left) || !distinct((r) => r.right)) return;
        const stem = `לפי החומר, ${setup}. איזה מהבאים הוא אחד הכללים ש${
          kind === 'למה' ? 'קובעת הלמה' : 'קובע המשפט'
        } "${name}"?`;
        for (const key of rules) {
          if (!key.ph || key.cond) continue;
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
              // near-misses of the rules, those that share no side with the key first (a side the key shares
              // with a distractor would point at it), then one of each kind
              const misses = nearMisses(rules, known)
                .map((m, i) => ({ m, i, shared: +(m.left === key.left) + +(m.right === key.right) }))
                .sort((a, b) => a.shared - b.shared || a.i - b.i)
                .slice(0, 3)
                .map(({ m }) => table.add(m.cond ? `${m.rule} (${m.cond})` : m.rule));
              if (misses.length < 3) return null;
              return {
                form: 'list-member',
                stem,
                key: key.ph!,
                distractors: misses,
                doc,
                unit: u.number,
                quote,
                why: `שאר האפשרויות אינן כללים של ה${kind} "${name}": כלל בתנאי הלא נכון, גבול הפוך של מנה או סימן שגוי.`,
              };
            },
          });
        }
      });
    }
  });
  return out;
}
