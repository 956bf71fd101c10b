import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { splitMath, type MathPart } from '@studypilot/core';
import { cn } from '@/lib/utils';
import {
  ISOLATE_CONTROLS,
  mathTex,
  splitHebrew,
  splitIsolates,
  splitScripts,
  type ScriptPart,
} from './math-scripts';

/**
 * Text of a question, an option, an explanation, a quote or a model answer, with its formulas rendered by KaTeX
 * (decision 106). KaTeX, its CSS and its fonts are loaded only when a text holds a formula (a dynamic import), so
 * pages without formulas never fetch them. Each formula is isolated left-to-right (`<bdi dir="ltr">`), so it keeps
 * its order inside Hebrew text. LaTeX that KaTeX cannot read is shown as the plain text it was written as. Script
 * notation from PDFs outside delimiters ("lim_{𝑛→∞} 𝑎_𝑛") is typeset too when it is clearly math (`math-scripts.ts`).
 * An inline formula never breaks inside itself: it is one box that scrolls sideways when it is wider than its line
 * (`FORMULA_BOX`). Unicode isolates in the text become `<bdi>` elements (`splitIsolates`).
 */

/**
 * The box of a typeset inline formula (decision 106, eng-web11): KaTeX lets a line break after each relation and
 * operator ("𝑎_𝑛 ≤" on one line of a narrow phone, "𝑏_𝑛 ≤ 𝑐_𝑛" on the next, in a Hebrew line even in the wrong
 * order), so the formula is kept on one line (`white-space: nowrap`) and, when it is wider than its line, scrolls
 * inside its own box (at most the line's width) instead of widening the page. The text around it wraps as before.
 * An inline grid of one column `minmax(0, max-content)`, not an inline block: a scrolling inline block sits on its
 * bottom edge (a grid on the formula's baseline), and the column lets the box shrink to nothing when its container
 * is sized to its content (a grid or flex item of the page), so a long formula never widens the page. Its 2 px of
 * end padding hold what KaTeX draws past its box (`.vlist-t2 { margin-right: -2px }` after each sub/superscript),
 * which would otherwise make every formula with a subscript scroll by 2 px; 0.3em above and below (taken back by a
 * negative margin, so lines keep their height) hold what KaTeX sets past the formula's struts (the line boxes of a
 * subscript, a fraction's parts, a root, a sum's limits: up to about 0.3em), which the box would otherwise cut. On
 * paper, where nothing scrolls, the formula is inline again and may wrap.
 */
export const FORMULA_BOX =
  'inline-grid grid-cols-[minmax(0,max-content)] max-w-full overflow-x-auto overflow-y-hidden pr-[2px] py-[0.3em] -my-[0.3em] whitespace-nowrap align-baseline print:inline print:overflow-visible print:whitespace-normal';

type Katex = typeof import('katex').default;

let katexPromise: Promise<Katex> | null = null;
let katexLoaded: Katex | null = null;

function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => {
    katexLoaded = m.default;
    return m.default;
  });
  return katexPromise;
}

const cache = new Map<string, string | null>();

/** KaTeX's HTML for a formula, or null when the LaTeX is broken. */
function render(katex: Katex, tex: string, display: boolean): string | null {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let html: string | null;
  try {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      strict: 'ignore',
      trust: false,
      maxExpand: 500,
      maxSize: 20,
      output: 'htmlAndMathml',
    });
  } catch {
    html = null;
  }
  if (cache.size > 2000) cache.clear();
  cache.set(key, html);
  return html;
}

