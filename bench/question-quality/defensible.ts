/**
 * Counts the questions of a dump that offer a second defensible option by the rules of the local engine's
 * defensibility check (decision 104, issue 11):
 *   npx tsx bench/question-quality/defensible.ts <folder> <questions.json>
 * Prints each flagged question with the rule and the passage of the material behind it.
 */
import { readFileSync } from 'node:fs';
import { analyze } from '../../packages/engine/src/local/analysis.ts';
import { formulaDistractorOk, optionsConflict } from '../../packages/engine/src/local/defensible.ts';
import { protectRequest } from '../../packages/engine/src/local/formula.ts';
import { nearSynonym } from '../../packages/engine/src/local/forms.ts';
import { detectLanguage } from '../../packages/engine/src/index.ts';
import { loadFolder } from './load.ts';

const [folder, file] = process.argv.slice(2);
if (!folder || !file) {
  console.log('Usage: npx tsx bench/question-quality/defensible.ts <folder> <questions.json>');
  process.exit(0);
}
interface Row {
  id: string;
  file: string;
  form: string | null;
  stem: string;
  options: string[];
  key: string;
  source: { quote: string };
}
const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
const { docs } = await loadFolder(folder);
const strip = (o: string) => o.replace(/^[A-D]\)\s*/, '');
let flagged = 0;
for (const name of [...new Set(rows.map((r) => r.file))]) {
  const doc = docs.find((d) => d.name === name);
  if (!doc) continue;
  const lang = detectLanguage(doc.units.map((u) => u.text).join('\n'));
  const { req, table } = protectRequest({
    documents: [doc],
    difficulty: 'medium',
    questionType: 'multiple-choice',
    questionCount: 10,
  });
  const corpus = await analyze(
    req.documents,
    lang === 'he' ? 'he' : lang === 'en' ? 'en' : 'other',
    undefined,
    () => {},
  );
  for (const r of rows.filter((x) => x.file === name)) {
    const options = r.options.map(strip);
    const key = options['ABCD'.indexOf(r.key)]!;
    let why: string | null = null;
    if (r.form === 'formula') {
      const bad = options.filter((o) => o !== key && !formulaDistractorOk(key, o));
      if (bad.length) why = `formula with the key's left side: ${bad.join(' | ')}`;
    } else if (r.form !== 'number') {
      const quote = table.protect(r.source.quote);
      const s =
        corpus.sentences.find((x) => x.text === quote) ??
        corpus.sentences.find((x) => x.text.length > 20 && quote.includes(x.text));
      const stem = r.stem.includes('"') ? r.stem.slice(r.stem.indexOf('"')) : r.stem;
      why = optionsConflict(
        corpus,
        [key, ...options.filter((o) => o !== key)],
        s ? { corpus, key, stem: table.protect(stem), sentence: s.index } : undefined,
      );
    }
    if (!why && r.form !== 'formula' && r.form !== 'number')
      for (const a of options)
        for (const b of options)
          if (!why && a < b && nearSynonym(corpus, a, b)) why = `near-synonym: ${a} / ${b}`;
    if (!why) continue;
    flagged++;
    console.log(
      `${r.id} ${r.file} ${r.form}: ${r.stem}\n   options: ${options.join(' | ')} (key ${key})\n   -> ${why}`,
    );
  }
}
console.log(`\n${flagged} of ${rows.length} questions flagged`);
