import { describe, expect, it } from 'vitest';
import { extractTxt } from '../src/index.ts';

const enc = (s: string) => new TextEncoder().encode(s);

describe('HTML comments in Markdown (eng-md)', () => {
  it('drops an author note after a link, one over two lines and a line of its own, and keeps the sentence whole', async () => {
    const md = [
      '# Copy',
      '',
      'Rust has a special annotation called the `Copy` trait that we can place on types',
      'that are stored on the stack (we’ll talk more about traits in [Chapter 10][traits]<!-- ignore -->). If a',
      'type implements the `Copy` trait, variables that use it do not move.',
      '',
      'We’ll discuss this syntax more in the [“Methods”][methods]<!--',
      'ignore --> section of Chapter 5.',
      '',
      '<!-- Old headings. Do not remove or links may break. -->',
      '',
      'Each value in Rust has an owner.',
      '',
      '```html',
      '<!-- a comment inside code stays -->',
      '```',
    ].join('\n');
    const r = await extractTxt(enc(md), { markdown: true });
    const text = r.units.map((u) => u.text).join('\n');
    expect(text.replace('<!-- a comment inside code stays -->', '')).not.toMatch(
      /ignore|Old headings|links may break|<!--|-->/,
    );
    expect(text).toContain(
      'Rust has a special annotation called the Copy trait that we can place on types that are stored on the stack (we’ll talk more about traits in Chapter 10). If a type implements the Copy trait, variables that use it do not move.',
    );
    expect(text).toContain('We’ll discuss this syntax more in the “Methods” section of Chapter 5.');
    expect(text).toContain('Each value in Rust has an owner.');
    expect(text).toContain('<!-- a comment inside code stays -->');
  });

  it('keeps a comment left open, as it was', async () => {
    const md = [
      'Ownership is a set of rules. <!-- a note that never closes',
      '',
      'Each value has an owner.',
    ].join('\n');
    const text = (await extractTxt(enc(md), { markdown: true })).units.map((u) => u.text).join('\n');
    expect(text).toContain('Each value has an owner.');
    expect(text).toContain('Ownership is a set of rules.');
  });
});
