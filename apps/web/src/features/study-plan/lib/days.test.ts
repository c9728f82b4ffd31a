import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { istToday, progressText } from './days.ts';

describe('study plan days', () => {
  it('dates today in India', () => {
    // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India; 18:29 UTC is still 23:59 on 22 Nov.
    expect(istToday(Date.parse('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(istToday(Date.parse('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
  });

  it('counts what is done', () => {
    expect(progressText(createTranslate('en'), 5, 21)).toBe('5 of 21 done');
    expect(progressText(createTranslate('hi'), 5, 21)).toBe('21 में से 5 पूरे');
  });
});
