import { describe, expect, it } from 'vitest';
import { indefiniteArticle, nounFor, withArticle } from './words.ts';

describe('nounFor', () => {
  it.each([
    [0, 'tests'],
    [1, 'test'],
    [2, 'tests'],
    [1.5, 'tests'],
    [0.5, 'tests'],
  ])('%d -> %s', (count, noun) => {
    expect(nounFor(count, 'test')).toBe(noun);
  });

  it('takes an irregular plural', () => {
    expect(nounFor(2, 'analysis', 'analyses')).toBe('analyses');
    expect(nounFor(1, 'analysis', 'analyses')).toBe('analysis');
  });
});

describe('indefiniteArticle and withArticle', () => {
  it.each([
    ['Environment', 'an Environment'],
    ['Economy', 'an Economy'],
    ['Indian Polity', 'an Indian Polity'],
    ['Art & Culture', 'an Art & Culture'],
    ['History', 'a History'],
    ['Polity', 'a Polity'],
    ['Geography', 'a Geography'],
    ['Science & Technology', 'a Science & Technology'],
    ['hour', 'an hour'],
    ['honest attempt', 'an honest attempt'],
    ['unit test', 'a unit test'],
    ['user', 'a user'],
    ['European history', 'a European history'],
    ['one-day plan', 'a one-day plan'],
    ['UPSC mock', 'a UPSC mock'],
    ['SSC mock', 'an SSC mock'],
    ['MCQ', 'an MCQ'],
    ['PCS test', 'a PCS test'],
    ['8-week plan', 'an 8-week plan'],
    ['7-day plan', 'a 7-day plan'],
    ['umbrella', 'an umbrella'],
  ])('%s -> %s', (word, expected) => {
    expect(withArticle(word)).toBe(expected);
  });

  it("is 'a' for nothing at all", () => {
    expect(indefiniteArticle('')).toBe('a');
  });
});
