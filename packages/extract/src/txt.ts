import { buildResult } from './result.ts';
import { detectTextEncoding } from './sniff.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

/**
 * UTF-8 / UTF-16 (BOM, then NUL-pattern heuristic, then strict UTF-8). Bytes that are none of these
 * are decoded as windows-1255 when they look Hebrew (most high bytes in 0xE0-0xFA, some of them
 * adjacent), else
 * windows-1252, with a warning.
 */
export function decodeText(data: Uint8Array): { text: string; encoding: string; warning?: string } {
  const enc = detectTextEncoding(data);
  if (enc) return { text: new TextDecoder(enc).decode(data), encoding: enc }; // TextDecoder drops the BOM
  if (data.includes(0)) throw new ExtractError('UNSUPPORTED', 'Binary content, not a text file');
  let high = 0;
  let hebrew = 0;
  let pairs = 0;
  for (let i = 0; i < data.length; i++) {
    const b = data[i]!;
    if (b >= 0x80) {
      high++;
      if (b >= 0xe0 && b <= 0xfa) {
        hebrew++;
        const n = data[i + 1] ?? 0;
        if (n >= 0xe0 && n <= 0xfa) pairs++;
      }
    }
  }
  // Hebrew words are runs of letters 0xE0-0xFA; a lone accented letter (café) is not Hebrew
  const legacy = pairs > 0 && hebrew / high > 0.7 ? 'windows-1255' : 'windows-1252';
  return {
    text: new TextDecoder(legacy).decode(data),
    encoding: legacy,
    warning: `Text is not valid UTF-8 or UTF-16; decoded as ${legacy}`,
  };
}

/** Sections: form-feed separated pages when the file has them, else one section. */
export async function extractTxt(data: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  const { text, warning } = decodeText(data);
  if (!text.trim()) throw new ExtractError('EMPTY', 'The text file contains only whitespace');
  const parts = text.split('\f');
  const raw = parts.map((t, i) => ({ number: i + 1, text: t }));
  return buildResult('txt', 'section', raw, { maxChars: opts.maxChars, warnings: warning ? [warning] : [] });
}
