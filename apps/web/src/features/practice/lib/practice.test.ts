import { MAX_OPTION_INDEX } from '@aspirant/contract/attempts.ts';
import { OPTION_LETTERS, OPTIONS_MAX } from '@aspirant/contract/question-bank.ts';
import { describe, expect, it } from 'vitest';
import { optionLetter } from '../../../lib/format.ts';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { firstUnanswered, tallyText, verdictText } from './practice.ts';

const t = createTranslate('en');
const hi = createTranslate('hi');

describe('practice wording', () => {
  it("names options by letter, A to F, as the question bank's contract does (2 to 6 options)", () => {
    expect([0, 1, 2, 3, 4, 5].map(optionLetter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect([0, 1, 2, 3, 4, 5].map(optionLetter)).toEqual([...OPTION_LETTERS]);
    expect(MAX_OPTION_INDEX).toBe(OPTIONS_MAX - 1);
    expect(verdictText(t, false, 5)).toBe('Incorrect. The correct answer is F.');
  });

  it('says whether the answer was right, naming the right letter when not', () => {
    expect(verdictText(t, true, 2)).toBe('Correct!');
    expect(verdictText(t, false, 1)).toBe('Incorrect. The correct answer is B.');
    expect(verdictText(hi, true, 2)).toBe('सही!');
    expect(verdictText(hi, false, 1)).toBe('गलत। सही उत्तर B है।');
  });

  it('counts correct among answered', () => {
    expect(tallyText(t, 2, 3)).toBe('2 correct of 3 answered');
    expect(tallyText(t, 0, 1)).toBe('0 correct of 1 answered');
    expect(tallyText(hi, 2, 3)).toBe('3 उत्तरों में से 2 सही');
    expect(tallyText(hi, 1, 1)).toBe('1 उत्तर में से 1 सही');
  });

  it('resumes at the first unanswered question that is not withheld', () => {
    const item = (selectedAnswer: number | null, withheld = false) => ({ selectedAnswer, withheld });
    expect(firstUnanswered([item(1), item(null), item(null)])).toBe(1);
    expect(firstUnanswered([item(0), item(3)])).toBe(2);
    expect(firstUnanswered([item(null, true), item(null)])).toBe(1);
    expect(firstUnanswered([item(2), item(null, true)])).toBe(2);
    expect(firstUnanswered([])).toBe(0);
  });
});
