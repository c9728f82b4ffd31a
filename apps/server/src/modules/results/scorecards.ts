import { randomBytes } from 'node:crypto';
import type { User } from '@aspirant/contract/fields.ts';
import {
  type PublicScorecard,
  RESULT_MESSAGES,
  SCORECARD_MESSAGES,
  type ScorecardLink,
} from '@aspirant/contract/results.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { ScorecardsRepository } from '../../repositories/scorecards.ts';
import { SCORECARD_SHARE_LIMIT, SCORECARD_VIEW_LIMIT } from './limits.ts';
import type { ResultsService } from './service.ts';

/** 144 random bits from the operating system's generator, URL-safe (24 characters). */
const newToken = () => randomBytes(18).toString('base64url');

/**
 * Issue 15 point 6: a result's public scorecard. Only the result's owner makes, reads or revokes its link
 * (anyone else: 404); anyone with a live link sees the scorecard (name, test, score, rank, percentile, subject
 * percents) and nothing else: no answers, questions, ids or email. Unknown and revoked links answer alike.
 */
export function scorecardsService(deps: {
  results: ResultsService;
  scorecards: ScorecardsRepository;
  limiter: RateLimiter;
  clock: Clock;
  viewLimit?: Limit;
}) {
  const { results, scorecards, limiter, clock } = deps;

  async function ownResult(viewer: User, id: number) {
    const r = await results.find(id);
    if (!r || r.userId !== viewer.id) throw new AppError('NOT_FOUND', RESULT_MESSAGES.notFound);
    return r;
  }
  const linkOf = (row: { token: string; createdAt: Date }): ScorecardLink => ({
    token: row.token,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async link(viewer: User, id: number): Promise<ScorecardLink | null> {
      await ownResult(viewer, id);
      const live = await scorecards.live(id);
      return live ? linkOf(live) : null;
    },

    async share(viewer: User, id: number): Promise<{ link: ScorecardLink; isNew: boolean }> {
      await ownResult(viewer, id);
      const live = await scorecards.live(id);
      if (live) return { link: linkOf(live), isNew: false };
      await enforceLimit(limiter, `scorecard-share:${viewer.id}`, SCORECARD_SHARE_LIMIT);
      const now = clock.now();
      const token = newToken();
      if (!(await scorecards.create({ token, resultId: id, userId: viewer.id, now }))) {
        // Another tab shared it a moment ago: that link is the one.
        return { link: linkOf((await scorecards.live(id))!), isNew: false };
      }
      return { link: { token, createdAt: now.toISOString() }, isNew: true };
    },

    async revoke(viewer: User, id: number): Promise<void> {
      await ownResult(viewer, id);
      await scorecards.revoke(id, clock.now());
    },

    async open(token: string, clientKey: string): Promise<PublicScorecard> {
      await enforceLimit(limiter, `scorecard-view:${clientKey}`, deps.viewLimit ?? SCORECARD_VIEW_LIMIT);
      const gone = () => new AppError('NOT_FOUND', SCORECARD_MESSAGES.gone);
      if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw gone();
      const card = await scorecards.open(token);
      if (!card) throw gone();
      const r = await results.find(card.resultId);
      if (!r) throw gone();
      const page = await results.build(r);
      return {
        name: card.name,
        testName: page.TestMaster.name,
        examName: page.TestMaster.ExamMaster.name,
        completedAt: page.completed_at,
        score: page.score,
        totalScore: page.total_score,
        percent: page.perc_score,
        rank: page.rank.rank,
        takers: page.rank.takers,
        percentile: page.rank.percentile,
        topShare: page.rank.topShare,
        isRetake: page.is_retake,
        subjects: Object.entries(page.subjectWisePerformance).map(([name, percent]) => ({ name, percent })),
      };
    },
  };
}

export type ScorecardsService = ReturnType<typeof scorecardsService>;
