/**
 * Runs @studypilot/extract over a corpus and compares with reference text (pdftotext / pandoc).
 *   npx tsx bench/extraction/compare-corpus.ts [corpusDir]   (default /work/shared/corpus)
 * Expects <corpus>/files/* and <corpus>/reference/<stem>.txt. Prints per file: whether the app's
 * upload accepts its type (spec: pdf, docx, doc, txt, ppt, pptx), the verdict (after OCR of PDF
 * pages without text and of DOCX/PPTX pictures that carry text, in the server's OCR worker thread,
 * as in the app), words extracted vs reference, token-set F1, bag-of-words F1, word-bigram F1
 * (reading order) and time.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { countWords, fileExtension, UPLOAD_RULES } from '@studypilot/core';
import {
  assessExtraction,
  documentVerdict,
  ExtractError,
  extractDocument,
} from '../../packages/extract/src/index.ts';
import { ocrInWorker, pagesWithoutText } from '../../packages/extract/src/ocr-node.ts';
import { bag, bigrams, f1, tokens } from './text-overlap.ts';

const corpus =
  process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--dump') ??
  '/work/shared/corpus';
const filesDir = join(corpus, 'files');
const refDir = join(corpus, 'reference');
const verbose = process.argv.includes('--verbose');
/** --dump DIR: write each document's units (with titles) to DIR/<file>.txt for reading. */
const dumpAt = process.argv.indexOf('--dump');
const dumpDir = dumpAt > 0 ? process.argv[dumpAt + 1] : undefined;

const rows: string[][] = [];
const accepted: readonly string[] = UPLOAD_RULES.allowedExtensions;
/** What the app's upload does with the file's type (the spec's list of types). */
const upload = (name: string) => (accepted.includes(fileExtension(name)) ? 'accepted' : 'refused (type)');
const header = [
  'file',
  'upload',
  'verdict',
  'result',
  'layer',
  'words',
  'refWords',
  'setF1',
  'bagF1',
  'bigramF1',
  'estWords',
  'ms',
];
for (const name of readdirSync(filesDir).sort()) {
  const stem = basename(name, extname(name));
  const refPath = join(refDir, `${stem}.txt`);
  const ref = existsSync(refPath)
    ? readFileSync(refPath, 'utf8')
        .split('\n')
        .filter((l) => !/^--- slide \d+ ---$/.test(l.trim()))
        .join('\n')
    : undefined;
  const data = new Uint8Array(readFileSync(join(filesDir, name)));
  const t0 = performance.now();
  try {
    const layer = await extractDocument(data, name);
    // pages without a usable text layer are read by OCR, as in the app (docs/decisions/208)
    // and so are DOCX/PPTX pictures that carry a slide's or page's text
    const r =
      pagesWithoutText(layer).length || layer.kind === 'docx' || layer.kind === 'pptx'
        ? await ocrInWorker(data, layer)
        : layer;
    const ms = performance.now() - t0;
    const v = documentVerdict(r);
    const verdict =
      v.status === 'completed'
        ? `completed${v.ocr ? ` (OCR ${v.ocr.pages.length} ${v.ocr.unit ?? 'page'}(s), ${v.ocr.meanConfidence}%)` : ''}`
        : `${v.status}: ${v.reason ?? ''}`.slice(0, 60);
    const a = assessExtraction(r);
    if (dumpDir) {
      mkdirSync(dumpDir, { recursive: true });
      const body = r.units
        .map((u) => `=== ${r.unitKind} ${u.number}${u.title ? `: ${u.title}` : ''}\n${u.text}`)
        .join('\n\n');
      writeFileSync(join(dumpDir, `${name}.txt`), body + '\n');
    }
    const ours = tokens(r.text);
    let cols = ['-', '-', '-', '-', '-'];
    if (ref !== undefined) {
      const theirs = tokens(ref);
      cols = [
        String(countWords(ref)),
        f1(bag(ours), bag(theirs), false).toFixed(3),
        f1(bag(ours), bag(theirs), true).toFixed(3),
        f1(bag(bigrams(ours)), bag(bigrams(theirs)), true).toFixed(3),
      ];
    } else cols = ['(none)', '-', '-', '-'];
    rows.push([
      name,
      upload(name),
      verdict,
      `ok ${r.kind}/${r.units.length} ${r.unitKind}s ${r.language}${a.requiresVisualAI ? ' visualAI' : ''}`,
      r.textLayer,
      String(r.wordCount),
      ...cols,
      r.estimatedWords !== undefined ? `${r.estimatedWords} (${a.extractionRate})` : '-',
      ms.toFixed(0),
    ]);
    if (verbose && r.warnings.length) console.log(`  ${name}: ${r.warnings.join(' | ')}`);
  } catch (e) {
    const ms = performance.now() - t0;
    const code = e instanceof ExtractError ? e.code : 'THROWN';
    rows.push([
      name,
      upload(name),
      `failed: ${(e as Error).message.slice(0, 52)}`,
      `error ${code}: ${(e as Error).message.slice(0, 70)}`,
      '-',
      '-',
      ref !== undefined ? String(countWords(ref)) : '(none)',
      '-',
      '-',
      '-',
      '-',
      ms.toFixed(0),
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const fmt = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(fmt(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(fmt(r));
