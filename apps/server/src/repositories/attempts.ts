import type { Marks, PaperKey } from '@aspirant/domain/marking.ts';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf, type Tx } from '../db/client.ts';
import { attemptAnswers, attempts, results } from '../db/schema.ts';
import { answerSheetSql } from './answer-sheet.ts';
import { acceptedSql, isAttemptedSql, isCorrectSql } from './test-key.ts';

export interface AttemptRow {
  id: number;
  sessionUuid: string;
  userId: number;
  testId: number;
  status: 'in_progress' | 'submitted';
  startedAt: Date;
  deadlineAt: Date;
  lastActivityAt: Date;
  /** Issue 15: the question the student last had open (0-based). */
  lastQuestionIndex: number;
}

export interface AnswerRow {
  questionId: number;
  selectedAnswer: number | null;
  isMarked: boolean;
  timeSpentSeconds: number;
  seq: number;
}

export interface SaveInput {
  sessionUuid: string;
  userId: number;
  questionId: number;
  selectedAnswer: number | null;
  isMarked: boolean;
  timeSpentSeconds: number;
  seq: number;
}

/** A save that was written: its attempt, test and deadline (the live room's signal; the browser's timer). */
export interface WrittenSave {
  attemptId: number;
  testId: number;
  deadlineAt: Date;
}

/**
 * A marked attempt's result row, as the service computed it (its answer sheet is written from the paper in the
 * submission's statement).
 */
export type NewResult = Omit<
  typeof results.$inferSelect,
  'id' | 'createdAt' | 'isFirstAttempt' | 'answerSheet' | 'answerSeconds'
>;

const attemptColumns = {
  id: attempts.id,
  sessionUuid: attempts.sessionUuid,
  userId: attempts.userId,
  testId: attempts.testId,
  status: attempts.status,
  startedAt: attempts.startedAt,
  deadlineAt: attempts.deadlineAt,
  lastActivityAt: attempts.lastActivityAt,
  lastQuestionIndex: attempts.lastQuestionIndex,
};

/** The browser's last word on each question, sent with the submission. */
export interface FinalChoice {
  questionId: number;
  selectedAnswer: number | null;
}

/** One question of a test's key, in paper order, with a regrade's fix applied (issue 18). */
export type KeyRow = PaperKey;

/** The exam's marks per question. */
export type Marking = Marks;

/** A student's running totals behind the All India Rank (ARCHITECTURE.md "Metrics"). */
export interface StudentTotals {
  totalTests: number;
  sumPerc: number;
  avgBucket: number;
}

/** Everything marking reads, in one round trip, with the student's totals row locked. */
export interface MarkingInputs {
  answers: { questionId: number; selectedAnswer: number | null; seq: number }[];
  key: KeyRow[];
  marking: Marking;
  hasEarlierResult: boolean;
  /** Zero totals for a student's first result ever. */
  totals: StudentTotals;
}

/** Everything a submission writes, in one statement. */
export interface Submission {
  attemptId: number;
  submittedBy: 'student' | 'server' | 'restart';
  now: Date;
  /** The browser's last word on each question, with seqs above every stored save. */
  finalChoices: { questionId: number; selectedAnswer: number | null; seq: number }[];
  result: NewResult & { isFirstAttempt: boolean };
  /** The student's new running totals; null when they do not change (a retake). */
  totals: StudentTotals | null;
  /** Rank histogram deltas; the repository writes them in (scope, bucket) order. */
  histogram: { scope: string; bucket: number; count: number }[];
}

