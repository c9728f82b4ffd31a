import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ITEMS, QuestionDraftSchema } from './question-bank.ts';

const base = { text: 'Which is right?', options: ['One', 'Two'], correctIndex: 0 };

function messages(input: unknown): string[] {
  const result = QuestionDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('QuestionDraftSchema', () => {
  it('accepts 2 to 6 options with one correct, trims, and defaults explanation and tags', () => {
    expect(QuestionDraftSchema.parse({ ...base, text: '  \\(a^2\\) और $b$  ' })).toEqual({
      text: '\\(a^2\\) और $b$',
      options: ['One', 'Two'],
      correctIndex: 0,
      explanation: '',
      tags: [],
    });
    const six = { ...base, options: ['a', 'b', 'c', 'd', 'e', 'f'], correctIndex: 5 };
    expect(QuestionDraftSchema.parse(six).correctIndex).toBe(5);
    const full = {
      ...base,
      explanation: 'Because.',
      difficulty: 'hard',
      subject: 'Polity',
      topic: 'Parliament',
      tags: ['x', 'y'],
      textHi: 'कौन सही है?',
      optionsHi: ['एक', 'दो'],
      explanationHi: 'क्योंकि।',
    };
    expect(QuestionDraftSchema.parse(full)).toEqual(full);
  });

  it('names what is wrong in plain English', () => {
    expect(messages({ ...base, text: '   ' })).toEqual(['The question text is required.']);
    expect(messages({ ...base, text: 'x'.repeat(4001) })).toEqual([
      'The question text must be at most 4000 characters.',
    ]);
    expect(messages({ ...base, options: ['Only'] })).toEqual([
      'A question needs at least 2 options; this one has 1.',
    ]);
    expect(messages({ ...base, options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual([
      'A question can have at most 6 options; this one has 7.',
    ]);
    expect(messages({ ...base, options: ['a', ' '] })).toEqual(['Option B is empty.']);
    expect(messages({ ...base, options: ['a', 'x'.repeat(1001)] })).toEqual([
      'Option B must be at most 1000 characters.',
    ]);
    expect(messages({ ...base, options: ['New  Delhi', 'Mumbai', ' new delhi '] })).toEqual([
      'Options A and C are the same.',
    ]);
    expect(messages({ ...base, correctIndex: 2 })).toEqual([
      'The correct answer must be one of the options (A to B).',
    ]);
    expect(messages({ ...base, correctIndex: 0.5 })).toEqual([
      'The correct answer is required: the index of one of the options (0 for A, 1 for B, ...).',
    ]);
    expect(messages({ ...base, explanation: 'x'.repeat(8001) })).toEqual([
      'The explanation must be at most 8000 characters.',
    ]);
    expect(messages({ ...base, difficulty: 'tough' })).toEqual([
      'The difficulty must be easy, medium or hard.',
    ]);
    expect(messages({ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual([
      'A question can have at most 10 tags; this one has 11.',
    ]);
    expect(messages({ ...base, tags: ['x'.repeat(41)] })).toEqual(['Each tag must be 1 to 40 characters.']);
    expect(messages({ ...base, optionsHi: ['एक'] })).toEqual([
      'The Hindi options must match the English ones: 2 English options, 1 Hindi.',
    ]);
    expect(messages({ ...base, optionsHi: ['एक', ''] })).toEqual(['Hindi option B is empty.']);
    expect(messages({ ...base, extra: 1 })).toHaveLength(1);
  });

  it('exports the import limits', () => {
    expect(MAX_IMPORT_FILE_BYTES).toBe(20_971_520);
    expect(MAX_IMPORT_ITEMS).toBe(20_000);
  });
});
