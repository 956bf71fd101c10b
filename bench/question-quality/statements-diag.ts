/**
 * Diagnostic of the statement forms (statements.ts): per document, the pairs of terms found, the statement
 * sentences and how many of them a swap makes false.
 *   npx tsx bench/question-quality/statements-diag.ts <folder> [name part]   (SHOW=1 prints the swaps)
 */
import { analyzedDocs } from './analyzed.ts';
import { swappedStatements } from '../../packages/engine/src/local/swapped.ts';
import { rng } from '../../packages/engine/src/text.ts';
import {
  pairsOf,
  pairTopics,
  statementIndex,
  statementSentence,
} from '../../packages/engine/src/local/statements.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
for await (const { doc, corpus } of analyzedDocs(folder, only)) {
  const ix = statementIndex(corpus);
  const pairs = pairsOf(corpus);
  const topics = pairTopics(corpus, ix);
  const st = corpus.sentences.filter(statementSentence).length;
  console.log(`${doc.name}: statement sentences ${st}, pairs ${pairs.length}, topics ${topics.length}`);
  for (const p of pairs.slice(0, 12))
    console.log(`   pair ${p.a.key} | ${p.b.key} contrasts ${p.contrasts} coord ${p.coordinated}`);
  const sw = swappedStatements(corpus, ix, rng(1));
  const kinds = new Map<string, number>();
  for (const w of sw.values()) kinds.set(w.kind, (kinds.get(w.kind) ?? 0) + 1);
  console.log(`   swapped statements ${sw.size}: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (process.env.SHOW)
    for (const w of sw.values()) console.log(`   [${w.kind}] ${w.s.text}\n      -> ${w.f.text}`);
  if (process.env.SHOW === 'pairs')
    for (const t of topics)
      for (const [i, f] of t.falsified)
        console.log(`   [${t.pair.a.key}|${t.pair.b.key}] ${corpus.sentences[i]!.text}\n      -> ${f.text}`);
}
