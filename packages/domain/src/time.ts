import { type Difficulty, PACE_TARGET_SECONDS, REFERENCE_SECONDS_PER_QUESTION } from './constants.ts';

export type Pace = 'Very Fast' | 'Good Pace' | 'Slightly Slow' | 'Too Slow';

/** Pace against the per-difficulty target: under 70% Very Fast, under 100% Good Pace, under 130% Slightly Slow. */
export function pace(seconds: number, difficulty: Difficulty): Pace {
  const target = PACE_TARGET_SECONDS[difficulty];
  if (seconds < 0.7 * target) return 'Very Fast';
  if (seconds < target) return 'Good Pace';
  if (seconds < 1.3 * target) return 'Slightly Slow';
  return 'Too Slow';
}

export type TimeBucket = 'fast' | 'medium' | 'slow';

/** Time buckets: fast under 30 s, medium 30-60 s, slow over 60 s. */
export function timeBucket(seconds: number): TimeBucket {
  if (seconds < 30) return 'fast';
  if (seconds <= 60) return 'medium';
  return 'slow';
}

export function timeDistribution(seconds: number[]): Record<TimeBucket, number> {
  const counts: Record<TimeBucket, number> = { fast: 0, medium: 0, slow: 0 };
  for (const s of seconds) counts[timeBucket(s)]++;
  return counts;
}

/** The time bar: total time against 60 s per question, in percent (not capped: over 100 is over time). */
export function timeAgainstReference(totalSeconds: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return (totalSeconds / (questionCount * REFERENCE_SECONDS_PER_QUESTION)) * 100;
}

/**
 * Time efficiency (ARCHITECTURE.md "Metrics"): the time the targets allow for the questions attempted, over the
 * time taken, in percent, at most 100. Faster than the targets is 100.
 */
export function timeEfficiency(attemptedDifficulties: Difficulty[], secondsTaken: number): number {
  const allowed = attemptedDifficulties.reduce((sum, d) => sum + PACE_TARGET_SECONDS[d], 0);
  if (allowed === 0) return 0;
  if (secondsTaken <= 0) return 100;
  return Math.min(100, (allowed / secondsTaken) * 100);
}

/** Questions attempted per minute; 0 without time. */
export function questionsPerMinute(attempted: number, seconds: number): number {
  if (seconds <= 0) return 0;
  return attempted / (seconds / 60);
}

export type Balance = 'Excellent' | 'Good' | 'Needs Improvement' | 'Not Available';

/** Speed/accuracy balance: Excellent (speed > 2 and accuracy > 80), Good (> 1.5 and > 70), else Needs Improvement. */
export function speedAccuracyBalance(
  speed: number | null | undefined,
  accuracyPercent: number | null | undefined,
): Balance {
  if (
    typeof speed !== 'number' ||
    typeof accuracyPercent !== 'number' ||
    Number.isNaN(speed) ||
    Number.isNaN(accuracyPercent)
  ) {
    return 'Not Available';
  }
  if (speed > 2 && accuracyPercent > 80) return 'Excellent';
  if (speed > 1.5 && accuracyPercent > 70) return 'Good';
  return 'Needs Improvement';
}

/** "12m 5s" from seconds; SPEC's result time_spent is hh:mm:ss, see hhmmss. */
export function hhmmss(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
