import type { ActiveDay } from '@aspirant/contract/progress.ts';
import { dayMonthYear, monthName } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** How many week columns the heat map shows, this week last. */
export const HEAT_MAP_WEEKS = 52;

/** A month's name needs this many columns of room. */
const MONTH_LABEL_COLUMNS = 3;

export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

export interface HeatCell {
  date: string;
  tests: number;
  practice: number;
  level: ActivityLevel;
  /** False for the days after today in this week: drawn as blank room. */
  inRange: boolean;
  label: string;
}

export interface HeatColumn {
  /** The Monday of the week. */
  weekStart: string;
  /** The month's name over the first column of a month, else null. */
  monthLabel: string | null;
  /** Monday to Sunday. */
  cells: HeatCell[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * A submitted test weighs as much as ten practice answers. Levels: none; under 10 points; under 20; under 30;
 * 30 or more (so one test alone is level 2, a few practice answers level 1).
 */
export function activityLevel(tests: number, practice: number): ActivityLevel {
  const points = tests * 10 + practice;
  if (points <= 0) return 0;
  if (points < 10) return 1;
  if (points < 20) return 2;
  if (points < 30) return 3;
  return 4;
}

/** '2 tests, 5 practice answers on 12 Nov 2026'; 'No activity on 12 Nov 2026'. */
export function cellLabel(t: Translate, date: string, tests: number, practice: number): string {
  const parts = [
    ...(tests > 0 ? [t('progress.cellTests', { count: tests })] : []),
    ...(practice > 0 ? [t('progress.cellPractice', { count: practice })] : []),
  ];
  return t('progress.cellLabel', {
    activity: parts.length ? parts.join(', ') : t('progress.level0'),
    date: dayMonthYear(date),
  });
}

/** The weeks of the heat map, oldest first, Monday to Sunday each, ending with the week of `today`. */
export function heatMapColumns(t: Translate, activeDays: ActiveDay[], today: string): HeatColumn[] {
  const byDay = new Map(activeDays.map((d) => [d.date, d]));
  const todayN = dayNumber(today);
  const thisMonday = todayN - ((new Date(todayN * DAY_MS).getUTCDay() + 6) % 7);
  const firstMonday = thisMonday - 7 * (HEAT_MAP_WEEKS - 1);
  const columns = Array.from({ length: HEAT_MAP_WEEKS }, (_, week): HeatColumn => {
    const monday = firstMonday + 7 * week;
    const cells = Array.from({ length: 7 }, (_, weekday): HeatCell => {
      const date = dayString(monday + weekday);
      const day = byDay.get(date);
      const tests = day?.tests ?? 0;
      const practice = day?.practice ?? 0;
      return {
        date,
        tests,
        practice,
        level: activityLevel(tests, practice),
        inRange: monday + weekday <= todayN,
        label: cellLabel(t, date, tests, practice),
      };
    });
    return { weekStart: dayString(monday), monthLabel: null, cells };
  });
  // A month is named over its first week column; a name with no room before the next one is left out.
  let previous = -MONTH_LABEL_COLUMNS;
  for (const [i, column] of columns.entries()) {
    const month = monthName(column.weekStart);
    if (i > 0 && month === monthName(columns[i - 1]!.weekStart)) continue;
    column.monthLabel = month;
    if (i - previous < MONTH_LABEL_COLUMNS) columns[previous]!.monthLabel = null;
    previous = i;
  }
  return columns;
}
