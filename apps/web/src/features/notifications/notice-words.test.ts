import type { Notification } from '@aspirant/contract/notifications.ts';
import { describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../lib/format.ts';
import { createTranslate } from '../../lib/i18n/translate.ts';
import { noticeLink, noticeWords } from './notice-words.ts';

const base: Notification = {
  id: 1,
  kind: 'test_assigned',
  testId: 7,
  resultId: null,
  data: { testName: 'Polity Sectional 3' },
  createdAt: '2026-11-29T03:00:00.000Z',
  readAt: null,
};

describe('the words of a notice (issue 17 point 6)', () => {
  it('makes each kind in English and Hindi, with the opening time in India time', () => {
    setFormatLanguage('en');
    const en = createTranslate('en');
    const opening = {
      ...base,
      kind: 'test_opening' as const,
      data: { ...base.data, opensAt: '2026-11-29T04:30:00.000Z' },
    };
    expect(noticeWords(base, en)).toBe('Test assigned: Polity Sectional 3');
    expect(noticeWords(opening, en)).toBe('Polity Sectional 3 opens at 10:00 am');
    expect(noticeWords({ ...base, kind: 'result_ready', resultId: 9 }, en)).toBe(
      'Your result for Polity Sectional 3 is ready',
    );
    expect(noticeWords({ ...base, kind: 'time_extended', data: { ...base.data, minutes: 10 } }, en)).toBe(
      'Your time for Polity Sectional 3 was extended by 10 minutes',
    );
    expect(noticeWords({ ...base, kind: 'regraded', resultId: 9 }, en)).toBe(
      'Your result for Polity Sectional 3 was regraded',
    );
  });

  it('leads a result to its page and a test to its intro page', () => {
    expect(noticeLink(base)).toBe('/take-test/7');
    expect(noticeLink({ ...base, kind: 'result_ready', resultId: 9 })).toBe('/results/9');
    expect(noticeLink({ ...base, kind: 'regraded', resultId: 9 })).toBe('/results/9');
    expect(noticeLink({ ...base, testId: null })).toBe('/tests');
  });
});
