/**
 * Extraction speed: generates (in code) 100- and 500-page text PDFs, extracts them with
 * @studypilot/extract in Node and with poppler's pdftotext (apt-get install -y poppler-utils),
 * prints times and the ratio; also times a large DOCX and PPTX.
 *   npx tsx bench/extraction/pdf-speed.ts [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, HeadingLevel } from 'docx';
import { extractDocx, extractPdf, extractPdfParallel, extractPptx } from '../../packages/extract/src/node.ts';
import { availableParallelism } from 'node:os';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

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

async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  let best = Infinity;
  let value!: T;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    value = await fn();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, value };
}

const dir = mkdtempSync(join(tmpdir(), 'pdf-speed-'));
try {
  // warm up pdf.js (module load) so it is not billed to the first file
  await extractPdf(await makePdf(1));
  let hasPdftotext = true;
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    hasPdftotext = false;
  }
  console.log(`best of ${RUNS} runs; Node ${process.version}; ${availableParallelism()} CPUs`);
  console.log('file            pages  words    1 thread ms  ratio   threads ms  ratio   pdftotext ms');
  for (const pages of [100, 500]) {
    const bytes = await makePdf(pages);
    const path = join(dir, `doc${pages}.pdf`);
    writeFileSync(path, bytes);
    const one = await time(() => extractPdf(bytes));
    const par = await time(() => extractPdfParallel(bytes));
    if (par.value.text !== one.value.text) throw new Error('parallel and single-thread text differ');
    let pt = NaN;
    if (hasPdftotext)
      pt = (await time(() => execFileSync('pdftotext', ['-enc', 'UTF-8', path, join(dir, 'out.txt')]))).ms;
    console.log(
      `${`${pages}-page pdf`.padEnd(16)}${String(pages).padEnd(7)}${String(one.value.wordCount).padEnd(9)}` +
        `${one.ms.toFixed(0).padStart(11)}  ${(one.ms / pt).toFixed(2).padStart(5)}x` +
        `${par.ms.toFixed(0).padStart(13)}  ${(par.ms / pt).toFixed(2).padStart(5)}x` +
        `${pt.toFixed(0).padStart(15)}   (${(bytes.length / 1024).toFixed(0)} KB)`,
    );
  }

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
    `docx: ${d.value.units.length} sections, ${d.value.wordCount} words, ${(docx.length / 1024).toFixed(0)} KB: ${d.ms.toFixed(0)} ms`,
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
    `pptx: ${p.value.units.length} slides, ${p.value.wordCount} words, ${(pptx.length / 1024).toFixed(0)} KB: ${p.ms.toFixed(0)} ms`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