export function attemptsRepository(db: Db) {
  return {
    async findInProgress(userId: number, testId: number): Promise<AttemptRow | null> {
      const [row] = await db
        .select(attemptColumns)
        .from(attempts)
        .where(
          and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'in_progress')),
        )
        .limit(1);
      return row ?? null;
    },

    async findByUuid(sessionUuid: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select(attemptColumns)
        .from(attempts)
        .where(eq(attempts.sessionUuid, sessionUuid))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<AttemptRow | null> {
      const [row] = await db.select(attemptColumns).from(attempts).where(eq(attempts.id, id)).limit(1);
      return row ?? null;
    },

    async hasAny(userId: number, testId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId)))
        .limit(1);
      return Boolean(row);
    },

    /** Creates an attempt; null when one is already in progress for this student and test. */
    /**
     * A new attempt, or null when one is already in progress. Its deadline is the start plus the duration
     * stretched by the student's accommodation (issue 17: accommodations.extra_time_percent, read in this same
     * statement and kept on the attempt), in whole seconds.
     */
    async insert(input: {
      sessionUuid: string;
      userId: number;
      testId: number;
      startedAt: Date;
      durationMinutes: number;
    }): Promise<AttemptRow | null> {
      const { durationMinutes, ...values } = input;
      const extra = sql`coalesce((select ac.extra_time_percent from accommodations ac where ac.user_id = ${input.userId}), 0)`;
      // The partial unique index (one in progress per student and test) turns a second start into no row.
      const [row] = await db
        .insert(attempts)
        .values({
          ...values,
          status: 'in_progress',
          lastActivityAt: input.startedAt,
          extraTimePercent: extra,
          deadlineAt: sql`${input.startedAt.toISOString()}::timestamptz + make_interval(secs => round(${durationMinutes * 60}::numeric * (100 + ${extra}) / 100)::double precision)`,
        })
        .onConflictDoNothing({
          target: [attempts.userId, attempts.testId],
          where: sql`status = 'in_progress'`,
        })
        .returning(attemptColumns);
      return row ?? null;
    },

    async answers(attemptId: number): Promise<AnswerRow[]> {
      return db
        .select({
          questionId: attemptAnswers.questionId,
          selectedAnswer: attemptAnswers.selectedAnswer,
          isMarked: attemptAnswers.isMarked,
          timeSpentSeconds: attemptAnswers.timeSpentSeconds,
          seq: attemptAnswers.seq,
        })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attemptId))
        .orderBy(asc(attemptAnswers.questionId));
    },

    /**
     * The hot path of an exam: writes many students' answers in one statement. Each is written only when its
     * session belongs to that student, is still in progress and in time, the question is in its test, and the
     * save is newer than the stored one. Attempt rows are share-locked, so a submission (which takes its row
     * FOR UPDATE) cannot read the answers between this statement's check and its write.
     * Returns, per input, its attempt, test and deadline when it was written (the deadline moves when staff
     * extend it: the browser's timer follows), else null; the caller finds out why when it was not.
     */
    async saveManyIfOpen(inputs: SaveInput[], now: Date, notBefore: Date): Promise<(WrittenSave | null)[]> {
      // Two saves of one question in one statement would touch a row twice: only the newest goes in, and
      // the others count as stale, which they are.
      const newest = new Map<string, SaveInput>();
      for (const input of inputs) {
        const key = `${input.sessionUuid}|${input.userId}|${input.questionId}`;
        const kept = newest.get(key);
        if (!kept || kept.seq < input.seq) newest.set(key, input);
      }
      const rows = [...newest.values()];
      const column = <T extends string | number | boolean | null>(pick: (i: SaveInput) => T) =>
        pgArray(rows.map(pick));
      const result = await db.execute(sql`
        with x as (
          select * from unnest(${column((i) => i.sessionUuid)}::uuid[], ${column((i) => i.userId)}::int[],
                               ${column((i) => i.questionId)}::int[], ${column((i) => i.selectedAnswer)}::smallint[],
                               ${column((i) => i.isMarked)}::boolean[], ${column((i) => i.timeSpentSeconds)}::int[],
                               ${column((i) => i.seq)}::bigint[])
            as r(u, uid, q, a, m, t, s)
        ), written as (
          insert into attempt_answers
            (attempt_id, question_id, selected_answer, is_marked, time_spent_seconds, seq, updated_at)
          select a.id, x.q, x.a, x.m, x.t, x.s, ${now.toISOString()}::timestamptz
            from x
            join attempts a on a.session_uuid = x.u and a.user_id = x.uid
            join test_questions tq on tq.test_id = a.test_id and tq.question_id = x.q
            join questions qq on qq.id = x.q
           where a.status = 'in_progress' and a.deadline_at >= ${notBefore.toISOString()}::timestamptz
             and (x.a is null or x.a < jsonb_array_length(qq.options))
           for share of a
          on conflict (attempt_id, question_id) do update
             set selected_answer = excluded.selected_answer, is_marked = excluded.is_marked,
                 time_spent_seconds = excluded.time_spent_seconds, seq = excluded.seq,
                 updated_at = excluded.updated_at
           where attempt_answers.seq < excluded.seq
          returning attempt_id, question_id, seq
        )
        select a.session_uuid::text as u, w.question_id as q, w.seq::text as s, a.id::text as id, a.test_id as t,
               a.deadline_at as d
          from written w join attempts a on a.id = w.attempt_id`);
      const written = new Map(
        rowsOf<{ u: string; q: number; s: string; id: string; t: number; d: string | Date }>(result).map(
          (r) => [
            `${r.u}|${r.q}|${r.s}`,
            { attemptId: Number(r.id), testId: r.t, deadlineAt: new Date(r.d) },
          ],
        ),
      );
      return inputs.map((i) => written.get(`${i.sessionUuid}|${i.questionId}|${i.seq}`) ?? null);
    },

    /**
     * Issue 15: keeps the question the student has open, when the session is theirs, still open and in time,
     * and the index is a question of its test. One row by its unique session id; answers are not touched.
     */
    async savePositionIfOpen(
      sessionUuid: string,
      userId: number,
      { questionIndex, language }: { questionIndex: number; language: 'en' | 'hi' | null },
      notBefore: Date,
    ): Promise<boolean> {
      const result = await db.execute(sql`
        update attempts a set last_question_index = ${questionIndex}, language = coalesce(${language}, a.language)
         where a.session_uuid = ${sessionUuid}::uuid and a.user_id = ${userId} and a.status = 'in_progress'
           and a.deadline_at >= ${notBefore.toISOString()}::timestamptz
           and ${questionIndex} < (select count(*) from test_questions tq where tq.test_id = a.test_id)
        returning a.id`);
      return rowsOf<{ id: number }>(result).length > 0;
    },

    /** When the student last changed an answer (or started). */
    async lastActivity(attemptId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | Date | null>`max(${attemptAnswers.updatedAt})` })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attemptId));
      return row?.at ? new Date(row.at) : null;
    },

    async resultIdOf(attemptId: number): Promise<number | null> {
      const [row] = await db.select({ id: results.id }).from(results).where(eq(results.attemptId, attemptId));
      return row?.id ?? null;
    },

    /** Runs `work` in one transaction; marking passes the handle to the calls below. */
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Locks an attempt for marking (its own statement, so every read after it sees every save that committed
     * before the lock: a save holds the row in share mode until it commits). With its result id once submitted.
     */
    async lockForMarking(
      tx: Tx,
      attemptId: number,
    ): Promise<(AttemptRow & { resultId: number | null }) | null> {
      const [row] = await tx
        .select(attemptColumns)
        .from(attempts)
        .where(eq(attempts.id, attemptId))
        .for('update');
      if (!row) return null;
      if (row.status !== 'submitted') return { ...row, resultId: null };
      const [result] = await tx
        .select({ id: results.id })
        .from(results)
        .where(eq(results.attemptId, attemptId));
      return { ...row, resultId: result?.id ?? null };
    },

    /** Claims the attempt whose time (plus grace) ran out first, skipping any another server holds. */
    async claimExpired(tx: Tx, before: Date): Promise<AttemptRow | null> {
      const [row] = await tx
        .select(attemptColumns)
        .from(attempts)
        .where(and(eq(attempts.status, 'in_progress'), lt(attempts.deadlineAt, before)))
        .orderBy(asc(attempts.deadlineAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    /**
     * The stored answers, the key in paper order, the marking, whether the student has a result of this test
     * already, and the student's running totals, locked (created at zero for a first result ever, so two
     * submissions of one student never interleave): one statement under the attempt's lock.
     */
    async markingInputs(tx: Tx, attempt: AttemptRow, now: Date): Promise<MarkingInputs> {
      const [row] = rowsOf<{
        answers: [number, number | null, number][];
        key: [number, number[], KeyRow['difficulty'], KeyRow['dropped']][];
        marking: [number, number, number];
        has_earlier: boolean;
        totals: [number, number, number];
      }>(
        await tx.execute(sql`
          with totals as (
            insert into student_stats (user_id, total_tests, sum_perc, avg_bucket, updated_at)
            values (${attempt.userId}, 0, 0, 0, ${now.toISOString()}::timestamptz)
            on conflict (user_id) do update set user_id = excluded.user_id
            returning total_tests, sum_perc, avg_bucket
          )
          select
            (select coalesce(json_agg(json_build_array(question_id, selected_answer, seq)), '[]'::json)
               from attempt_answers where attempt_id = ${attempt.id}) as answers,
            (select json_agg(json_build_array(q.id, ${acceptedSql()}, q.difficulty, tq.dropped) order by tq.position)
               from test_questions tq join questions q on q.id = tq.question_id
              where tq.test_id = ${attempt.testId}) as key,
            (select json_build_array(e.mark_correct, e.mark_incorrect, e.mark_unattempted)
               from tests t join exams e on e.id = t.exam_id where t.id = ${attempt.testId}) as marking,
            exists (select 1 from results where user_id = ${attempt.userId} and test_id = ${attempt.testId})
              as has_earlier,
            (select json_build_array(total_tests, sum_perc, avg_bucket) from totals) as totals`),
      );
      const r = row!;
      return {
        answers: r.answers.map(([questionId, selectedAnswer, seq]) => ({
          questionId,
          selectedAnswer,
          seq: Number(seq),
        })),
        key: (r.key ?? []).map(([questionId, accepted, difficulty, dropped]) => ({
          questionId,
          accepted,
          difficulty,
          dropped,
        })),
        marking: { correct: r.marking[0], incorrect: r.marking[1], unattempted: r.marking[2] },
        hasEarlierResult: r.has_earlier,
        totals: { totalTests: r.totals[0], sumPerc: r.totals[1], avgBucket: r.totals[2] },
      };
    },

    /**
     * Writes a marked submission in one statement: the final choices, the result (with its answer sheet), the
     * attempt closed, the student's totals, the rank histograms, and the student's running counts per topic and
     * subject (issue 15: the dashboard, study plan and subject pages read those instead of aggregating every
     * answer again). The histogram rows, which every submission of a test shares, are taken in one (scope, bucket)
     * order and held only until the commit that follows. The counts rows are the student's own, and `markingInputs` holds the
     * student's totals row, so two submissions of one student never write them at once.
     */
    async recordSubmission(tx: Tx, s: Submission): Promise<number> {
      const at = sql`${s.now.toISOString()}::timestamptz`;
      const r = s.result;
      // Every part of one statement reads the snapshot from before it, so the counts cannot see the final
      // choices' own insert: they join the stored answers with the choices instead (a choice wins, as it does
      // in the insert). The choices are joined, so they go as arrays (CODE_STYLE).
      const choices = sql`select * from unnest(${pgArray(s.finalChoices.map((c) => c.questionId))}::int[],
                                               ${pgArray(s.finalChoices.map((c) => c.selectedAnswer))}::smallint[],
                                               ${pgArray(s.finalChoices.map((c) => c.seq))}::bigint[]) as c(q, a, s)`;
      const finalChoices =
        s.finalChoices.length === 0
          ? sql``
          : sql`final_choices as (
              insert into attempt_answers (attempt_id, question_id, selected_answer, seq, updated_at)
              select ${s.attemptId}, c.q, c.a, c.s, ${at} from choices c
              on conflict (attempt_id, question_id) do update
                 set selected_answer = excluded.selected_answer, seq = excluded.seq, updated_at = excluded.updated_at
            ),`;
      const totals =
        s.totals === null
          ? sql``
          : sql`totals as (
              update student_stats set total_tests = ${s.totals.totalTests}, sum_perc = ${s.totals.sumPerc},
                     avg_bucket = ${s.totals.avgBucket}, updated_at = ${at}
               where user_id = ${r.userId}
            ),`;
      const histogram =
        s.histogram.length === 0
          ? sql``
          : sql`histogram as (
              insert into score_histogram (scope, bucket, count)
              select h.scope, h.bucket, h.count
                from json_to_recordset(${JSON.stringify(s.histogram)}::json) as h(scope text, bucket int, count int)
               order by h.scope collate "C", h.bucket
              on conflict (scope, bucket) do update set count = score_histogram.count + excluded.count
            ),`;
      // The result keeps the answers as submitted, by paper position (the item analysis counts these).
      const sheet = answerSheetSql({ choice: 'chosen', seconds: 'seconds', position: 'position' });
      const chosen = sql`(case when c.q is not null then c.a else aa.selected_answer end)`;
      const [row] = rowsOf<{ id: number | string }>(
        await tx.execute(sql`
          with choices as (${choices}), ${finalChoices} ${totals} ${histogram} closed as (
            update attempts set status = 'submitted', submitted_at = ${at}, submitted_by = ${s.submittedBy},
                   last_activity_at = ${at}
             where id = ${s.attemptId}
          ), paper as (
            select q.topic_id, q.subject_id, tq.position,
                   ${chosen} as chosen, ${isCorrectSql(chosen)} as is_correct,
                   ${isAttemptedSql(chosen)} as is_attempted,
                   coalesce(aa.time_spent_seconds, 0) as seconds
              from test_questions tq
              join questions q on q.id = tq.question_id
              left join attempt_answers aa on aa.attempt_id = ${s.attemptId} and aa.question_id = tq.question_id
              left join choices c on c.q = tq.question_id
             where tq.test_id = ${r.testId}
          ), topic_counts as (
            insert into student_topic_stats (user_id, topic_id, subject_id, questions, attempted, correct,
                                             time_spent_seconds)
            select ${r.userId}::int, topic_id, subject_id, count(*)::int,
                   (count(*) filter (where is_attempted))::int, (count(*) filter (where is_correct))::int,
                   sum(seconds)::int
              from paper group by topic_id, subject_id
             order by topic_id
            on conflict (user_id, topic_id) do update
               set questions = student_topic_stats.questions + excluded.questions,
                   attempted = student_topic_stats.attempted + excluded.attempted,
                   correct = student_topic_stats.correct + excluded.correct,
                   time_spent_seconds = student_topic_stats.time_spent_seconds + excluded.time_spent_seconds
          ), subject_counts as (
            insert into student_subject_stats (user_id, subject_id, tests)
            select distinct ${r.userId}::int, subject_id, 1 from paper order by subject_id
            on conflict (user_id, subject_id) do update set tests = student_subject_stats.tests + 1
          )
          insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong,
                               unattempted, attempted, total_questions, time_spent_seconds, accuracy_rate,
                               speed_score, time_efficiency, is_first_attempt, answer_sheet, answer_seconds,
                               created_at)
          values (${s.attemptId}, ${r.userId}, ${r.testId}, ${r.score}, ${r.totalScore}, ${r.percScore},
                  ${r.correct}, ${r.wrong}, ${r.unattempted}, ${r.attempted}, ${r.totalQuestions},
                  ${r.timeSpentSeconds}, ${r.accuracyRate}, ${r.speedScore}, ${r.timeEfficiency},
                  ${r.isFirstAttempt}, (select ${sheet.sheet} from paper), (select ${sheet.seconds} from paper), ${at})
          returning id`),
      );
      return Number(row!.id);
    },

    /**
     * Issue 17 (the live exam room): moves an attempt's deadline by `minutes` and logs who and why, in one statement; false when the attempt
     * is no longer in progress (the row lock orders it against a submission or the sweep).
     */
    async extendDeadline(input: {
      attemptId: number;
      minutes: number;
      reason: string;
      by: number;
      now: Date;
    }): Promise<boolean> {
      const result = await db.execute(sql`
        with moved as (
          update attempts set deadline_at = deadline_at + make_interval(mins => ${input.minutes}::int),
                 extended_minutes = extended_minutes + ${input.minutes}::int
           where id = ${input.attemptId} and status = 'in_progress'
          returning id
        )
        insert into deadline_extensions (attempt_id, minutes, reason, extended_by, created_at)
        select id, ${input.minutes}::int, ${input.reason}, ${input.by}, ${input.now.toISOString()}::timestamptz
          from moved
        returning id`);
      return rowsOf(result).length > 0;
    },

    async latestResultId(userId: number, testId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.userId, userId), eq(results.testId, testId)))
        .orderBy(desc(results.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
