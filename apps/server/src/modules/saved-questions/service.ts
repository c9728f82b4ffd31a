import { waitText } from '@aspirant/contract/fields.ts';
import type { ReportBody, SavedQuestion } from '@aspirant/contract/saved-questions.ts';
import { BOOKMARKS_MAX, REPORTS_PER_DAY, SAVED_MESSAGES } from '@aspirant/contract/saved-questions.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type QuestionImageSignerFactory, shownQuestionImage } from '../../lib/question-image.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { SavedQuestionsRepository } from '../../repositories/saved-questions.ts';

/** 'You can report 30 questions a day. Try again in 3 hours.': the reports' quota message. */
const tooManyReports = (seconds: number) =>
  `You can report ${REPORTS_PER_DAY} questions a day. Try again in ${waitText(seconds)}.`;

/**
 * Issue 15: saved questions (bookmarks) and 'Report a question'. A student may save or report only a question
 * they have met (a submitted test or a practice set); any other id answers 404, as an unknown one. The saved
 * list shows a key and explanation only under key-visibility.ts's rule.
 */
export function savedQuestionsService(deps: {
  saved: SavedQuestionsRepository;
  limiter: RateLimiter;
  clock: Clock;
  /** Signs bank images (issue 16): a saved question shows its image as the test did. */
  imageSigner: QuestionImageSignerFactory;
}) {
  const { saved, limiter, clock } = deps;
  const notFound = () => new AppError('NOT_FOUND', SAVED_MESSAGES.notFound);

  return {
    async list(userId: number): Promise<SavedQuestion[]> {
      const [rows, sign] = await Promise.all([saved.list(userId, BOOKMARKS_MAX), deps.imageSigner()]);
      return rows.map(({ imageOwner, ...q }) => ({
        ...q,
        image: shownQuestionImage(sign, q.image, imageOwner),
      }));
    },

    async add(userId: number, questionId: number): Promise<void> {
      if (!(await saved.hasSeen(userId, questionId))) throw notFound();
      if (await saved.isBookmarked(userId, questionId)) return;
      if ((await saved.count(userId)) >= BOOKMARKS_MAX)
        throw new AppError('CONFLICT', SAVED_MESSAGES.tooMany);
      await saved.add(userId, questionId, clock.now());
    },

    async remove(userId: number, questionId: number): Promise<void> {
      if (!(await saved.isBookmarked(userId, questionId)) && !(await saved.hasSeen(userId, questionId))) {
        throw notFound();
      }
      await saved.remove(userId, questionId);
    },

    async report(userId: number, questionId: number, body: ReportBody) {
      if (!(await saved.hasSeen(userId, questionId))) throw notFound();
      await enforceLimit(
        limiter,
        `question-reports:${userId}`,
        { max: REPORTS_PER_DAY, windowSeconds: 86_400 },
        tooManyReports,
      );
      const stored = await saved.report({
        userId,
        questionId,
        testId: await saved.reportedTestId(userId, questionId),
        kind: body.kind,
        comment: body.comment ?? '',
        now: clock.now(),
      });
      if (!stored) throw new AppError('CONFLICT', SAVED_MESSAGES.alreadyReported);
      return { id: stored.id, kind: stored.kind, createdAt: stored.createdAt.toISOString() };
    },
  };
}

export type SavedQuestionsService = ReturnType<typeof savedQuestionsService>;
