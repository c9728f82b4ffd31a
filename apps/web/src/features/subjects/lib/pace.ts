import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import { capitalise, formatSeconds } from '../../../lib/format.ts';

/** The chart's text alternative: 'Easy 29.1 s (target 30 s), Medium no answers (target 60 s), ...'. */
export function paceSummary(pace: DifficultyPace[]): string {
  return pace
    .map(
      (row) =>
        `${capitalise(row.difficulty)} ${row.averageSeconds === null ? 'no answers' : formatSeconds(row.averageSeconds)} (target ${formatSeconds(row.targetSeconds)})`,
    )
    .join(', ');
}
