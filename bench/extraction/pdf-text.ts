/**
 * Text-layer figures for the corpus PDFs (no OCR): words, token-set / bag / bigram F1 against the pdftotext
 * reference, lines and paragraphs, sub/superscript marks, and lines that end without sentence punctuation.
 *   npx tsx bench/extraction/pdf-text.ts [corpusDir] [--dump DIR]   (default /work/shared/corpus)
 * Words are compared with script marks taken out (pdftotext writes a_{n+1} flat as 𝑎𝑛+1).
 * Use it before and after a change to packages/extract's PDF layout (docs/decisions/201).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { extractDocument } from '../../packages/extract/src/index.ts';
import { bag, bigrams, f1, tokens } from './text-overlap.ts';

const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const dumpDir = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
const corpus = args.find((a, i) => !a.startsWith('--') && i !== dumpAt + 1) ?? '/work/shared/corpus';

/** pdftotext writes scripts flat (a_{n+1} as 𝑎𝑛+1): compare words with the script marks taken out. */
function flatten(text: string): string {
  let t = text;
  for (let i = 0; i < 3; i++) t = t.replace(/[_^]\{([^{}]*)\}/gu, '$1');
  // each math letter is a symbol of its own (pdftotext runs 𝑎𝑛 together, a limit 'lim𝑛' too)
  return t.replace(/(?<=\S)[_^](?=\S)/gu, '').replace(/([\u{1D400}-\u{1D7FF}])/gu, ' $1 ');
}
const words = (text: string) => tokens(flatten(text));

const header = [
  'file',
  'words',
  'ref',
  'setF1',
  'bagF1',
  'bigramF1',
  'lines',
  'paras',
  'openEnd%',
  'sub',
  'sup',
];
const rows: string[][] = [];
const dir = join(corpus, 'files');
for (const name of readdirSync(dir).sort()) {
  if (extname(name) !== '.pdf') continue;
  const stem = basename(name, '.pdf');
  const refPath = join(corpus, 'reference', `${stem}.txt`);
  try {
    const r = await extractDocument(new Uint8Array(readFileSync(join(dir, name))), name);
    if (r.textLayer !== 'ok') continue;
    const text = r.units.map((u) => u.text).join('\n\n');
    if (dumpDir) {
      mkdirSync(dumpDir, { recursive: true });
      writeFileSync(join(dumpDir, `${stem}.txt`), text + '\n');
    }
    const lines = text.split('\n').filter((l) => l.trim());
    const paras = text.split(/\n\s*\n/).filter((p) => p.trim()).length;
    // lines that end in a lower-case word or a comma: candidates for a sentence cut by a line break
    const open = lines.filter((l) => /[\p{Ll}\u0590-\u05FF,]$/u.test(l.trim())).length;
    const ours = words(text);
    const ref = existsSync(refPath) ? words(readFileSync(refPath, 'utf8')) : undefined;
    rows.push([
      name,
      String(ours.length),
      ref ? String(ref.length) : '-',
      ref ? f1(bag(ours), bag(ref), false).toFixed(3) : '-',
      ref ? f1(bag(ours), bag(ref), true).toFixed(3) : '-',
      ref ? f1(bag(bigrams(ours)), bag(bigrams(ref)), true).toFixed(3) : '-',
      String(lines.length),
      String(paras),
      ((100 * open) / Math.max(1, lines.length)).toFixed(1),
      String((text.match(/_[({]/g) ?? []).length),
      String((text.match(/\^/g) ?? []).length),
    ]);
  } catch (e) {
    rows.push([name, `error: ${(e as Error).message.slice(0, 60)}`, ...header.slice(2).map(() => '-')]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const fmt = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(fmt(header));
for (const r of rows) console.log(fmt(r));
