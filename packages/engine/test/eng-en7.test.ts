/**
 * eng-en7: a whole sentence that opens with a prepositional phrase is a statement among statements, not a
 * "prepositional fragment" (the TraceMonkey paper's statement questions were refused for it); fragments stay refused.
 */
import { describe, expect, it } from 'vitest';
import { rejectReason } from '../src/local/analysis.ts';
import { oddForm, optionForm } from '../src/local/cues.ts';

describe('statements that open with a prepositional phrase', () => {
  it('keeps a statement question whose options are whole sentences, one opening with "In ..."', () => {
    expect(
      oddForm(
        'Each compiled trace covers one path through the program with one mapping of values to types.',
        [
          'Compilers for dynamically typed languages rely on type information to generate efficient machine code.',
          'In a statically typed programming language such as JavaScript, the types of expressions may vary at runtime.',
          'The system stops extending the outer tree when it reaches an inner loop, but then it starts a new trace at the inner loop header.',
        ],
      ),
    ).toBeNull();
    expect(
      oddForm(
        'Without exact type information, the compiler must emit slower generalized machine code that can deal with all potential type combinations.',
        [
          'Compilers for dynamically typed languages rely on type information to generate efficient machine code.',
          'Dynamic languages such as JavaScript are less difficult to compile than statically typed ones.',
          'Each compiled trace covers one path through the program with one mapping of values to types.',
        ],
      ),
    ).toBeNull();
  });

  it('still refuses fragments: no clause after the phrase, or no full stop', () => {
    expect(
      oddForm('To notify people of recalls of products they may be using', [
        'To alert a potential victim of intended harm',
        'About crimes that occur at our facilities',
        'In response to a court or administrative order',
      ]),
    ).toMatch(/prepositional fragment/);
    // the same words as a sentence and as a fragment are told apart (the form is cached per text)
    expect(optionForm('In a dynamic language, the types of values may vary at runtime.')).toBe('statement');
    expect(optionForm('In a dynamic language, the types of values may vary at runtime')).toBe(
      'prepositional',
    );
    expect(optionForm('In response to a court or administrative order.')).toBe('prepositional');
  });
});

describe('names of programming languages', () => {
  it('reads "C++" and "C#" as words, not as math', () => {
    expect(
      rejectReason(
        'The core of the engine is a bytecode interpreter implemented in C++ for speed.',
        'en',
        13,
      ),
    ).toBeNull();
    expect(
      rejectReason('Programs written in C# or F# run on the same virtual machine.', 'en', 11),
    ).toBeNull();
    // a sum is still math
    expect(rejectReason('The total cost is a + b for every request the server sees.', 'en', 12)).toBe('math');
  });
});
