/**
 * What the material sets against two things (eng-cs231n, local/contrasts.ts): "Unlike A which P, B Q",
 * "Compared to B, A is P" and two neighbouring sentences saying one verb of two things of one kind ask which holds
 * for one and not for the other; the distractors are what the material says of the other side.
 */
import { describe, expect, it } from 'vitest';
import { contrastCandidates } from '../src/local/contrasts.ts';
import { optionText, keyIndex } from '../src/index.ts';
import { builtQuestions, doc } from './fixtures.ts';

const TRANSPORT = doc('transport-notes', [
  [
    'Transport protocols carry the data of applications between two hosts of a network.',
    'Unlike the UDP protocol which sends datagrams without any handshake, the TCP protocol establishes a connection before the data flows.',
    'Unlike the UDP protocol which delivers datagrams in any order, the TCP protocol delivers the bytes in the order they were sent.',
    'Compared to the TCP protocol, the UDP protocol is a lighter transport for short messages, which suits name lookups.',
    'The TCP protocol uses acknowledgements to confirm every delivered segment.',
    'The UDP protocol uses checksums to detect corrupted datagrams.',
  ].join(' '),
]);

const textOf = (q: { options?: string[] | null }) => (q.options ?? []).map(optionText);

describe('contrasts: what the material says of one side and not of the other', () => {
  it('asks which holds for one side, the distractors what the material says of the other', async () => {
    const qs = await builtQuestions(TRANSPORT, contrastCandidates);
    const udp = qs.filter(
      (q) =>
        q.text ===
        'According to the material, which of these sets the UDP protocol apart from the TCP protocol?',
    );
    expect(udp.map((q) => textOf(q)[keyIndex(q)!])).toContain('It is a lighter transport for short messages');
    const q = udp.find((x) => textOf(x)[keyIndex(x)!] === 'It is a lighter transport for short messages')!;
    expect(textOf(q).sort()).toEqual(
      [
        'It is a lighter transport for short messages',
        'It establishes a connection before the data flows',
        'It delivers the bytes in the order they were sent',
        'It uses acknowledgements to confirm every delivered segment',
      ].sort(),
    );
    // a key from an "Unlike" sentence: what that sentence says of the other side is no distractor (it is quoted too)
    const tcp = qs.find(
      (x) =>
        x.text ===
          'According to the material, which of these sets the TCP protocol apart from the UDP protocol?' &&
        textOf(x)[keyIndex(x)!] === 'It establishes a connection before the data flows',
    )!;
    expect(tcp).toBeDefined();
    expect(textOf(tcp)).not.toContain('It sends datagrams without any handshake');
    expect(tcp.source?.quote).toMatch(/^Unlike the UDP protocol which sends datagrams/);
  });

  it('reads the first clause of what is said: no ", which ..." tail', async () => {
    const qs = await builtQuestions(TRANSPORT, contrastCandidates);
    const all = qs.flatMap(textOf);
    expect(all.some((o) => /suits name lookups/.test(o))).toBe(false);
  });

  it('sets no two sentences against each other that say the same of both ("as well")', async () => {
    const both = doc('both-notes', [
      TRANSPORT.units[0]!.text,
      [
        'The TCP protocol uses checksums to detect corrupted segments.',
        'The UDP protocol uses checksums to detect corrupted datagrams as well.',
      ].join(' '),
    ]);
    const qs = await builtQuestions(both, contrastCandidates);
    expect(qs.length).toBeGreaterThan(0);
    const all = qs.flatMap(textOf);
    expect(all).not.toContain('It uses checksums to detect corrupted segments');
    expect(all.some((o) => /as well/.test(o))).toBe(false);
  });

  it('asks nothing when a side has fewer than three things the material sets against the other', async () => {
    const two = doc('two-notes', [
      [
        'Unlike the UDP protocol which sends datagrams without any handshake, the TCP protocol establishes a connection before the data flows.',
        'Compared to the TCP protocol, the UDP protocol is a lighter transport for short messages.',
      ].join(' '),
    ]);
    expect(await builtQuestions(two, contrastCandidates)).toEqual([]);
  });

  it('sets no two sentences against each other when their subjects are not of one kind', async () => {
    const mixed = doc('mixed-notes', [
      [
        'The TCP protocol uses acknowledgements to confirm every delivered segment.',
        'The home router uses a table to forward every packet.',
        'The TCP protocol uses a window to limit the data in flight.',
        'The network card uses interrupts to signal every received frame.',
      ].join(' '),
    ]);
    expect(await builtQuestions(mixed, contrastCandidates)).toEqual([]);
  });

  it('reads nothing when the other side is a pronoun or the speaker ("Unlike X, we ...")', async () => {
    const we = doc('we-notes', [
      [
        'Unlike the UDP protocol which sends datagrams without any handshake, we establish a connection before the data flows.',
        'Unlike the UDP protocol which delivers datagrams in any order, it delivers the bytes in the order they were sent.',
        'Compared to the TCP protocol, the UDP protocol is a lighter transport for short messages.',
        'Compared to the TCP protocol, the UDP protocol is a simpler protocol for streaming media.',
      ].join(' '),
    ]);
    expect(await builtQuestions(we, contrastCandidates)).toEqual([]);
  });
});
