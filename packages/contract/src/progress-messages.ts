// The Progress Tracker's target bounds and messages without zod (see performance-messages.ts).
export const TARGET_SCORE_MIN = 1;
export const TARGET_SCORE_MAX = 100;

export const PROGRESS_MESSAGES = {
  /** Also for a missing or non-number targetScore (null clears the target). */
  badTarget: `Target score must be a number from ${TARGET_SCORE_MIN} to ${TARGET_SCORE_MAX}.`,
  targetDecimals: 'Target score can have at most one decimal place.',
  targetSaved: 'Target saved.',
  targetCleared: 'Target cleared.',
} as const;
