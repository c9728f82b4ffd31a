/**
 * Calendar days as YYYY-MM-DD. The product's days are India's (IST, UTC+5:30, no daylight saving): a test at
 * 1 am IST counts for that day.
 */
export const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant. */
export const istDay = (d: Date): string => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an IST calendar day begins (its midnight in India). */
export const istDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Days since 1970-01-01 of a day, and back. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export const addDays = (day: string, n: number): string => dayString(dayNumber(day) + n);

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** Consecutive active days (day numbers) ending today, or ending yesterday while today has none yet. */
export function currentStreak(active: { has(day: number): boolean }, today: number): number {
  let streak = 0;
  for (let d = today - (active.has(today) ? 0 : 1); active.has(d); d--) streak++;
  return streak;
}
