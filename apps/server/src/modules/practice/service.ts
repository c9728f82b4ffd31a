import { fillMessage } from '@aspirant/contract/message-codes.ts';
import {
  type CreatePracticeBody,
  PRACTICE_DEFAULT_COUNT,
  PRACTICE_MAX_PER_HOUR,
  PRACTICE_MESSAGES,
  PRACTICE_RECENT_LIMIT,
  type PracticeSet,
  type PracticeSummary,
} from '@aspirant/contract/practice.ts';
import { PRACTICE_TITLES } from '@aspirant/contract/practice-titles.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type QuestionImageSignerFactory, shownQuestionImage } from '../../lib/question-image.ts';
import type { CatalogueRepository } from '../../repositories/catalogue.ts';
import type { PracticeRepository } from '../../repositories/practice.ts';
import type { InTransaction } from '../../repositories/transaction.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Practice mode (issue 7 point 4): untimed sets built from the student's wrong answers, a topic or a subject.
 * It reads attempts and results to choose questions but writes only practice_sessions and practice_items, so it
 * never counts in results, ranks or the dashboard. It draws only questions whose key the student may see
 * (decision 0008: reserved for practice or from a submitted test, none of a test in progress), and withholds
 * an item of an earlier set that has become hidden. A set belongs to its student: anyone else's id answers 404.
 */
export function practiceService(deps: {
  practice: PracticeRepository;
  catalogue: CatalogueRepository;
  transaction: InTransaction;
  clock: Clock;
  /** Signs bank images (issue 16): a practice item shows its question's image as a test does. */
  imageSigner: QuestionImageSignerFactory;
}) {
  const { practice, catalogue, transaction, clock } = deps;

  const notFound = () => new AppError('NOT_FOUND', PRACTICE_MESSAGES.notFound);

  return {
    async create(userId: number, body: CreatePracticeBody): Promise<PracticeSummary> {
      const count = body.count ?? PRACTICE_DEFAULT_COUNT;
      let title: string;
      let subjectId: number | null = null;
      let topicId: number | null = null;
      if (body.source === 'topic') {
        const topic = await catalogue.topic(body.topicId);
        if (!topic) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.topicNotFound);
        title = fillMessage(PRACTICE_TITLES.topic, { name: topic.name });
        topicId = topic.id;
        subjectId = topic.subjectId;
      } else if (body.source === 'subject') {
        const subject = await catalogue.subject(body.subjectId);
        if (!subject) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.subjectNotFound);
        title = fillMessage(PRACTICE_TITLES.subject, { name: subject.name });
        subjectId = subject.id;
      } else if (body.source === 'saved') {
        title = PRACTICE_TITLES.saved;
      } else {
        title = PRACTICE_TITLES.incorrect;
      }

      const now = clock.now();
      return transaction(async (tx) => {
        if (
          (await practice.countSince(tx, userId, new Date(now.getTime() - HOUR_MS))) >= PRACTICE_MAX_PER_HOUR
        ) {
          throw new AppError('RATE_LIMITED', PRACTICE_MESSAGES.tooMany, {
            retryAfterSeconds: 60 * 60,
          });
        }
        const questionIds =
          body.source === 'incorrect'
            ? await practice.pickIncorrect(tx, userId, count)
            : body.source === 'saved'
              ? await practice.pickSaved(tx, userId, count)
              : await practice.pickFrom(
                  tx,
                  userId,
                  body.source === 'topic' ? { topicId: body.topicId } : { subjectId: body.subjectId },
                  count,
                );
        if (questionIds.length === 0) {
          throw new AppError(
            'UNPROCESSABLE',
            body.source === 'saved' ? PRACTICE_MESSAGES.nothingSaved : PRACTICE_MESSAGES.nothingToPractise,
          );
        }
        const id = await practice.insert(tx, {
          userId,
          source: body.source,
          subjectId,
          topicId,
          title,
          questionIds,
          now,
        });
        return (await practice.summaryIn(tx, userId, id))!;
      });
    },

    recent(userId: number): Promise<PracticeSummary[]> {
      return practice.recent(userId, PRACTICE_RECENT_LIMIT);
    },

    async get(userId: number, id: number): Promise<PracticeSet> {
      // Both in one round trip; the items are only answered when the set is the student's.
      const [summary, rows, sign] = await Promise.all([
        practice.summary(userId, id),
        practice.items(userId, id),
        deps.imageSigner(),
      ]);
      if (!summary) throw notFound();
      const items = rows.map(({ imageOwner, ...item }) => ({
        ...item,
        image: shownQuestionImage(sign, item.image, imageOwner),
      }));
      return { ...summary, items };
    },

    async answer(userId: number, id: number, position: number, selectedAnswer: number) {
      const now = clock.now();
      return transaction(async (tx) => {
        // The set's row lock serialises answers to one set: two at once cannot both count.
        const session = await practice.lockSession(tx, userId, id);
        if (!session) throw notFound();
        const item = await practice.lockItem(tx, userId, id, position);
        if (!item) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.noSuchPosition);
        if (item.withheld) throw new AppError('CONFLICT', PRACTICE_MESSAGES.withheld);
        if (item.answeredAt !== null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.alreadyAnswered);
        if (selectedAnswer >= item.options.length) {
          throw new AppError('VALIDATION', PRACTICE_MESSAGES.answerOutOfRange(item.options.length));
        }
        const isCorrect = selectedAnswer === item.correctIndex;
        if (!(await practice.answer(tx, id, position, selectedAnswer, isCorrect, now))) {
          throw new AppError('CONFLICT', PRACTICE_MESSAGES.alreadyAnswered);
        }
        await practice.completeIfDone(tx, id, now);
        const summary = await practice.summaryIn(tx, userId, id);
        return {
          isCorrect,
          correctIndex: item.correctIndex,
          explanation: item.explanation,
          explanationHi: item.explanationHi,
          summary: summary!,
        };
      });
    },

    options: () => catalogue.subjectsWithTopics(),
  };
}

export type PracticeService = ReturnType<typeof practiceService>;
