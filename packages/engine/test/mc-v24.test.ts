/**
 * Local engine v2.4 (issue 11, decision 104): more good questions from prose documents: lists read from lines
 * after a lead-in ("We are required to:", "These activities generally include:"), as DOCX gives them, and
 * definition-from-term from every definition of the document. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { candidatesOf } from '../src/local/select.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { doc, mcRequest, questionsOverSeeds, read, NOTICE_PUBLIC_HEALTH } from './fixtures.ts';

const questionsOf = (documents: SourceDocument[]) => questionsOverSeeds(mcRequest(documents), [1, 2, 3, 4]);

const NOTICE = doc('Privacy notice.docx', [
  NOTICE_PUBLIC_HEALTH +
    'As required by a court order\nTo identify or locate a suspect, fugitive or missing person\n' +
    'To alert officials to a death that may have resulted from criminal conduct\n' +
    'About crimes that occur at our facilities\n',
  'Our Responsibilities\n\nWe are required to:\n\nKeep your protected health information private.\n' +
    'Give you this notice.\nFollow the terms of this notice.\n\n' +
    'You have the right to:\n\nAsk us to restrict certain uses of your records. You must ask in writing.\n' +
    'Request a paper copy of this notice\n' +
    'Ask us to change your health information\n',
  'Table of Contents:\n\nPublic health\nLaw enforcement\nYour rights\n',
]);

describe('lists after a lead-in (v2.4)', () => {
  it('reads one item per line after a lead-in, naming the list by its run-in label or quoting the lead', async () => {
    const c = await read(NOTICE);
    const byLead = new Map(c.lists.filter((l) => l.lead).map((l) => [l.lead, l]));
    const health = byLead.get('These activities generally include:')!;
    expect(health.topic).toBe('public health activities');
    expect(health.items).toContain('To report births or deaths');
    expect(byLead.get('We are required to:')?.items).toEqual([
      'Keep your protected health information private',
      'Give you this notice',
      'Follow the terms of this notice',
    ]);
    expect(byLead.get('We are required to:')?.quoted).toBe(true);
    // a line of several sentences gives its first one
    expect(byLead.get('You have the right to:')?.items).toEqual([
      'Ask us to restrict certain uses of your records',
      'Request a paper copy of this notice',
      'Ask us to change your health information',
    ]);
    // a heading with a colon is no lead-in
    expect(c.lists.some((l) => l.lead && /contents/i.test(l.lead))).toBe(false);
  });

  it('asks which line belongs to a list, the other options from sibling lists of the same shape', async () => {
    const qs = (await questionsOf([NOTICE])).filter(
      (q) => q.form === 'list-member' || q.form === 'list-non-member',
    );
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      expect(questionFlaws(q, { documents: [NOTICE] })).toEqual([]);
      expect(q.text).not.toMatch(/contents/i);
      const key = optionText(q.options![['A', 'B', 'C', 'D'].indexOf(q.correctAnswer)]!);
      if (q.form === 'list-member' && /public health/.test(q.text))
        expect([
          'To prevent or control disease, injury or disability',
          'To report births or deaths',
          'To report reactions to medications or problems with products',
          'To notify people of recalls of products they may be using',
        ]).toContain(key);
    }
  });
});

describe('definition from term (v2.4)', () => {
  it('takes the definitions of other terms of the document as options, whatever their article', async () => {
    const notes = doc('Tools.md', [
      'Firedrake is a popular software package for solving partial differential equations with finite elements.\n\n' +
        'Dedalus is a software package for solving fluid problems with spectral methods.\n\n' +
        'Automatic differentiation is a basic tool in machine learning for computing gradients of programs.\n\n' +
        'Gaussian elimination is a direct method for solving linear systems by row operations on a matrix.\n\n' +
        'Backpropagation is a method for computing the gradients of a neural network layer by layer.\n\n' +
        // methods of other articles: a definition's options are definitions of things of its kind (eng-distract)
        "Newton's method is the classic approach for finding zeros from tangent lines.\n\n" +
        'Bisection is an approach for locating a zero by halving an interval with a sign change.\n\n' +
        'Firedrake and Dedalus both solve partial differential equations on parallel computers.\n\n' +
        'Automatic differentiation, backpropagation and Gaussian elimination are used by both packages.',
    ]);
    const qs = (await questionsOf([notes])).filter((q) => q.form === 'definition-from-term');
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      expect(questionFlaws(q, { documents: [notes] })).toEqual([]);
      const term = /"(.+)"/.exec(q.text)![1]!.toLowerCase();
      const key = optionText(q.options![['A', 'B', 'C', 'D'].indexOf(q.correctAnswer)]!);
      expect(notes.units[0]!.text.toLowerCase()).toContain(`${term} is ${key.toLowerCase()}`);
      // no software package among methods (readers at 26d222d)
      for (const o of q.options!.map(optionText)) expect(o).not.toMatch(/software package|tool in/);
    }
  });

  it('drops the articles of every option when bodies with and without one must stand together', async () => {
    const book = doc('Ownership.md', [
      'Ownership is a set of rules that govern how a Rust program manages memory.\n\n' +
        'A scope is the range within a program for which an item is valid.\n\n' +
        'The length is how much memory, in bytes, the contents of the String are currently using.\n\n' +
        'The capacity is the total amount of memory, in bytes, that the String has received from the allocator.\n\n' +
        'Ownership, scope, length and capacity are all about memory that a String uses while it is valid.',
    ]);
    // every definition-from-term question the material offers (the selection may prefer other forms)
    const corpus = await read(book);
    const qs = candidatesOf(corpus, mcRequest([book]), 1)
      .filter((c) => c.form === 'definition-from-term')
      .map((c) => c.make(new Set())?.q)
      .filter((q) => !!q);
    expect(qs.length).toBe(4);
    for (const q of qs) {
      expect(questionFlaws(q, { documents: [book] })).toEqual([]);
      const opts = q.options!.map(optionText);
      // one shape: either every option opens with an article or none does
      const withArticle = opts.filter((o) => /^(?:a|an|the)\s/i.test(o)).length;
      expect([0, 4]).toContain(withArticle);
    }
  });
});
