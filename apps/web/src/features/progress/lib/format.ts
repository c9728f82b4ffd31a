/** Display helpers of the Progress Tracker (numbers shared by every screen are in lib/format.ts). */
import { formatNumber } from '../../../lib/format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Seconds per question, or a dash: 27.78 -> '27.8 s'. */
export const secondsOrDash = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} s`);

/** '2026-11-12' -> '12 Nov 2026' (a calendar day: no time zone moves it). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** '2026-11-12' -> '12 Nov'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]}`;
}

/** The month name of a day ('Nov'). */
export function monthName(day: string): string {
  return MONTHS[Number(day.slice(5, 7)) - 1]!;
}

/** The sentence under the target: how far the current score is from it. */
export function distanceText(target: {
  targetScore: number | null;
  currentScore: number | null;
  distance: number | null;
}): string {
  if (target.targetScore === null) return 'Set a target to see how far you are from it.';
  if (target.currentScore === null || target.distance === null)
    return 'Take a test to see how far you are from your target.';
  if (target.distance <= 0) return 'Target reached';
  return `You are ${formatNumber(target.distance)} ${target.distance === 1 ? 'point' : 'points'} below your target`;
}
