/** SPEC §9 business constants, in one place for both apps. */
export const AVERAGE_SCORE_TARGET = 85;
export const MAX_INSIGHTS = 6;
export const MAX_RECENT_TESTS = 5;
export const MAX_FOCUS_AREAS = 3;
export const MAX_STRENGTHS = 3;
export const FOCUS_AREA_BELOW = 70;
export const STRENGTH_FROM = 80;
export const TOPICS_SHOWN = 10;
export const BREAKDOWN_ROWS_SHOWN = 20;
/** The time progress bar's reference: 60 s per question. */
export const REFERENCE_SECONDS_PER_QUESTION = 60;
export const PACE_TARGET_SECONDS = { easy: 30, medium: 60, hard: 90 } as const;
export type Difficulty = keyof typeof PACE_TARGET_SECONDS;
