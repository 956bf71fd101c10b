/**
 * English prose the sentence forms do not read (issue 11, decision 104, "prose" amendment): labelled paragraphs
 * under two leads of a notice ("... in the following instances:" / "The following uses ... require your express
 * written permission:"). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../src/index.ts';
import { finishDraft } from '../src/local/forms.ts';
import { isRunInLabel, labelGroups, leadPhrase, proseCandidates } from '../src/local/prose.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { doc as section, read } from './fixtures.ts';

const notice = section('Notice.docx', [
  'Uses without consent\n\nThe Clinic may also use and disclose your records without your consent or authorization in the following instances:\n' +
    'Appointment Reminders - We may use your records to remind you by telephone about appointments you have with us.\n' +
    'Disaster Relief – We may disclose your records to an authorized public entity to assist in disaster relief efforts.\n' +
    'Business Associate – The Clinic may disclose records to one of its business associates who bills insurers on its behalf.\n' +
    'Research – We may use your records for research projects that are subject to a special review process.\n' +
    'Fundraising – We may contact you with respect to fundraising campaigns run by the Clinic each year.',
  'Authorization\n\nThe following uses and/or disclosures specifically require your express written permission:\n\n' +
    'Marketing Purposes – We will not use or disclose your records for marketing purposes without your express written permission. However, we may tell you about our own services.\n\n' +
    'Sale of Health Information – We will not sell your records without your written authorization.',
]);

describe('labelled paragraphs under two leads', () => {
  it('reads the leads and their run-in labels, never a person or a sentence as a label', async () => {
    expect(
      leadPhrase(
        'The following uses and/or disclosures specifically require your express written permission:',
      ),
    ).toBe('the uses and/or disclosures that specifically require your express written permission');
    expect(leadPhrase('The Clinic may also use and disclose your records in the following instances:')).toBe(
      'the instances in which The Clinic may use and disclose your records',
    );
    expect(leadPhrase('Consider the following example:')).toBeNull();
    expect(isRunInLabel('Sale of Health Information')).toBe(true);
    expect(isRunInLabel('To Avert Serious Threat to Health or Safety')).toBe(false);
    expect(isRunInLabel('Electronic transfer of patient information')).toBe(false);
    const c = await read(notice);
    const groups = labelGroups(c);
    expect(groups.map((g) => g.labels.map((l) => l.label))).toEqual([
      ['Appointment Reminders', 'Disaster Relief', 'Business Associate', 'Research', 'Fundraising'],
      ['Marketing Purposes', 'Sale of Health Information'],
    ]);
  });

  it('asks which use needs written permission, with uses of the other lead as distractors', async () => {
    const c = await read(notice);
    const made = proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    expect(made.length).toBe(2);
    for (const d of made) {
      const q = finishDraft(c, d)!;
      expect(q.text).toBe(
        'According to the material, which of these is one of the uses and/or disclosures that specifically require your express written permission?',
      );
      const opts = q.options!.map(optionText);
      expect(['Marketing Purposes', 'Sale of Health Information']).toContain(opts[0]);
      // distractors: uses of the other lead, never a recipient ("Business Associate") nor the other key
      for (const o of opts.slice(1))
        expect(['Appointment Reminders', 'Disaster Relief', 'Research', 'Fundraising']).toContain(o);
      // the key's own paragraph is the quote
      expect(q.source.quote).toMatch(/^(?:Marketing Purposes|Sale of Health Information) – We will not/);
      expect(questionFlaws(q, { documents: [notice] })).toEqual([]);
    }
  });

  it('asks nothing from one lead alone, or when the other lead has fewer than three uses', async () => {
    const one = section('One.docx', [notice.units[1]!.text]);
    expect(proseCandidates(await read(one))).toEqual([]);
    const short = section('Short.docx', [
      'The Clinic may also use and disclose your records without your consent in the following instances:\n' +
        'Research – We may use your records for research projects that are subject to a special review process.\n' +
        'Fundraising – We may contact you with respect to fundraising campaigns run by the Clinic each year.',
      notice.units[1]!.text,
    ]);
    const made = proseCandidates(await read(short))
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null);
    expect(made).toEqual([]);
  });
});

const notes = section('Linear.md', [
  'Loss functions\n\nThe SVM classifier uses the hinge loss, or also sometimes called the max-margin loss. ' +
    'The Softmax classifier uses the cross-entropy loss. ' +
    'Some people use the squared hinge loss instead, which penalizes violated margins more strongly. ' +
    'The multiclass SVM loss wants the correct class to score higher than the others by a margin. ' +
    'The full loss is made up of two components: the data loss and the regularization loss.',
  'Softmax\n\nThe Softmax classifier gets its name from the softmax function, which is used to squash the raw class scores into normalized positive values that sum to one. ' +
    'The score function maps the pixel values of an image to class scores. ' +
    'The delta function is zero everywhere except at a single point. ' +
    'The regularization function depends only on the weights and not on the data. ' +
    'A commonly used cost function measures how unhappy we are with the scores.',
]);

describe('which <kind> does X use / which <kind> is used to', () => {
  const build = async (doc: SourceDocument) => {
    const c = await read(doc);
    return proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .map((d) => finishDraft(c, d)!);
  };

  it('asks which loss a classifier uses, with other losses of the material that are not its own', async () => {
    const qs = await build(notes);
    const q = qs.find(
      (x) => x.text === 'According to the material, which loss does the Softmax classifier use?',
    )!;
    expect(q).toBeTruthy();
    const opts = q.options!.map(optionText);
    expect(opts[0]).toBe('cross-entropy loss');
    // never the parts of a whole ("data loss", "regularization loss"): the classifier's loss holds them too
    expect(opts).not.toContain('data loss');
    expect(opts).not.toContain('regularization loss');
    for (const o of opts.slice(1))
      expect([
        'hinge loss',
        'max-margin loss',
        'squared hinge loss',
        'multiclass SVM loss',
        'SVM loss',
      ]).toContain(o);
    expect(questionFlaws(q, { documents: [notes] })).toEqual([]);
  });

  it('never offers an alias named beside the key, a name nested in it, or a name of the subject', async () => {
    const qs = await build(notes);
    // the SVM question would need three losses that are neither the hinge loss's alias (max-margin loss), nor
    // nested in it (squared hinge loss), nor the SVM's own (multiclass SVM loss), nor parts (data loss)
    expect(qs.find((x) => /SVM classifier use/.test(x.text))).toBeUndefined();
  });

  it('asks which function is used to do what the material says, never with the key in the stem', async () => {
    const qs = await build(notes);
    const q = qs.find((x) => /which function is used to squash/.test(x.text))!;
    expect(q.text).toBe(
      'According to the material, which function is used to squash the raw class scores into normalized positive values that sum to one?',
    );
    const opts = q.options!.map(optionText);
    expect(opts[0]).toBe('softmax function');
    for (const o of opts.slice(1))
      expect(['delta function', 'regularization function', 'cost function']).toContain(o);
    // "score function" shares a word with the stem ("class scores"): no option echoes the stem but the key's kind
    expect(questionFlaws(q, { documents: [notes] })).toEqual([]);
  });

  it('reads no relation from a pointing clause or a possession', async () => {
    const doc = section('Bad.md', [
      'The other popular choice is the Softmax classifier, which has a different loss function. ' +
        'The last one is the Structured SVM, which maximizes this margin over all of them. ' +
        'It uses the hinge loss. The score function maps pixels to scores. A linear function gives scores. ' +
        'The regularization function depends on the weights. The cost function measures unhappiness.',
    ]);
    expect(await build(doc)).toEqual([]);
  });
});

describe('rights and duties', () => {
  const rightsDoc = section('Rights.docx', [
    'Your Rights\n\nThe records we keep belong to the Clinic. The information in them belongs to you. You have the right to:\n\n' +
      'Receive, read, and ask questions about this notice. Ask us to restrict certain uses and disclosures. You must deliver this request in writing.\n' +
      'Ask us to change your health information. You may give us this request in writing.\n' +
      'Cancel prior authorizations by giving us a written revocation.',
    'Our Responsibilities\n\nWe are required to:\n\nKeep your protected health information private.\nFollow the terms of this Notice.',
  ]);

  it('asks no "NOT a right" with a duty of the other lead as its key (odd one out by wording, eng-slides)', async () => {
    const c = await read(rightsDoc);
    const qs = proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .map((d) => finishDraft(c, d)!);
    expect(qs.filter((q) => /right to do/.test(q.text))).toEqual([]);
  });

  it('never reads a sentence about the request as a right, and asks nothing without a duties lead', async () => {
    const c = await read(section('R.docx', [rightsDoc.units[0]!.text]));
    expect(proseCandidates(c)).toEqual([]);
    const c2 = await read(rightsDoc);
    const items = proseCandidates(c2)
      .map((x) => x.build(new Set()))
      .flatMap((d) => (d ? d.distractors : []));
    expect(items.some((o) => /^You /.test(o))).toBe(false);
  });
});

describe('for what purpose may your PHI be disclosed to ...', () => {
  const doc = section('Uses.docx', [
    'Uses\n\nHealth Oversight Activities – We may disclose your PHI to a health oversight agency for activities authorized by law, including audits, investigations and inspections.\n\n' +
      'Coroners – We may disclose your PHI to a medical examiner for identifying a deceased person and determining cause of death.\n\n' +
      'Disaster Relief - We also may disclose your PHI to an authorized public or private entity to assist in disaster relief efforts.\n\n' +
      'Special Government Functions – We may disclose information about you to authorized federal officials for intelligence and other national security activities authorized by law.\n\n' +
      'Workers Compensation – We may disclose your PHI to the extent necessary to comply with workers compensation laws.\n\n' +
      'Organ Donation – We may disclose your PHI to organ procurement organizations to facilitate organ donation.',
  ]);

  it('asks the purpose the material gives for one recipient, the others purposes given for other recipients', async () => {
    const c = await read(doc);
    const qs = proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .map((d) => finishDraft(c, d)!);
    const q = qs.find((x) => /health oversight agency\?$/.test(x.text))!;
    expect(q.text).toBe(
      'According to the material, for what purpose may your PHI be disclosed to a health oversight agency?',
    );
    const opts = q.options!.map(optionText);
    // the notice's refrain "authorized by law" is left out of every option: it would pair two of them
    expect(opts[0]).toBe('for activities, including audits, investigations and inspections');
    expect(opts.slice(1).sort()).toEqual(
      [
        'for identifying a deceased person and determining cause of death',
        'for intelligence and other national security activities',
        'to assist in disaster relief efforts',
      ].sort(),
    );
    expect(questionFlaws(q, { documents: [doc] })).toEqual([]);
  });

  it('never asks about a recipient too general to tell purposes apart, "the extent necessary", or one naming its purpose', async () => {
    const c = await read(doc);
    const stems = proseCandidates(c)
      .map((x) => x.build(new Set()))
      .filter((d) => d !== null)
      .map((d) => d.stem);
    expect(stems.some((t) => /entity|extent|organ/.test(t))).toBe(false);
  });
});
