/**
 * Markdown (and Obsidian-flavoured notes) to plain-text blocks with headings (docs/decisions/207).
 * Line based, no Markdown library: we only need headings, paragraphs and a plain rendering of
 * inline syntax, and must keep every line of the author's text.
 *
 * - Front matter (`---` ... `---` at the top) is dropped.
 * - ATX headings (`## Title`, closing #s allowed) and setext headings (a line underlined with
 *   `===` or `---`) are headings; nothing inside fenced code (``` or ~~~) is a heading.
 * - Inline syntax becomes text: links `[text](url)` -> text, images -> their alt text, wiki links
 *   `[[page#part|alias]]` -> alias (else page), embeds `![[file]]` dropped, emphasis and inline-code
 *   markers dropped, HTML tags dropped, backslash escapes resolved; list markers and blockquote `>`
 *   prefixes and callout tags (`[!note]`) are removed (items stay lines); table rows become
 *   tab-separated cells and their `|---|` rule is dropped; horizontal rules are dropped.
 * - An HTML figure caption (`<figcaption>`, `<div class="figcaption">`) becomes a paragraph of its own that
 *   starts with "Figure: " (the question engine never asks about captions).
 */
import { protectMath, restoreMath } from '@studypilot/core';
import type { SectionBlock } from './sections.ts';

