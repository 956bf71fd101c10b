/**
 * Lines after an infinitive lead-in (issue 11, eng-lists8, decision 104): "You have the right to:" goes on in each
 * line as a verb phrase, and a line of a notice may hold several of them ("Have us review a denial of access ... Ask
 * us to change your health information. You may give us this request in writing."). The items are the sentences
 * that go on from the lead, every one of them; a sentence with a subject of its own ("When you request, we will give
 * you a list ...", "You must ask in writing.", "Please sign ...") says what someone does about an item and is no
 * item. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import { continuesLead } from '../src/local/analysis.ts';
import { doc, read } from './fixtures.ts';

const NOTICE = doc('Clinic notice.docx', [
  'Your Rights\n\nThe records we keep belong to the Clinic. The information in them belongs to you. You have the right to:\n\n' +
    'Read and ask questions about this notice. Ask us to limit certain uses of your records. You must ask in writing.\n' +
    'Have us review a refusal to show you your records. Ask us to correct your health information. You may write a statement if we refuse.\n' +
    'When you ask, we will give you a list of the people we shared your records with. The list is free once a year.\n' +
    'Ask that we contact you at another address. Please sign and date your request. Cancel an earlier permission in writing.\n\n' +
    'Our Duties\n\nWe are required to:\n\nKeep your health information private.\nGive you this notice.\nFollow the terms of this notice.\n',
]);

describe('lines after an infinitive lead-in (eng-lists8)', () => {
  it('reads every sentence that goes on from the lead as an item, and no sentence with its own subject', async () => {
    const c = await read(NOTICE);
    const rights = c.lists.find((l) => l.lead === 'You have the right to:')!;
    expect(rights.items).toEqual([
      'Read and ask questions about this notice',
      'Ask us to limit certain uses of your records',
      'Have us review a refusal to show you your records',
      'Ask us to correct your health information',
      'Ask that we contact you at another address',
      'Cancel an earlier permission in writing',
    ]);
    expect(rights.items.some((x) => /^(?:When|You|Please|The list)\b/.test(x))).toBe(false);
    // the quote keeps every line as written
    expect(rights.quote).toContain('When you ask, we will give you a list');
    const duties = c.lists.find((l) => l.lead === 'We are required to:')!;
    expect(duties.items).toEqual([
      'Keep your health information private',
      'Give you this notice',
      'Follow the terms of this notice',
    ]);
  });

  it('tells a verb phrase that goes on from "to" from a sentence with a subject of its own', () => {
    for (const s of [
      'Ask us to change your health information.',
      'Request a paper copy of this notice.',
      'Have us review a denial.',
      'Cancel prior permissions in writing.',
    ])
      expect(continuesLead(s)).toBe(true);
    for (const s of [
      'When you request, we will give you a list.',
      'You must deliver this request in writing.',
      'Please sign and date your request.',
      'Records are kept for six years.',
      'Sometimes, you cannot cancel a permission.',
    ])
      expect(continuesLead(s)).toBe(false);
  });
});

describe('lines after a lead-in whose "to" is a preposition (eng-lists8)', () => {
  it('keeps one item per line when the first line is no verb phrase', async () => {
    const c = await read(
      doc('Policy.docx', [
        'Scope\n\nThe policy applies to:\n\nAll employees of the clinic.\nContractors and temporary staff.\nVisitors to the offices.\n',
      ]),
    );
    expect(c.lists.find((l) => l.lead === 'The policy applies to:')?.items).toEqual([
      'All employees of the clinic',
      'Contractors and temporary staff',
      'Visitors to the offices',
    ]);
  });
});

describe('bulleted lines after an infinitive lead-in (eng-lists8)', () => {
  it('reads the verb phrases of bulleted lines and passes over a bulleted line with its own subject', async () => {
    const c = await read(
      doc('Notice.txt', [
        'Rights\n\nYou have the right to:\n\n' +
          '• Ask us to limit certain uses of your records. You must ask in writing.\n' +
          '• When you ask, we will give you a list of disclosures.\n' +
          '• Ask us to correct your health information.\n• Cancel an earlier permission in writing.\n',
      ]),
    );
    expect(c.lists.find((l) => l.lead === 'You have the right to:')?.items).toEqual([
      'Ask us to limit certain uses of your records',
      'Ask us to correct your health information',
      'Cancel an earlier permission in writing',
    ]);
  });
});
