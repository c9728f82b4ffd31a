import { plural } from '../../../lib/format.ts';

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
  return `You are ${plural(target.distance, 'point')} below your target`;
}
