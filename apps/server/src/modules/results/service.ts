import type { User } from '@aspirant/contract/fields.ts';
import {
  type Dashboard,
  type Insight,
  RESULT_MESSAGES,
  type Result,
  type StatsOverview,
} from '@aspirant/contract/results.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { MAX_RECENT_TESTS } from '@aspirant/domain/constants.ts';
import { percentileOf, scoreDistribution, topShare } from '@aspirant/domain/scores.ts';
import { hhmmss, questionsPerMinute, timeDistribution } from '@aspirant/domain/time.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentStreak, dayNumber, istDay } from '../../lib/days.ts';
import { AppError } from '../../lib/errors.ts';
import { type QuestionImageSignerFactory, shownQuestionImage } from '../../lib/question-image.ts';
import type { ResultRecord, ResultsRepository } from '../../repositories/results.ts';
import { ruleInsights } from './insights.ts';

const DIFFICULTY_WEIGHT = { easy: 1, medium: 2, hard: 3 } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Owner, the owner's coaching admin, and the super admin may read a result; anyone else gets 404. */
function canRead(viewer: User, result: ResultRecord): boolean {
  if (viewer.id === result.userId || viewer.role_id === ROLE.SUPER_ADMIN) return true;
  return (
    viewer.role_id === ROLE.COACHING_ADMIN &&
    viewer.customer_id !== null &&
    viewer.customer_id === result.ownerCustomerId
  );
}

