import type { Difficulty } from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Audience, TestDetails, TestStatus, TestType } from '@aspirant/contract/test-studio.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf, type Tx } from '../db/client.ts';
import { isDrawable, ownerInScope } from './question-scope.ts';
import { audienceOf } from './test-visibility.ts';

/**
 * The test composer's reads and writes (issue 17 points 1 to 3). The service decides who reaches which test;
 * every statement here takes the test or the owner it was given.
 */

type Handle = Db | Tx;

/** A test as the composer reads it. */
export interface StudioRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  status: TestStatus;
  type: TestType;
  examId: number;
  examName: string;
  markCorrect: number;
  markIncorrect: number;
  subjectId: number | null;
  topicId: number | null;
  durationMinutes: number;
  bilingual: boolean;
  questionCount: number;
  ownerCustomerId: number | null;
  instructions: string | null;
  publishedAt: Date | null;
  clonedFrom: number | null;
  blueprint: unknown;
  audience: Audience;
  opensAt: Date | null;
  closesAt: Date | null;
  attemptsAllowed: number | null;
  updatedAt: Date;
}

/** A question of a paper, in paper order. */
export interface PaperRow {
  position: number;
  questionId: number;
  familyId: number;
  subjectId: number;
  subjectName: string;
  topicName: string;
  difficulty: Difficulty;
  text: string;
  optionCount: number;
  correctIndex: number;
  drawable: boolean;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const TEST_COLUMNS = sql`t.id, t.code, t.name, t.description, t.status, t.type, t.exam_id as "examId",
  e.name as "examName", e.mark_correct as "markCorrect", e.mark_incorrect as "markIncorrect",
  t.subject_id as "subjectId", t.topic_id as "topicId", t.duration_minutes as "durationMinutes",
  t.is_bilingual as "bilingual", t.question_count as "questionCount", t.owner_customer_id as "ownerCustomerId",
  t.instructions, t.published_at as "publishedAt", t.cloned_from as "clonedFrom", t.blueprint, t.audience,
  t.opens_at as "opensAt", t.closes_at as "closesAt", t.attempts_allowed as "attemptsAllowed",
  t.updated_at as "updatedAt"`;

function toRow(r: Record<string, unknown>): StudioRow {
  return {
    id: Number(r.id),
    code: r.code as string,
    name: r.name as string,
    description: (r.description as string | null) ?? null,
    status: r.status as TestStatus,
    type: r.type as TestType,
    examId: Number(r.examId),
    examName: r.examName as string,
    markCorrect: Number(r.markCorrect),
    markIncorrect: Number(r.markIncorrect),
    subjectId: num(r.subjectId),
    topicId: num(r.topicId),
    durationMinutes: Number(r.durationMinutes),
    bilingual: Boolean(r.bilingual),
    questionCount: Number(r.questionCount),
    ownerCustomerId: num(r.ownerCustomerId),
    instructions: (r.instructions as string | null) ?? null,
    publishedAt: date(r.publishedAt),
    clonedFrom: num(r.clonedFrom),
    blueprint: typeof r.blueprint === 'string' ? JSON.parse(r.blueprint) : (r.blueprint ?? null),
    audience: r.audience as Audience,
    opensAt: date(r.opensAt),
    closesAt: date(r.closesAt),
    attemptsAllowed: num(r.attemptsAllowed),
    updatedAt: date(r.updatedAt)!,
  };
}

/** Which tests a list shows: one centre's, the global ones, or every test (the super admin). */
export type StudioOwner = { kind: 'centre'; id: number } | { kind: 'global' } | { kind: 'all' };

function ownerCondition(owner: StudioOwner): SQL {
  if (owner.kind === 'all') return sql`true`;
  if (owner.kind === 'global') return sql`t.owner_customer_id is null`;
  return sql`t.owner_customer_id = ${owner.id}`;
}

/** The bank a test's questions come from: the global bank and, for a centre's test, the centre's. */
export const paperScope = (owner: number | null) => ({ kind: 'centre' as const, customerId: owner });

export interface DrawRow {
  subjectId: number;
  topicId: number | null;
  difficulty: Difficulty | null;
  count: number;
}

export function testStudioRepository(db: Db) {
  async function find(h: Handle, id: number, lock = false): Promise<StudioRow | null> {
    const result = await h.execute(sql`select ${TEST_COLUMNS} from tests t join exams e on e.id = t.exam_id
                                        where t.id = ${id} ${lock ? sql`for update of t` : sql``}`);
    const row = rowsOf<Record<string, unknown>>(result)[0];
    return row ? toRow(row) : null;
  }

  return {
    find: (id: number, h: Handle = db) => find(h, id),
    lock: (tx: Tx, id: number) => find(tx, id, true),

    async list(o: { owner: StudioOwner; q?: string; status?: TestStatus; page: number; pageSize: number }) {
      const where: SQL[] = [ownerCondition(o.owner)];
      if (o.status) where.push(sql`t.status = ${o.status}`);
      if (o.q) {
        const like = `%${o.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`(t.name ilike ${like} or t.code ilike ${like})`);
      }
      const condition = sql.join(where, sql` and `);
      const result = await db.execute(sql`select ${TEST_COLUMNS}, count(*) over () as total
        from tests t join exams e on e.id = t.exam_id where ${condition}
        order by t.updated_at desc, t.id desc limit ${o.pageSize} offset ${(o.page - 1) * o.pageSize}`);
      const rows = rowsOf<Record<string, unknown>>(result);
      const total =
        rows.length > 0
          ? Number(rows[0]!.total)
          : Number(
              rowsOf<{ n: number }>(
                await db.execute(sql`select count(*)::int as n from tests t where ${condition}`),
              )[0]?.n ?? 0,
            );
      return { rows: rows.map(toRow), total };
    },

    async paper(testId: number, h: Handle = db): Promise<PaperRow[]> {
      const result = await h.execute(sql`
        select tq.position, q.id as "questionId", coalesce(q.family_id, q.id) as "familyId",
               q.subject_id as "subjectId", s.name as "subjectName", tp.name as "topicName", q.difficulty,
               q.text, jsonb_array_length(q.options) as "optionCount", q.correct_index as "correctIndex",
               ${isDrawable('q')} as drawable
          from test_questions tq join questions q on q.id = tq.question_id
          join subjects s on s.id = q.subject_id join topics tp on tp.id = q.topic_id
         where tq.test_id = ${testId} order by tq.position`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        position: Number(r.position),
        questionId: Number(r.questionId),
        familyId: Number(r.familyId),
        subjectId: Number(r.subjectId),
        subjectName: r.subjectName as string,
        topicName: r.topicName as string,
        difficulty: r.difficulty as Difficulty,
        text: r.text as string,
        optionCount: Number(r.optionCount),
        correctIndex: Number(r.correctIndex),
        drawable: Boolean(r.drawable),
      }));
    },

    /** Has any attempt seen the paper? */
    async attempted(testId: number, h: Handle = db): Promise<boolean> {
      const result = await h.execute(
        sql`select exists (select 1 from attempts a where a.test_id = ${testId}) as x`,
      );
      return Boolean(rowsOf<{ x: boolean }>(result)[0]?.x);
    },

    async audienceMembers(testId: number, h: Handle = db) {
      const [b, s] = await Promise.all([
        h.execute(
          sql`select batch_id as id from test_audience_batches where test_id = ${testId} order by batch_id`,
        ),
        h.execute(
          sql`select user_id as id from test_audience_students where test_id = ${testId} order by user_id`,
        ),
      ]);
      return {
        batchIds: rowsOf<{ id: number }>(b).map((r) => Number(r.id)),
        studentIds: rowsOf<{ id: number }>(s).map((r) => Number(r.id)),
      };
    },

    /** The students of the test's audience now (test-visibility.ts audienceOf). */
    async audienceIds(testId: number, h: Handle = db): Promise<number[]> {
      const result = await h.execute(audienceOf(testId));
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    async examExists(id: number, h: Handle = db) {
      const r = await h.execute(sql`select 1 from exams where id = ${id}`);
      return rowsOf(r).length > 0;
    },
    async subjectName(id: number, h: Handle = db): Promise<string | null> {
      const r = await h.execute(sql`select name from subjects where id = ${id}`);
      return rowsOf<{ name: string }>(r)[0]?.name ?? null;
    },
    async topic(id: number, h: Handle = db) {
      const r = await h.execute(
        sql`select subject_id as "subjectId", owner_customer_id as "owner", name from topics where id = ${id}`,
      );
      const row = rowsOf<{ subjectId: number; owner: number | null; name: string }>(r)[0];
      return row ? { subjectId: Number(row.subjectId), owner: num(row.owner), name: row.name } : null;
    },

    async insert(
      tx: Tx,
      v: TestDetails & { owner: number | null; audience: Audience; createdBy: number; now: Date },
    ) {
      const result = await tx.execute(sql`
        insert into tests (code, name, description, type, exam_id, subject_id, topic_id, duration_minutes,
                           is_bilingual, question_count, subject_names, subject_text, owner_customer_id, status,
                           instructions, created_by, updated_at, audience)
        values (${v.code}, ${v.name}, ${v.description}, ${v.type}, ${v.examId}, ${v.subjectId}, ${v.topicId},
                ${v.durationMinutes}, ${v.bilingual}, 0, '{}'::text[], '', ${v.owner}, 'draft',
                ${v.instructions}, ${v.createdBy}, ${v.now}, ${v.audience})
        returning id`);
      return Number(rowsOf<{ id: number }>(result)[0]!.id);
    },

    async updateDetails(tx: Tx, id: number, d: TestDetails, now: Date) {
      await tx.execute(sql`update tests set code = ${d.code}, name = ${d.name}, description = ${d.description},
        type = ${d.type}, exam_id = ${d.examId}, subject_id = ${d.subjectId}, topic_id = ${d.topicId},
        duration_minutes = ${d.durationMinutes}, is_bilingual = ${d.bilingual}, instructions = ${d.instructions},
        updated_at = ${now} where id = ${id}`);
    },

    /**
     * Replaces the paper (positions 0..N-1, as the seed writes them) and keeps the test's question count and
     * subject names (in paper order) in step; `blueprint` is what drew it (null: hand-picked).
     */
    async replacePaper(tx: Tx, testId: number, questionIds: number[], blueprint: unknown, now: Date) {
      await tx.execute(sql`delete from test_questions where test_id = ${testId}`);
      if (questionIds.length > 0) {
        await tx.execute(sql`insert into test_questions (test_id, position, question_id)
          select ${testId}, p.ord - 1, p.id from unnest(${pgArray(questionIds)}::int[]) with ordinality as p(id, ord)`);
      }
      await tx.execute(sql`update tests t set question_count = ${questionIds.length},
          subject_names = coalesce(n.names, '{}'::text[]), subject_text = coalesce(array_to_string(n.names, ' '), ''),
          blueprint = ${blueprint === null ? null : JSON.stringify(blueprint)}::jsonb, updated_at = ${now}
        from (select array_agg(x.name order by x.first) as names
                from (select s.name, min(tq.position) as first from test_questions tq
                        join questions q on q.id = tq.question_id join subjects s on s.id = q.subject_id
                       where tq.test_id = ${testId} group by s.name) x) n
        where t.id = ${testId}`);
    },

    /** The questions among `ids` in `scope` of the bank, with whether each may be drawn into a new test. */
    async questionsOf(ids: number[], owner: number | null, h: Handle = db) {
      if (ids.length === 0) return new Map<number, boolean>();
      const result = await h.execute(sql`select q.id, ${isDrawable('q')} as drawable from questions q
        where q.id = any(${pgArray(ids)}::int[]) and ${ownerInScope(paperScope(owner), sql`q.owner_customer_id`)}`);
      return new Map(
        rowsOf<{ id: number; drawable: boolean }>(result).map((r) => [Number(r.id), Boolean(r.drawable)]),
      );
    },

    /**
     * One blueprint row's draw: drawable questions of the bank `owner` reaches, matching the row, outside
     * `exclude`, ordered by a hash of (seed, id) so the same seed and bank give the same paper. Also the number
     * available, for the message when it is short.
     */
    async draw(tx: Tx, owner: number | null, row: DrawRow, seed: string, exclude: number[]) {
      const where: SQL[] = [
        isDrawable('q'),
        ownerInScope(paperScope(owner), sql`q.owner_customer_id`),
        sql`q.subject_id = ${row.subjectId}`,
        sql`not (q.id = any(${pgArray(exclude)}::int[]))`,
      ];
      if (row.topicId !== null) where.push(sql`q.topic_id = ${row.topicId}`);
      if (row.difficulty !== null) where.push(sql`q.difficulty = ${row.difficulty}`);
      const result = await tx.execute(sql`select q.id, count(*) over () as available from questions q
        where ${sql.join(where, sql` and `)} order by md5(${seed} || ':' || q.id::text), q.id limit ${row.count}`);
      const rows = rowsOf<{ id: number; available: number }>(result);
      return {
        ids: rows.map((r) => Number(r.id)),
        available: rows.length > 0 ? Number(rows[0]!.available) : 0,
      };
    },

    /**
     * The questions batch `batchId` has seen in its last `lastTests` tests: tests set for the batch, or taken by
     * one of its students, the most recent first.
     */
    async seenByBatch(tx: Tx, batchId: number, lastTests: number): Promise<number[]> {
      const result = await tx.execute(sql`
        with recent as (
          select x.test_id from (
            select tb.test_id, coalesce(t.opens_at, t.published_at, t.created_at) as at
              from test_audience_batches tb join tests t on t.id = tb.test_id
             where tb.batch_id = ${batchId} and t.status <> 'draft'
            union all
            select a.test_id, max(a.started_at) as at from attempts a
              join batch_students bs on bs.user_id = a.user_id
             where bs.batch_id = ${batchId} group by a.test_id
          ) x group by x.test_id order by max(x.at) desc limit ${lastTests})
        select distinct tq.question_id as id from test_questions tq join recent r on r.test_id = tq.test_id`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    async setStatus(tx: Tx, id: number, status: TestStatus, now: Date) {
      await tx.execute(sql`update tests set status = ${status}, updated_at = ${now},
        published_at = case when ${status} = 'published' then ${now} else published_at end where id = ${id}`);
    },

    async clone(tx: Tx, from: StudioRow, v: { code: string; name: string; createdBy: number; now: Date }) {
      const result = await tx.execute(sql`
        insert into tests (code, name, description, type, exam_id, subject_id, topic_id, duration_minutes,
                           is_bilingual, question_count, subject_names, subject_text, owner_customer_id, status,
                           instructions, created_by, updated_at, blueprint, cloned_from, audience, opens_at,
                           closes_at, attempts_allowed)
        select ${v.code}, ${v.name}, description, type, exam_id, subject_id, topic_id, duration_minutes,
               is_bilingual, question_count, subject_names, subject_text, owner_customer_id, 'draft',
               instructions, ${v.createdBy}, ${v.now}, blueprint, id, audience, opens_at, closes_at,
               attempts_allowed
          from tests where id = ${from.id}
        returning id`);
      const id = Number(rowsOf<{ id: number }>(result)[0]!.id);
      await tx.execute(sql`insert into test_questions (test_id, position, question_id)
        select ${id}, position, question_id from test_questions where test_id = ${from.id}`);
      await tx.execute(sql`insert into test_audience_batches (test_id, batch_id)
        select ${id}, batch_id from test_audience_batches where test_id = ${from.id}`);
      await tx.execute(sql`insert into test_audience_students (test_id, user_id)
        select ${id}, user_id from test_audience_students where test_id = ${from.id}`);
      return id;
    },

    /** A code not yet used: `base`, then `base-2`, `base-3`... (checked again by the unique index). */
    async freeCode(tx: Tx, base: string): Promise<string> {
      const result = await tx.execute(
        sql`select code from tests where code = ${base} or code like ${`${base}-%`}`,
      );
      const taken = new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
      if (!taken.has(base)) return base;
      for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
    },

    /** How many of `ids` are batches of the centre `customerId`. */
    async countBatches(tx: Tx, ids: number[], customerId: number) {
      const r = await tx.execute(sql`select count(*)::int as n from batches
        where id = any(${pgArray(ids)}::int[]) and customer_id = ${customerId}`);
      return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
    },
    async countStudents(tx: Tx, ids: number[], customerId: number) {
      const r = await tx.execute(sql`select count(*)::int as n from users
        where id = any(${pgArray(ids)}::int[]) and customer_id = ${customerId} and role_id = ${ROLE.STUDENT}
          and deleted_at is null`);
      return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
    },
    async batchOf(h: Handle, id: number): Promise<number | null> {
      const r = await h.execute(sql`select customer_id as c from batches where id = ${id}`);
      const row = rowsOf<{ c: number }>(r)[0];
      return row ? Number(row.c) : null;
    },

    async setSchedule(
      tx: Tx,
      id: number,
      s: {
        audience: Audience;
        batchIds: number[];
        studentIds: number[];
        opensAt: Date | null;
        closesAt: Date | null;
        attemptsAllowed: number | null;
      },
      now: Date,
    ) {
      await tx.execute(sql`update tests set audience = ${s.audience}, opens_at = ${s.opensAt},
        closes_at = ${s.closesAt}, attempts_allowed = ${s.attemptsAllowed}, updated_at = ${now} where id = ${id}`);
      await tx.execute(sql`delete from test_audience_batches where test_id = ${id}`);
      await tx.execute(sql`delete from test_audience_students where test_id = ${id}`);
      if (s.audience === 'batches' && s.batchIds.length > 0)
        await tx.execute(sql`insert into test_audience_batches (test_id, batch_id)
          select ${id}, b from unnest(${pgArray(s.batchIds)}::int[]) as b`);
      if (s.audience === 'students' && s.studentIds.length > 0)
        await tx.execute(sql`insert into test_audience_students (test_id, user_id)
          select ${id}, u from unnest(${pgArray(s.studentIds)}::int[]) as u`);
    },

    async meta(customerId: number | null) {
      const exams = await db.execute(sql`select id, name, mark_correct as "markCorrect",
        mark_incorrect as "markIncorrect", mark_unattempted as "markUnattempted" from exams order by name`);
      if (customerId === null)
        return { exams: rowsOf<Record<string, unknown>>(exams), batches: [], students: [] };
      const [batches, students] = await Promise.all([
        db.execute(sql`select b.id, b.name, (select count(*)::int from batch_students bs where bs.batch_id = b.id) as students
          from batches b where b.customer_id = ${customerId} order by lower(b.name)`),
        db.execute(sql`select id, name, email from users where customer_id = ${customerId}
          and role_id = ${ROLE.STUDENT} and deleted_at is null order by lower(name), id limit 2000`),
      ]);
      return {
        exams: rowsOf<Record<string, unknown>>(exams),
        batches: rowsOf<Record<string, unknown>>(batches),
        students: rowsOf<Record<string, unknown>>(students),
      };
    },
  };
}

export type TestStudioRepository = ReturnType<typeof testStudioRepository>;
