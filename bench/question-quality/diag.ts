/**
 * Diagnostic of the local engine on a folder: per document, sentences kept and why the others were dropped, and
 * per form how many candidates there are, how many build and pass the gate.
 *   npx tsx bench/question-quality/diag.ts <folder> [name part]   (SHOW=<reason>|all, USABLE=1, DEFS=1)
 */
import { analyzedDocs } from './analyzed.ts';
import { candidatesOf } from '../../packages/engine/src/local/select.ts';
import { questionFlaws } from '../../packages/engine/src/index.ts';

const folder = process.argv[2]!;
const only = process.argv[3];
for await (const { doc, lang, corpus, req } of analyzedDocs(folder, only)) {
  const items = candidatesOf(corpus, req, 1);
  const stat = new Map<string, { n: number; built: number; ok: number; flaws: Record<string, number> }>();
  for (const it of items) {
    const s = stat.get(it.form) ?? { n: 0, built: 0, ok: 0, flaws: {} };
    stat.set(it.form, s);
    s.n++;
    const m = it.make(new Set());
    if (!m) continue;
    s.built++;
    const f = questionFlaws(m.q, { documents: [doc] });
    if (!f.length) s.ok++;
    for (const x of f) s.flaws[x.code] = (s.flaws[x.code] ?? 0) + 1;
  }
  console.log(
    `${doc.name} (${lang}) sentences ${corpus.sentences.length} usable ${corpus.sentences.filter((s) => s.usable).length} defs ${corpus.definitions.length} lists ${corpus.lists.length} terms ${corpus.termList.length}`,
  );
  const rej = new Map<string, string[]>();
  for (const s of corpus.sentences)
    if (!s.usable) rej.set(s.reject ?? '?', [...(rej.get(s.reject ?? '?') ?? []), s.text]);
  console.log('   rejects: ' + [...rej].map(([r, l]) => `${r} ${l.length}`).join(', '));
  if (process.env.SHOW)
    for (const [r, l] of rej)
      if (r === process.env.SHOW || process.env.SHOW === 'all')
        for (const t of l.slice(0, Number(process.env.N ?? 15)))
          console.log(`     [${r}] ${t.slice(0, 200)}`);
  if (process.env.USABLE)
    for (const s of corpus.sentences)
      if (s.usable) console.log(`     [ok ${s.unit}] ${s.text.slice(0, 220)}`);
  if (process.env.DEFS)
    for (const d of corpus.definitions) console.log(`     [def] ${JSON.stringify(d).slice(0, 300)}`);
  for (const [f, s] of stat)
    console.log(`   ${f.padEnd(22)} cand ${s.n} built ${s.built} ok ${s.ok} ${JSON.stringify(s.flaws)}`);
}