function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(katexLoaded);
  useEffect(() => {
    if (!needed || katex) return;
    let live = true;
    loadKatex().then(
      (k) => live && setKatex(() => k),
      () => undefined, // offline or a failed chunk: the formulas stay as text
    );
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return katex;
}

function Formula({
  part,
  katex,
  inline,
}: {
  part: Extract<MathPart, { kind: 'math' }>;
  katex: Katex | null;
  inline: boolean;
}) {
  const display = part.display && !inline;
  if (!katex)
    // while KaTeX loads: the LaTeX without its delimiters, isolated left to right
    return (
      <bdi dir="ltr" className="font-mono text-[0.95em]" data-math="pending">
        {part.tex}
      </bdi>
    );
  const html = render(katex, part.tex, display);
  if (html === null)
    return (
      <bdi dir="ltr" data-math="broken">
        {part.raw}
      </bdi>
    );
  return (
    <bdi
      dir="ltr"
      data-math={display ? 'display' : 'inline'}
      className={cn(display ? 'block max-w-full overflow-x-auto overflow-y-hidden py-1' : FORMULA_BOX)}
      // KaTeX escapes the LaTeX it is given and `trust: false` refuses links and raw HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Whether the formula at `i` has words on its own line both before and after it: a display formula quoted inside a
 * sentence ("the material says: "... $$E = mc^2$$ ..."") is set in the line, not as a centred block between the
 * two halves of the sentence. A display formula on a line of its own (or ending its line) stays a block.
 */
function midLine(parts: MathPart[], i: number): boolean {
  const before = parts[i - 1];
  const after = parts[i + 1];
  if (before?.kind !== 'text' || after?.kind !== 'text') return false;
  const lineBefore = before.text.slice(before.text.lastIndexOf('\n') + 1);
  const nl = after.text.indexOf('\n');
  const lineAfter = nl < 0 ? after.text : after.text.slice(0, nl);
  return /\S/.test(lineBefore) && /\S/.test(lineAfter);
}

const HEBREW = /[\u0590-\u05FF]/u;

/**
 * Script notation from a PDF ("lim_{𝑛→∞} 𝑎_𝑛", "{𝑎_𝑛}^∞_{𝑛=1}") and math inside Hebrew text ("|𝑥 − 𝑞| < 𝜀") typeset
 * by KaTeX from the LaTeX `splitScripts` and `splitHebrew` build; while KaTeX loads, when it fails, and for a stretch
 * that is not clearly math, the text as written.
 */
function scriptNodes(parts: ScriptPart[], katex: Katex | null): ReactNode {
  return parts.map((p, i) => {
    if (p.kind === 'text') return <Fragment key={i}>{p.text}</Fragment>;
    const html = katex && render(katex, p.tex, false);
    if (!html) return <Fragment key={i}>{p.raw}</Fragment>;
    return (
      <bdi
        key={i}
        dir="ltr"
        data-math="script-tex"
        className={FORMULA_BOX}
        // KaTeX escapes the LaTeX it is given and `trust: false` refuses links and raw HTML
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  });
}

/** Whether a text holds script notation or Hebrew-text math that KaTeX will typeset (so KaTeX is loaded for it). */
function hasScripts(text: string): boolean {
  if (HEBREW.test(text))
    return splitHebrew(text).some((p) => p.kind === 'ltr' && p.parts.some((q) => q.kind === 'tex'));
  return /[_^]/.test(text) && splitScripts(text).some((p) => p.kind === 'tex');
}

/**
 * Text with its math isolated left to right inside Hebrew: without it the bidirectional algorithm reverses the
 * braces and scripts of "{a_n}_{n=1}^∞" into "∞^{n=1}_{a_n}" and the bars and relations of "|𝑥 − 𝑞| < 𝜀" (decision
 * 106). The stretches are `splitHebrew`'s: a run with scripts between two Hebrew words whole ("a_n → L_1, a_n → L_2"
 * keeps its order), math without scripts when it is clearly math. In Hebrew and English text alike, the script
 * notation that is clearly math is typeset (`scriptNodes`); English text without scripts is left as it is.
 */
function withScripts(text: string, katex: Katex | null): ReactNode {
  if (!HEBREW.test(text)) {
    if (!/[_^]/.test(text)) return text;
    const parts = splitScripts(text);
    return parts.some((p) => p.kind === 'tex') ? scriptNodes(parts, katex) : text;
  }
  const parts = splitHebrew(text);
  if (!parts.some((p) => p.kind === 'ltr')) return text;
  return parts.map((p, i) =>
    p.kind === 'text' ? (
      <Fragment key={i}>{p.text}</Fragment>
    ) : (
      <bdi key={i} dir="ltr" data-math="script">
        {p.parts.some((q) => q.kind === 'tex')
          ? scriptNodes(p.parts, katex)
          : p.parts.map((q) => (q.kind === 'text' ? q.text : q.raw)).join('')}
      </bdi>
    ),
  );
}

/** What `MathText` and each of its runs are given. */
interface MathTextProps {
  text: string | null | undefined;
  /** Display formulas are set inline too (options, short labels). */
  inline?: boolean;
  className?: string;
}

function MathRun({ text, inline = false, className }: MathTextProps) {
  const parts = useMemo(() => splitMath(text ?? ''), [text]);
  const hasFormula = parts.some((p) => p.kind === 'math');
  const scripts = useMemo(() => parts.some((p) => p.kind === 'text' && hasScripts(p.text)), [parts]);
  const katex = useKatex(hasFormula || scripts);
  if (!hasFormula) {
    const plain = withScripts(text ?? '', katex);
    return className ? <span className={className}>{plain}</span> : <>{plain}</>;
  }
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.kind === 'text' ? (
          <Fragment key={i}>{withScripts(p.text, katex)}</Fragment>
        ) : (
          <Formula key={i} part={p} katex={katex} inline={inline || midLine(parts, i)} />
        ),
      )}
    </span>
  );
}

/**
 * The text of an LTR isolate (U+2066 ... U+2069), which the engine writes around a formula inside Hebrew text: the
 * isolate says it reads left to right, so without Hebrew or delimiters in it, it is typeset whole when it is clearly
 * math (`mathTex`, as a stretch between two Hebrew words is) and otherwise its clearly-math stretches are; anything
 * else is read as any text is.
 */
function LtrRun({ text, inline }: { text: string; inline: boolean }) {
  const lead = /^\s*/u.exec(text)![0];
  const trail = /\s*$/u.exec(text.slice(lead.length))![0];
  const core = text.slice(lead.length, text.length - trail.length);
  const parts = useMemo((): ScriptPart[] | null => {
    if (!core || HEBREW.test(core) || splitMath(core).some((p) => p.kind === 'math')) return null;
    const tex = mathTex(core);
    return tex === null ? splitScripts(core, { plain: true }) : [{ kind: 'tex', tex, raw: core }];
  }, [core]);
  const katex = useKatex(parts?.some((p) => p.kind === 'tex') ?? false);
  if (!parts) return <MathRun text={text} inline={inline} />;
  return (
    <>
      {lead}
      {scriptNodes(parts, katex)}
      {trail}
    </>
  );
}

/** The text with isolate controls inside a delimited formula ("$\u2066x^2\u2069$") dropped: KaTeX never sees one. */
function withoutControlsInFormulas(text: string): string {
  if (!/[\u2066-\u2069]/u.test(text)) return text;
  return splitMath(text)
    .map((p) => (p.kind === 'math' ? p.raw.replace(ISOLATE_CONTROLS, '') : p.text))
    .join('');
}

export function MathText({ text, inline = false, className }: MathTextProps) {
  const pieces = useMemo(() => splitIsolates(withoutControlsInFormulas(text ?? '')), [text]);
  if (pieces.length === 1 && pieces[0]!.kind === 'text')
    return <MathRun text={pieces[0]!.text} inline={inline} className={className} />;
  // each isolate a <bdi> with the isolate's direction: its order without a control character on the page
  return (
    <span className={className}>
      {pieces.map((p, i) =>
        p.kind === 'text' ? (
          <MathRun key={i} text={p.text} inline={inline} />
        ) : (
          <bdi key={i} dir={p.dir} data-math="isolate">
            {p.dir === 'ltr' ? (
              <LtrRun text={p.text} inline={inline} />
            ) : (
              <MathRun text={p.text} inline={inline} />
            )}
          </bdi>
        ),
      )}
    </span>
  );
}

/** Whether KaTeX has been loaded in this page (for tests of the lazy load). */
export function katexIsLoaded(): boolean {
  return katexLoaded !== null;
}
