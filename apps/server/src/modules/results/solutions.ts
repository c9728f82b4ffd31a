import {
  RESULT_MESSAGES,
  type Solution,
  type SolutionFilter,
  type SolutionsQuery,
} from '@aspirant/contract/results.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type QuestionImageSignerFactory, shownQuestionImage } from '../../lib/question-image.ts';
import type { QuestionStats, SolutionRow, SolutionsReport } from '../../repositories/reports/solutions.ts';
import { STATS_CACHE_FROM_TAKERS, STATS_CACHE_TESTS, STATS_MAX_AGE_MS } from './limits.ts';
import type { ResultsService } from './service.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

function statusOf(q: SolutionRow): Solution['status'] {
  if (q.selectedAnswer === null) return 'Unattempted';
  if (q.correctIndex === null) return 'Hidden';
  return q.isCorrect ? 'Correct' : 'Incorrect';
}

const MATCHES: Record<SolutionFilter, (q: SolutionRow, status: Solution['status']) => boolean> = {
  all: () => true,
  correct: (_, s) => s === 'Correct',
  incorrect: (_, s) => s === 'Incorrect',
  unattempted: (_, s) => s === 'Unattempted',
  marked: (q) => q.isMarked,
};

/**
 * Issue 15 point 1: every question of a submitted attempt with its explanation in both languages, the share of
 * takers who got it right and the toppers' time, paged and filtered here. Only the result's owner reads it
 * (anyone else: 404); the key comes only through key-visibility.ts (repositories/reports/solutions.ts).
 */
export function solutionsService(deps: {
  results: ResultsService;
  report: SolutionsReport;
  clock: Clock;
  /** Signs bank images (issue 16): the result shows each question's image as the test did. */
  imageSigner: QuestionImageSignerFactory;
}) {
  const { results, report, clock } = deps;
  const cache = new Map<number, { takers: number; at: number; stats: QuestionStats }>();

  /** The test's per-question statistics: recomputed when its takers change, or kept a minute on a big test. */
  async function statsOf(testId: number): Promise<QuestionStats> {
    const takers = await report.takers(testId);
    const now = clock.now().getTime();
    const kept = cache.get(testId);
    if (
      kept &&
      (kept.takers === takers || (takers >= STATS_CACHE_FROM_TAKERS && now - kept.at < STATS_MAX_AGE_MS))
    ) {
      return kept.stats;
    }
    const stats = await report.questionStats(testId);
    cache.delete(testId);
    if (cache.size >= STATS_CACHE_TESTS) cache.delete(cache.keys().next().value!);
    cache.set(testId, { takers, at: now, stats });
    return stats;
  }

  return {
    /**
     * The solutions of result `id` of the student `ownerId`: the signed-in student's own id, or (issue 18
     * point 3) a student their centre's staff may read, checked by the caller. Another's result: 404.
     */
    async solutions(ownerId: number, id: number, query: SolutionsQuery) {
      const r = await results.find(id);
      if (!r || r.userId !== ownerId) throw new AppError('NOT_FOUND', RESULT_MESSAGES.notFound);
      const { page, limit, status: filter } = query;
      const [rows, language, stats, sign] = await Promise.all([
        report.rows(r.attemptId, r.testId, r.userId),
        report.attemptLanguage(r.attemptId),
        statsOf(r.testId),
        deps.imageSigner(),
      ]);
      // The same scaling as the result page: reported seconds never add up to more than the server measured.
      const reported = rows.reduce((sum, q) => sum + q.timeSpentSeconds, 0);
      const scale = reported > r.timeSpentSeconds && reported > 0 ? r.timeSpentSeconds / reported : 1;

      const matching = rows
        .map((q, i) => ({ q, number: i + 1, status: statusOf(q) }))
        .filter(({ q, status }) => MATCHES[filter](q, status))
        .filter(({ q }) => query.subject === undefined || q.subject === query.subject);
      const shown = matching.slice((page - 1) * limit, page * limit);
      const takers = stats.takers;

      return {
        success: true as const,
        page,
        limit,
        total: matching.length,
        totalQuestions: rows.length,
        language,
        subjects: [...new Set(rows.map((q) => q.subject))],
        takers,
        toppers: stats.toppers,
        solutions: shown.map(({ q, number, status }): Solution => {
          const s = stats.byQuestion.get(q.questionId) ?? { correct: 0, topperSeconds: 0 };
          return {
            questionNumber: number,
            questionId: q.questionId,
            subject: q.subject,
            topic: q.topic,
            difficulty: q.difficulty,
            status,
            isMarked: q.isMarked,
            userAnswerIndex: q.selectedAnswer,
            correctAnswerIndex: q.correctIndex,
            hiddenUntilSubmit: q.correctIndex === null ? q.hiddenBy : null,
            image: shownQuestionImage(sign, q.image, q.ownerCustomerId),
            en: { question: q.text, options: q.options, explanation: q.explanation },
            hi:
              q.textHi !== null && q.optionsHi !== null
                ? { question: q.textHi, options: q.optionsHi, explanation: q.explanationHi }
                : null,
            timeSpent: round2(q.timeSpentSeconds * scale),
            correctShare: takers > 0 ? round2((s.correct / takers) * 100) : 0,
            toppersAverageSeconds: stats.toppers > 0 ? round2(s.topperSeconds / stats.toppers) : 0,
            isBookmarked: q.isBookmarked,
            reported: q.reported,
          };
        }),
      };
    },
  };
}

export type SolutionsService = ReturnType<typeof solutionsService>;
