import { plural } from '../../../lib/format.ts';

/** The sentence under the target: how far the recent average score is from the target in force. */
export function distanceText(target: { currentScore: number | null; distance: number | null }): string {
  if (target.currentScore === null || target.distance === null)
    return 'Take a test to see how far you are from your target.';
  if (target.distance <= 0) return 'Target reached';
  return `You are ${plural(target.distance, 'point')} below your target`;
}
