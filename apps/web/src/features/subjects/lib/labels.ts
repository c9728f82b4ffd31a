/** Texts of the subject page. */
import { formatSeconds, plural } from '../../../lib/format.ts';

/** 'Missed 3 of 4 times', 'Missed 1 of 1 time'. */
export const missedLabel = (wrong: number, seen: number) => `Missed ${wrong} of ${plural(seen, 'time')}`;

/** How an average stands against its target: '12.5 s over target', '3 s under target', 'On target'. */
export function againstTarget(average: number, target: number): string {
  const difference = Math.round((average - target) * 10) / 10;
  if (difference === 0) return 'On target';
  return `${formatSeconds(Math.abs(difference))} ${difference > 0 ? 'over' : 'under'} target`;
}
