import { describe, expect, it } from 'vitest';
import { extractTxt } from '../src/index.ts';

const enc = (s: string) => new TextEncoder().encode(s);

describe('Markdown from book tools', () => {
  it('drops mdBook include directives, whose paths are not course text, and keeps the code and prose around them', async () => {
    const md = [
      '# Ownership',
      '',
      'Each value in Rust has an owner.',
      '',
      '```rust',
      '{{#rustdoc_include ../listings/ch04-understanding-ownership/listing-04-01/src/main.rs:here}}',
      '```',
      '',
      '```rust',
      '  {{#include ../listings/ch04/no-listing-02/src/main.rs}}',
      'let s = String::from("hello");',
      '```',
      '',
      'When the owner goes out of scope, the value is dropped.',
    ].join('\n');
    const r = await extractTxt(enc(md), { markdown: true });
    const text = r.units.map((u) => u.text).join('\n');
    expect(text).not.toMatch(/rustdoc_include|listings|src\/main\.rs|\{\{#/);
    expect(text).toContain('Each value in Rust has an owner.');
    expect(text).toContain('let s = String::from("hello");');
    expect(text).toContain('When the owner goes out of scope, the value is dropped.');
  });

  it('drops link reference definitions, which are addresses, and keeps the link text in the prose', async () => {
    const md = [
      'Strings are described in [Chapter 8][ch8] and traits in [Chapter 10][traits].',
      '',
      '[ch8]: ch08-02-strings.html',
      '[traits]: ch10-02-traits.html "Traits"',
    ].join('\n');
    const r = await extractTxt(enc(md), { markdown: true });
    const text = r.units.map((u) => u.text).join('\n');
    expect(text).not.toMatch(/html|\[ch8\]/);
    expect(text).toContain('Chapter 8');
  });

  it('keeps a line that only mentions double braces in prose', async () => {
    const r = await extractTxt(enc('Templates write {{#each items}} to repeat a block.'), { markdown: true });
    expect(r.units[0]!.text).toContain('{{#each items}} to repeat a block.');
  });
});

describe('HTML written over several lines in Markdown', () => {
  it('removes an <img> tag wrapped over lines whole, so its attributes never become words of the text', async () => {
    const md = [
      'The pointer, the length and the capacity are on the stack.',
      '',
      '<img alt="Two tables: the first table contains the representation of s1 on the',
      'stack. The second table contains the',
      'string data on the heap, byte by byte." src="img/trpl04-01.svg" class="center"',
      'style="width: 50%;" />',
      '',
      'The length is how much memory the contents are using.',
    ].join('\n');
    const r = await extractTxt(enc(md), { markdown: true });
    const text = r.units.map((u) => u.text).join('\n');
    expect(text).not.toMatch(/\bsrc\b|svg|class=|style|byte by byte/);
    expect(text).toContain('The pointer, the length and the capacity are on the stack.');
    expect(text).toContain('The length is how much memory the contents are using.');
  });

  it('leaves a comparison in prose alone', async () => {
    const r = await extractTxt(enc('When a <b and b <c we have a <c.\nSo the order is transitive.'), {
      markdown: true,
    });
    expect(r.units[0]!.text).toContain('a <c');
  });
});
