import type { User } from '@aspirant/contract/fields.ts';
import {
  ACTIVE_DAYS_WINDOW,
  CURRENT_SCORE_RESULTS,
  PROGRESS_WEEKS,
  type Progress,
  type ProgressWeek,
  type Target,
} from '@aspirant/contract/progress.ts';
import { DEFAULT_TARGET_SCORE } from '@aspirant/domain/figures.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentStreak, DAY_MS, dayNumber, dayString, istDay, istDayStart } from '../../lib/days.ts';
import type { ProgressReport } from '../../repositories/reports/progress.ts';
import type { UsersRepository } from '../../repositories/users.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The longest run of consecutive day numbers in a sorted list. */
function longestRun(sorted: number[]): number {
  let longest = 0;
  let run = 0;
  for (const [i, day] of sorted.entries()) {
    run = i > 0 && day === sorted[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

export function progressService(deps: { progress: ProgressReport; users: UsersRepository; clock: Clock }) {
  const { progress, users, clock } = deps;

  async function target(userId: number): Promise<Target> {
    const [targetScore, scores] = await Promise.all([
      users.targetScore(userId),
      progress.latestScores(userId, CURRENT_SCORE_RESULTS),
    ]);
    const currentScore = scores.length ? round2(scores.reduce((s, x) => s + x, 0) / scores.length) : null;
    const inForce = targetScore ?? DEFAULT_TARGET_SCORE;
    return {
      targetScore,
      defaultTargetScore: DEFAULT_TARGET_SCORE,
      currentScore,
      distance: currentScore !== null ? round2(inForce - currentScore) : null,
    };
  }

  return {
    /** The signed-in student's target (the dashboard's and the tracker's one target). */
    async target(user: User): Promise<{ success: true; target: Target }> {
      return { success: true, target: await target(user.id) };
    },

    async progress(user: User): Promise<{ success: true; progress: Progress }> {
      const today = istDay(clock.now());
      const todayN = dayNumber(today);
      // Weeks start on Monday (getUTCDay: 0 is Sunday).
      const thisMonday = todayN - ((new Date(todayN * DAY_MS).getUTCDay() + 6) % 7);
      const firstMonday = thisMonday - 7 * (PROGRESS_WEEKS - 1);
      const since = istDayStart(dayString(firstMonday));

      const [rows, resultDays, practiceDays, targetBlock] = await Promise.all([
        progress.resultsSince(user.id, since),
        progress.resultDays(user.id),
        progress.practiceDays(user.id),
        target(user.id),
      ]);

      const sums = Array.from({ length: PROGRESS_WEEKS }, () => ({
        tests: 0,
        score: 0,
        correct: 0,
        attempted: 0,
        seconds: 0,
      }));
      for (const r of rows) {
        const week = Math.floor((dayNumber(istDay(r.createdAt)) - firstMonday) / 7);
        const s = sums[week];
        if (!s) continue;
        s.tests++;
        s.score += r.percScore;
        s.correct += r.correct;
        s.attempted += r.attempted;
        s.seconds += r.timeSpentSeconds;
      }
      const weeks: ProgressWeek[] = sums.map((s, i) => ({
        weekStart: dayString(firstMonday + 7 * i),
        testsTaken: s.tests,
        averageScore: s.tests ? round2(s.score / s.tests) : null,
        accuracy: s.attempted ? round2((s.correct / s.attempted) * 100) : null,
        timePerQuestion: s.attempted ? round2(s.seconds / s.attempted) : null,
      }));

      const days = new Map<number, { tests: number; practice: number }>();
      const add = (list: { day: string; count: number }[], key: 'tests' | 'practice') => {
        for (const { day, count } of list) {
          const n = dayNumber(day);
          if (n > todayN) continue;
          const entry = days.get(n) ?? { tests: 0, practice: 0 };
          entry[key] += count;
          days.set(n, entry);
        }
      };
      add(resultDays, 'tests');
      add(practiceDays, 'practice');
      const sorted = [...days.keys()].sort((a, b) => a - b);
      const firstShown = todayN - (ACTIVE_DAYS_WINDOW - 1);

      return {
        success: true,
        progress: {
          today,
          weeks,
          activeDays: sorted
            .filter((n) => n >= firstShown)
            .map((n) => ({ date: dayString(n), ...days.get(n)! })),
          currentStreak: currentStreak(days, todayN),
          longestStreak: longestRun(sorted),
          target: targetBlock,
        },
      };
    },

    async setTarget(user: User, targetScore: number | null): Promise<{ success: true; target: Target }> {
      // The contract allows one decimal; rounding drops float noise such as 72.50000000001.
      const stored = targetScore === null ? null : Math.round(targetScore * 10) / 10;
      await users.setTargetScore(user.id, stored, clock.now());
      return { success: true, target: await target(user.id) };
    },
  };
}

export type ProgressService = ReturnType<typeof progressService>;
