export { contentKeys, normalizeSpace } from '../text.ts';
export function hasHebrewText(s: string): boolean {
  return /[\u05D0-\u05EA]/u.test(s);
}
