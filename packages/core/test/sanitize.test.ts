import { describe, expect, it } from 'vitest';
import {
  createCourseSchema,
  createFeedbackSchema,
  hasForbiddenChars,
  signupSchema,
  stripBidiControls,
  toStorableText,
} from '../src/index.ts';

describe('bidi controls in what people type', () => {
  it('removes embeddings, overrides and isolates', () => {
    expect(stripBidiControls('Uni\u202Egnp.exe')).toBe('Unignp.exe');
    expect(stripBidiControls('\u202A\u202B\u202C\u202D\u202Ex\u2066\u2067\u2068\u2069')).toBe('x');
  });
  it('keeps LRM/RLM only in a right-to-left text', () => {
    expect(stripBidiControls('Notes\u200E here\u200F')).toBe('Notes here');
    expect(stripBidiControls('קורס\u200F (2026)')).toBe('קורס\u200F (2026)');
  });
  it('applies to course fields, feedback and the sign-up name', () => {
    const course = createCourseSchema.parse({
      name: ' \u202EBio ',
      teacher: '\u2066Dr. Cohen\u2069',
      description: '\u202E',
    });
    expect(course).toMatchObject({ name: 'Bio', teacher: 'Dr. Cohen', description: undefined });
    expect(createCourseSchema.safeParse({ name: '\u202E\u202C' }).success).toBe(false);
    expect(createFeedbackSchema.parse({ topic: 'bug', rating: 3, message: 'a\u202Db' }).message).toBe('ab');
    const signup = signupSchema.parse({
      fullName: 'Dana\u202E',
      email: 'd@example.com',
      password: 'secret1',
    });
    expect(signup.fullName).toBe('Dana');
  });
});

describe('characters that cannot be stored', () => {
  it('finds NUL and unpaired surrogates, not pairs', () => {
    expect(hasForbiddenChars('a\u0000')).toBe(true);
    expect(hasForbiddenChars('a\uD800b')).toBe(true);
    expect(hasForbiddenChars('a\uDC00')).toBe(true);
    expect(hasForbiddenChars('😀 שלום')).toBe(false);
  });
  it('repairs file text', () => {
    expect(toStorableText('a\u0000b\uD800c😀')).toBe('ab\uFFFDc😀');
  });
});
