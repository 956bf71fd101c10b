import { buildResult, type RawUnit } from './result.ts';
import { attr, drawingText, metadataWords, parseRels, readText, relsPathOf, requireText } from './ooxml.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';
import { entryMap, inspectZip } from './zip.ts';

const REL_SLIDE = /\/relationships\/slide$/;
const REL_NOTES = /\/relationships\/notesSlide$/;
const REL_DIAGRAM_DATA = /\/relationships\/diagramData$/;
/** Auto-generated fields and page furniture: slide number, date and footer placeholders. */
const SLIDE_SKIP = new Set(['sldNum', 'dt', 'ftr']);
/** Notes pages: only the notes body, not the slide image, number, header, footer or date. */
const NOTES_SKIP = new Set(['sldImg', 'sldNum', 'hdr', 'ftr', 'dt']);

/**
 * Slide part names in presentation order (ppt/presentation.xml sldIdLst), falling back to the
 * numeric order of ppt/slides/slideN.xml (slide2 before slide10) when that list is absent.
 */
export function slideOrder(names: string[], presentationXml?: string, presRelsXml?: string): string[] {
  const files = names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const numeric = [...files].sort((a, b) => slideNo(a) - slideNo(b));
  if (!presentationXml || !presRelsXml) return numeric;
  const rels = parseRels(presRelsXml, 'ppt/presentation.xml');
  const list = /<p:sldIdLst>([\s\S]*?)<\/p:sldIdLst>/.exec(presentationXml)?.[1] ?? '';
  const ordered: string[] = [];
  const set = new Set(files);
  for (const m of list.matchAll(/<p:sldId\b([^>]*)\/?>/g)) {
    const rid = attr(m[1]!, 'r:id');
    const rel = rid ? rels.get(rid) : undefined;
    if (rel && REL_SLIDE.test(rel.type) && set.has(rel.target) && !ordered.includes(rel.target))
      ordered.push(rel.target);
  }
  return ordered.length ? ordered : numeric;
}

function slideNo(name: string): number {
  return parseInt(/(\d+)\.xml$/.exec(name)?.[1] ?? '0', 10);
}

export async function extractPptx(data: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  if (data.length === 0) throw new ExtractError('EMPTY', 'File is empty');
  const info = inspectZip(data);
  const entries = entryMap(info);
  if (!entries.has('ppt/presentation.xml') && ![...entries.keys()].some((n) => n.startsWith('ppt/slides/'))) {
    throw new ExtractError('UNSUPPORTED', 'Not a PowerPoint (.pptx) file');
  }
  const order = slideOrder(
    [...entries.keys()],
    readText(data, entries, 'ppt/presentation.xml'),
    readText(data, entries, 'ppt/_rels/presentation.xml.rels'),
  );
  const raw: RawUnit[] = [];
  let pictures = 0;
  let chars = 0;
  const max = opts.maxChars && opts.maxChars > 0 ? opts.maxChars : Infinity;
  for (let i = 0; i < order.length; i++) {
    throwIfAborted(opts.signal);
    const part = order[i]!;
    const xml = requireText(data, entries, part);
    const rels = parseRels(readText(data, entries, relsPathOf(part)), part);
    let text = drawingText(xml, { skipPlaceholders: SLIDE_SKIP });
    pictures += (xml.match(/<p:pic\b/g) ?? []).length;
    let notes: string | undefined;
    for (const rel of rels.values()) {
      if (rel.external) continue;
      if (REL_DIAGRAM_DATA.test(rel.type)) {
        const d = readText(data, entries, rel.target);
        if (d) text += '\n' + drawingText(d);
      } else if (REL_NOTES.test(rel.type)) {
        const n = readText(data, entries, rel.target);
        if (n) notes = drawingText(n, { skipPlaceholders: NOTES_SKIP });
      }
    }
    raw.push({ number: i + 1, text, ...(notes !== undefined ? { notes } : {}) });
    chars += text.length;
    if (chars > max) break;
  }
  const warnings: string[] = [];
  const result = buildResult('pptx', 'slide', raw, { maxChars: opts.maxChars, warnings });
  result.pageCount = order.length;
  if (!result.text) {
    result.textLayer = 'missing';
    result.warnings.push(
      pictures > 0
        ? 'The slides have pictures but no text'
        : order.length
          ? 'The slides have no text'
          : 'No slides found',
    );
  }
  const words = metadataWords(readText(data, entries, 'docProps/app.xml'));
  if (words !== undefined) {
    result.estimatedWords = words;
    result.estimatedWordsSource = 'metadata';
  }
  return result;
}
