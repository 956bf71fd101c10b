/**
 * Whom a notice tells the reader to contact for what (decision 104, eng-yield11b): a privacy notice, a policy or a
 * handbook says which office takes which request ("If you do not wish to be contacted for fundraising campaigns,
 * please notify our Privacy Officer in writing.", "If you do authorize a use and/or disclosure, you have the
 * right to revoke that authorization at any time by submitting a revocation in writing to our Privacy Officer.",
 * "If you have questions ..., you may contact: Kayla Schneider, Office Manager"). That is what a reader of such a
 * notice must know to use it, and what a teacher asks: "According to the material, whom should you notify in
 * writing if you do not wish to be contacted for fundraising campaigns?", the wrong options the notice's other
 * offices and roles, people the reader could turn to (never a recipient of disclosures such as a coroner):
 * "the Office Manager", "the U.S. Secretary of Health and Human Services", "a Personal Representative". The roles
 * are titles written with capitals ending in Officer, Manager, Secretary or Representative; four distinct roles
 * are needed. One such question per test (their options are one set: the candidates share their sentences).
 * English only.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand } from './forms.ts';

/** A role's title: "Privacy Officer", "Office Manager", "U.S. Secretary of Health and Human Services". */
const ROLE = String.raw`((?:U\.S\. )?(?:[A-Z][a-z]+ )?(?:Officer|Manager|Secretary|Representative)(?: of [A-Z][a-z]+(?: (?:and )?[A-Z][a-z]+){0,4})?)`;
const ROLE_RE = new RegExp(String.raw`(?:\b(our|the|a|an|your) )?\b${ROLE}`, 'g');
/** "If <condition>, (please) notify our <Role> (in writing)." */
const NOTIFY_RE = new RegExp(
  String.raw`^If (you [^,]{5,120}), (?:please )?(notify|contact|call|write to|tell|inform) (?:our|the) ${ROLE}( in writing| by phone)?\.$`,
);
/** "If <condition>, you have the right to <act> ... by submitting <what> to our <Role>." */
const SUBMIT_RE = new RegExp(
  String.raw`^If (you [^,]{5,120}), you have the right to [^,]{5,120}? by (submitting|sending|giving) ([a-z][a-z ]{3,40}?) to (?:our|the) ${ROLE}\.$`,
);
/** "If <condition>, you may contact: <Name>, <Role> <phone>." */
const CONTACT_RE = new RegExp(
  String.raw`^If (you [^:]{5,200}), you may contact:? (?:[A-Z][a-z]+ [A-Z][a-z]+, )?${ROLE}(?: [\d-]{7,14})?\.?$`,
);

const BASE: Record<string, string> = { submitting: 'submit', sending: 'send', giving: 'give' };

export function noticeContactCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const byDoc = new Map<number, Sentence[]>();
  for (const s of corpus.sentences) byDoc.set(s.doc, [...(byDoc.get(s.doc) ?? []), s]);
  for (const [, sentences] of byDoc) {
    // the notice's roles, as it writes them ("our Privacy Officer" -> "the Privacy Officer")
    const roles = new Map<string, string>();
    for (const s of sentences)
      for (const m of s.text.matchAll(ROLE_RE)) {
        const name = m[2]!;
        if (roles.has(name)) continue;
        // "our/the/your Privacy Officer" and a title after a name ("Kayla Schneider, Office Manager") are one
        // office: "the"; a section on a kind of person ("Personal Representative – ...", "a Personal
        // Representative") is anyone of that kind: "a"
        const after = s.text.slice((m.index ?? 0) + m[0].length);
        const kind = m[1] === 'a' || m[1] === 'an' || (!m[1] && /^\s*[–-]\s/.test(after));
        roles.set(name, `${kind ? (/^[AEIOU]/.test(name) ? 'an' : 'a') : 'the'} ${name}`);
      }
    if (roles.size < 4) continue;
    const asks: { s: Sentence; stem: string; role: string }[] = [];
    for (const s of sentences) {
      const text = s.text.trim();
      let m = NOTIFY_RE.exec(text);
      if (m) {
        asks.push({
          s,
          role: m[3]!,
          stem: `According to the material, whom should you ${m[2]}${m[4] ?? ''} if ${m[1]}?`,
        });
        continue;
      }
      m = SUBMIT_RE.exec(text);
      if (m) {
        asks.push({
          s,
          role: m[4]!,
          stem: `According to the material, if ${m[1]}, to whom should you ${BASE[m[2]!]} ${m[3]}?`,
        });
        continue;
      }
      m = CONTACT_RE.exec(text);
      if (m)
        asks.push({ s, role: m[2]!, stem: `According to the material, whom may you contact if ${m[1]}?` });
    }
    // one question per test: the candidates share their sentences (their options are one set)
    const shared = asks.map((a) => a.s.index);
    for (const a of asks) {
      const key = roles.get(a.role);
      const others = [...roles.entries()].filter(([name]) => name !== a.role).map(([, r]) => r);
      if (!key || others.length < 3) continue;
      out.push({
        form: 'term-from-definition',
        score: 0.9,
        doc: a.s.doc,
        unit: a.s.unit,
        sentences: shared,
        topics: ['contact'],
        quote: a.s.text,
        build: (used) =>
          shared.some((x) => used.has(x))
            ? null
            : {
                form: 'term-from-definition',
                stem: a.stem,
                key,
                distractors: others.slice(0, 3),
                doc: a.s.doc,
                unit: a.s.unit,
                quote: a.s.text,
                why: `The notice names ${key} for this; the others are other offices and roles it names for other matters.`,
              },
      });
    }
  }
  return out;
}
