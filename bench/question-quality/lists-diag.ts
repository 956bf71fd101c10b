/**
 * Lists and definitions the local engine reads in a folder, and what each list/definition candidate builds.
 *   npx tsx bench/question-quality/lists-diag.ts <folder> [name part]
 */
import { loadFolder } from './load.ts';
import { analyze } from '../../packages/engine/src/local/analysis.ts';
import { formCandidates } from '../../packages/engine/src/local/forms.ts';
import { protectRequest } from '../../packages/engine/src/local/formula.ts';
import { detectLanguage } from '../../packages/engine/src/index.ts';
import type { GenerateRequest } from '../../packages/engine/src/index.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
const { docs } = await loadFolder(folder);
for (const raw of docs) {
  if (only && !raw.name.includes(only)) continue;
  const doc = protectRequest({ documents: [raw] } as GenerateRequest).req.documents[0]!;
  const lang = detectLanguage(doc.units.map((u) => u.text).join('\n'));
  const corpus = await analyze(
    [doc],
    lang === 'en' ? 'en' : lang === 'he' ? 'he' : 'other',
    undefined,
    () => {},
  );
  console.log(`== ${doc.name}`);
  for (const d of corpus.definitions) console.log(`  [def] ${d.term} := ${d.body} (genus ${d.genus})`);
  const req = {
    documents: [doc],
    questionType: 'multiple-choice',
    questionCount: 10,
    difficulty: 'medium',
    seed: 1,
  } as GenerateRequest;
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
