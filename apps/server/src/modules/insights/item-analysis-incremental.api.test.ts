import {
  GROUP_SHARE,
  getItemAnalysis,
  startRegrade,
  type TestAnalysis,
} from '@aspirant/contract/insights.ts';
import type { PaperKey } from '@aspirant/domain/marking.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { type WrittenAnswer, writeSubmission } from '../../test-support/submissions.ts';
import { createCentreTest } from '../../test-support/tests.ts';

let t: TestContext;
let home: Centre;
let testId: number;
let paper: { id: number; options: number; key: PaperKey }[];

// A seeded generator: the same data set on every run.
let seed = 20_261_128;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const MARKS = { correct: 2, incorrect: -0.5, unattempted: 0 };

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  home = await createCentre(t, demo.superAdmin.token, 'Incremental Centre');
  const eight = rowsOf<{ id: number; key: number; options: number }>(
    await t.database.db.execute(sql`
      select id, correct_index as key, jsonb_array_length(options) as options from questions
       where owner_customer_id is null and not is_practice and superseded_by is null
         and jsonb_array_length(options) >= 4
       order by id limit 8`),
  );
  paper = eight.map((q) => ({
    id: Number(q.id),
    options: Number(q.options),
    key: { questionId: Number(q.id), accepted: [Number(q.key)], dropped: null, difficulty: 'medium' },
  }));
  testId = (await createCentreTest(t, { owner: home.id, questionIds: paper.map((q) => q.id) })).id;
  const [exam] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into exams (code, name, mark_correct, mark_incorrect, mark_unattempted)
      values ('ITEM-INCR', 'Two, minus a half', 2, -0.5, 0) returning id`),
  );
  await t.database.db.execute(sql`update tests set exam_id = ${Number(exam!.id)} where id = ${testId}`);
});
afterAll(async () => {
  await t.close();
});

/**
 * `count` submissions written as a submission leaves them (attempt, answers, result), each taker's ability drawn
 * from [low, high): an answer is untouched 10 % of the time, blank 10 %, else the key with the ability's chance.
 * Scores are multiples of 0.5 over 8 questions, so many takers tie. `later` more are not first attempts.
 */
async function submit(count: number, low: number, high: number, later = 0): Promise<void> {
  for (let s = 0; s < count + later; s++) {
    const ability = low + rand() * (high - low);
    const answers = new Map<number, { selected: number | null; seconds: number }>();
    for (const q of paper) {
      const r = rand();
      if (r < 0.1) continue;
      const selected =
        r < 0.2 ? null : rand() < ability ? q.key.accepted[0]! : Math.floor(rand() * q.options);
      answers.set(q.id, { selected, seconds: Math.floor(rand() * 90) });
    }
    await write(answers, s < count);
  }
}

/** `count` first attempts that score exactly `score` (2 · right - 0.5 · wrong over the 8 questions). */
async function submitScoring(count: number, score: number): Promise<void> {
  const right = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((c) => {
    const wrong = (2 * c - score) * 2;
    return Number.isInteger(wrong) && wrong >= 0 && c + wrong <= 8;
  })!;
  const wrong = (2 * right - score) * 2;
  for (let s = 0; s < count; s++) {
    const answers = new Map<number, { selected: number | null; seconds: number }>();
    for (const [i, q] of paper.entries()) {
      if (i >= right + wrong) break;
      const key = q.key.accepted[0]!;
      answers.set(q.id, { selected: i < right ? key : (key + 1) % q.options, seconds: 5 + i });
    }
    await write(answers, true);
  }
}

/** One submission as it is left in the database: its attempt, answers and result. */
async function write(
  answers: Map<number, WrittenAnswer>,
  isFirst: boolean,
  resultId?: number,
): Promise<void> {
  await writeSubmission(t.database.db, {
    userId: home.student.id,
    testId,
    keys: paper.map((p) => p.key),
    marks: MARKS,
    answers,
    isFirstAttempt: isFirst,
    now: t.clock.now(),
    resultId,
  });
}

/** The analysis as the API answers it, without the moment it was computed. */
async function analysis(): Promise<Omit<TestAnalysis, 'computedAt'>> {
  const res = await call(t, getItemAnalysis, { token: home.admin.token, params: { id: testId } });
  expect(res.statusCode).toBe(200);
  const { computedAt: _computedAt, ...rest } = res.data.analysis;
  return rest;
}

/** The same analysis counted from scratch: the cache row deleted first. */
async function fromScratch(): Promise<Omit<TestAnalysis, 'computedAt'>> {
  await t.database.db.execute(sql`delete from item_analysis_cache where test_id = ${testId}`);
  return analysis();
}

/** The scores at the boundaries, and whether ranks g and g + 1 (upper) or n - g and n - g + 1 (lower) tie. */
async function tiesAtBoundaries(): Promise<{
  upper: boolean;
  lower: boolean;
  upperScore: number;
  lowerScore: number;
}> {
  const scores = rowsOf<{ score: number }>(
    await t.database.db.execute(sql`
      select score from results where test_id = ${testId} and is_first_attempt order by score desc, id`),
  ).map((r) => Number(r.score));
  const g = Math.round(GROUP_SHARE * scores.length);
  const n = scores.length;
  return {
    upper: scores[g - 1] === scores[g],
    lower: scores[n - g - 1] === scores[n - g],
    upperScore: scores[g - 1]!,
    lowerScore: scores[n - g]!,
  };
}

/** Adds 1000 seconds to one answer cell of position 1 in the cached raw sums (never in the figures). */
async function tamperWithRawSums(): Promise<void> {
  const [row] = rowsOf<{ analysis: { raw: { cells: [number, number | null, ...number[]][] } } }>(
    await t.database.db.execute(sql`select analysis from item_analysis_cache where test_id = ${testId}`),
  );
  const stored = row!.analysis;
  const cell = stored.raw.cells.find((c) => Number(c[0]) === paper[0]!.id && c[1] !== null)!;
  cell[6] = Number(cell[6]) + 1000;
  await t.database.db.execute(
    sql`update item_analysis_cache set analysis = ${JSON.stringify(stored)}::jsonb where test_id = ${testId}`,
  );
}

describe('item analysis after new submissions, added to the cached sums (issue 18 point 1)', () => {
  it('equals the analysis counted from scratch after every round of submissions', async () => {
    expect((await analysis()).takers).toBe(0); // cached with no takers at all
    // [count, low, high, later]: random takers; [count, 'upper' | 'lower']: takers tied with a boundary's score.
    const rounds: (
      | [count: number, low: number, high: number, later: number]
      | [number, 'upper' | 'lower']
    )[] = [
      [30, 0, 1, 0], // from nothing
      [1, 0.9, 1, 0], // one taker: the groups grow by none (round(0.27 · 31) = 8 = round(0.27 · 30))
      [12, 0.85, 1, 2], // the top only: the upper boundary moves up, past tied scores
      [3, 'upper'], // ties at the upper boundary, ranked after the earlier ones by their ids
      [12, 0, 0.15, 0], // the bottom only: the lower boundary moves down
      [4, 'lower'], // ties at the lower boundary
      [25, 0, 1, 3], // everywhere, with later attempts that are not counted
      [4, 0.4, 0.6, 0], // the middle only
      [5, 'upper'],
      [5, 'lower'],
    ];
    let tied = { upper: 0, lower: 0 };
    let takers = 0;
    for (const [round, [count, ...how]] of rounds.entries()) {
      if (how.length === 1) {
        const now = await tiesAtBoundaries();
        await submitScoring(count, how[0] === 'upper' ? now.upperScore : now.lowerScore);
      } else {
        const [low, high, later] = how as [number, number, number];
        await submit(count, low, high, later);
      }
      takers += count;
      const added = await analysis();
      const counted = await fromScratch();
      expect(added, `round ${round + 1}`).toEqual(counted);
      expect(added.takers).toBe(takers);
      const ties = await tiesAtBoundaries();
      tied = { upper: tied.upper + Number(ties.upper), lower: tied.lower + Number(ties.lower) };
    }
    // The rounds did rank tied scores across both boundaries, and the figures are not degenerate.
    expect(tied.upper).toBeGreaterThan(0);
    expect(tied.lower).toBeGreaterThan(0);
    const last = await analysis();
    expect(last.kr20).not.toBeNull();
    expect(new Set(last.items.map((i) => i.discrimination)).size).toBeGreaterThan(3);
  });

  it('adds to the cached sums after a submission, and counts everything again after a key change or a regrade', async () => {
    await analysis();
    await tamperWithRawSums();
    // Nothing changed: the cached figures, untouched by the raw sums.
    expect(await analysis()).toEqual(await analysis());
    await submit(1, 0, 1);
    const added = await analysis();
    const counted = await fromScratch();
    // The tampered cell was carried forward: proof that the new submission was added, not everything counted.
    expect(added.items[0]!.meanSeconds).not.toBe(counted.items[0]!.meanSeconds);
    expect({ ...added, items: added.items.slice(1) }).toEqual({ ...counted, items: counted.items.slice(1) });

    // A key change (test_questions.accepted, as a regrade leaves it) with a new submission: all counted again.
    await analysis();
    await tamperWithRawSums();
    const newKey = (paper[1]!.key.accepted[0]! + 1) % paper[1]!.options;
    await t.database.db.execute(
      sql`update test_questions set accepted = array[${newKey}]::smallint[]
           where test_id = ${testId} and question_id = ${paper[1]!.id}`,
    );
    await submit(2, 0, 1);
    const rekeyed = await analysis();
    expect(rekeyed.items[1]!.accepted).toEqual([newKey]);
    expect(rekeyed).toEqual(await fromScratch());

    // A regrade through the API: scores change, the figures are those counted from scratch.
    await analysis();
    await tamperWithRawSums();
    const regradeKey = (paper[0]!.key.accepted[0]! + 1) % paper[0]!.options;
    const started = await call(t, startRegrade, {
      token: home.teacher.token,
      params: { id: testId },
      body: { action: 'change_key', position: 1, option: regradeKey },
    });
    expect(started.statusCode).toBe(202);
    await t.app.regrades.drain();
    const regraded = await analysis();
    expect(regraded.items[0]!.accepted).toEqual([regradeKey]);
    expect(regraded.regrades).toHaveLength(1);
    expect(regraded).toEqual(await fromScratch());
    // New submissions after the regrade are added again, and still agree.
    await submit(6, 0, 1);
    expect(await analysis()).toEqual(await fromScratch());
  });

  it('counts everything again when a result was removed and a late one committed below the latest id seen', async () => {
    // An id taken and left unused (as by a submission still committing), then later submissions above it.
    const [gap] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select nextval(pg_get_serial_sequence('results', 'id')) as id`),
    );
    await submit(5, 0, 1);
    await analysis();
    // The latest counted result removed, and the late submission committed with the id below: the count is the same.
    await t.database.db.execute(
      sql`delete from results where id = (select max(id) from results where test_id = ${testId})`,
    );
    await write(
      new Map(paper.map((q) => [q.id, { selected: q.key.accepted[0]!, seconds: 7 }])),
      true,
      Number(gap!.id),
    );
    const after = await analysis();
    expect(after).toEqual(await fromScratch());
    expect(after.items[0]!.meanSeconds).not.toBeNull();
  });
});
