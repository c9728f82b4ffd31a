/** Score bands, levels and colours of SPEC §9. Percentages may be missing (null/undefined/NaN). */

export type Level = 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner' | 'Novice';
export type StatusColor = 'success' | 'warning' | 'error';

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Dashboard band and stars: 90+ Expert (5), 80+ Advanced (4), 70+ Intermediate (3), 60+ Beginner (2), else Novice (1). */
export function scoreBand(percent: number | null | undefined): { label: Level; stars: number } {
  const p = isNumber(percent) ? percent : 0;
  if (p >= 90) return { label: 'Expert', stars: 5 };
  if (p >= 80) return { label: 'Advanced', stars: 4 };
  if (p >= 70) return { label: 'Intermediate', stars: 3 };
  if (p >= 60) return { label: 'Beginner', stars: 2 };
  return { label: 'Novice', stars: 1 };
}

/** Result performance level: the same thresholds as the dashboard band. */
export function resultLevel(percent: number | null | undefined): Level {
  return scoreBand(percent).label;
}

/** Test result and level chip colour: 80+ success, 60+ warning, else error. */
export function scoreColor(percent: number | null | undefined): StatusColor {
  const p = isNumber(percent) ? percent : 0;
  if (p >= 80) return 'success';
  if (p >= 60) return 'warning';
  return 'error';
}

/** A check icon marks results of 80 and above. */
export function hasCheckIcon(percent: number | null | undefined): boolean {
  return isNumber(percent) && percent >= 80;
}

/** Result star rating: ceil(percent / 20), kept within 0 to 5. */
export function starRating(percent: number | null | undefined): number {
  if (!isNumber(percent)) return 0;
  return Math.min(5, Math.max(0, Math.ceil(percent / 20)));
}

export type SubjectInsight = 'Excellent' | 'Very Good' | 'Good' | 'Average' | 'Needs Improvement';

/** Subject insight: >=90 Excellent, >=80 Very Good, >=70 Good, >=60 Average, else Needs Improvement. */
export function subjectInsight(percent: number | null | undefined): SubjectInsight {
  const p = isNumber(percent) ? percent : 0;
  if (p >= 90) return 'Excellent';
  if (p >= 80) return 'Very Good';
  if (p >= 70) return 'Good';
  if (p >= 60) return 'Average';
  return 'Needs Improvement';
}

/** Accuracy = correct / attempted x 100; 0 when nothing was attempted. */
export function accuracy(correct: number, attempted: number): number {
  if (!isNumber(correct) || !isNumber(attempted) || attempted <= 0) return 0;
  return (correct / attempted) * 100;
}

/**
 * Percentile: the share of takers a rank beats, round((total - rank) / total x 100) (SPEC's seed figure, shown as
 * 'Percentile'); null without a rank.
 */
export function percentileOf(
  rank: number | null | undefined,
  total: number | null | undefined,
): number | null {
  if (!isNumber(rank) || !isNumber(total) || total <= 0 || rank < 1) return null;
  return Math.round(((total - rank) / total) * 100);
}

/**
 * "Top N%" (issue 15): the smallest top share the rank lies in, N = ceil(rank / total x 100), so rank 1 of 100
 * is 'Top 1%' and rank 100 of 100 'Top 100%'; null without a rank.
 */
export function topShare(rank: number | null | undefined, total: number | null | undefined): number | null {
  if (!isNumber(rank) || !isNumber(total) || total <= 0 || rank < 1) return null;
  return Math.min(100, Math.ceil((Math.min(rank, total) / total) * 100));
}

export type ScoreBucket = '90+ Score' | '80-89 Score' | '70-79 Score' | 'Below 70';

/** The dashboard doughnut's slice for one score. */
export function scoreBucket(percent: number): ScoreBucket {
  if (percent >= 90) return '90+ Score';
  if (percent >= 80) return '80-89 Score';
  if (percent >= 70) return '70-79 Score';
  return 'Below 70';
}

/** Counts of scores per doughnut slice, in the slices' order. */
export function scoreDistribution(percents: number[]): Record<ScoreBucket, number> {
  const counts: Record<ScoreBucket, number> = {
    '90+ Score': 0,
    '80-89 Score': 0,
    '70-79 Score': 0,
    'Below 70': 0,
  };
  for (const p of percents) if (isNumber(p)) counts[scoreBucket(p)]++;
  return counts;
}

export type InsightType = 'strength' | 'weakness' | 'improvement' | 'info';

/** Insight severity: strength success, weakness warning, otherwise info. */
export function insightSeverity(type: string): 'success' | 'warning' | 'info' {
  if (type === 'strength') return 'success';
  if (type === 'weakness') return 'warning';
  return 'info';
}
