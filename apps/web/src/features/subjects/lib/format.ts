/** Display helpers of the subject page (numbers and dates shared by every screen are in lib/format.ts). */
import { formatNumber } from '../../../lib/format.ts';

/** Seconds with one decimal at most: 29.1 -> '29.1 s'. */
export const formatSeconds = (value: number) => `${formatNumber(value, 1)} s`;

/** 'Missed 3 of 4 times', 'Missed 1 of 1 time'. */
export const missedLabel = (wrong: number, seen: number) =>
  `Missed ${wrong} of ${seen} ${seen === 1 ? 'time' : 'times'}`;

/** How an average stands against its target: '12.5 s over target', '3 s under target', 'On target'. */
export function againstTarget(average: number, target: number): string {
  const difference = Math.round((average - target) * 10) / 10;
  if (difference === 0) return 'On target';
  return `${formatSeconds(Math.abs(difference))} ${difference > 0 ? 'over' : 'under'} target`;
}
