import { and, count, countDistinct, eq, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attemptAnswers, questions, results, subjects, testQuestions } from '../../db/schema.ts';

export function resultsRepository(db: Db) {
  return {
    /** Totals over every result of one student. */
    async totals(userId: number) {
      const [row] = await db
        .select({
          totalTests: count(),
          averageScore: sql<number | null>`avg(${results.percScore})`,
          highestScore: max(results.percScore),
          lowestScore: min(results.percScore),
          totalCorrect: sum(results.correct),
          totalIncorrect: sum(results.wrong),
          totalUnattempted: sum(results.unattempted),
        })
        .from(results)
        .where(eq(results.userId, userId));
      return row!;
    },

    /** Per subject: questions answered correctly out of all questions of that subject the student sat. */
    async subjectTotals(userId: number) {
      return db
        .select({
          subject: subjects.name,
          questions: count(),
          correct: sql<number>`count(*) filter (where ${attemptAnswers.selectedAnswer} = ${questions.correctIndex})`,
          tests: countDistinct(results.id),
        })
        .from(results)
        .innerJoin(testQuestions, eq(testQuestions.testId, results.testId))
        .innerJoin(questions, eq(questions.id, testQuestions.questionId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .leftJoin(
          attemptAnswers,
          and(eq(attemptAnswers.attemptId, results.attemptId), eq(attemptAnswers.questionId, questions.id)),
        )
        .where(eq(results.userId, userId))
        .groupBy(subjects.name)
        .orderBy(subjects.name);
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
