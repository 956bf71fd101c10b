/**
 * Figures of the reader protocol (decision 104): blind readers saw stems and options only, sighted readers saw the
 * source, the key and the rubric. Usage:
 *   npx tsx bench/question-quality/score-readers.ts bench/question-quality/judged/<run>
 * The run folder holds questions.json (written by dump.ts) and the readers' verdicts:
 *   blind*.json   [{ id, pick: 'A'..'D', basis: 'wording' | 'knowledge' | 'guess', cue?: string }]
 *   sighted*.json [{ id, keyRight: boolean, exactlyOneCorrect: boolean, rating: 'good' | 'weak' | 'bad', reason }]
 *   open-sighted*.json [{ id, rating: 'good' | 'weak' | 'bad', reason }] (open questions, open-questions.json)
 * Prints the blind hit rate, cue hit rate, key right, exactly one correct and good/weak/bad shares overall, per
 * language, per file type and per form.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

interface Question {
  id: string;
  file: string;
  language: string;
  form?: string;
  key: string;
}
interface Blind {
  id: string;
  pick: string;
  basis: string;
  cue?: string;
}
interface Sighted {
  id: string;
  keyRight: boolean;
  exactlyOneCorrect: boolean;
  rating: 'good' | 'weak' | 'bad';
  reason?: string;
}

const dir = process.argv[2];
if (!dir || !existsSync(join(dir, 'questions.json'))) {
  console.log(
    'Usage: npx tsx bench/question-quality/score-readers.ts <judged run folder with questions.json>',
  );
  process.exit(dir ? 1 : 0);
}
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
const questions = readJson<Question[]>('questions.json');
const files = readdirSync(dir);
const blind = files.filter((f) => /^blind.*\.json$/.test(f)).flatMap((f) => readJson<Blind[]>(f));
const sighted = files.filter((f) => /^sighted.*\.json$/.test(f)).flatMap((f) => readJson<Sighted[]>(f));
const openSighted = files
  .filter((f) => /^open-sighted.*\.json$/.test(f))
  .flatMap((f) => readJson<Sighted[]>(f));
const byId = new Map(questions.map((q) => [q.id, q]));

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const keyLetter = (k: string) => k.trim().charAt(0).toUpperCase();

function figures(label: string, keep: (q: Question) => boolean): void {
  const qs = questions.filter(keep);
  if (!qs.length) return;
  const ids = new Set(qs.map((q) => q.id));
  const b = blind.filter((v) => ids.has(v.id));
  const hits = b.filter((v) => keyLetter(v.pick) === keyLetter(byId.get(v.id)!.key));
  const cueHits = hits.filter((v) => v.basis === 'wording');
  const s = sighted.filter((v) => ids.has(v.id));
  const rating = (r: string) => s.filter((v) => v.rating === r).length;
  console.log(
    `${label.padEnd(28)} n=${String(qs.length).padStart(3)}  blind hit ${pct(hits.length, b.length).padStart(6)}` +
      `  cue hit ${pct(cueHits.length, b.length).padStart(6)}  key right ${pct(s.filter((v) => v.keyRight).length, s.length).padStart(6)}` +
      `  one correct ${pct(s.filter((v) => v.exactlyOneCorrect).length, s.length).padStart(6)}` +
      `  good ${pct(rating('good'), s.length).padStart(6)}  weak ${pct(rating('weak'), s.length).padStart(6)}` +
      `  bad ${pct(rating('bad'), s.length).padStart(6)}`,
  );
}

console.log(`Reader verdicts in ${dir}: ${blind.length} blind picks, ${sighted.length} sighted verdicts\n`);
figures('all', () => true);
for (const lang of [...new Set(questions.map((q) => q.language))].sort())
  figures(`language ${lang}`, (q) => q.language === lang);
for (const ext of [...new Set(questions.map((q) => extname(q.file).slice(1)))].sort())
  figures(`file type ${ext}`, (q) => extname(q.file).slice(1) === ext);
for (const form of [...new Set(questions.map((q) => q.form ?? 'none'))].sort())
  figures(`form ${form}`, (q) => (q.form ?? 'none') === form);
console.log('');
for (const file of [...new Set(questions.map((q) => q.file))].sort()) figures(file, (q) => q.file === file);

const forms = new Map<string, Set<string>>();
for (const q of questions) forms.set(q.file, (forms.get(q.file) ?? new Set()).add(q.form ?? 'none'));
console.log(
  `\nforms per test: ${[...forms].map(([f, s]) => `${f} ${s.size}`).join(', ')}; cloze share ` +
    pct(questions.filter((q) => q.form === 'cloze').length, questions.length),
);
if (openSighted.length) {
  const good = openSighted.filter((v) => v.rating === 'good').length;
  console.log(
    `open questions: ${openSighted.length} judged, good ${pct(good, openSighted.length)}, bad ` +
      pct(openSighted.filter((v) => v.rating === 'bad').length, openSighted.length),
  );
}
const cues = blind.filter(
  (v) => v.basis === 'wording' && keyLetter(v.pick) === keyLetter(byId.get(v.id)?.key ?? ''),
);
if (cues.length) {
  console.log('\nhits that rest on the wording:');
  for (const v of cues) console.log(`  ${v.id} ${byId.get(v.id)?.file ?? '?'}: ${v.cue ?? ''}`);
}
const bad = sighted.filter((v) => v.rating === 'bad' || !v.keyRight || !v.exactlyOneCorrect);
if (bad.length) {
  console.log('\nbad, wrong key or two defensible options:');
  for (const v of bad)
    console.log(`  ${v.id} ${byId.get(v.id)?.file ?? '?'}: ${v.rating}; ${v.reason ?? ''}`);
}
