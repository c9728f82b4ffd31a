import { markPaper, outcome, type PaperKey, round2 } from '@aspirant/domain/marking.ts';
import { accuracy } from '@aspirant/domain/scores.ts';
import { questionsPerMinute, timeEfficiency } from '@aspirant/domain/time.ts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, rowsOf } from '../db/client.ts';
import { acceptedSql } from '../repositories/test-key.ts';

/**
 * Issue 18: every figure a submission and a regrade maintain, computed again from nothing but the attempts'
 * answers, the tests' keys as fixed now, and the exams' marks (with `markPaper`): the results rows, the rank
 * histograms (each test's and the average's, fine and whole-percent rows), the students' running totals and
 * their topic counts. `assertConsistent` checks the stored ones equal it.
 */
export interface Figures {
  results: Record<
    number,
    {
      score: number;
      totalScore: number;
      percScore: number;
      correct: number;
      wrong: number;
      unattempted: number;
      attempted: number;
      accuracyRate: number;
      speedScore: number;
      timeEfficiency: number;
    }
  >;
  /** `scope|bucket` → count, rows of count 0 left out. */
  histogram: Record<string, number>;
  /** user id → totals (sum_perc to 6 places: the running sum adds in another order). */
  stats: Record<number, { totalTests: number; sumPerc: number; avgBucket: number }>;
  /** `user|topic` → counts. */
  topics: Record<string, { questions: number; attempted: number; correct: number }>;
}

const six = (n: number) => Math.round(n * 1e6) / 1e6;

export async function recomputeFromScratch(db: Db): Promise<Figures> {
  const keyRows = rowsOf<{
    test_id: number;
    question_id: number;
    accepted: number[];
    difficulty: PaperKey['difficulty'];
    dropped: PaperKey['dropped'];
    topic_id: number;
  }>(
    await db.execute(sql`
      select tq.test_id, q.id as question_id, ${acceptedSql()} as accepted, q.difficulty, tq.dropped, q.topic_id
        from test_questions tq join questions q on q.id = tq.question_id
       where tq.test_id in (select distinct test_id from results)
       order by tq.test_id, tq.position`),
  );
  const keys = new Map<number, (PaperKey & { topicId: number })[]>();
  for (const k of keyRows) {
    const list = keys.get(k.test_id) ?? [];
    list.push({
      questionId: k.question_id,
      accepted: k.accepted.map(Number),
      difficulty: k.difficulty,
      dropped: k.dropped,
      topicId: k.topic_id,
    });
    keys.set(k.test_id, list);
  }
  const marks = new Map(
    rowsOf<{ id: number; c: number; i: number; u: number }>(
      await db.execute(sql`select t.id, e.mark_correct as c, e.mark_incorrect as i, e.mark_unattempted as u
                             from tests t join exams e on e.id = t.exam_id`),
    ).map((r) => [r.id, { correct: r.c, incorrect: r.i, unattempted: r.u }]),
  );
  const results = rowsOf<{
    id: string | number;
    user_id: number;
    test_id: number;
    attempt_id: string | number;
    is_first_attempt: boolean;
    time_spent_seconds: number;
  }>(
    await db.execute(sql`select id, user_id, test_id, attempt_id, is_first_attempt, time_spent_seconds
                           from results order by id`),
  );
  const answers = new Map<number, Map<number, number | null>>();
  for (const a of rowsOf<{
    attempt_id: string | number;
    question_id: number;
    selected_answer: number | null;
  }>(
    await db.execute(sql`select attempt_id, question_id, selected_answer from attempt_answers
                          where attempt_id in (select attempt_id from results)`),
  )) {
    const m = answers.get(Number(a.attempt_id)) ?? new Map<number, number | null>();
    m.set(a.question_id, a.selected_answer);
    answers.set(Number(a.attempt_id), m);
  }

  const figures: Figures = { results: {}, histogram: {}, stats: {}, topics: {} };
  const count = (scope: string, fine: number) => {
    for (const key of [`${scope}|${fine}`, `${scope}:pct|${Math.floor(fine / 100)}`]) {
      figures.histogram[key] = (figures.histogram[key] ?? 0) + 1;
    }
  };
  const sums = new Map<number, { n: number; sum: number }>();
  for (const r of results) {
    const key = keys.get(r.test_id) ?? [];
    const chosen = answers.get(Number(r.attempt_id)) ?? new Map<number, number | null>();
    const { answeredDifficulties, totalQuestions: _, ...m } = markPaper(key, chosen, marks.get(r.test_id)!);
    figures.results[Number(r.id)] = {
      ...m,
      accuracyRate: round2(accuracy(m.correct, m.attempted)),
      speedScore: round2(questionsPerMinute(m.attempted, r.time_spent_seconds)),
      timeEfficiency: round2(timeEfficiency(answeredDifficulties, r.time_spent_seconds)),
    };
    for (const k of key) {
      const o = outcome(k, chosen.get(k.questionId));
      const t = figures.topics[`${r.user_id}|${k.topicId}`] ?? { questions: 0, attempted: 0, correct: 0 };
      t.questions += 1;
      t.attempted += Number(o !== 'unattempted');
      t.correct += Number(o === 'correct');
      figures.topics[`${r.user_id}|${k.topicId}`] = t;
    }
    if (r.is_first_attempt) {
      count(`test:${r.test_id}`, Math.round(m.percScore * 100));
      const s = sums.get(r.user_id) ?? { n: 0, sum: 0 };
      s.n += 1;
      s.sum += m.percScore;
      sums.set(r.user_id, s);
    }
  }
  for (const [userId, s] of sums) {
    const avgBucket = Math.round((s.sum / s.n) * 100);
    figures.stats[userId] = { totalTests: s.n, sumPerc: six(s.sum), avgBucket };
    count('avg', avgBucket);
  }
  return figures;
}

