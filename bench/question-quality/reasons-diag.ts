/** Why-questions per document: each reason the prose states, its stem, and the questions that build (eng-prose2). npx tsx bench/question-quality/reasons-diag.ts <folder> [name part] */
import { analyzedDocs } from './analyzed.ts';
import { reasonsOf, reasonCandidates } from '../../packages/engine/src/local/reasons.ts';
const prose = (s: { reject?: string }) =>
  !s.reject || /^(?:referent|signpost|length|pointer)$/.test(s.reject);
for await (const { doc, corpus } of analyzedDocs(process.argv[2]!, process.argv[3])) {
  console.log('==', doc.name);
  for (const r of reasonsOf(corpus, prose as never))
    console.log(`  [${r.opens}] ${r.stem ?? '-'} || ${r.reason}`);
  for (const c of reasonCandidates(corpus, prose as never)) {
    const d = c.build(new Set());
    if (d) console.log(`  Q ${d.stem}\n     * ${d.key}\n     - ${d.distractors.join('\n     - ')}`);
  }
}
