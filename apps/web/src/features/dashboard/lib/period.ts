import type { Dashboard } from '@aspirant/contract/results.ts';

/** SPEC §2: the dashboard's period toggle. */
export type Period = 'week' | 'month';

export const PERIOD_LABEL = { week: 'dashboard.thisWeek', month: 'dashboard.thisMonth' } as const;
const PERIOD_DAYS: Record<Period, number> = { week: 7, month: 30 };

const DAY_MS = 86_400_000;
// The server's trend days are India's calendar days (ARCHITECTURE.md "Metrics": UTC+5:30).
const IST_OFFSET_MS = 330 * 60_000;

const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const istDayNumber = (instant: number) => Math.floor((instant + IST_OFFSET_MS) / DAY_MS);

/** The trend points of the last 7 or 30 days (today included), in India's calendar days. */
export function trendInPeriod(
  trend: Dashboard['improvementTrend'],
  period: Period,
  now: number,
): Dashboard['improvementTrend'] {
  const today = istDayNumber(now);
  return trend.filter((point) => {
    // A day ahead of this device's clock (the server's clock runs ahead) counts as today.
    return today - dayNumber(point.date) < PERIOD_DAYS[period];
  });
}

/** The recent tests taken within the last 7 or 30 days (by the clock: 7 x 24 hours, 30 x 24 hours). */
export function recentInPeriod(
  recent: Dashboard['recentPerformance'],
  period: Period,
  now: number,
): Dashboard['recentPerformance'] {
  return recent.filter((test) => {
    return now - Date.parse(test.created_at) < PERIOD_DAYS[period] * DAY_MS;
  });
}