/** The figures as stored now, in the same shape. */
export async function storedFigures(db: Db): Promise<Figures> {
  const figures: Figures = { results: {}, histogram: {}, stats: {}, topics: {} };
  for (const r of rowsOf<{
    id: string | number;
    score: number;
    total_score: number;
    perc_score: number;
    correct: number;
    wrong: number;
    unattempted: number;
    attempted: number;
    accuracy_rate: number;
    speed_score: number;
    time_efficiency: number;
  }>(await db.execute(sql`select * from results`))) {
    figures.results[Number(r.id)] = {
      score: r.score,
      totalScore: r.total_score,
      percScore: r.perc_score,
      correct: r.correct,
      wrong: r.wrong,
      unattempted: r.unattempted,
      attempted: r.attempted,
      accuracyRate: r.accuracy_rate,
      speedScore: r.speed_score,
      timeEfficiency: r.time_efficiency,
    };
  }
  for (const h of rowsOf<{ scope: string; bucket: number; count: number }>(
    await db.execute(sql`select scope, bucket, count from score_histogram where count <> 0`),
  )) {
    figures.histogram[`${h.scope}|${h.bucket}`] = h.count;
  }
  for (const s of rowsOf<{ user_id: number; total_tests: number; sum_perc: number; avg_bucket: number }>(
    await db.execute(sql`select user_id, total_tests, sum_perc, avg_bucket from student_stats
                          where total_tests > 0`),
  )) {
    figures.stats[s.user_id] = {
      totalTests: s.total_tests,
      sumPerc: six(s.sum_perc),
      avgBucket: s.avg_bucket,
    };
  }
  for (const t of rowsOf<{
    user_id: number;
    topic_id: number;
    questions: number;
    attempted: number;
    correct: number;
  }>(
    await db.execute(sql`select user_id, topic_id, questions, attempted, correct from student_topic_stats`),
  )) {
    figures.topics[`${t.user_id}|${t.topic_id}`] = {
      questions: t.questions,
      attempted: t.attempted,
      correct: t.correct,
    };
  }
  return figures;
}

/** Fails unless every maintained figure equals the from-scratch recomputation; answers the figures. */
export async function assertConsistent(db: Db): Promise<Figures> {
  const expected = await recomputeFromScratch(db);
  const stored = await storedFigures(db);
  expect(stored.results).toEqual(expected.results);
  expect(stored.histogram).toEqual(expected.histogram);
  expect(stored.stats).toEqual(expected.stats);
  expect(stored.topics).toEqual(expected.topics);
  return stored;
}
