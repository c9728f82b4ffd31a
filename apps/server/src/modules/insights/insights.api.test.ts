import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { getItemAnalysis, INSIGHT_MESSAGES, type TestAnalysis } from '@aspirant/contract/insights.ts';
import { reportQuestion } from '@aspirant/contract/saved-questions.ts';
import {
  itemFigures,
  type PaperItem,
  sumsFromTakers,
  type Taker,
  testFigures,
} from '@aspirant/domain/item-analysis.ts';
import type { PaperKey } from '@aspirant/domain/marking.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { centreStudent } from '../../test-support/live-room.ts';
import { writeSubmission } from '../../test-support/submissions.ts';
import { createCentreTest } from '../../test-support/tests.ts';
import { ITEM_RULES } from './service.ts';

let t: TestContext;
let superAdmin: { id: number; token: string };
let home: Centre;
let other: Centre;
/** Four global questions of four options each, and their keys. */
let bank: { id: number; key: number }[];
/** An exam marked +2 / 0 / 0, so the scores are twice the number correct (the domain test's table). */
let examId: number;

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  superAdmin = demo.superAdmin;
  home = await createCentre(t, superAdmin.token, 'Insight Centre');
  other = await createCentre(t, superAdmin.token, 'Other Insight Centre');
  bank = rowsOf<{ id: number; key: number }>(
    await t.database.db.execute(sql`
      select id, correct_index as key from questions
       where owner_customer_id is null and not is_practice and superseded_by is null
         and jsonb_array_length(options) = 4
       order by id limit 4`),
  ).map((r) => ({ id: Number(r.id), key: Number(r.key) }));
  const [exam] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into exams (code, name, mark_correct, mark_incorrect, mark_unattempted)
      values ('ITEM-2-0', 'Two for a right answer', 2, 0, 0) returning id`),
  );
  examId = Number(exam!.id);
});
afterAll(async () => {
  await t.close();
});

/** A published test of the centre (null: global) on the four questions, marked +2 / 0 / 0. */
async function paperTest(owner: number | null): Promise<number> {
  const made = await createCentreTest(t, { owner, questionIds: bank.map((q) => q.id) });
  await t.database.db.execute(sql`update tests set exam_id = ${examId} where id = ${made.id}`);
  return made.id;
}

const A = 0;
const B = 1;
const C = 2;
const D = 3;
/** The table's keys are A B C D; a real question's key is elsewhere: an option is moved by the same amount. */
const TABLE_KEYS = [A, B, C, D];
const real = (q: number, option: number) => (option - TABLE_KEYS[q]! + bank[q]!.key + 4) % 4;

/*
 * The domain test's hand-computed table (packages/domain/src/item-analysis.test.ts), taken through the API:
 * undefined = never touched (no answer row), null = visited and left blank.
 */
const CHOICES: (number | null | undefined)[][] = [
  [A, B, C, A],
  [A, B, C, A],
  [A, D, null, D],
  [A, B, B, D],
  [A, C, A, undefined],
  [B, C, undefined, A],
];
const Q3_SECONDS = [20, 20, 30, 10, 10];

async function take(token: string, testId: number, row: (number | null | undefined)[], student: number) {
  const started = await call(t, startAttempt, { token, params: { id: testId }, body: {} });
  expect(started.statusCode).toBe(200);
  let seq = 0;
  for (const [q, option] of row.entries()) {
    if (option === undefined) continue;
    const res = await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: started.data.sessionUuid,
        questionId: bank[q]!.id,
        selectedAnswer: option === null ? null : real(q, option),
        timeSpentSeconds: q === 2 ? Q3_SECONDS[student]! : 12,
        seq: ++seq,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  const submitted = await call(t, submitResult, {
    token,
    body: { testId, sessionUuid: started.data.sessionUuid },
  });
  expect(submitted.statusCode).toBe(201);
}

const analysisOf = async (token: string, id: number | string) =>
  call(t, getItemAnalysis, { token, params: { id } });

describe('item analysis of a small test (issue 18 point 1)', () => {
  let testId: number;
  let students: { id: number; token: string }[];
  let first: TestAnalysis;

  beforeAll(async () => {
    testId = await paperTest(home.id);
    students = [];
    for (let s = 0; s < 6; s++) {
      students.push(await centreStudent(t, superAdmin.token, home.id, `Insight student ${s + 1}`));
    }
    // In order, so the result ids are S1 < S2 < ... < S6 (S4 ties S1 and S2 at 6 and loses on its later id).
    for (const [s, row] of CHOICES.entries()) await take(students[s]!.token, testId, row, s);
    // Two reports from the test's students on Q4 (a wrong key, a typo), one on Q2.
    for (const [s, q, kind] of [
      [0, 3, 'wrong_key'],
      [1, 3, 'wrong_key'],
      [2, 3, 'typo'],
      [3, 1, 'translation'],
    ] as const) {
      const res = await call(t, reportQuestion, {
        token: students[s]!.token,
        params: { questionId: bank[q]!.id },
        body: { kind },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await analysisOf(home.teacher.token, testId);
    expect(res.statusCode).toBe(200);
    first = res.data.analysis;
  });

  it('gives the hand-computed test figures', () => {
    expect(first).toMatchObject({
      test: { id: testId, questionCount: 4, maxScore: 8, ownerCustomerId: home.id },
      takers: 6,
      mean: 4,
      median: 5,
      standardDeviation: 2.3094,
      kr20: 0.5,
      inProgress: 0,
      regrades: [],
    });
    expect(first.distribution.map((b) => b.count)).toEqual([1, 0, 1, 0, 0, 1, 0, 3, 0, 0]);
    expect(first.distribution[7]).toEqual({ from: 70, to: 80, count: 3 });
  });

  it('gives the hand-computed figures per question, in paper order from 1', () => {
    expect(first.items.map((i) => [i.position, i.questionId])).toEqual(bank.map((q, i) => [i + 1, q.id]));
    expect(first.items.map((i) => [i.facility, i.discrimination, i.pointBiserial, i.meanSeconds])).toEqual([
      [0.8333, 0.5, 0.7746, 12],
      [0.5, 1, 0.866, 12],
      [0.3333, 1, 0.6124, 15],
      [0.3333, 0, 0.3062, 10],
    ]);
    // Q3's shares, in the real options' order: the table's A B C D moved to the question's own key.
    const q3 = first.items[2]!;
    const shares = [0, 0, 0, 0];
    for (const [option, share] of [
      [A, 0.1667],
      [B, 0.1667],
      [C, 0.3333],
      [D, 0],
    ] as const)
      shares[real(2, option)] = share;
    expect([q3.optionShares, q3.blankShare]).toEqual([shares, 0.3333]);
    expect(q3.accepted).toEqual([bank[2]!.key]);
    expect(q3.upperShares[real(2, C)]).toBe(1);
    expect(q3.lowerShares[real(2, A)]).toBe(0.5);
  });

  it("flags Q4 only: the top group chose the table's A over the key; counts the test's reports", () => {
    expect(first.items.slice(0, 3).map((i) => i.flags)).toEqual([[], [], []]);
    const wrong = real(3, A);
    const letter = String.fromCharCode(65 + wrong);
    const key = String.fromCharCode(65 + bank[3]!.key);
    expect(first.items[3]!.flags).toEqual([
      {
        kind: 'possible_wrong_key',
        reason: `Possible wrong key: the top group chose ${letter} more often than the key (${key}).`,
        option: wrong,
      },
      {
        kind: 'does_not_discriminate',
        reason:
          'Does not discriminate: the top and bottom groups answered it correctly about as often (discrimination 0.00, less than 0.1).',
        option: null,
      },
    ]);
    expect(first.items.map((i) => i.reports)).toEqual([
      { wrong_key: 0, typo: 0, translation: 0 },
      { wrong_key: 0, typo: 0, translation: 1 },
      { wrong_key: 0, typo: 0, translation: 0 },
      { wrong_key: 2, typo: 1, translation: 0 },
    ]);
  });

  it('answers from the cache while nothing changed, and recomputes after a new submission', async () => {
    t.clock.advance(60_000);
    const again = await analysisOf(home.admin.token, testId);
    expect(again.data.analysis).toEqual(first);
    const late = await centreStudent(t, superAdmin.token, home.id, 'Late student');
    await take(late.token, testId, [A, B, C, A], 0);
    const after = (await analysisOf(home.teacher.token, testId)).data.analysis;
    expect(after.takers).toBe(7);
    expect(after.computedAt).not.toBe(first.computedAt);
    // Q4: still S3 and S4 correct, now of 7.
    expect(after.items[3]!.facility).toBe(0.2857);
  });

  it('counts an attempt in progress', async () => {
    const writer = await centreStudent(t, superAdmin.token, home.id, 'Writing now');
    await call(t, startAttempt, { token: writer.token, params: { id: testId }, body: {} });
    expect((await analysisOf(home.teacher.token, testId)).data.analysis.inProgress).toBe(1);
  });

  it("follows the test's key after a regrade (test_questions.accepted), cache or not", async () => {
    const before = (await analysisOf(home.teacher.token, testId)).data.analysis;
    expect(before.items[3]!.facility).toBe(0.2857);
    await t.database.db.execute(
      sql`update test_questions set accepted = array[${real(3, A)}]::smallint[]
           where test_id = ${testId} and question_id = ${bank[3]!.id}`,
    );
    const after = (await analysisOf(home.teacher.token, testId)).data.analysis;
    // Keyed at the table's A: S1, S2, S6 and the late student correct of 7.
    expect(after.items[3]!.facility).toBe(0.5714);
    expect(after.items[3]!.accepted).toEqual([real(3, A)]);
    expect(after.items[3]!.flags.map((f) => f.kind)).not.toContain('possible_wrong_key');
    await t.database.db.execute(
      sql`update test_questions set dropped = 'full' where test_id = ${testId} and question_id = ${bank[3]!.id}`,
    );
    const dropped = (await analysisOf(home.teacher.token, testId)).data.analysis;
    expect([dropped.items[3]!.facility, dropped.items[3]!.dropped, dropped.items[3]!.flags]).toEqual([
      1,
      'full',
      [],
    ]);
    expect(dropped.test.maxScore).toBe(8);
    await t.database.db.execute(
      sql`update test_questions set dropped = 'unattempted' where test_id = ${testId} and question_id = ${bank[3]!.id}`,
    );
    const none = (await analysisOf(home.teacher.token, testId)).data.analysis;
    expect([none.items[3]!.facility, none.test.maxScore]).toEqual([0, 6]);
  });
});

describe('who may read an analysis', () => {
  let centreTestId: number;
  let globalTestId: number;

  beforeAll(async () => {
    centreTestId = await paperTest(home.id);
    globalTestId = await paperTest(null);
  });

  it("answers 404 to another centre's staff, like an unknown test; 403 to a student", async () => {
    for (const token of [other.admin.token, other.teacher.token]) {
      const res = await analysisOf(token, centreTestId);
      expect([res.statusCode, res.error.message]).toEqual([404, INSIGHT_MESSAGES.testNotFound]);
    }
    const unknown = await analysisOf(home.admin.token, 987_654);
    expect([unknown.statusCode, unknown.error.message]).toEqual([404, INSIGHT_MESSAGES.testNotFound]);
    expect((await analysisOf(home.student.token, centreTestId)).statusCode).toBe(403);
    expect((await analysisOf(home.admin.token, centreTestId)).statusCode).toBe(200);
  });

  it('the super admin reads the global tests only; centre staff never a global test', async () => {
    const centre = await analysisOf(superAdmin.token, centreTestId);
    expect([centre.statusCode, centre.error.message]).toEqual([404, INSIGHT_MESSAGES.testNotFound]);
    const global = await analysisOf(superAdmin.token, globalTestId);
    expect(global.statusCode).toBe(200);
    expect(global.data.analysis).toMatchObject({ takers: 0, mean: null, kr20: null, test: { maxScore: 8 } });
    expect((await analysisOf(home.teacher.token, globalTestId)).statusCode).toBe(404);
  });

  it('refuses a test id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await analysisOf(home.admin.token, id);
      expect([res.statusCode, res.error.message]).toEqual([400, INSIGHT_MESSAGES.badTestId]);
    }
    expect((await call(t, getItemAnalysis, { params: { id: centreTestId } })).statusCode).toBe(401);
  });
});

describe('the SQL aggregation equals the raw computation on a random data set', () => {
  it('agrees on 150 first attempts (and ignores 20 later attempts) with a changed key, two accepted options and a drop', async () => {
    // A seeded generator: the same data set on every run.
    let seed = 20_261_125;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const eight = rowsOf<{ id: number; key: number; options: number }>(
      await t.database.db.execute(sql`
        select id, correct_index as key, jsonb_array_length(options) as options from questions
         where owner_customer_id is null and not is_practice and superseded_by is null
           and jsonb_array_length(options) >= 4
         order by id limit 8`),
    ).map((r) => ({ id: Number(r.id), key: Number(r.key), options: Number(r.options) }));
    const made = await createCentreTest(t, { owner: home.id, questionIds: eight.map((q) => q.id) });
    const testId = made.id;
    await t.database.db.execute(sql`update tests set exam_id = ${examId} where id = ${testId}`);
    // Position 1: a changed key; 2: two accepted options; 3: dropped with unattempted marks.
    await t.database.db.execute(sql`
      update test_questions set accepted = array[(select (correct_index + 1) % 4 from questions where id = question_id)]::smallint[]
       where test_id = ${testId} and position = 1`);
    await t.database.db.execute(sql`
      update test_questions set accepted = array[0, 1]::smallint[] where test_id = ${testId} and position = 2`);
    await t.database.db.execute(
      sql`update test_questions set dropped = 'unattempted' where test_id = ${testId} and position = 3`,
    );
    const keyRows = rowsOf<{ accepted: number[]; dropped: PaperKey['dropped'] }>(
      await t.database.db.execute(sql`
        select coalesce(tq.accepted, array[q.correct_index]::smallint[]) as accepted, tq.dropped
          from test_questions tq join questions q on q.id = tq.question_id
         where tq.test_id = ${testId} order by tq.position`),
    );
    const paper: PaperItem[] = eight.map((q, i) => ({
      key: {
        questionId: q.id,
        accepted: keyRows[i]!.accepted.map(Number),
        dropped: keyRows[i]!.dropped,
        difficulty: 'medium',
      },
      optionCount: q.options,
    }));
    const marks = { correct: 2, incorrect: -0.5, unattempted: 0 };
    const takers: Taker[] = [];
    const now = new Date();
    for (let s = 0; s < 170; s++) {
      const isFirst = s < 150;
      const answers = new Map<number, { selected: number | null; seconds: number }>();
      const ability = rand();
      for (const q of eight) {
        const r = rand();
        if (r < 0.1) continue; // never touched
        const selected = r < 0.2 ? null : rand() < ability ? q.key : Math.floor(rand() * q.options);
        answers.set(q.id, { selected, seconds: Math.floor(rand() * 90) });
      }
      const { resultId, marked } = await writeSubmission(t.database.db, {
        userId: home.student.id,
        testId,
        keys: paper.map((p) => p.key),
        marks,
        answers,
        isFirstAttempt: isFirst,
        now,
      });
      if (isFirst) {
        takers.push({
          resultId,
          score: marked.score,
          percent: marked.percScore,
          correct: marked.correct,
          answers,
        });
      }
    }
    const res = await analysisOf(home.admin.token, testId);
    expect(res.statusCode).toBe(200);
    const got = res.data.analysis;
    const raw = sumsFromTakers(takers, paper, ITEM_RULES);
    const want = testFigures(raw.test, raw.items, ITEM_RULES);
    expect(got.takers).toBe(150);
    expect(got.distribution).toEqual(want.distribution);
    for (const field of ['mean', 'median', 'standardDeviation', 'kr20'] as const) {
      expect(got[field], field).toBeCloseTo(want[field]!, 3);
    }
    const wantItems = raw.items.map((item) => itemFigures(item, raw.test, ITEM_RULES));
    for (const [i, item] of got.items.entries()) {
      const w = wantItems[i]!;
      for (const field of [
        'facility',
        'discrimination',
        'pointBiserial',
        'meanSeconds',
        'blankShare',
      ] as const) {
        if (w[field] === null) expect(item[field], `${i} ${field}`).toBeNull();
        else expect(item[field], `${i} ${field}`).toBeCloseTo(w[field], 3);
      }
      for (const field of ['optionShares', 'upperShares', 'lowerShares'] as const) {
        expect(item[field], `${i} ${field}`).toEqual(w[field]);
      }
      expect(item.flags.map((f) => f.kind)).toEqual(w.flags.map((f) => f.kind));
    }
    // The data set is not degenerate: the figures vary and the drop has no flags.
    expect(got.kr20).not.toBeNull();
    expect(got.items[3]!.flags).toEqual([]);
    expect(new Set(got.items.map((i) => i.facility)).size).toBeGreaterThan(4);
  });
});
