import type { User } from '@aspirant/contract/fields.ts';
import {
  MOST_MISSED_LIMIT,
  SUBJECT_MESSAGES,
  type SubjectAnalytics,
  type TopicAnalytics,
  TREND_THRESHOLD_POINTS,
  TREND_WINDOW,
  type Trend,
} from '@aspirant/contract/subjects.ts';
import { type Difficulty, PACE_TARGET_SECONDS } from '@aspirant/domain/constants.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogueRepository } from '../../repositories/catalogue.ts';
import type { SubjectPageReport, TopicResultRow } from '../../repositories/reports/subject-page.ts';

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Correct over answered, as a percentage; null when nothing was answered. */
function pooledAccuracy(results: { answered: number; correct: number }[]): number | null {
  let answered = 0;
  let correct = 0;
  for (const r of results) {
    answered += r.answered;
    correct += r.correct;
  }
  return answered === 0 ? null : (correct / answered) * 100;
}

/**
 * The trend of a topic from its results, oldest first (contract TopicAnalyticsSchema): null below 2 results;
 * else the last k = min(TREND_WINDOW, ceil(n / 2)) results against the up to TREND_WINDOW before them.
 */
export function topicTrend(results: { answered: number; correct: number }[]): Trend | null {
  const n = results.length;
  if (n < 2) return null;
  const k = Math.min(TREND_WINDOW, Math.ceil(n / 2));
  const recent = pooledAccuracy(results.slice(n - k));
  const previous = pooledAccuracy(results.slice(Math.max(0, n - k - TREND_WINDOW), n - k));
  if (recent === null || previous === null) return null;
  const change = recent - previous;
  if (change >= TREND_THRESHOLD_POINTS) return 'up';
  if (change <= -TREND_THRESHOLD_POINTS) return 'down';
  return 'flat';
}

export function subjectsService(deps: { catalogue: CatalogueRepository; subjects: SubjectPageReport }) {
  const { catalogue, subjects } = deps;

  return {
    /** GET /api/subjects/:name/analytics for the signed-in user: only their own submitted attempts count. */
    async analytics(user: User, name: string): Promise<SubjectAnalytics> {
      const subject = await catalogue.subjectByName(name);
      if (!subject) throw new AppError('NOT_FOUND', SUBJECT_MESSAGES.notFound);

      const [topicRows, topicResults, mostMissed, pace] = await Promise.all([
        catalogue.topicsOf(subject.id),
        subjects.topicResults(user.id, subject.id),
        subjects.mostMissed(user.id, subject.id, MOST_MISSED_LIMIT),
        subjects.pace(user.id, subject.id),
      ]);

      // Rows arrive oldest first, so each topic's list keeps that order.
      const byTopic = new Map<number, TopicResultRow[]>();
      for (const row of topicResults) {
        const list = byTopic.get(row.topicId) ?? [];
        list.push(row);
        byTopic.set(row.topicId, list);
      }

      const topics: TopicAnalytics[] = topicRows.map((topic) => {
        const results = byTopic.get(topic.id) ?? [];
        const attempts = results.reduce((sum, r) => sum + r.answered, 0);
        const correct = results.reduce((sum, r) => sum + r.correct, 0);
        const last = results.at(-1);
        return {
          id: topic.id,
          name: topic.name,
          attempts,
          correct,
          accuracy: attempts === 0 ? null : round((correct / attempts) * 100, 2),
          trend: topicTrend(results),
          ...(last ? { lastPracticed: last.submittedAt.toISOString() } : {}),
        };
      });

      const paceByDifficulty = new Map(pace.map((row) => [row.difficulty, row]));
      const timeByDifficulty = DIFFICULTIES.map((difficulty) => {
        const row = paceByDifficulty.get(difficulty);
        return {
          difficulty,
          questions: row?.questions ?? 0,
          averageSeconds: row && row.questions > 0 ? row.averageSeconds : null,
          targetSeconds: PACE_TARGET_SECONDS[difficulty],
        };
      });

      return { subject: { id: subject.id, name: subject.name }, topics, mostMissed, timeByDifficulty };
    },
  };
}

export type SubjectsService = ReturnType<typeof subjectsService>;
