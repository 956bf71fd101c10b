/**
 * Extraction speed: generates (in code) 100- and 500-page text PDFs, extracts them with
 * @studypilot/extract in Node (one thread, and with the worker pool) and with poppler's pdftotext
 * (apt-get install -y poppler-utils) on the same files, and prints the times and ratios; also times
 * a large DOCX and PPTX.
 *   npx tsx bench/extraction/pdf-speed.ts [--runs 5]
 *
 * Fairness on a shared machine: the three contenders are run interleaved (one run of each per
 * round), so a burst of load from other jobs hits all of them; the best and the median of the
 * rounds are printed with the load average before and after. Wall time is what a user waits; CPU
 * time (this process's user+system for us, the child's for pdftotext, read from /proc on Linux) is
 * less sensitive to other jobs and is the fair measure of work for the single-thread path. pdf.js
 * is loaded and warmed up first (a server keeps it loaded); pdftotext's time includes its process
 * start, as a server would spawn it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, HeadingLevel } from 'docx';
import {
  extractDocx,
  extractPdf,
  extractPdfParallel,
  extractPptx,
  shutdownPdfWorkers,
  warmUpPdfWorkers,
} from '../../packages/extract/src/node.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const WORDS =
  'the student reads a chapter about cell biology and writes notes on mitochondria energy membrane protein synthesis enzyme reaction rate equilibrium entropy gradient diffusion osmosis'.split(
    ' ',
  );
function sentence(i: number, n = 14): string {
  let s = '';
  for (let k = 0; k < n; k++) s += (k ? ' ' : '') + WORDS[(i * 7 + k * 13) % WORDS.length];
  return s;
}

async function makePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Chapter ${p + 1}`, { x: 72, y: 740, size: 16, font });
    for (let l = 0; l < 45; l++)
      page.drawText(sentence(p * 45 + l), { x: 72, y: 710 - l * 14, size: 11, font });
  }
  return doc.save();
}

interface Sample {
  wall: number;
  /** CPU ms (NaN when unknown). */
  cpu: number;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Children's user+system CPU of this process in ms (Linux /proc; NaN elsewhere). */
function childrenCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return NaN;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields 16 and 17 (cutime, cstime) in clock ticks; after ')' the list starts at field 3
  return ((Number(f[13]) + Number(f[14])) * 1000) / 100;
}

async function sample(fn: () => Promise<unknown> | unknown, cpuOf: 'self' | 'children'): Promise<Sample> {
  const c0 = cpuOf === 'self' ? process.cpuUsage() : undefined;
  const k0 = cpuOf === 'children' ? childrenCpuMs() : 0;
  const t0 = performance.now();
  await fn();
  const wall = performance.now() - t0;
  if (c0) {
    const c = process.cpuUsage(c0);
    return { wall, cpu: (c.user + c.system) / 1000 };
  }
  return { wall, cpu: childrenCpuMs() - k0 };
}

const best = (xs: number[]) => Math.min(...xs);
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '-');

async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; median: number; value: T }> {
  const xs: number[] = [];
  let value!: T;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    value = await fn();
    xs.push(performance.now() - t0);
  }
  return { ms: best(xs), median: median(xs), value };
}

