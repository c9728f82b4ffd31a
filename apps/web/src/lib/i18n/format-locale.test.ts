import { afterEach, describe, expect, it } from 'vitest';
import {
  dateTime,
  dayMonthYear,
  formatNumber,
  formatPercent,
  mediumDate,
  setFormatLanguage,
} from '../format.ts';

afterEach(() => setFormatLanguage('en'));

describe('numbers and dates in the Indian format (issue 15 point 9)', () => {
  it('groups by lakh and crore in English (en-IN)', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(12345678.456)).toBe('1,23,45,678.46');
    expect(formatNumber(999)).toBe('999');
    expect(formatPercent(72.456)).toBe('72.46%');
  });

  it('groups the same way in Hindi (hi-IN), with the digits 0-9', () => {
    setFormatLanguage('hi');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(2500000.5)).toBe('25,00,000.5');
    expect(formatPercent(85)).toBe('85%');
  });

  it('writes dates day first: 25 Nov 2026, and in Hindi with Hindi month names', () => {
    expect(dayMonthYear('2026-11-25')).toBe('25 Nov 2026');
    expect(mediumDate('2026-11-25T06:00:00Z')).toBe('25 Nov 2026');
    expect(dateTime('2026-11-25T06:00:00Z').startsWith('25 Nov 2026, ')).toBe(true);
    setFormatLanguage('hi');
    expect(dayMonthYear('2026-11-25')).toBe('25 नव॰ 2026');
    expect(dayMonthYear('2026-03-01')).toBe('1 मार्च 2026');
  });
});
