import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { announcementPoint, formatClock, spokenDuration } from './countdown.ts';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [-5, '00:00'],
    [59, '00:59'],
    [300, '05:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('spokenDuration', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [150, '2 minutes 30 seconds'],
    [3900, '1 hour 5 minutes'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(spokenDuration(seconds, createTranslate('en'))).toBe(text);
  });

  it.each([
    [0, '0 सेकंड'],
    [60, '1 मिनट'],
    [150, '2 मिनट 30 सेकंड'],
    [3900, '1 घंटा 5 मिनट'],
    [7260, '2 घंटे 1 मिनट'],
  ])('%i s is "%s" in Hindi', (seconds, text) => {
    expect(spokenDuration(seconds, createTranslate('hi'))).toBe(text);
  });
});

describe('announcementPoint', () => {
  it('announces every five minutes, then at 60, 30 and 10 seconds', () => {
    const points: number[] = [];
    for (let left = 1800; left > 0; left--) {
      const point = announcementPoint(left, left - 1);
      if (point !== null) points.push(point);
    }
    expect(points).toEqual([1500, 1200, 900, 600, 300, 60, 30, 10]);
  });

  it('announces once when a throttled tab skips past several points', () => {
    expect(announcementPoint(320, 25)).toBe(30);
    expect(announcementPoint(905, 590)).toBe(600);
  });

  it('says nothing when the time did not pass a point, or ran out', () => {
    expect(announcementPoint(299, 298)).toBeNull();
    expect(announcementPoint(300, 299)).toBeNull();
    expect(announcementPoint(5, 0)).toBeNull();
    expect(announcementPoint(10, 12)).toBeNull();
  });
});
