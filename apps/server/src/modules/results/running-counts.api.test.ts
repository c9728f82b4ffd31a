import {
  completeAttempt,
  getInProgressAttempt,
  saveAnswer,
  startAttempt,
  submitResult,
} from '@aspirant/contract/attempts.ts';
import { currentUser } from '@aspirant/contract/auth.ts';
import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { questions } from '../../db/schema.ts';
import { resultsRepository } from '../../repositories/results.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// Issue 15: a submission keeps the student's counts per topic and subject (student_topic_stats,
// student_subject_stats) in its own statement, and the dashboard, study plan and subject reads use them. Here the
// kept counts are compared, after every kind of submission, with the same figures aggregated from scratch over
// every stored answer, as the reads did before (and as the migration's backfill does).

let t: TestContext;
let quickId: number;
let polityId: number;

beforeAll(async () => {
  t = await createTestContext();
  quickId = await testIdOfCode(t, 'UPSC-QUICK-05');
  polityId = await testIdOfCode(t, 'UPSC-SW-POL');
});
afterAll(async () => {
  await t.close();
});

/** Every student's counts as the tables hold them, ordered. */
async function kept() {
  const topics = await t.database.db.execute(sql`
    select user_id, topic_id, subject_id, questions, attempted, correct, time_spent_seconds
      from student_topic_stats order by user_id, topic_id`);
  const subjects = await t.database.db.execute(sql`
    select user_id, subject_id, tests from student_subject_stats order by user_id, subject_id`);
  return {
    topics: rowsOf<Record<string, number>>(topics),
    subjects: rowsOf<Record<string, number>>(subjects),
  };
}

/** The same, from scratch: every result's paper joined with its stored answers. */
async function fromScratch() {
  const topics = await t.database.db.execute(sql`
    select r.user_id, q.topic_id, q.subject_id, count(*)::int as questions,
           (count(*) filter (where aa.selected_answer is not null))::int as attempted,
           (count(*) filter (where aa.selected_answer = q.correct_index))::int as correct,
           coalesce(sum(aa.time_spent_seconds), 0)::int as time_spent_seconds
      from results r
      join test_questions tq on tq.test_id = r.test_id
      join questions q on q.id = tq.question_id
      left join attempt_answers aa on aa.attempt_id = r.attempt_id and aa.question_id = q.id
     group by r.user_id, q.topic_id, q.subject_id
     order by r.user_id, q.topic_id`);
  const subjects = await t.database.db.execute(sql`
    select r.user_id, q.subject_id, count(distinct r.id)::int as tests
      from results r
      join test_questions tq on tq.test_id = r.test_id
      join questions q on q.id = tq.question_id
     group by r.user_id, q.subject_id
     order by r.user_id, q.subject_id`);
  return {
    topics: rowsOf<Record<string, number>>(topics),
    subjects: rowsOf<Record<string, number>>(subjects),
  };
}

/** The reads as they were before the counts: aggregated over the student's answers on every request. */
async function oldReads(userId: number) {
  const subjectAccuracy = rowsOf<Record<string, number>>(
    await t.database.db.execute(sql`
      select s.name, count(*) filter (where aa.selected_answer is not null)::int as attempted,
             count(*) filter (where aa.selected_answer = q.correct_index)::int as correct
        from results r
        join attempt_answers aa on aa.attempt_id = r.attempt_id
        join questions q on q.id = aa.question_id
        join subjects s on s.id = q.subject_id
       where r.user_id = ${userId}
       group by s.name
       order by s.name`),
  );
  const topicAccuracy = rowsOf<Record<string, number>>(
    await t.database.db.execute(sql`
      select tp.id as "topicId", tp.name as "topicName", s.id as "subjectId", s.name as "subjectName",
             count(*) filter (where aa.selected_answer is not null)::int as attempted,
             count(*) filter (where aa.selected_answer = q.correct_index)::int as correct
        from results r
        join attempt_answers aa on aa.attempt_id = r.attempt_id
        join questions q on q.id = aa.question_id
        join topics tp on tp.id = q.topic_id
        join subjects s on s.id = tp.subject_id
       where r.user_id = ${userId}
       group by tp.id, s.id
       order by tp.id`),
  );
  const subjectTotals = rowsOf<Record<string, number>>(
    await t.database.db.execute(sql`
      select s.name as subject, count(*)::int as questions,
             (count(*) filter (where aa.selected_answer = q.correct_index))::int as correct,
             count(distinct r.id)::int as tests
        from results r
        join test_questions tq on tq.test_id = r.test_id
        join questions q on q.id = tq.question_id
        join subjects s on s.id = q.subject_id
        left join attempt_answers aa on aa.attempt_id = r.attempt_id and aa.question_id = q.id
       where r.user_id = ${userId}
       group by s.name
       order by s.name`),
  );
  return { subjectAccuracy, topicAccuracy, subjectTotals };
}

async function userIdOf(token: string): Promise<number> {
  return (await call(t, currentUser, { token })).data.user.id;
}

/** The kept counts equal the scratch aggregation for everyone, and the reads equal the old reads. */
async function expectSame(userId: number) {
  expect(await kept()).toEqual(await fromScratch());
  const repo = resultsRepository(t.database.db);
  const before = await oldReads(userId);
  // The old reads listed a subject or topic with any answer row; the dashboard, the insights and the study
  // plan only ever used those with something attempted, which is what the new reads return.
  expect(await repo.subjectAccuracy(userId)).toEqual(
    before.subjectAccuracy.filter((r) => Number(r.attempted) > 0),
  );
  expect((await repo.topicAccuracy(userId)).sort((a, b) => a.topicId - b.topicId)).toEqual(
    before.topicAccuracy.filter((r) => Number(r.attempted) > 0),
  );
  expect(await repo.subjectTotals(userId)).toEqual(before.subjectTotals);
}

async function keyOf(ids: number[]): Promise<Map<number, number>> {
  const rows = await t.database.db.select({ id: questions.id, c: questions.correctIndex }).from(questions);
  return new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.c]));
}