const dir = mkdtempSync(join(tmpdir(), 'pdf-speed-'));
try {
  // warm up pdf.js (module load, JIT) and the worker pool so they are not billed to the first file
  warmUpPdfWorkers();
  const warm = await makePdf(60);
  await extractPdf(warm);
  await extractPdfParallel(warm);
  let hasPdftotext = true;
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    hasPdftotext = false;
    console.log('pdftotext not found (apt-get install -y poppler-utils): no ratios');
  }
  console.log(
    `${RUNS} interleaved rounds; Node ${process.version}; ${availableParallelism()} CPUs; load average at start ${load()}`,
  );
  const summary: string[] = [];
  for (const pages of [100, 500]) {
    const bytes = await makePdf(pages);
    const path = join(dir, `doc${pages}.pdf`);
    writeFileSync(path, bytes);
    const one: Sample[] = [];
    const par: Sample[] = [];
    const pt: Sample[] = [];
    let words = 0;
    for (let i = 0; i < RUNS; i++) {
      let text = '';
      one.push(
        await sample(async () => {
          const r = await extractPdf(bytes);
          text = r.text;
          words = r.wordCount;
        }, 'self'),
      );
      par.push(
        await sample(async () => {
          const r = await extractPdfParallel(bytes);
          if (r.text !== text) throw new Error('parallel and single-thread text differ');
        }, 'self'),
      );
      if (hasPdftotext)
        pt.push(
          await sample(
            () => execFileSync('pdftotext', ['-enc', 'UTF-8', path, join(dir, 'out.txt')]),
            'children',
          ),
        );
    }
    const w = (xs: Sample[], f: (v: number[]) => number) => f(xs.map((x) => x.wall));
    const c = (xs: Sample[], f: (v: number[]) => number) => f(xs.map((x) => x.cpu));
    const ptBest = pt.length ? w(pt, best) : NaN;
    const ptMed = pt.length ? w(pt, median) : NaN;
    const ptCpu = pt.length ? c(pt, best) : NaN;
    console.log(
      `\n${pages}-page pdf: ${words} words, ${(bytes.length / 1024).toFixed(0)} KB (load average now ${load()})`,
    );
    console.log('                          best ms  median ms   ratio best  ratio median');
    const row = (name: string, b: number, m: number) =>
      console.log(
        `${name.padEnd(26)}${ms(b).padStart(7)}${ms(m).padStart(11)}${ratio(b, ptBest).padStart(13)}${ratio(m, ptMed).padStart(14)}`,
      );
    row('pdftotext (wall)', ptBest, ptMed);
    row('extract, 1 thread (wall)', w(one, best), w(one, median));
    row('extract, pool (wall)', w(par, best), w(par, median));
    console.log(
      `CPU ms, best: pdftotext ${ms(ptCpu)}, extract 1 thread ${ms(c(one, best))} (ratio ${ratio(c(one, best), ptCpu)}), ` +
        `pool (all threads) ${ms(c(par, best))}`,
    );
    summary.push(
      `${pages} pages: 1 thread ${ratio(w(one, best), ptBest)} wall / ${ratio(c(one, best), ptCpu)} CPU, pool ${ratio(w(par, best), ptBest)} wall`,
    );
  }
  console.log(`\nratio to pdftotext (best of ${RUNS}): ${summary.join('; ')}`);

  // large DOCX: 3,000 paragraphs and a 300-row table
  const children: (Paragraph | Table)[] = [];
  for (let i = 0; i < 3000; i++) {
    if (i % 100 === 0)
      children.push(new Paragraph({ text: `Section ${i / 100 + 1}`, heading: HeadingLevel.HEADING_1 }));
    children.push(new Paragraph(sentence(i, 20)));
  }
  children.push(
    new Table({
      rows: Array.from(
        { length: 300 },
        (_, r) =>
          new TableRow({
            children: [0, 1, 2].map(
              (c) => new TableCell({ children: [new Paragraph(sentence(r * 3 + c, 4))] }),
            ),
          }),
      ),
    }),
  );
  const docx = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  const d = await time(() => extractDocx(docx));
  console.log(
    `\ndocx: ${d.value.units.length} sections, ${d.value.wordCount} words, ${(docx.length / 1024).toFixed(0)} KB: best ${d.ms.toFixed(0)} ms, median ${d.median.toFixed(0)} ms`,
  );

  // large PPTX: 300 slides with text, a table on every 10th, notes on every slide
  const pres = new PptxGenJS();
  for (let i = 0; i < 300; i++) {
    const s = pres.addSlide();
    s.addText(`Slide ${i + 1}`, { x: 0.5, y: 0.3, w: 9, h: 0.7 });
    s.addText(Array.from({ length: 6 }, (_, k) => sentence(i * 6 + k, 10)).join('\n'), {
      x: 0.5,
      y: 1.2,
      w: 9,
      h: 4,
    });
    if (i % 10 === 0)
      s.addTable(
        [
          [{ text: 'a' }, { text: 'b' }],
          [{ text: sentence(i, 3) }, { text: sentence(i + 1, 3) }],
        ],
        { x: 1, y: 5, w: 6 },
      );
    s.addNotes(sentence(i, 12));
  }
  const pptx = (await pres.write({ outputType: 'uint8array' })) as Uint8Array;
  const p = await time(() => extractPptx(pptx));
  console.log(
    `pptx: ${p.value.units.length} slides, ${p.value.wordCount} words, ${(pptx.length / 1024).toFixed(0)} KB: best ${p.ms.toFixed(0)} ms, median ${p.median.toFixed(0)} ms`,
  );
  console.log(`load average at end ${load()}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await shutdownPdfWorkers();
}
