/** Every candidate of a document with the question it builds and its flaws (eng-en-yield). npx tsx bench/question-quality/cands-diag.ts <folder> <name part> [form] */
import { analyzedDocs } from './analyzed.ts';
import { candidatesOf } from '../../packages/engine/src/local/select.ts';
import { questionFlaws } from '../../packages/engine/src/index.ts';
for await (const { doc, corpus, req } of analyzedDocs(process.argv[2]!, process.argv[3])) {
  for (const it of candidatesOf(corpus, req, 1)) {
    if (process.argv[4] && it.form !== process.argv[4]) continue;
    const m = it.make(new Set());
    if (!m) {
      console.log(`-- [${it.form}] null | ${it.quote.slice(0, 160)}`);
      continue;
    }
    const f = questionFlaws(m.q, { documents: [doc] }).map((x) => x.code);
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    console.log(`++ [${it.form}] ${f.join(',')} ${q.text}`);
    q.options.forEach((o) => console.log(`     ${o === q.correctAnswer ? '*' : '-'} ${o}`));
  }
}
