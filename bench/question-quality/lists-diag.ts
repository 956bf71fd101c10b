/**
 * Lists and definitions the local engine reads in a folder, and what each list/definition candidate builds.
 *   npx tsx bench/question-quality/lists-diag.ts <folder> [name part]
 */
import { analyzedDocs } from './analyzed.ts';
import { formCandidates } from '../../packages/engine/src/local/forms.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
for await (const { doc, corpus, req } of analyzedDocs(folder, only)) {
  console.log(`== ${doc.name}`);
  for (const d of corpus.definitions) console.log(`  [def] ${d.term} := ${d.body} (genus ${d.genus})`);
  let r = 1;
  const rand = () => (r = (r * 16807) % 2147483647) / 2147483647;
  const cands = formCandidates(corpus, req, rand);
  for (const l of corpus.lists)
    console.log(
      `  [list${l.sentence !== undefined ? ' inline' : ''}${l.quoted ? ' quoted' : ''}] ${l.topic} :: ${l.items.join(' | ')}`,
    );
  for (const c of cands) {
    if (!/list|definition/.test(c.form)) continue;
    const d = c.build(new Set());
    console.log(
      `  <${c.form}> ${d ? `${d.stem} => ${d.key} || ${d.distractors.join(' | ')}` : `NONE  (${c.quote.slice(0, 90).replace(/\n/g, ' / ')})`}`,
    );
  }
}