/** Formulas are kept as written (decision 106): Markdown's inline rules never touch what is inside them. */
const MATH_MARK = (n: number) => `\uE000${n}\uE001`;
const MATH_MARK_RE = /\uE000(\d+)\uE001/g;

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;
const LINK_DEFINITION_RE = /^ {0,3}\[[^\]\n]+\]:\s*\S+(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;
const INCLUDE_DIRECTIVE_RE = /^\s*\{\{#[A-Za-z_-]+\s[^}]*\}\}\s*$/;
const ATX_RE = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_RE = /^ {0,3}(=+|-+)[ \t]*$/;
const HR_RE = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const CAPTION_OPEN_RE =
  /<figcaption[^>]*>|<div\b[^>]*\bclass\s*=\s*["'][^"']*\bfigcaption\b[^"']*["'][^>]*>/i;
const CAPTION_CLOSE_RE = /<\/figcaption>|<\/div>/i;
const TABLE_RULE_RE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Inline Markdown to plain text. */
export function markdownInline(line: string): string {
  const math = protectMath(line, MATH_MARK);
  return restoreMath(inlineRules(math.text), math.formulas.map(unescapedDelimiters), MATH_MARK_RE, Number);
}

/** "\\(x\\)" as Markdown renders it for MathJax: "\(x\)" (its escaped backslashes resolved, as in the text around). */
function unescapedDelimiters(formula: string): string {
  const m = /^\\\\\(([\s\S]*)\\\\\)$/.exec(formula);
  return m ? `\\(${m[1]}\\)` : formula;
}

function inlineRules(line: string): string {
  let t = line;
  // Obsidian embeds and images carry no text of their own (an image keeps its alt text)
  t = t.replace(/!\[\[[^\]]*\]\]/g, '');
  t = t.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
  // wiki links: [[target#heading|alias]] -> alias, [[target]] -> target
  t = t.replace(/\[\[([^\]|]*)\|([^\]]*)\]\]/g, '$2');
  t = t.replace(/\[\[([^\]#]*)(?:#[^\]]*)?\]\]/g, '$1');
  // links and reference links
  t = t.replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1');
  t = t.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  // autolinks <https://...> keep the address
  t = t.replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1');
  // HTML tags (a <br> is a space)
  t = t.replace(/<br\s*\/?>/gi, ' ').replace(/<\/?[A-Za-z][^>]*>/g, '');
  // inline code: `code` -> code (any number of backticks)
  t = t.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) => code.trim());
  // strong/emphasis/strike markers around text
  t = t.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  t = t.replace(/(?<![\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1');
  t = t.replace(/(?<![\w_])_(?=\S)([^_]*?\S)_(?![\w_])/g, '$1');
  t = t.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  t = t.replace(/==(?=\S)([^=]*?\S)==/g, '$1');
  // backslash escapes
  t = t.replace(/\\([\\`*_{}[\]()#+\-.!|>~=])/g, '$1');
  return t;
}

/** Block-level prefixes: blockquote '>' (any depth), callout tags, list markers. */
function stripLinePrefix(line: string): { text: string; item: boolean; label?: boolean } {
  const t = line.replace(/^\s*(?:>\s?)+/, '');
  // a callout's title line ('> [!theorem] Lorentz') stands alone
  const callout = /^\s*\[!\w[\w-]*\][+-]?\s*/.exec(t);
  if (callout) return { text: t.slice(callout[0].length), item: false, label: true };
  // bullets and task lists lose their marker; ordered list numbers stay ("1. " carries the order)
  const bullet = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?/.exec(t);
  if (bullet) return { text: t.slice(bullet[0].length), item: true };
  return { text: t, item: /^\s*\d{1,3}[.)]\s/.test(t) };
}

function tableRow(line: string): string | undefined {
  const t = line.trim();
  if (!t.startsWith('|') || t.length < 2) return undefined;
  const inner = t.replace(/^\|/, '').replace(/\|$/, '');
  return inner
    .split(/(?<!\\)\|/)
    .map((c) => markdownInline(c.trim()))
    .join('\t');
}

/**
 * A display formula written over several lines (`$$` ... `$$`, `\[` ... `\]`) becomes one line, so that none of
 * its lines is read as a list item, a heading underline or a hard break. Stops at a blank line or a fence.
 */
function joinDisplayMath(lines: string[]): string[] {
  const out: string[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE_RE.test(line)) fence = !fence;
    const opener = fence ? -1 : openDisplay(line);
    if (opener < 0) {
      out.push(line);
      continue;
    }
    const close = line.slice(opener, opener + 2) === '$$' ? '$$' : '\\]';
    let k = i + 1;
    while (k < lines.length && k - i <= 40 && lines[k]!.trim() && !lines[k]!.includes(close)) k++;
    if (k < lines.length && k - i <= 40 && lines[k]!.includes(close)) {
      out.push(
        lines
          .slice(i, k + 1)
          .map((l) => l.trim())
          .join(' '),
      );
      i = k;
    } else out.push(line);
  }
  return out;
}

/** Where a display formula opens on a line without closing there, or -1. */
function openDisplay(line: string): number {
  let open = -1;
  for (let i = 0; i < line.length - 1; i++) {
    const two = line.slice(i, i + 2);
    if (line[i] === '\\' && two !== '\\[' && two !== '\\]') {
      i++;
      continue;
    }
    if (open < 0 && (two === '$$' || two === '\\[')) {
      open = i;
      i++;
    } else if (open >= 0 && ((two === '$$' && line.slice(open, open + 2) === '$$') || two === '\\]')) {
      open = -1;
      i++;
    }
  }
  return open;
}

type Entry = { kind: 'text' | 'item' | 'label' | 'table' | 'code'; text: string };

/**
 * Markdown source to blocks: headings, and paragraphs (blank-line separated). Inside a paragraph
 * the soft-wrapped lines of a sentence are joined (Markdown renders them as one line), while list
 * items, table rows and code lines stay lines of their own.
 */
/** An HTML tag opened with a quoted attribute and not closed on its line (`<img alt="two tables ...`). */
const OPEN_TAG_RE = /<[A-Za-z][\w-]*\s+[\w-]+=(?:"[^"]*|'[^']*)?[^>]*$/;

/**
 * An HTML tag written over several lines (an `<img alt="..." src="img/x.svg" />` wrapped by the author) becomes
 * one line, so that the tag is removed whole and its attributes ("src", "img/trpl04-01.svg", "class") never
 * reach the text as words. Outside fenced code only; a tag left open after 20 lines is left as it was.
 */
function joinHtmlTags(lines: string[]): string[] {
  const out: string[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE_RE.test(line)) fence = !fence;
    if (fence || !OPEN_TAG_RE.test(line)) {
      out.push(line);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && end - i <= 20 && !lines[end]!.includes('>') && lines[end]!.trim()) end++;
    if (end < lines.length && end - i <= 20 && lines[end]!.includes('>')) {
      out.push(lines.slice(i, end + 1).join(' '));
      i = end;
    } else out.push(line);
  }
  return out;
}

/**
 * HTML comments are not text: an author's note ("<!-- ignore -->" after a link in the Rust book, "<!-- Old
 * headings. Do not remove or links may break. -->") is dropped, also one written over several lines; a line that
 * held only a comment goes. Outside fenced code; a comment left open after 20 lines is left as it was.
 */
function dropHtmlComments(lines: string[]): string[] {
  const out: string[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE_RE.test(line)) fence = !fence;
    if (fence || !line.includes('<!--')) {
      out.push(line);
      continue;
    }
    let joined = line;
    let k = i;
    while (/<!--(?![\s\S]*?-->)/.test(joined) && k + 1 < lines.length && k - i < 20)
      joined += '\n' + lines[++k];
    if (/<!--(?![\s\S]*?-->)/.test(joined)) {
      out.push(line);
      continue;
    }
    const text = joined.replace(/<!--[\s\S]*?-->/g, '').replace(/\n/g, ' ');
    if (text.trim()) out.push(text);
    i = k;
  }
  return out;
}

export function markdownBlocks(source: string): SectionBlock[] {
  const lines = joinHtmlTags(dropHtmlComments(joinDisplayMath(source.replace(/\r\n?/g, '\n').split('\n'))));
  let i = 0;
  // front matter
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((l, k) => k > 0 && k < 200 && /^(?:---|\.\.\.)\s*$/.test(l));
    if (end > 0) i = end + 1;
  }
  const blocks: SectionBlock[] = [];
  let para: Entry[] = [];
  const flush = () => {
    const text = para
      .map((e) => (e.kind === 'table' || e.kind === 'code' ? e.text : markdownInline(e.text).trim()))
      .filter((t) => t.trim())
      .join('\n')
      .trim();
    if (text) blocks.push({ kind: 'para', text });
    para = [];
  };
  let fence: string | undefined;
  for (; i < lines.length; i++) {
    const raw = lines[i]!;
    // a build-time include of a book tool ({{#include ...}}, {{#rustdoc_include ...}} in mdBook) stands for a file
    // that is not in the document: its path ("listings/ch04/src/main.rs") is not course text
    if (INCLUDE_DIRECTIVE_RE.test(raw)) continue;
    // a link reference definition ([ch8]: ch08-02-strings.html "Title") is an address, not text
    if (!fence && LINK_DEFINITION_RE.test(raw)) continue;
    if (fence) {
      if (raw.trim().startsWith(fence) && raw.trim().replace(/[`~]/g, '') === '') fence = undefined;
      else para.push({ kind: 'code', text: raw.replace(/\s+$/, '') });
      continue;
    }
    const f = FENCE_RE.exec(raw.replace(/^\s*(?:>\s?)+/, ''));
    if (f) {
      fence = f[1]!;
      continue;
    }
    const unquoted = raw.replace(/^\s*(?:>\s?)+/, '');
    // an HTML figure caption (<figcaption> or <div class="figcaption">, as course notes write them) is a block
    // of its own labelled "Figure:", so that its sentences are not read as the prose around it
    const cap = CAPTION_OPEN_RE.exec(unquoted);
    if (cap) {
      flush();
      const parts = [unquoted.slice(cap.index + cap[0].length)];
      while (!CAPTION_CLOSE_RE.test(parts[parts.length - 1]!) && i + 1 < lines.length)
        parts.push(lines[++i]!);
      const text = markdownInline(parts.join(' ').split(CAPTION_CLOSE_RE)[0]!).replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ kind: 'para', text: `Figure: ${text}` });
      continue;
    }
    if (!unquoted.trim()) {
      flush();
      continue;
    }
    const atx = ATX_RE.exec(unquoted);
    if (atx) {
      flush();
      const text = markdownInline(atx[2] ?? '').trim();
      if (text) blocks.push({ kind: 'heading', level: atx[1]!.length, text });
      continue;
    }
    // setext: a single paragraph line underlined with === or --- (a --- after a blank line is a rule)
    const next = lines[i + 1];
    if (
      next !== undefined &&
      para.length === 0 &&
      SETEXT_RE.test(next) &&
      !TABLE_RULE_RE.test(raw) &&
      !/^\s*[-*+>|]/.test(raw)
    ) {
      const text = markdownInline(raw).trim();
      if (text) {
        blocks.push({ kind: 'heading', level: next.trim().startsWith('=') ? 1 : 2, text });
        i++;
        continue;
      }
    }
    if (HR_RE.test(unquoted)) {
      flush();
      continue;
    }
    if (TABLE_RULE_RE.test(unquoted) && unquoted.includes('|')) continue;
    const row = tableRow(unquoted);
    if (row !== undefined) {
      para.push({ kind: 'table', text: row });
      continue;
    }
    const { text, item, label } = stripLinePrefix(raw);
    if (!text.trim()) continue;
    if (label) {
      para.push({ kind: 'label', text: text.trim() });
      continue;
    }
    const last = para[para.length - 1];
    // a soft-wrapped line continues the sentence of the line before it (also inside a list item)
    if (
      !item &&
      last &&
      (last.kind === 'text' || last.kind === 'item') &&
      !/ {2}$|\\$/.test(lines[i - 1] ?? '')
    )
      last.text += ' ' + text.trim();
    else para.push({ kind: item ? 'item' : 'text', text: text.trim() });
  }
  flush();
  return blocks;
}
