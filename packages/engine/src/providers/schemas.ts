/** The output schemas of the AI adapters: zod validates each answer, and the JSON schema sent is derived from it. */
import { z } from 'zod';
import { MC_QUESTION_FORMS, OPEN_QUESTION_FORMS } from '@studypilot/core';

export const mcItemSchema = z.object({
  form: z.enum(MC_QUESTION_FORMS),
  question: z.string().min(5),
  options: z.array(z.string().min(1)).length(4),
  correct: z.enum(['A', 'B', 'C', 'D']),
  explanation: z.string().min(1),
  documentId: z.string().min(1),
  unit: z.number().int().min(1),
  quote: z.string().min(5),
});
export const openItemSchema = z.object({
  form: z.enum(OPEN_QUESTION_FORMS),
  question: z.string().min(5),
  sampleAnswer: z.string().min(5),
  keyIdeas: z.array(z.string().min(1)).min(1).max(8),
  explanation: z.string().min(1),
  documentId: z.string().min(1),
  unit: z.number().int().min(1),
  quote: z.string().min(5),
});
export const mcOutputSchema = z.object({ questions: z.array(mcItemSchema) });
export const openOutputSchema = z.object({ questions: z.array(openItemSchema) });
export const gradeOutputSchema = z.object({
  score: z.number().min(0).max(100),
  feedback: z.string(),
  covered: z.array(z.string()),
  missed: z.array(z.string()),
});

/** Keywords that strict structured-output modes reject; zod validates them on the way back instead. */
const UNSUPPORTED_KEYWORDS = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);
function forProvider(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forProvider);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !UNSUPPORTED_KEYWORDS.has(k))
      .map(([k, v]) => [k, k === 'enum' || k === 'required' ? v : forProvider(v)]),
  );
}
/** The JSON schema sent to a provider, derived from the zod schema that validates its answer. */
export function providerSchema(schema: z.ZodType): Record<string, unknown> {
  return forProvider(z.toJSONSchema(schema)) as Record<string, unknown>;
}
/** JSON schemas sent to the providers (every object strict: all properties required, no others). */
export const JSON_SCHEMAS = {
  'multiple-choice': providerSchema(mcOutputSchema),
  'open-ended': providerSchema(openOutputSchema),
  grade: providerSchema(gradeOutputSchema),
};