/** Starts a test and saves answers (right, wrong or none by position); answers the session and the paper. */
async function startAndSave(token: string, testId: number, plan: ('right' | 'wrong' | null)[]) {
  const started = await call(t, startAttempt, { token, params: { id: testId }, body: {} });
  expect(started.statusCode).toBe(200);
  const ids = (await call(t, getQuestionIds, { token, params: { id: testId } })).data.questionIds;
  const key = await keyOf(ids);
  for (const [i, choice] of plan.entries()) {
    const q = ids[i]!;
    const res = await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: started.data.sessionUuid,
        questionId: q,
        selectedAnswer: choice === null ? null : choice === 'right' ? key.get(q)! : (key.get(q)! + 1) % 4,
        timeSpentSeconds: 7 + i,
        isMarkedForReview: choice === null,
        seq: i + 1,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  return { uuid: started.data.sessionUuid, ids, key };
}

describe('running counts per topic and subject (issue 15)', () => {
  it('match the answers after submissions, retakes, final choices, the sweeper and Start Afresh', async () => {
    expect(await kept()).toEqual(await fromScratch());

    const token = await newStudent(t, 'Counted Student');
    const userId = await userIdOf(token);

    // A first attempt: right, wrong, skipped, marked.
    await takeTest(t, token, {
      testId: quickId,
      elapsedSeconds: 60,
      answers: [
        { choice: 'right', seconds: 20 },
        { choice: 'wrong', seconds: 30 },
        { choice: null, seconds: 5, marked: true },
        { choice: 'right', seconds: 11 },
      ],
    });
    await expectSame(userId);

    // A retake whose submission carries final choices: one over a saved answer, one on a question never saved.
    const retake = await startAndSave(token, quickId, ['wrong', 'right']);
    t.clock.advance(30_000);
    const submitted = await call(t, submitResult, {
      token,
      body: {
        testId: quickId,
        sessionUuid: retake.uuid,
        answers: [
          { questionId: retake.ids[0]!, selectedAnswer: retake.key.get(retake.ids[0]!)! },
          { questionId: retake.ids[4]!, selectedAnswer: null },
          { questionId: retake.ids[3]!, selectedAnswer: (retake.key.get(retake.ids[3]!)! + 2) % 4 },
        ],
      },
    });
    expect(submitted.statusCode).toBe(201);
    await expectSame(userId);

    // A subject test left to run out: the server's sweeper submits it.
    await startAndSave(token, polityId, ['right', 'right', 'wrong', null, 'right']);
    t.clock.advance(24 * 3600_000);
    expect(await t.app.attempts.sweep()).toBeGreaterThanOrEqual(1);
    await expectSame(userId);

    // 'Start Afresh': the attempt in progress is submitted as it stands.
    await startAndSave(token, quickId, ['right', null, 'wrong']);
    const inProgress = await call(t, getInProgressAttempt, { token, params: { id: quickId } });
    const attemptId = inProgress.data.attempt!.id;
    const afresh = await call(t, completeAttempt, { token, body: { attemptId } });
    expect(afresh.statusCode).toBe(200);
    await expectSame(userId);

    // Four results: the quick test three times (each subject of it counts 3 tests), the Polity test once.
    const polity = rowsOf<{ tests: number }>(
      await t.database.db.execute(sql`
        select ss.tests from student_subject_stats ss join subjects s on s.id = ss.subject_id
         where ss.user_id = ${userId} and s.name = 'Polity'`),
    );
    expect(polity).toEqual([{ tests: 4 }]);
  });
});
