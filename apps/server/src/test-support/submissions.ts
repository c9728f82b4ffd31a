import { encodeSheet } from '@aspirant/domain/answer-sheet.ts';
import { markPaper, type PaperKey } from '@aspirant/domain/marking.ts';
import type { Db } from '../db/client.ts';
import { attemptAnswers, attempts, results } from '../db/schema.ts';

/** A question's answer in a written submission: the option chosen (null: visited, left blank) and the time. */
export type WrittenAnswer = { selected: number | null; seconds: number };

/**
 * One submission as a submit leaves it in the database, written directly (many at once, where the API would be
 * slow): the submitted attempt, its answers and its result, marked by the domain's `markPaper`, with its answer sheet
 * (`keys` in paper order). For item
 * analysis tests, which need many takers with chosen answers.
 */
export async function writeSubmission(
  db: Db,
  s: {
    userId: number;
    testId: number;
    keys: readonly PaperKey[];
    marks: { correct: number; incorrect: number; unattempted: number };
    answers: ReadonlyMap<number, WrittenAnswer>;
    isFirstAttempt: boolean;
    now: Date;
    resultId?: number | undefined;
  },
): Promise<{ resultId: number; marked: ReturnType<typeof markPaper> }> {
  const marked = markPaper(s.keys, new Map([...s.answers].map(([id, a]) => [id, a.selected])), s.marks);
  const sheet = encodeSheet(
    s.keys.map((k) => {
      const a = s.answers.get(k.questionId);
      return { chosen: a?.selected ?? null, seconds: a?.seconds ?? 0 };
    }),
  );
  const [attempt] = await db
    .insert(attempts)
    .values({
      sessionUuid: crypto.randomUUID(),
      userId: s.userId,
      testId: s.testId,
      status: 'submitted',
      startedAt: s.now,
      deadlineAt: s.now,
      lastActivityAt: s.now,
      submittedAt: s.now,
    })
    .returning({ id: attempts.id });
  if (s.answers.size > 0) {
    await db.insert(attemptAnswers).values(
      [...s.answers].map(([questionId, a]) => ({
        attemptId: attempt!.id,
        questionId,
        selectedAnswer: a.selected,
        timeSpentSeconds: a.seconds,
        updatedAt: s.now,
      })),
    );
  }
  const [result] = await db
    .insert(results)
    .values({
      ...(s.resultId === undefined ? {} : { id: s.resultId }),
      attemptId: attempt!.id,
      userId: s.userId,
      testId: s.testId,
      score: marked.score,
      totalScore: marked.totalScore,
      percScore: marked.percScore,
      correct: marked.correct,
      wrong: marked.wrong,
      unattempted: marked.unattempted,
      attempted: marked.attempted,
      totalQuestions: marked.totalQuestions,
      timeSpentSeconds: 0,
      isFirstAttempt: s.isFirstAttempt,
      answerSheet: Buffer.from(sheet.sheet),
      answerSeconds: Buffer.from(sheet.seconds),
    })
    .returning({ id: results.id });
  return { resultId: result!.id, marked };
}
