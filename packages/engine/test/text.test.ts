import { describe, expect, it } from 'vitest';
import {
  contentKeys,
  detectLanguage,
  jaccard,
  keySet,
  splitSentences,
  stripHebrewPrefix,
  wordKey,
  cleanText,
  onceFor,
} from '../src/text.ts';

describe('text helpers', () => {
  it('detects English, Hebrew and other scripts', () => {
    expect(detectLanguage('The cell membrane controls which molecules enter the cell.')).toBe('en');
    expect(detectLanguage('האינפלציה היא עלייה מתמשכת ברמת המחירים במשק.')).toBe('he');
    expect(detectLanguage('Клетка является основной единицей жизни.')).toBe('other');
  });

  it('strips Hebrew prefixes only when the rest is a word of the material', () => {
    const vocab = new Set(['שוק', 'משפט', 'מחיר']);
    expect(stripHebrewPrefix('בשוק', vocab)).toEqual({ prefix: 'ב', stem: 'שוק' });
    expect(stripHebrewPrefix('והמחיר', vocab)).toEqual({ prefix: 'וה', stem: 'מחיר' });
    // "משפט" starts with מ but "שפט" is not in the material: kept whole
    expect(stripHebrewPrefix('משפט', vocab)).toEqual({ prefix: '', stem: 'משפט' });
    expect(wordKey('בשוק', vocab)).toBe(wordKey('שוק', vocab));
  });

  it('with word counts, keeps a word whole when its bare form is rare (כדור is not כ + דור)', () => {
    const counts = new Map([
      ['כדור', 6],
      ['דור', 1],
      ['בשוק', 2],
      ['שוק', 5],
    ]);
    expect(stripHebrewPrefix('כדור', counts).stem).toBe('כדור');
    expect(stripHebrewPrefix('בשוק', counts).stem).toBe('שוק');
  });

  it('normalises English plurals and drops stop words', () => {
    expect(wordKey('Molecules')).toBe('molecule');
    expect(wordKey('properties')).toBe('property');
    expect(contentKeys('The routers forward the packets.')).toEqual(['router', 'forward', 'packet']);
    expect(jaccard(keySet('routers forward packets'), keySet('a router forwards a packet'))).toBe(1);
  });

  it('splits sentences and removes bidi controls', () => {
    expect(splitSentences('First one here. Second one there!\n\nThird')).toEqual([
      'First one here.',
      'Second one there!',
      'Third',
    ]);
    expect(cleanText('\u202Bשלום\u202C עולם')).toBe('שלום עולם');
  });
});

describe('onceFor (eng-tidy11)', () => {
  it('reads each material once and gives the same reading back', () => {
    const reads: string[] = [];
    const words = onceFor((m: { text: string }) => {
      reads.push(m.text);
      return m.text.split(' ');
    });
    const a = { text: 'the cell membrane' };
    const b = { text: 'the cell wall' };
    const first = words(a);
    expect(first).toEqual(['the', 'cell', 'membrane']);
    expect(words(a)).toBe(first);
    expect(words(b)).toEqual(['the', 'cell', 'wall']);
    expect(reads).toEqual(['the cell membrane', 'the cell wall']);
  });
});
