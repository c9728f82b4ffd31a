/** Texts of the subject page. */

import { formatSeconds } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** 'Missed 3 of 4 times', 'Missed 1 of 1 time'. */
export const missedLabel = (t: Translate, wrong: number, seen: number) =>
  t('subjects.missed', { wrong, count: seen });

/** How an average stands against its target: '12.5 s over target', '3 s under target', 'On target'. */
export function againstTarget(t: Translate, average: number, target: number): string {
  const difference = Math.round((average - target) * 10) / 10;
  if (difference === 0) return t('subjects.onTarget');
  const seconds = formatSeconds(Math.abs(difference));
  return difference > 0 ? t('subjects.overTarget', { seconds }) : t('subjects.underTarget', { seconds });
}

/** A difficulty's name: 'easy' -> 'Easy'. */
export const difficultyName = (t: Translate, difficulty: 'easy' | 'medium' | 'hard') =>
  t(`subjects.${difficulty}`);
