import { describe, expect, it } from 'vitest';
import { markingLines, markText } from './marking.ts';
import { resultFixture } from './result-fixture.ts';

describe('markingLines', () => {
  it('multiplies each count by its mark', () => {
    expect(markingLines(resultFixture())).toEqual([
      { label: 'Correct', count: 1, mark: 2, subtotal: 2 },
      { label: 'Incorrect', count: 1, mark: -0.66, subtotal: -0.66 },
      { label: 'Unattempted', count: 1, mark: 0, subtotal: 0 },
    ]);
  });

  it('has no subtotal for a missing mark', () => {
    const result = resultFixture();
    result.TestMaster.ExamMaster.marking_scheme.incorr = Number.NaN;
    expect(markingLines(result)[1]).toEqual({ label: 'Incorrect', count: 1, mark: null, subtotal: null });
  });
});

describe('markText', () => {
  it.each([
    [2, true, '+2'],
    [2, false, '2'],
    [-0.66, true, '-0.66'],
    [0, true, '0'],
    [1 / 3, false, '0.33'],
    [undefined, true, 'N/A'],
    [null, false, 'N/A'],
    [Number.NaN, false, 'N/A'],
  ])('%s (plus %s) -> %s', (mark, withPlus, text) => {
    expect(markText(mark, withPlus)).toBe(text);
  });
});
