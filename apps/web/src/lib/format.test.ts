import { describe, expect, it } from 'vitest';
import {
  countAdjective,
  dayMonth,
  dayMonthYear,
  formatPercent,
  formatSeconds,
  indiaDate,
  istMoment,
  minutesSeconds,
  monthDay,
  monthName,
  plural,
  secondsOrDash,
  setFormatLanguage,
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

describe('istMoment: a schedule in India time (issue 17)', () => {
  const now = Date.parse('2026-11-25T06:00:00Z');
  it('writes the weekday and time within the coming week, the date too further away', () => {
    expect(istMoment('2026-11-29T04:30:00Z', now)).toBe('Sun, 10:00 AM');
    expect(istMoment('2026-12-06T04:30:00Z', now)).toBe('Sun, 6 Dec, 10:00 AM');
    expect(istMoment('2026-11-20T12:45:00Z', now)).toBe('Fri, 20 Nov, 6:15 PM');
    // 23:59 UTC is the next morning in India.
    expect(istMoment('2026-11-25T23:59:00Z', now)).toBe('Thu, 5:29 AM');
  });

  it('in Hindi', () => {
    setFormatLanguage('hi');
    try {
      expect(istMoment('2026-11-29T04:30:00Z', now)).toBe('रवि, 10:00 पूर्वाह्न');
      expect(istMoment('2026-12-06T10:30:00Z', now)).toBe('रवि, 6 दिस॰, 4:00 अपराह्न');
    } finally {
      setFormatLanguage('en');
    }
  });
});

describe('indiaDate: a day in India time (issue 18)', () => {
  it("writes the day India was on, whatever the device's zone", () => {
    expect(indiaDate('2026-11-25T06:00:00Z')).toBe('25 Nov 2026');
    // 20:00 UTC is already the next day in India.
    expect(indiaDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(indiaDate('2026-11-24T18:29:00Z')).toBe('24 Nov 2026');
  });

  it('in Hindi', () => {
    setFormatLanguage('hi');
    try {
      expect(indiaDate('2026-11-25T06:00:00Z')).toMatch(/^25 .+ 2026$/);
      expect(indiaDate('2026-11-25T06:00:00Z')).not.toBe('25 Nov 2026');
    } finally {
      setFormatLanguage('en');
    }
  });
});
