export * from './types.ts';
export { createEngine, DEFAULT_MODELS } from './create.ts';
export {
  applyGate,
  questionFlaws,
  isNearDuplicate,
  itemWritingFlaws,
  balanceKeyLetters,
  optionText,
  keyIndex,
  NEAR_DUPLICATE_JACCARD,
} from './quality.ts';
export type { Flaw, ItemFlaws, GateOutcome } from './quality.ts';
export { detectLanguage, cleanText, contentKeys, keySet, jaccard, coverage } from './text.ts';
export { focusDocuments } from './focus.ts';
export type { UnitFocus } from './focus.ts';
