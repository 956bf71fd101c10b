/**
 * eng-why (issue 11, decision 104): a list after "Here are some of the types that implement Copy:" is read as a
 * list of its content, named by what the lead-in says follows; a "Here is/are" that points at a figure or code
 * still leads no list. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { doc, read } from './fixtures.ts';

const OWNERSHIP = doc('Ownership.md', [
  'Stack-Only Data: Copy\n\nAs a general rule, any group of simple scalar values can implement Copy, and nothing ' +
    'that requires allocation or is some form of resource can implement Copy. Here are some of the types that ' +
    'implement Copy:\n\nAll the integer types, such as u32.\nThe Boolean type, bool, with values true and false.\n' +
    'All the floating-point types, such as f64.\nThe character type, char.\n' +
    'Tuples, if they only contain types that also implement Copy. For example, (i32, i32) implements Copy.\n',
  'Listings\n\nThe compiler reports an error when a moved value is used. Here are the results:\n\n' +
    'First run\nSecond run\nThird run\n',
]);

describe('lists after "Here are ..."', () => {
  it('reads the lines after "Here are some of the types that implement Copy:" as that list', async () => {
    const c = await read(OWNERSHIP);
    const copy = c.lists.find((l) => /implement Copy/.test(l.lead ?? ''));
    expect(copy?.topic).toBe('types that implement Copy');
    expect(copy!.items).toEqual([
      'All the integer types, such as u32',
      'The Boolean type, bool, with values true and false',
      'All the floating-point types, such as f64',
      'The character type, char',
      'Tuples, if they only contain types that also implement Copy',
    ]);
  });

  it('never reads "Here are the results:" as a list: it names no kind of thing', async () => {
    const c = await read(OWNERSHIP);
    expect(c.lists.some((l) => /results|run/i.test(`${l.topic} ${l.items.join(' ')}`))).toBe(false);
  });
});
