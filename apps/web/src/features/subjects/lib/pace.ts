import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import { formatSeconds } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { difficultyName } from './labels.ts';

/** The chart's text alternative: 'Easy 29.1 s (target 30 s), Medium no answers (target 60 s), ...'. */
export function paceSummary(t: Translate, pace: DifficultyPace[]): string {
  return pace
    .map((row) =>
      t('subjects.paceRow', {
        difficulty: difficultyName(t, row.difficulty),
        average:
          row.averageSeconds === null ? t('subjects.paceNoAnswers') : formatSeconds(row.averageSeconds),
        target: formatSeconds(row.targetSeconds),
      }),
    )
    .join(', ');
}
