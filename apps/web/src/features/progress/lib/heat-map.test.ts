import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { activityLevel, cellLabel, HEAT_MAP_WEEKS, heatMapColumns } from './heat-map.ts';
import { distanceText } from './target-distance.ts';

const en = createTranslate('en');

describe('heat map', () => {
  it('labels a cell with what happened that day', () => {
    expect(cellLabel(en, '2026-11-12', 2, 5)).toBe('2 tests, 5 practice answers on 12 Nov 2026');
    expect(cellLabel(en, '2026-11-12', 1, 0)).toBe('1 test on 12 Nov 2026');
    expect(cellLabel(en, '2026-01-02', 0, 1)).toBe('1 practice answer on 2 Jan 2026');
    expect(cellLabel(en, '2026-11-12', 0, 0)).toBe('No activity on 12 Nov 2026');
  });

  it('weighs a test as ten practice answers', () => {
    expect([
      activityLevel(0, 0),
      activityLevel(0, 9),
      activityLevel(1, 0),
      activityLevel(1, 9),
      activityLevel(2, 0),
      activityLevel(2, 9),
      activityLevel(3, 0),
    ]).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });

  it('ends with the week of today, Monday to Sunday, later days out of range', () => {
    // 18 Nov 2026 is a Wednesday.
    const columns = heatMapColumns(en, [{ date: '2026-11-17', tests: 1, practice: 3 }], '2026-11-18');
    expect(columns).toHaveLength(HEAT_MAP_WEEKS);
    const last = columns.at(-1)!;
    expect(last.weekStart).toBe('2026-11-16');
    expect(last.cells.map((c) => c.inRange)).toEqual([true, true, true, false, false, false, false]);
    expect(last.cells[1]).toMatchObject({
      date: '2026-11-17',
      level: 2,
      label: '1 test, 3 practice answers on 17 Nov 2026',
    });
    // 51 weeks before 16 Nov 2026.
    expect(columns[0]!.weekStart).toBe('2025-11-24');
    // Month names over the first week of each month, never two within three columns.
    const labelled = columns.flatMap((c, i) => (c.monthLabel ? [[i, c.monthLabel] as const] : []));
    expect(labelled[0]).toEqual([1, 'Dec']);
    for (let i = 1; i < labelled.length; i++)
      expect(labelled[i]![0] - labelled[i - 1]![0]).toBeGreaterThanOrEqual(3);
  });
});

describe('distance text', () => {
  it('says how far the target is', () => {
    expect(distanceText(en, { currentScore: 53.4, distance: 31.6 })).toBe(
      'You are 31.6 points below your target',
    );
    expect(distanceText(en, { currentScore: 53.4, distance: 1 })).toBe('You are 1 point below your target');
    expect(distanceText(en, { currentScore: 53.4, distance: -3.4 })).toBe('Target reached');
    expect(distanceText(en, { currentScore: 50, distance: 0 })).toBe('Target reached');
    expect(distanceText(en, { currentScore: null, distance: null })).toBe(
      'Take a test to see how far you are from your target.',
    );
  });
});
