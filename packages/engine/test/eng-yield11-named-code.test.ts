/**
 * Functions and methods a programming chapter names by their job (eng-yield11, `named-code.ts`): "... calls a
 * special function for us. This function is called close" asks which function that is, and "If we want ..., we can
 * use a common method called readline" asks which method we can use, the chapter's other callables as options.
 */
import { describe, expect, it } from 'vitest';
import { builtQuestions, read, titledSections } from './fixtures.ts';
import { optionText, keyIndex } from '../src/index.ts';
import { callableNames, namedCodeCandidates } from '../src/local/named-code.ts';
import { rng } from '../src/text.ts';

const CHAPTER = titledSections('py', 'Files.md', [
  'Opening Files\n\nA program reads a file through a file object. The open function returns a file object for a path on disk. ' +
    'The print function writes text to the screen, and the write method writes text to a file. The read_all function returns the whole text of a file.',
  'Closing Files\n\nThe operating system keeps a buffer for every open file. When a program has finished with a file object, Python calls a special function for us. ' +
    'This function is called close, and it flushes the buffer to the disk. A file that is never closed may lose its last lines.',
  'Reading Lines\n\nA whole file may not fit in memory. If we want to read the text of a large file one line at a time, we can use a common method called readline. ' +
    'Each call returns the next line of the file.',
  'Variables\n\nAfter we write x = 5, the name x refers to the value 5. When x changes, Python calls a special function for us. This function is called notify.',
]);

const questions = () => builtQuestions(CHAPTER, (c) => namedCodeCandidates(c, rng(7)));

describe('functions and methods named by their job', () => {
  it('asks which function the sentence before "This function is called close" describes', async () => {
    const q = (await questions()).find((x) => /What is this function called/.test(x.text));
    expect(q?.text).toBe(
      'The material says: "When a program has finished with a file object, Python calls a special function for us." What is this function called?',
    );
    const opts = q!.options!.map(optionText);
    expect(opts[keyIndex(q!)]).toBe('close');
    // the other options are callables the chapter names, never words of its prose
    for (const o of opts)
      expect(['close', 'open', 'print', 'write', 'readline', 'read_all', 'notify']).toContain(o);
    expect(q!.source?.quote).toBe(
      'When a program has finished with a file object, Python calls a special function for us. This function is called close',
    );
  });

  it('turns "If we want ..., we can use a method called readline" into "which method can we use if ...?"', async () => {
    const q = (await questions()).find((x) => /which method can we use/.test(x.text));
    expect(q?.text).toBe(
      'According to the material, which method can we use if we want to read the text of a large file one line at a time?',
    );
    expect(optionText(q!.options![keyIndex(q!)]!)).toBe('readline');
  });

  it('asks nothing of a sentence about a variable of a listing ("When x changes, ...")', async () => {
    const qs = await questions();
    expect(qs.some((x) => /When x changes/.test(x.text))).toBe(false);
    expect(qs.some((x) => optionText(x.options![keyIndex(x)]!) === 'notify')).toBe(false);
    expect(qs).toHaveLength(2);
  });

  it('outside a chapter of code, reads only a noun before "function" as a name ("the loss function", not "a continuous function")', async () => {
    const notes = titledSections('ml', 'Notes.md', [
      'Losses\n\nThe loss function measures how wrong the scores are. The softmax function turns scores into probabilities. ' +
        'A continuous function has no jumps, and a linear function keeps sums.',
    ]);
    const c = await read(notes);
    expect(callableNames(c, 0).sort()).toEqual(['loss', 'softmax']);
  });
});
