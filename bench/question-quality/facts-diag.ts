/**
 * Per candidate of the fact forms (cause-effect, purpose, true-statement, comparison, number): its quote, whether
 * it builds, and the gate's flaws.
 *   npx tsx bench/question-quality/facts-diag.ts <folder> <name part> [form,form]
 */
import { analyzedDocs } from './analyzed.ts';
import { candidatesOf } from '../../packages/engine/src/local/select.ts';
import { questionFlaws } from '../../packages/engine/src/index.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
const forms = new Set(
  (process.argv[4] ?? 'cause-effect,purpose,true-statement,comparison,number').split(','),
);
for await (const { doc, corpus, req } of analyzedDocs(folder, only)) {
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
