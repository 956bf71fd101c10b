/**
 * Slide decks v4 and list non-members (issue 11, decision 104, eng-slides): a code name described on its slide by
 * one line that names what it is (".htaccess" - "Per-directory configuration files") is asked from that line among
 * names of its kind, never from a line that says only the kind ("Configuration file directive") nor from a line
 * spelt with the name ("Accessed for every request"); and a "which is NOT ..." question never takes its odd option
 * from a list of another party (a duty of the practice among the patient's rights). Every fixture is built here.
 */
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  EngineError,
  type GeneratedQuestion,
  type GenerateRequest,
  type SourceDocument,
} from '../src/index.ts';
import { finishDraft, leadParty } from '../src/local/forms.ts';
import { namesKind, namesRole, slideCandidates } from '../src/local/slides.ts';
import { optionText, questionFlaws } from '../src/quality.ts';
import { rng } from '../src/text.ts';
import { doc, read, slides } from './fixtures.ts';

const DECK = [
  'Apache Performance Tuning\n\nPart 1: Scaling Up',
  'MaxClients\n\nConfiguration file directive\nMaximum number of workers\nApache 1.3, 2 Prefork: processes\nLimit according to resources (memory, CPU)',
  'DNS Lookups\n\nHostnameLookups\nAccess Control\nBad: Deny from example.com',
  '.htaccess Files\n\nPer-directory configuration files\nAccessed for every request\nBest performance: AllowOverride none',
  'Web Server Logs\n\nErrorLog\nLogLevel: debug, info, notice, warn, error, crit\nAccess Log: TransferLog or CustomLog',
  'Tune your App Tier\n\nTomcat\nEdit server.xml, tune minProcessors, maxProcessors\nTune max_connections variable in my.cnf\nLinux: /etc/security/limits.conf',
];

async function termDrafts(deck: SourceDocument, seed = 1) {
  const c = await read(deck);
  return slideCandidates(c, rng(seed))
    .filter((x) => x.form === 'term-from-definition')
    .map((x) => x.build(new Set()))
    .filter((d) => d !== null)
    .map((d) => ({ d, q: finishDraft(c, d)! }));
}

describe('a code name described by one line of its slide', () => {
  it('asks .htaccess from "Per-directory configuration files" among the other files of the deck', async () => {
    const deck = slides('Tuning.pptx', DECK);
    for (const seed of [1, 2, 3]) {
      const built = await termDrafts(deck, seed);
      const ht = built.find((x) => x.d.key === '.htaccess');
      expect(ht).toBeDefined();
      expect(ht!.d.stem).toBe(
        'Which of these does the material describe as "Per-directory configuration files"?',
      );
      // "Accessed for every request" spells "access" of .htaccess: it is never in the stem
      expect(ht!.d.distractors.sort()).toEqual(['limits.conf', 'my.cnf', 'server.xml']);
      expect(ht!.q.source.quote).toBe('.htaccess Files\n\nPer-directory configuration files');
      expect(questionFlaws(ht!.q, { documents: [deck] })).toEqual([]);
      // "Configuration file directive" fits every directive: MaxClients is not asked from it
      expect(built.some((x) => x.d.key === 'MaxClients')).toBe(false);
    }
  });

  it('asks nothing from one line that is no noun phrase of the kind', async () => {
    const deck = slides('Tuning2.pptx', [
      ...DECK.filter((t) => !t.startsWith('.htaccess')),
      '.htaccess Files\n\nRead on every request\nBest performance: AllowOverride none',
    ]);
    const built = await termDrafts(deck);
    expect(built.some((x) => x.d.key === '.htaccess')).toBe(false);
  });

  it('tells a line naming what a name is from one naming only its kind or spelt with the name', () => {
    expect(namesKind('Per-directory configuration files', 'file')).toBe(true);
    expect(namesKind('Configuration file directive', 'camel')).toBe(false);
    expect(namesKind('Per-directory configuration files', 'camel')).toBe(false);
    expect(namesKind('Accessed for every request', 'file')).toBe(false);
    expect(namesKind('Used by every configuration file', 'file')).toBe(false);
    expect(namesKind('Process monitoring command', 'command')).toBe(true);
    expect(namesRole('Accessed for every request', '.htaccess')).toBe(true);
    expect(namesRole('Per-directory configuration files', '.htaccess')).toBe(false);
  });
});

const NOTICE = doc('Notice.docx', [
  'Your Health Information Rights\n\nThe records we keep belong to the Clinic. The information in them belongs to you. You have the right to:\n\n' +
    'Receive, read, and ask questions about this notice.\nAsk us to restrict certain uses and disclosures.\n' +
    'Request a paper copy of the most current notice.\nAsk us to change your health information.\n' +
    'Cancel prior authorizations by giving us a written revocation.',
  'Our Responsibilities\n\nWe are required to:\n\nKeep your protected health information private.\n' +
    'Give you this notice of our legal duties.\nFollow the terms of this Notice.\n' +
    'Notify you if we are unable to agree to a requested restriction.',
  'Other Requests\n\nYou may also ask us to:\n\nChoose how we contact you about appointments.\n' +
    'Obtain an accounting of disclosures of your information.\nInspect the records we keep about your care.\n' +
    'Revoke a consent you gave us in writing.',
]);
const RIGHTS = [
  'Receive, read, and ask questions about this notice',
  'Ask us to restrict certain uses and disclosures',
  'Request a paper copy of the most current notice',
  'Ask us to change your health information',
  'Cancel prior authorizations by giving us a written revocation',
];
const DUTIES = [
  'Keep your protected health information private',
  'Give you this notice of our legal duties',
  'Follow the terms of this Notice',
  'Notify you if we are unable to agree to a requested restriction',
];

const engine = createEngine({ engine: 'local' });
async function questionsOf(documents: SourceDocument[], seeds = [1, 2, 3, 4, 5, 6]) {
  const out: GeneratedQuestion[] = [];
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

describe('a list non-member of the same party', () => {
  it('never offers a duty of the practice beside the rights of the patient, nor the other way round', async () => {
    const qs = await questionsOf([NOTICE]);
    // the lists are still asked, each among its own party's lines
    expect(qs.filter((q) => /list/.test(q.form ?? '')).length).toBeGreaterThan(0);
    for (const q of qs) {
      const opts = q.options!.map(optionText).map((o) => o.replace(/\.$/, ''));
      const rights = opts.filter((o) => RIGHTS.includes(o)).length;
      const duties = opts.filter((o) => DUTIES.includes(o)).length;
      expect(rights === 0 || duties === 0, `${q.text} ${opts.join(' | ')}`).toBe(true);
      expect(q.text).not.toMatch(/NOT something you have the right to do/);
    }
  });

  it('reads the party a lead names', () => {
    expect(leadParty('We are required to:')).toBe('we');
    expect(leadParty('You have the right to:')).toBe('you');
    expect(leadParty('The information in them belongs to you. You have the right to:')).toBe('you');
    expect(leadParty('These activities generally include:')).toBe('');
    expect(
      leadParty(
        'The following uses and/or disclosures specifically require your express written permission:',
      ),
    ).toBe('');
    // Hebrew leads name no party the rule reads: their lists keep their siblings
    expect(leadParty('הפעילויות כוללות:')).toBe('');
  });
});
