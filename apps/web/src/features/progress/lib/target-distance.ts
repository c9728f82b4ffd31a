import type { Translate } from '../../../lib/i18n/translate.ts';

/** The sentence under the target: how far the recent average score is from the target in force. */
export function distanceText(
  t: Translate,
  target: { currentScore: number | null; distance: number | null },
): string {
  if (target.currentScore === null || target.distance === null) return t('progress.takeATest');
  if (target.distance <= 0) return t('progress.targetReached');
  return t('progress.belowTarget', { count: target.distance });
}
