/**
 * Writes the engine's questions on a folder of documents for independent readers (decision 104):
 *   npx tsx bench/question-quality/dump.ts <folder> [--type multiple-choice|open-ended] [--count N] [--seed N]
 *       [--difficulty medium] [--out DIR]
 * Multiple choice (default, 10 per document): DIR/questions.json (id, file, language, form, stem, options, key,
 * explanation, source), DIR/blind.md (ids, stems and options only) and DIR/sighted.md (everything, by file).
 * Open-ended (--type open-ended --count 3): DIR/open-questions.json.
 * DIR defaults to bench/question-quality/judged/<YYYY-MM-DD>-<short commit>.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  balanceKeyLetters,
  createEngine,
  detectLanguage,
  EngineError,
  type GeneratedQuestion,
  type GenerateRequest,
} from '../../packages/engine/src/index.ts';
import { loadFolder } from './load.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const folder = args.find((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
if (!folder) {
  console.log(
    'Usage: npx tsx bench/question-quality/dump.ts <folder> [--type open-ended] [--count N] [--seed N]',
  );
  process.exit(0);
}
const type = opt('type', 'multiple-choice') as GenerateRequest['questionType'];
const count = Number(opt('count', type === 'multiple-choice' ? '10' : '3'));
const seed = Number(opt('seed', '1'));
const difficulty = opt('difficulty', 'medium') as GenerateRequest['difficulty'];
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'nocommit';
  }
})();
const outDir = opt(
  'out',
  join('bench', 'question-quality', 'judged', `${new Date().toISOString().slice(0, 10)}-${commit}`),
);
mkdirSync(outDir, { recursive: true });

const engine = createEngine({ engine: 'local' });
const { docs, skipped } = await loadFolder(folder);
for (const s of skipped) console.log(`skipped ${s.file}: ${s.reason}`);

interface Row {
  id: string;
  file: string;
  language: string;
  form: string | null;
  stem: string;
  options: string[] | null;
  key: string;
  explanation: string;
  keyIdeas?: string[];
  source: GeneratedQuestion['source'];
}
const rows: Row[] = [];
const notes: string[] = [];
let n = 0;
for (const doc of docs) {
  const language = detectLanguage(doc.units.map((u) => u.text).join('\n'));
  const req: GenerateRequest = {
    documents: [doc],
    difficulty,
    questionType: type,
    questionCount: count,
    seed,
  };
  let qs: GeneratedQuestion[] = [];
  const t0 = performance.now();
  try {
    qs = (await engine.generate(req)).questions;
  } catch (e) {
    if (e instanceof EngineError && e.code === 'INSUFFICIENT_CONTENT' && (e.supported ?? 0) > 0) {
      notes.push(`${doc.name}: supports ${e.supported} of ${count}`);
      for (let k = e.supported!; k >= 1 && !qs.length; k--)
        qs = await engine.generate({ ...req, questionCount: k }).then(
          (r) => r.questions,
          () => [],
        );
    } else notes.push(`${doc.name}: ${e instanceof Error ? e.message : String(e)}`);
  }
  // The app gives every test its own seed; one seed for every document would deal each document's test the same
  // key letter sequence, a pattern across tests no student sees. The letters are dealt again per document.
  qs = balanceKeyLetters(qs, seed * 7919 + docs.indexOf(doc) + 1);
  const ms = performance.now() - t0;
  const forms = new Map<string, number>();
  for (const q of qs) forms.set(q.form ?? 'none', (forms.get(q.form ?? 'none') ?? 0) + 1);
  console.log(
    `${doc.name.padEnd(42)} ${language} ${String(qs.length).padStart(2)} questions, ${forms.size} forms (${[
      ...forms,
    ]
      .map(([f, c]) => `${f} ${c}`)
      .join(', ')}) ${ms.toFixed(0)} ms`,
  );
  for (const q of qs) {
    n++;
    rows.push({
      id: `${type === 'open-ended' ? 'o' : 'q'}${String(n).padStart(3, '0')}`,
      file: doc.name,
      language,
      form: q.form ?? null,
      stem: q.text,
      options: q.options,
      key: q.correctAnswer,
      explanation: q.explanation,
      ...(q.keyIdeas ? { keyIdeas: q.keyIdeas } : {}),
      source: q.source,
    });
  }
}
for (const note of notes) console.log(`note: ${note}`);
const meta = { commit, date: new Date().toISOString(), folder, type, count, seed, difficulty, notes };
writeFileSync(
  join(outDir, type === 'open-ended' ? 'open-meta.json' : 'meta.json'),
  JSON.stringify(meta, null, 2) + '\n',
);
if (type === 'open-ended') {
  writeFileSync(join(outDir, 'open-questions.json'), JSON.stringify(rows, null, 2) + '\n');
  // open.md: what the sighted reader of open questions gets (question, model answer, graded ideas, source).
  const open = [`# Open questions to judge (local engine, commit ${commit})`, ''];
  for (const r of rows) {
    const src = r.source;
    open.push(
      `## ${r.id} (${r.form ?? 'no form'}) - ${r.file}`,
      '',
      `Question: ${r.stem}`,
      '',
      `Model answer: ${r.key}`,
      '',
      `Key ideas graded: ${(r.keyIdeas ?? []).join('; ')}`,
      '',
      `Source: ${src.documentName}, ${src.unitKind} ${src.unit}${src.unitTitle ? ` (${src.unitTitle})` : ''}: "${src.quote}"`,
      '',
    );
  }
  writeFileSync(join(outDir, 'open.md'), open.join('\n'));
  console.log(`wrote ${rows.length} open questions to ${join(outDir, 'open-questions.json')} and open.md`);
} else {
  writeFileSync(join(outDir, 'questions.json'), JSON.stringify(rows, null, 2) + '\n');
  const blind = [
    `# Blind reading (commit ${commit})`,
    '',
    'For each question: the option you would pick, and what the pick rests on (the wording: grammar or agreement, a',
    'fixed phrase, a word of the stem, option length, the odd one out; or knowledge of the subject).',
    '',
    ...rows.flatMap((r) => [`## ${r.id}`, '', r.stem, '', ...(r.options ?? []).map((o) => `- ${o}`), '']),
  ];
  writeFileSync(join(outDir, 'blind.md'), blind.join('\n'));
  const sighted = [`# Sighted reading (commit ${commit})`, ''];
  for (const file of [...new Set(rows.map((r) => r.file))]) {
    sighted.push(`## ${file}`, '');
    for (const r of rows.filter((x) => x.file === file)) {
      const src = r.source;
      sighted.push(
        `### ${r.id} (${r.form ?? 'no form'})`,
        '',
        r.stem,
        '',
        ...(r.options ?? []).map((o) => `- ${o}${o.startsWith(`${r.key})`) ? '   **(key)**' : ''}`),
        '',
        `Source: ${src.documentName}, ${src.unitKind} ${src.unit}${src.unitTitle ? ` ("${src.unitTitle}")` : ''}: "${src.quote}"`,
        '',
        `Explanation: ${r.explanation}`,
        '',
      );
    }
  }
  writeFileSync(join(outDir, 'sighted.md'), sighted.join('\n'));
  const forms = new Map<string, number>();
  for (const r of rows) forms.set(r.form ?? 'none', (forms.get(r.form ?? 'none') ?? 0) + 1);
  console.log(
    `\n${rows.length} questions; forms: ${[...forms].map(([f, c]) => `${f} ${c}`).join(', ')}; cloze ${((100 * (forms.get('cloze') ?? 0)) / Math.max(1, rows.length)).toFixed(0)}%`,
  );
  console.log(`wrote ${outDir}/questions.json, blind.md, sighted.md`);
}
