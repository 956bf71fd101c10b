/**
 * Hebrew "why" questions from the reasons the notes state (decision 104, "Hebrew reasons" amendment, eng-he7):
 * "מכיוון שהמערכת סגורה, התנע נשמר לפני ואחרי ההתפרקות." -> "לפי החומר, מדוע התנע נשמר לפני ואחרי ההתפרקות?"
 * with "מפני שהמערכת סגורה" as the key (form `cause-effect`).
 * - The reason before the claim ("מכיוון ש/כיוון ש/מאחר ש R, C"), after it ("C, מפני ש/מכיוון ש R") or the
 *   claim after "ולכן" ("R ולכן C"). Claim and reason are plain prose: no formula, number, parenthesis, pointer
 *   ("זו"), the lecturer's "we" or an example's props (`NOT_A_STATEMENT`).
 * - Every option is a whole clause after "מפני ש", so none is ruled out by gender, number or construct state.
 * - The distractors: the key's reason with one word turned by the notes' own words (a property denied: "המערכת
 *   לא סגורה"; an opposite the notes use), then reasons the notes give for other claims. A reason of another claim
 *   sharing a content word with this claim or with the key's reason is left out (the same fact told twice would
 *   be a second correct answer).
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { contentKeysHe } from './hebrew.ts';
import { optionTypo } from './cues.ts';
import { seeded } from './statement-options.ts';
import { docWords, NOT_A_STATEMENT, POINTER, swapNegation, swapOpposite } from './swapped-he.ts';
import { hebrewCorollaryCandidates } from './hebrew-corollaries.ts';

export interface HebrewReason {
  s: Sentence;
  claim: string;
  reason: string;
}

const CAUSE_FIRST = /^(?:מכיוון|כיוון|מאחר|היות)\s?ש(.{6,}?),\s+(.{10,})$/u;
const CAUSE_AFTER = /^(.{10,}?),?\s+(?:מפני ש|מכיוון ש|משום ש|בגלל ש|כיוון ש)(.{6,})$/u;
const THEREFORE = /^(.{6,}?),?\s+(?:ולכן|לכן)\s+(.{10,})$/u;
/** A claim or a reason that leans on what came before, or opens with a connective. */
const LEAD = /^(?:אכן|לכן|כלומר|גם|אז|ואז|מכאן|זהו|זוהי|הוא|היא|הם|הן)(?!\p{L})/u;

function plain(text: string): boolean {
  return (
    !/zqm|[0-9()[\]=<>:;"׳״']/u.test(text) &&
    !POINTER.test(text) &&
    !NOT_A_STATEMENT.test(text) &&
    !LEAD.test(text) &&
    !/(?<!\p{L})(?:(?:מכיוון|מאחר|מפני|בגלל|לכן|ולכן|כי|אם|כאשר)(?!\p{L})|כיוון ש)/u.test(text)
  );
}

const nWords = (t: string) => t.split(/\s+/u).filter(Boolean).length;

/** The reasons a Hebrew document states, each with the claim it is given for. */
export function hebrewReasons(corpus: Corpus): HebrewReason[] {
  if (corpus.language !== 'he') return [];
  const out: HebrewReason[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.words > 24) continue;
    const t = s.text.trim().replace(/[.]$/u, '');
    let m: RegExpExecArray | null;
    let claim: string | undefined;
    let reason: string | undefined;
    if ((m = CAUSE_FIRST.exec(t))) [reason, claim] = [m[1]!, m[2]!];
    else if ((m = CAUSE_AFTER.exec(t))) [claim, reason] = [m[1]!, m[2]!];
    else if ((m = THEREFORE.exec(t))) [reason, claim] = [m[1]!, m[2]!];
    if (!claim || !reason) continue;
    claim = claim.trim();
    reason = reason.trim();
    if (!plain(claim) || !plain(reason)) continue;
    if (nWords(claim) < 3 || nWords(claim) > 14 || nWords(reason) < 2 || nWords(reason) > 12) continue;
    out.push({ s, claim, reason });
  }
  return out;
}

export function hebrewReasonCandidates(corpus: Corpus): Cand[] {
  const all = hebrewReasons(corpus);
  const out: Cand[] = [];
  const seen = new Set<string>();
  // each claim's and reason's content keys, and each reason's typo check, once (every build reads all the others)
  const keysMemo = new Map<string, string[]>();
  const keysOf = (text: string) => {
    let k = keysMemo.get(text);
    if (!k) keysMemo.set(text, (k = contentKeysHe(corpus, text)));
    return k;
  };
  const typoMemo = new Map<string, boolean>();
  const typoIn = (text: string) => {
    let y = typoMemo.get(text);
    if (y === undefined) typoMemo.set(text, (y = optionTypo(corpus, text) !== null));
    return y;
  };
  for (const r of all) {
    const stem = `לפי החומר, מדוע ${r.claim}?`;
    if (seen.has(stem)) continue;
    seen.add(stem);
    const claimKeys = new Set(contentKeysHe(corpus, r.claim));
    const reasonKeys = new Set(contentKeysHe(corpus, r.reason));
    if (!claimKeys.size || !reasonKeys.size) continue;
    out.push({
      form: 'cause-effect',
      score: 1.2,
      doc: r.s.doc,
      unit: r.s.unit,
      sentences: [r.s.index],
      topics: [`reason:${[...claimKeys].sort().join(' ')}`],
      quote: r.s.text.trim(),
      build: (used): Draft | null => {
        if (used.has(r.s.index)) return null;
        const dw = docWords(corpus, r.s.doc);
        // the key's reason turned by one word of the notes
        const turned: string[] = [];
        for (const sw of [swapNegation(r.reason, dw), swapOpposite(r.reason, dw)])
          if (sw && sw.text !== r.reason && !turned.includes(sw.text)) turned.push(sw.text);
        // reasons of other claims: no content word of this claim or of the key's reason
        const others = all
          .filter((o) => o.s.doc === r.s.doc && o.s.index !== r.s.index && !used.has(o.s.index))
          .filter((o) => {
            const ck = keysOf(o.claim);
            const rk = keysOf(o.reason);
            return (
              !ck.some((k) => claimKeys.has(k)) &&
              !rk.some((k) => reasonKeys.has(k) || claimKeys.has(k)) &&
              !typoIn(o.reason)
            );
          })
          .map((o) => o.reason);
        const pool = [...new Set([...turned.slice(0, 1), ...others])].filter((t) => t !== r.reason);
        const opt = (t: string) => `מפני ש${t}`;
        const ds = pickThree(pool.map(opt), opt(r.reason), seeded(r.s.text));
        if (!ds) return null;
        const anyTurned = ds.some((d) => turned.map(opt).includes(d));
        return {
          form: 'cause-effect',
          stem,
          key: opt(r.reason),
          distractors: ds,
          doc: r.s.doc,
          unit: r.s.unit,
          quote: r.s.text.trim(),
          why: anyTurned
            ? 'שאר האפשרויות הן סיבות שהחומר נותן לטענות אחרות, או הסיבה שבחומר כשמילה אחת בה שונתה כך שאינה נכונה.'
            : 'שאר האפשרויות הן סיבות שהחומר נותן לטענות אחרות.',
        };
      },
    });
  }
  // what a result follows from: a corollary and the theorem it is drawn from (hebrew-corollaries.ts; here, not in
  // hebrewResultCandidates, whose sentences the statement questions leave to the theorem-name questions)
  return [...out, ...hebrewCorollaryCandidates(corpus)];
}