export function resultsService(deps: {
  results: ResultsRepository;
  clock: Clock;
  /** Signs bank images (issue 16): the page shows each question's image as the test did. */
  imageSigner: QuestionImageSignerFactory;
}) {
  const { results } = deps;

  /** The whole result page of a stored result, for whoever the caller has let read it. */
  async function build(r: ResultRecord): Promise<Result> {
    const [rows, rank, previous, sign, group, regrades] = await Promise.all([
      // The key is the owner's to see or not (decision 0008), whoever reads the page.
      results.breakdown(r.attemptId, r.testId, r.userId),
      results.rank(`test:${r.testId}`, Math.round(r.percScore * 100)),
      results.previousResultId(r.userId, r.testId, r.id),
      deps.imageSigner(),
      r.audience === 'everyone' ? null : results.audienceRank(r.testId, r.percScore),
      results.regradesOf(r.id),
    ]);
    // Per-question times come from the browser; they are scaled so they never add up to more than the
    // time the server measured for the whole attempt.
    const reported = rows.reduce((sum, q) => sum + (q.timeSpentSeconds ?? 0), 0);
    const scale = reported > r.timeSpentSeconds && reported > 0 ? r.timeSpentSeconds / reported : 1;
    const times = rows.map((q) => round2((q.timeSpentSeconds ?? 0) * scale));

    const bySubject = new Map<string, [number, number]>();
    const byTopic = new Map<string, [number, number]>();
    for (const q of rows) {
      const isCorrect = q.isCorrect ? 1 : 0;
      for (const [map, name] of [
        [bySubject, q.subject],
        [byTopic, q.topic],
      ] as const) {
        const [c, n] = map.get(name) ?? [0, 0];
        map.set(name, [c + isCorrect, n + 1]);
      }
    }
    const percentMap = (map: Map<string, [number, number]>) =>
      Object.fromEntries([...map].map(([name, [c, n]]) => [name, round2((c / n) * 100)]));
    const weight =
      rows.reduce((sum, q) => sum + DIFFICULTY_WEIGHT[q.difficulty], 0) / Math.max(1, rows.length);
    const level = weight < 1.5 ? 'easy' : weight < 2.5 ? 'medium' : 'hard';
    const takers = Math.max(rank.total, 1);
    // A later attempt is placed among the first attempts without being one of them.
    const effectiveRank = Math.min(rank.rank, takers);

    return {
      id: r.id,
      test_id: r.testId,
      score: r.score,
      total_score: r.totalScore,
      perc_score: r.percScore,
      correct: r.correct,
      wrong: r.wrong,
      unattempted: r.unattempted,
      attempted: r.attempted,
      total_questions: r.totalQuestions,
      totalQuestions: r.totalQuestions,
      time_spent: hhmmss(r.timeSpentSeconds),
      test_started: r.startedAt.toISOString(),
      completed_at: r.createdAt.toISOString(),
      duration: r.durationMinutes,
      test_difficulty_level: level,
      speed_score: r.speedScore,
      accuracy_rate: r.accuracyRate,
      time_efficiency: r.timeEfficiency,
      is_first_attempt: r.isFirstAttempt,
      is_retake: !r.isFirstAttempt,
      previous_result_id: previous,
      per_question_time: rows.map((q, i) => ({ questionId: q.questionId, timeSpent: times[i]! })),
      subjectWisePerformance: percentMap(bySubject),
      topicWisePerformance: percentMap(byTopic),
      timeAnalysis: {
        totalTime: r.timeSpentSeconds,
        averageTimePerQuestion: round2(r.totalQuestions > 0 ? r.timeSpentSeconds / r.totalQuestions : 0),
        questionsPerMinute: round2(questionsPerMinute(r.attempted, r.timeSpentSeconds)),
        timeDistribution: timeDistribution(times.filter((_, i) => rows[i]!.selectedAnswer !== null)),
      },
      rank: {
        rank: effectiveRank,
        takers: rank.total,
        percentile: round2(percentileOf(effectiveRank, takers) ?? 0),
        topShare: topShare(effectiveRank, takers) ?? 100,
      },
      // A later attempt is placed among the audience's first attempts without being one of them.
      groupRank: group ? { rank: Math.min(group.rank, Math.max(group.total, 1)), takers: group.total } : null,
      TestMaster: {
        name: r.testName,
        ExamMaster: {
          name: r.examName,
          marking_scheme: { corr: r.markCorrect, incorr: r.markIncorrect, unatt: r.markUnattempted },
        },
      },
      questionBreakdown: rows.map((q, i) => {
        const isAttempted = q.selectedAnswer !== null;
        // Decision 0008: while a test sharing the question runs, only the student's own answer is shown.
        const isHidden = q.correctIndex === null;
        return {
          questionNumber: i + 1,
          questionId: q.questionId,
          question: q.text,
          image: shownQuestionImage(sign, q.image, q.ownerCustomerId),
          options: q.options,
          userAnswer: isAttempted ? (q.options[q.selectedAnswer!] ?? null) : null,
          userAnswerIndex: q.selectedAnswer,
          correctAnswer: isHidden ? null : q.options[q.correctIndex!]!,
          correctAnswerIndex: q.correctIndex,
          isAttempted,
          isMarked: q.isMarked ?? false,
          timeSpent: times[i]!,
          status: !isAttempted ? 'Unattempted' : isHidden ? 'Hidden' : q.isCorrect ? 'Correct' : 'Incorrect',
          subject: q.subject,
          topic: q.topic,
          difficulty: q.difficulty,
          explanation: q.explanation,
          hiddenUntilSubmit: isHidden ? q.hiddenBy : null,
        };
      }),
      regrades: regrades.map((g) => ({ date: g.createdAt.toISOString(), position: g.position })),
    };
  }

  return {
    /** The result page's record, unchecked: for the owner's other pages (solutions, scorecards). */
    find: (id: number) => results.find(id),
    build,

    async result(viewer: User, id: number): Promise<{ success: true; result: Result }> {
      const r = await results.find(id);
      if (!r || !canRead(viewer, r)) throw new AppError('NOT_FOUND', RESULT_MESSAGES.notFound);
      return { success: true, result: await build(r) };
    },

    /**
     * Issue 18 point 3: result `id` of the student `studentId` (whom the caller has let the viewer read), the
     * same page the student sees; a result of anyone else answers 404 like an unknown one.
     */
    async resultOf(studentId: number, id: number): Promise<{ success: true; result: Result }> {
      const r = await results.find(id);
      if (!r || r.userId !== studentId) throw new AppError('NOT_FOUND', RESULT_MESSAGES.notFound);
      return { success: true, result: await build(r) };
    },

    /** `rulesOnly` skips the provider-rewritten insights (used when making new ones). */
    async dashboard(
      user: User,
      options: { rulesOnly?: boolean } = {},
    ): Promise<{ success: true; data: { data: Dashboard } }> {
      // Independent reads, in parallel: one round trip of wall time.
      const [rows, subjects, standing, stored] = await Promise.all([
        results.studentResults(user.id),
        results.subjectAccuracy(user.id),
        results.dashboardRanks(user.id, MAX_RECENT_TESTS),
        options.rulesOnly ? null : results.storedDashboardInsights(user.id),
      ]);
      const n = rows.length;
      const avg = (pick: (r: (typeof rows)[number]) => number) =>
        n ? rows.reduce((s, r) => s + pick(r), 0) / n : 0;
      const days = [...new Set(rows.map((r) => istDay(r.createdAt)))].sort();
      const today = istDay(deps.clock.now());
      const totalDays = n ? dayNumber(today) - dayNumber(days[0]!) + 1 : 0;
      const activeSet = new Set(days.map(dayNumber));

      const recent = rows.slice(-MAX_RECENT_TESTS).reverse();
      const scores = rows.map((r) => r.percScore);
      const subjectPerformance = subjects
        .filter((s) => s.attempted > 0)
        .map((s) => ({ name: s.name, accuracy: round2((s.correct / s.attempted) * 100) }));
      const overview = {
        totalTests: n,
        testsPerDay: round2(totalDays ? n / totalDays : 0),
        averageScore: round2(avg((r) => r.percScore)),
        bestScore: round2(n ? Math.max(...scores) : 0),
        averageAccuracy: round2(avg((r) => r.accuracyRate)),
        averageSpeed: round2(avg((r) => r.speedScore)),
        allIndiaRank: standing.air,
        totalTestTakers: standing.takers,
        averageTimeEfficiency: round2(avg((r) => r.timeEfficiency)),
        averageTimePerQuestion: round2(
          rows.reduce((s, r) => s + r.timeSpentSeconds, 0) /
            60 /
            Math.max(
              1,
              rows.reduce((s, r) => s + r.totalQuestions, 0),
            ),
        ),
        activeDays: days.length,
        totalDays,
        currentStreak: currentStreak(activeSet, dayNumber(today)),
        testsAbove70: scores.filter((s) => s >= 70).length,
        testsAbove80: scores.filter((s) => s >= 80).length,
        testsAbove90: scores.filter((s) => s >= 90).length,
      };
      return {
        success: true,
        data: {
          data: {
            overview,
            recentPerformance: recent.map((r) => ({
              id: r.id,
              testName: r.testName,
              score: round2(r.percScore),
              accuracy_rate: r.accuracyRate,
              all_india_rank: standing.recent.get(r.id) ?? null,
              speed_score: r.speedScore,
              created_at: r.createdAt.toISOString(),
              is_retake: !r.isFirstAttempt,
            })),
            subjectPerformance,
            // Issue 15: one point per submitted test (seven tests on one day are seven points), the latest 60.
            improvementTrend: rows.slice(-60).map((r) => ({
              date: istDay(r.createdAt),
              testName: r.testName,
              avgScore: round2(r.percScore),
              avgAccuracy: round2(r.accuracyRate),
            })),
            scoreDistribution: scoreDistribution(scores),
            // Rewritten insights stand until a newer result arrives; then the rules speak again.
            insights:
              stored && stored.basedOnResultId === (rows.at(-1)?.id ?? null)
                ? (stored.insights as Insight[])
                : ruleInsights({
                    scores,
                    averageTimeEfficiency: overview.averageTimeEfficiency,
                    averageAccuracy: overview.averageAccuracy,
                    subjects,
                  }),
          },
        },
      };
    },

    async statsOverview(user: User): Promise<StatsOverview & { success: true }> {
      const [totals, subjects] = await Promise.all([results.totals(user.id), results.subjectTotals(user.id)]);
      const subjectWisePerformance: StatsOverview['subjectWisePerformance'] = {};
      for (const s of subjects) {
        const total = Number(s.questions);
        subjectWisePerformance[s.subject] = {
          averageScore: total > 0 ? round2((Number(s.correct) / total) * 100) : 0,
          totalTests: Number(s.tests),
        };
      }
      return {
        success: true,
        totalTests: Number(totals.totalTests),
        averageScore: round2(Number(totals.averageScore ?? 0)),
        highestScore: round2(Number(totals.highestScore ?? 0)),
        lowestScore: round2(Number(totals.lowestScore ?? 0)),
        totalCorrect: Number(totals.totalCorrect ?? 0),
        totalIncorrect: Number(totals.totalIncorrect ?? 0),
        totalUnattempted: Number(totals.totalUnattempted ?? 0),
        subjectWisePerformance,
      };
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
