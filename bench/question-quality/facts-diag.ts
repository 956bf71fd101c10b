/**
 * Per candidate of the fact forms (cause-effect, purpose, true-statement, comparison, number): its quote, whether
 * it builds, and the gate's flaws.
 *   npx tsx bench/question-quality/facts-diag.ts <folder> <name part> [form,form]
 */
import { loadFolder } from './load.ts';
import { analyze } from '../../packages/engine/src/local/analysis.ts';
import { candidatesOf } from '../../packages/engine/src/local/select.ts';
import { protectRequest } from '../../packages/engine/src/local/formula.ts';
import { questionFlaws, detectLanguage } from '../../packages/engine/src/index.ts';
import type { GenerateRequest } from '../../packages/engine/src/index.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
const forms = new Set(
  (process.argv[4] ?? 'cause-effect,purpose,true-statement,comparison,number').split(','),
);
const { docs } = await loadFolder(folder);
for (const raw of docs) {
  if (only && !raw.name.includes(only)) continue;
  const doc = protectRequest({ documents: [raw] } as GenerateRequest).req.documents[0]!;
  const lang = detectLanguage(doc.units.map((u) => u.text).join('\n'));
  const req = {
    documents: [doc],
    questionType: 'multiple-choice',
    questionCount: 10,
    difficulty: 'medium',
    seed: 1,
  } as GenerateRequest;
  const corpus = await analyze(
    [doc],
    lang === 'en' ? 'en' : lang === 'he' ? 'he' : 'other',
    undefined,
    () => {},
  );
  console.log(`== ${doc.name}`);
  for (const it of candidatesOf(corpus, req, 1)) {
    if (!forms.has(it.form)) continue;
    const m = it.make(new Set());
    const flaws = m ? questionFlaws(m.q, { documents: [doc] }).map((f) => f.code) : [];
    console.log(
      `[${it.form}] ${m ? (flaws.length ? 'FLAW ' + flaws.join(',') : 'OK') : 'none'} | ${it.quote.slice(0, 200)}`,
    );
    if (m && process.env.Q) {
      console.log('     Q: ' + m.q.text);
      for (const o of m.q.options ?? []) console.log('       ' + o);
    }
  }
}
