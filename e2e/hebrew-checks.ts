// The Hebrew screen check shared by the e2e/hebrew*.spec.ts files (issue 15, decision 302): a screen in Hebrew at
// 1280 and 390 px shows no English but names and content, passes axe (no serious or critical violation), is right
// to left and never scrolls sideways. SHOTS_DIR=/tmp/... keeps a screenshot of each (outside the repo).
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

export const SHOTS = process.env.SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
export const WIDTHS: readonly number[] = [1280, 390];

/** Words that stay as they are in a Hebrew interface: the product, formats, the other language's own name. */
export const ALWAYS_ALLOWED = [
  'StudyPilot',
  'English',
  'AI',
  'PDF',
  'DOCX',
  'PPTX',
  'TXT',
  'ZIP',
  'Markdown',
];

/**
 * Visible text with Latin letters under `root` that is not an allowed word nor content: text inside `<bdi>`,
 * `dir="auto"`, KaTeX or an element with `lang` other than Hebrew is content (names, file names, course codes,
 * formulas) by construction, and the test names further content (a name, an e-mail) in `allow`.
 */
export async function englishLeft(page: Page, allow: string[], root = 'body'): Promise<string[]> {
  const words = [...ALWAYS_ALLOWED, ...allow];
  return page.evaluate(
    ([allowed, selector]) => {
      const found: string[] = [];
      const top = document.querySelector(selector as string);
      if (!top) return ['(no element for ' + selector + ')'];
      const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !/[A-Za-z]{2,}/.test(node.textContent ?? '')) continue;
        if (el.closest('script, style, noscript, [aria-hidden="true"], .sr-only, bdi, [dir="auto"], .katex'))
          continue;
        const lang = el.closest('[lang]')?.getAttribute('lang');
        if (lang && lang !== 'he') continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        let text = node.textContent ?? '';
        for (const word of allowed as string[]) text = text.split(word).join(' ');
        if (/[A-Za-z]{2,}/.test(text)) found.push((node.textContent ?? '').trim());
      }
      return found;
    },
    [words, root] as const,
  );
}

export interface ScreenCheck {
  /** Further words allowed on this screen (names, file names, formats). */
  allow?: string[];
  /** Only this part of the page is read for English (default the whole body). */
  root?: string;
  widths?: readonly number[];
  /** Go back to a desktop viewport afterwards (else the page stays at the last width). */
  restoreDesktop?: boolean;
}

/** Checks the current screen in Hebrew at each width (see the file's comment). */
export async function checkHebrewScreen(
  page: Page,
  name: string,
  { allow = [], root = 'body', widths = WIDTHS, restoreDesktop = false }: ScreenCheck = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    expect(await englishLeft(page, allow, root), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (restoreDesktop) await page.setViewportSize({ width: 1280, height: 900 });
}
