export { contentKeys, normalizeSpace } from '../text.ts';
export function hasHebrewText(s: string): boolean {
  return /[\u05D0-\u05EA]/u.test(s);
}

/**
 * A left-to-right name (a file name, say) inside Hebrew text, wrapped in Unicode isolates (FSI ... PDI) so its
 * dots, digits and quotation marks do not reorder the right-to-left sentence around it.
 */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

/** The Hebrew word for a document's unit: page, slide or section. */
export const HEBREW_UNIT_WORD: Record<string, string> = { page: 'עמוד', slide: 'שקף', section: 'סעיף' };
