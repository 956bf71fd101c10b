import { describe, expect, it } from 'vitest';
import { weakTopicsTeaser } from '../src/topics.ts';

describe('the weak topics teaser (Free)', () => {
  const t = (units: number, terms: number, weak: number) => weakTopicsTeaser({ units, terms, weak });

  it('counts parts and key terms with the right noun, and the weak ones among them', () => {
    expect(t(5, 4, 3)).toBe(
      'You have been asked about 5 parts of your material and 4 key terms; 3 of them are weak topics. Premium shows which ones and makes a test to practise them.',
    );
    expect(t(5, 1, 1)).toBe(
      'You have been asked about 5 parts of your material and 1 key term; 1 of them is a weak topic. Premium shows which one and makes a test to practise it.',
    );
    expect(t(0, 2, 2)).toBe(
      'You have been asked about 2 key terms; both are weak topics. Premium shows which ones and makes a test to practise them.',
    );
    expect(t(2, 1, 3)).toContain('; all 3 are weak topics.');
  });

  it('one topic, none weak, nothing asked yet', () => {
    expect(t(1, 0, 1)).toBe(
      'You have been asked about 1 part of your material, and it is a weak topic. Premium shows it and makes a test to practise it.',
    );
    expect(t(1, 0, 0)).toBe(
      'You have been asked about 1 part of your material, and it is not a weak topic so far. Premium shows your mastery of it.',
    );
    expect(t(3, 2, 0)).toContain('and none of them is a weak topic so far');
    expect(t(0, 0, 0)).toBe('Answer a few questions in this course to see what Premium would show you here.');
  });
});
