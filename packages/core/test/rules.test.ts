import { describe, expect, it } from 'vitest';
import {
  averageGrade,
  countWords,
  difficultyLabel,
  isUuid,
  engineLabel,
  formatDuration,
  formatFileSize,
  formatTimer,
  greetingName,
  optionLetter,
  optionText,
  relativeTime,
  sameChoice,
  scoreBand,
  signupSchema,
  loginSchema,
  slugify,
  timerColor,
} from '../src/index.ts';

describe('core rules from the spec', () => {
  it('slugifies course names', () => {
    expect(slugify('Intro to C++ & Data (2024)')).toBe('intro-to-c--data-2024');
    expect(slugify('Linear Algebra')).toBe('linear-algebra');
    expect(slugify('חשבון אינפיניטסימלי 1')).toBe('חשבון-אינפיניטסימלי-1');
  });

  it('colours scores in bands', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });

  it('labels difficulty and engines', () => {
    expect(difficultyLabel('analysis')).toBe('Hard');
    expect(difficultyLabel('application')).toBe('Medium');
    expect(difficultyLabel('easy')).toBe('Easy');
    expect(difficultyLabel(null)).toBe('Easy');
    expect(engineLabel('local')).toBe('StudyPilot Local Engine');
    expect(engineLabel('my-model')).toBe('my-model');
    expect(engineLabel(undefined)).toBe('Unknown');
  });

  it('formats relative times', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(relativeTime(new Date('2026-01-10T11:30:00Z'), now)).toBe('Just now');
    expect(relativeTime(new Date('2026-01-10T07:00:00Z'), now)).toBe('5 hours ago');
    expect(relativeTime(new Date('2026-01-09T06:00:00Z'), now)).toBe('Yesterday');
    expect(relativeTime(new Date('2026-01-05T12:00:00Z'), now)).toBe('5 days ago');
  });

  it('formats the countdown and its colour', () => {
    expect(formatTimer(65)).toBe('1:05');
    expect(formatTimer(3600)).toBe('1:00:00');
    expect(formatTimer(3725)).toBe('1:02:05');
    expect(formatDuration(undefined)).toBe('--:--');
    expect(formatDuration(125)).toBe('2:05');
    expect([601, 600, 301, 300].map(timerColor)).toEqual(['normal', 'orange', 'orange', 'red']);
  });

  it('counts words, sizes and grades', () => {
    expect(countWords('  one two\n\tthree ')).toBe(3);
    expect(countWords('   ')).toBe(0);
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(averageGrade([])).toBe(0);
    expect(averageGrade([70, 85, 90])).toBe(82);
  });

  it('compares choices by letter ignoring case and spaces', () => {
    expect(sameChoice(' b ', 'B')).toBe(true);
    expect(sameChoice('C', 'B')).toBe(false);
    expect(sameChoice(null, 'B')).toBe(false);
    expect(optionLetter('C) Paris')).toBe('C');
    expect(optionLetter('Paris')).toBe('A');
  });

  it('greets with the name, the e-mail or Student', () => {
    expect(greetingName('Ada', 'a@x.io')).toBe('Ada');
    expect(greetingName('', 'ada.l@x.io')).toBe('ada.l');
    expect(greetingName(null, null)).toBe('Student');
  });

  it('applies the password minimum only on signup', () => {
    const short = { fullName: 'A', email: 'a@x.io', password: '12345' };
    const r = signupSchema.safeParse(short);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    expect(loginSchema.safeParse({ email: 'a@x.io', password: '1' }).success).toBe(true);
  });
});

describe('isUuid', () => {
  it('accepts our row ids in either case and refuses anything else', () => {
    expect(isUuid('0b9f6c1e-3c2a-4d6e-9f10-2a3b4c5d6e7f')).toBe(true);
    expect(isUuid('0B9F6C1E-3C2A-4D6E-9F10-2A3B4C5D6E7F')).toBe(true);
    for (const bad of [
      '',
      'my-course',
      '0b9f6c1e-3c2a-4d6e-9f10-2a3b4c5d6e7',
      "0b9f6c1e-3c2a-4d6e-9f10-2a3b4c5d6e7f' or 1=1",
    ])
      expect(isUuid(bad)).toBe(false);
  });
});

describe('optionText', () => {
  it('drops the letter prefix in any of the shapes the engines write, and keeps text that has none', () => {
    expect(optionText('C) Paris')).toBe('Paris');
    expect(optionText(' b. the mitochondria ')).toBe('the mitochondria');
    expect(optionText('D: 42')).toBe('42');
    expect(optionText('A - Newton')).toBe('Newton');
    expect(optionText('Avogadro')).toBe('Avogadro');
  });
});
