/**
 * Prose questions v3 (issue 11, decision 104): list options a reader can hold members of the asked list (a garbled
 * line, a line that names the list's idea in other words) are neither keys nor distractors, and options of a list
 * whose lines all open alike open alike. Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  EngineError,
  type GeneratedQuestion,
  type GenerateRequest,
  type SourceDocument,
} from '../src/index.ts';
import { garbledItem, namesTopicIdea } from '../src/local/items.ts';
import { optionText, questionFlaws } from '../src/quality.ts';

const doc = (name: string, texts: string[]): SourceDocument => ({
  id: name,
  name,
  unitKind: 'section',
  units: texts.map((text, i) => ({ number: i + 1, text })),
});
const engine = createEngine({ engine: 'local' });
async function questionsOf(documents: SourceDocument[], seeds = [1, 2, 3, 4, 5, 6]) {
  const out = [];
  for (const seed of seeds) {
    const r: GenerateRequest = {
      documents,
      difficulty: 'medium',
      questionType: 'multiple-choice',
      questionCount: 10,
      seed,
    };
    try {
      out.push(...(await engine.generate(r)).questions);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      if (e.supported) out.push(...(await engine.generate({ ...r, questionCount: e.supported })).questions);
    }
  }
  return out;
}
const keyOf = (q: GeneratedQuestion) =>
  optionText(q.options![['A', 'B', 'C', 'D'].indexOf(String(q.correctAnswer))]!);

const HEALTH = [
  'To prevent or control disease, injury or disability',
  'To report births or deaths',
  'To report child, elder, or dependent adult abuse or neglect',
  'To report reactions to medications or problems with products',
  'To notify people of recalls of products they may be using',
];
const NOTICE = doc('Privacy notice.docx', [
  'Public Health and Safety Activities – The clinic may disclose your health information for public health and ' +
    'safety activities. These activities generally include:\n\n' +
    HEALTH.join('\n') +
    '\n\n' +
    'Law Enforcement Purposes – We may disclose your health information to police officials for these purposes:\n\n' +
    'As required by law\nIn response to a court, grand jury or administrative order, warrant or subpoena\n' +
    'To identify or locate a suspect, fugitive, material witness or missing person\n' +
    'To alert a potential victim or victims or intending harm ("duty to warn")\n' +
    'About crimes that occur at our facilities\n',
  'Our Responsibilities\n\nWe are required to:\n\nKeep your protected health information private.\n' +
    'Give you this notice.\nFollow the terms of this notice.\n\n' +
    'You have the right to:\n\nAsk us to restrict certain uses of your records. You must ask in writing.\n' +
    'Request a paper copy of this notice\n' +
    'Ask us to change your health information\n',
]);

describe('list options a reader could hold members of the asked list (v3)', () => {
  it('never offers the garbled "duty to warn" line, and keys a plain law-enforcement line for "NOT a safety activity"', async () => {
    const qs = (await questionsOf([NOTICE])).filter(
      (q) => q.form === 'list-member' || q.form === 'list-non-member',
    );
    const health = qs.filter((q) => /public health and safety/.test(q.text));
    expect(health.length).toBeGreaterThan(0);
    for (const q of qs) {
      expect(questionFlaws(q, { documents: [NOTICE] })).toEqual([]);
      for (const o of q.options!) expect(optionText(o)).not.toMatch(/duty to warn|intending harm/);
    }
    for (const q of health) {
      // every line of the list opens with "To": so does every option ("About crimes ..." is the odd one out)
      for (const o of q.options!) expect(optionText(o)).toMatch(/^To /);
      if (q.form === 'list-non-member')
        expect(keyOf(q)).toBe(
          'To identify or locate a suspect, fugitive, material witness or missing person',
        );
      else expect(HEALTH).toContain(keyOf(q));
    }
  });

  it('tells a garbled line from a plain one (English and Hebrew)', () => {
    expect(garbledItem('To alert a potential victim or victims or intending harm ("duty to warn")')).toBe(
      true,
    );
    expect(garbledItem('To identify or locate a suspect, fugitive, material witness or missing person')).toBe(
      false,
    );
    expect(garbledItem('To notify a person at risk for contracting or spreading a disease')).toBe(false);
    expect(garbledItem('To close open files or running processes')).toBe(false);
    expect(garbledItem('To report births or deaths (as the law requires')).toBe(true);
    expect(garbledItem('To report the the births')).toBe(true);
    expect(garbledItem('לדווח על לידות ועל פטירות')).toBe(false);
    expect(garbledItem('לדווח על לידות (לפי החוק')).toBe(true);
    expect(garbledItem('לדווח על על לידות')).toBe(true);
  });

  it('holds a line that names the topic in other words a possible member of it', () => {
    expect(
      namesTopicIdea('To alert a potential victim of intending harm', 'public health and safety activities'),
    ).toBe(true);
    expect(namesTopicIdea('To identify or locate a suspect', 'public health and safety activities')).toBe(
      false,
    );
    expect(
      namesTopicIdea('To alert a potential victim of intending harm', 'disclosures for law enforcement'),
    ).toBe(false);
  });
});
