/**
 * Memory of the API server during uploads (issue 4: growth under 100 MB per 15 MB upload; issue 12 item 8:
 * 20 concurrent 14 MB uploads of each type grow the server's resident memory by at most 300 MB).
 * Starts the real server (apps/api/src/main.ts) in a child process with a throw-away DATA_DIR, signs up,
 * creates a course, then
 *   1. uploads a generated 15 MB PDF several times in a row, printing per upload the RSS before, the peak
 *      during it and the growth;
 *   2. for each type (TXT, PDF, DOCX, PPTX) sends 20 uploads of a generated 14 MB file at once and prints the
 *      peak RSS over the steady baseline before them.
 * RSS is sampled every 20 ms from /proc/<pid>/status (VmRSS; worker threads are part of the process).
 *
 *   npm run bench:upload                       # port 3411
 *   UPLOADS=10 CONCURRENT=20 BENCH_PORT=3412 npx tsx bench/api/upload-memory.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  docxEntries,
  noiseBytes,
  pptxEntries,
  writeZip,
  type RawEntry,
} from '../../packages/extract/test/hostile-zips.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3411);
const UPLOADS = Number(process.env.UPLOADS ?? 5);
const BASE = `http://localhost:${PORT}`;
const MAX_BYTES = 15 * 1024 * 1024;
const SAMPLE_MS = 20;
const TARGET_MB = 100;
const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const CONCURRENT_BYTES = 14 * 1024 * 1024;
const CONCURRENT_TARGET_MB = 300;

const WORDS =
  'cell membrane protein energy mitochondria nucleus gene enzyme photosynthesis respiration evolution species'.split(
    ' ',
  );
/** About `size` bytes of plain English-like text in paragraphs. */
function bigText(size: number): Uint8Array {
  const parts: string[] = [];
  let n = 0;
  let i = 0;
  while (n < size) {
    const line = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} of the cell number ${i}.${i % 12 === 11 ? '\n\n' : ' '}`;
    parts.push(line);
    n += line.length;
    i++;
  }
  return new TextEncoder().encode(parts.join('').slice(0, size));
}

/** A DOCX or PPTX of about `size` bytes: real text parts plus one incompressible picture. */
function bigOffice(kind: 'docx' | 'pptx', size: number): Uint8Array {
  const text = Array.from(
    { length: 400 },
    (_, i) => `Paragraph ${i} about ${WORDS[i % WORDS.length]} and energy.`,
  );
  const entries: RawEntry[] =
    kind === 'docx' ? docxEntries(text) : pptxEntries(text.slice(0, 60).map((t) => t.slice(0, 80)));
  const used = writeZip(entries).length;
  const picture = noiseBytes(size - used - 200);
  const media = kind === 'docx' ? 'word/media/image1.png' : 'ppt/media/image1.png';
  entries.push({
    name: media,
    raw: picture,
    method: 0,
    crc: crc32(picture),
    uncompressedSize: picture.length,
  });
  return writeZip(entries);
}

let crcTable: Uint32Array | undefined;
function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const MB = (bytes: number) => bytes / (1024 * 1024);
const fmt = (bytes: number) => `${MB(bytes).toFixed(1)} MB`;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!kb) throw new Error('no VmRSS');
  return Number(kb[1]) * 1024;
}

/** A valid PDF of exactly `size` bytes or a little less: one text page plus an unreferenced stream of random bytes. */
async function bigPdf(size: number): Promise<Uint8Array> {
  const build = async (pad: number) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]).drawText('Memory benchmark page', { x: 50, y: 780, size: 12, font });
    doc.context.register(doc.context.stream(randomBytes(pad)));
    return doc.save({ useObjectStreams: false });
  };
  const probe = await build(1000);
  let bytes = await build(size - (probe.length - 1000) - 64);
  while (bytes.length > size) bytes = await build(size - (probe.length - 1000) - 64 - (bytes.length - size));
  return bytes;
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${BASE}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API server did not start');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-upload-bench-'));
  // node --import tsx keeps the server in this very process id (npx tsx would add a wrapper process).
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
      RATE_LIMIT_AUTH_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = server.pid!;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(Date.now() + 120_000);

    const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({
        name: 'Bench Student',
        email: `bench-${Date.now()}@example.com`,
        password: 'secret123',
      }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: BASE };
    const course = await fetch(`${BASE}/api/courses`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Memory bench' }),
    });
    if (!course.ok) throw new Error(`create course: ${course.status} ${await course.text()}`);
    const { id: courseId } = (await course.json()) as { id: string };

    const pdf = await bigPdf(MAX_BYTES);
    console.log(`file: ${pdf.length} bytes (${fmt(pdf.length)}), limit ${MAX_BYTES}`);

    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      const r = await fetch(`${BASE}/api/courses/${courseId}/documents`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = await r.text();
      if (r.status !== 201) throw new Error(`upload: ${r.status} ${body.slice(0, 300)}`);
    };

    // Warm-up: the first upload loads code paths (multipart, hashing, blob store) once.
    await upload(await bigPdf(200_000), 'warm-up.pdf');
    // Start-up garbage (database, question engine model) is collected some seconds after start: wait until
    // the resident size is steady (two 1 s readings within 2 MB), at most 15 s.
    let baseline = rssOf(pid);
    for (let i = 0; i < 15; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = rssOf(pid);
      const steady = Math.abs(now - baseline) < 2 * 1024 * 1024;
      baseline = now;
      if (steady) break;
    }
    console.log(`baseline RSS (after sign-up, course, one 0.2 MB warm-up upload, steady): ${fmt(baseline)}`);

    const rows: { n: number; before: number; peak: number; after: number; ms: number }[] = [];
    for (let n = 1; n <= UPLOADS; n++) {
      // A different last byte each time: every upload is a new file, not a duplicate.
      const bytes = pdf.slice();
      bytes[bytes.length - 2] = 0x20 + n;
      const before = rssOf(pid);
      let peak = before;
      const timer = setInterval(() => {
        try {
          peak = Math.max(peak, rssOf(pid));
        } catch {
          // the process may be gone; the upload will fail loudly
        }
      }, SAMPLE_MS);
      const t0 = performance.now();
      await upload(bytes, `big-${n}.pdf`);
      const ms = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 200));
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      rows.push({ n, before, peak, after: rssOf(pid), ms });
    }

    console.log('\nupload  RSS before  peak during  growth (peak - before)  RSS after  time');
    for (const r of rows) {
      console.log(
        `${String(r.n).padStart(6)}  ${fmt(r.before).padStart(10)}  ${fmt(r.peak).padStart(11)}  ${fmt(
          r.peak - r.before,
        ).padStart(22)}  ${fmt(r.after).padStart(9)}  ${r.ms.toFixed(0)} ms`,
      );
    }
    const worst = Math.max(...rows.map((r) => r.peak - r.before));
    const overall = Math.max(...rows.map((r) => r.peak)) - baseline;
    console.log(
      `\nlargest growth during one upload: ${fmt(worst)} (target < ${TARGET_MB} MB per 15 MB upload)`,
    );
    console.log(`peak over baseline across all uploads: ${fmt(overall)}`);
    const low = Math.min(...rows.map((r) => Math.min(r.before, r.after)));
    console.log(
      `RSS range during the uploads: ${fmt(low)} to ${fmt(Math.max(...rows.map((r) => r.peak)))} ` +
        '(V8 collects start-up garbage late, so the baseline can sit above later readings)',
    );
    console.log(MB(worst) < TARGET_MB ? 'TARGET MET' : 'TARGET MISSED');

    const steady = async () => {
      let last = rssOf(pid);
      for (let i = 0; i < 10; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const now = rssOf(pid);
        if (Math.abs(now - last) < 2 * 1024 * 1024) return now;
        last = now;
      }
      return last;
    };
    console.log(`\n${CONCURRENT} concurrent uploads of a ${fmt(CONCURRENT_BYTES)} file per type:`);
    console.log('type  RSS before  peak during  growth  all answered in  statuses');
    let allMet = true;
    const files: Record<string, () => Promise<Uint8Array>> = {
      txt: async () => bigText(CONCURRENT_BYTES),
      pdf: () => bigPdf(CONCURRENT_BYTES),
      docx: async () => bigOffice('docx', CONCURRENT_BYTES),
      pptx: async () => bigOffice('pptx', CONCURRENT_BYTES),
    };
    for (const [type, make] of Object.entries(files)) {
      const base = await make();
      const variants = Array.from({ length: CONCURRENT }, (_, i) => {
        const b = base.slice();
        if (type === 'txt') b[b.length - 1] = 0x61 + (i % 26);
        return b;
      });
      const before = await steady();
      let peak = before;
      const timer = setInterval(() => {
        try {
          peak = Math.max(peak, rssOf(pid));
        } catch {
          // the process may be gone; the uploads will fail loudly
        }
      }, SAMPLE_MS);
      const t0 = performance.now();
      const statuses = await Promise.all(
        variants.map(async (b, i) => {
          const form = new FormData();
          form.append('file', new Blob([b as Uint8Array<ArrayBuffer>]), `big-${i}.${type}`);
          const r = await fetch(`${BASE}/api/courses/${courseId}/documents`, {
            method: 'POST',
            headers,
            body: form,
          });
          await r.arrayBuffer();
          return r.status;
        }),
      );
      const ms = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 300));
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      const growth = peak - before;
      allMet &&= MB(growth) <= CONCURRENT_TARGET_MB && statuses.every((s) => s === 201);
      console.log(
        `${type.padEnd(4)}  ${fmt(before).padStart(10)}  ${fmt(peak).padStart(11)}  ${fmt(growth).padStart(8)}  ${(ms / 1000).toFixed(1).padStart(13)} s  ${[...new Set(statuses)].join('/')}`,
      );
    }
    console.log(
      allMet
        ? `TARGET MET (each type <= ${CONCURRENT_TARGET_MB} MB)`
        : `TARGET MISSED (limit ${CONCURRENT_TARGET_MB} MB per type)`,
    );
  } finally {
    stop();
  }
}

await main();
