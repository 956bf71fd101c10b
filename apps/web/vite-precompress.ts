/**
 * Vite plugin: after `vite build`, writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of
 * `dist` worth compressing, so the API's static server sends them as they are (`preCompressed`, decision 009)
 * instead of compressing on every request or not at all. Copies that would not be smaller are not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: images, fonts and `.gz` language data are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves next to nothing (index.html, about 1 KB, is still worth it). */
const MIN_BYTES = 512;

/**
 * Brotli's best level costs about 10 s per MB on a busy build machine: the app's own chunks (the first load and
 * each screen) get it, the large vendor files loaded once for OCR and PDF reading get a faster level.
 */
function brotliQuality(bytes: number): number {
  if (bytes <= 640 * 1024) return 11;
  if (bytes <= 2 * 1024 * 1024) return 9;
  return 5;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      count += 1;
      bytes += data.length;
      brotliBytes += Math.min(br.length, data.length);
    }),
  );
  return { files: count, bytes, brotli: brotliBytes };
}

export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'studypilot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = Date.now();
      const { files, bytes, brotli: br } = await precompressDir(outDir);
      logger?.info(
        `precompressed ${files} files (${(bytes / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli) in ${Date.now() - started} ms`,
      );
    },
  };
}
