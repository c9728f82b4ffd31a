import { describe, expect, it } from 'vitest';
import {
  countAdjective,
  dayMonth,
  dayMonthYear,
  formatPercent,
  formatSeconds,
  minutesSeconds,
  monthDay,
  monthName,
  plural,
  secondsOrDash,
  signed,
  weekdayDayMonth,
  withArticle,
} from './format.ts';

describe('format', () => {
  it('writes percentages with two decimals at most, or fewer when asked', () => {
    expect(formatPercent(55.555)).toBe('55.56%');
    expect(formatPercent(75)).toBe('75%');
    expect(formatPercent(72.46, 1)).toBe('72.5%');
  });

  it('writes marks with their sign and times in seconds or minutes', () => {
    expect([signed(2), signed(-0.66), signed(0)]).toEqual(['+2', '-0.66', '0']);
    expect([formatSeconds(29.14), secondsOrDash(27.78), secondsOrDash(null)]).toEqual([
      '29.1 s',
      '27.8 s',
      '—',
    ]);
    expect(minutesSeconds(252)).toBe('4m 12s');
  });

  it('writes calendar days the same way on every screen, September included', () => {
    expect(monthDay('2026-03-11')).toBe('Mar 11');
    expect(dayMonth('2026-11-12')).toBe('12 Nov');
    expect(dayMonthYear('2026-09-05')).toBe('5 Sep 2026');
    expect(dayMonthYear('2026-07-01', '2-digit')).toBe('01 Jul 2026');
    expect(weekdayDayMonth('2026-11-23')).toBe('Mon, 23 Nov');
    expect(weekdayDayMonth('2027-01-03')).toBe('Sun, 3 Jan');
    expect(monthName('2026-11-12')).toBe('Nov');
    expect(dayMonthYear('not a day')).toBe('not a day');
  });
});

describe('plural, countAdjective and withArticle: the one way to write a count or a name with its article', () => {
  it.each([
    [0, 'test', '0 tests'],
    [1, 'test', '1 test'],
    [2, 'test', '2 tests'],
    [1.5, 'test', '1.5 tests'],
    [1, 'active day', '1 active day'],
    [1200, 'question', '1,200 questions'],
  ])('plural(%d, %j) -> %j', (count, noun, expected) => {
    expect(plural(count, noun)).toBe(expected);
  });

  it('takes an irregular plural', () => {
    expect(plural(3, 'analysis', 'analyses')).toBe('3 analyses');
  });

  it('writes a count as an adjective in the singular', () => {
    expect(`a ${countAdjective(3, 'day')} study streak`).toBe('a 3-day study streak');
  });

  it.each([
    ['Environment', 'an Environment'],
    ['Economy', 'an Economy'],
    ['History', 'a History'],
    ['UPSC mock', 'a UPSC mock'],
  ])('withArticle(%j) -> %j', (word, expected) => {
    expect(withArticle(word)).toBe(expected);
  });
});
