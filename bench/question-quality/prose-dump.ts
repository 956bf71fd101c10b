/** Dump the prose sentences of a document with their reject reason (eng-prose2 diagnostic). */
import { analyzedDocs } from './analyzed.ts';
const folder = process.argv[2]!;
const only = process.argv[3];
for await (const { doc, corpus } of analyzedDocs(folder, only)) {
  console.log(`== ${doc.name}`);
  for (const s of corpus.sentences) {
    const r = s.reject ?? 'ok';
    if (!/^(?:ok|referent|signpost|length|pointer)$/.test(r)) continue;
    console.log(`${s.index} [${r} u${s.unit}] ${s.text.slice(0, 300)}`);
  }
}
