import { startAttempt } from '@aspirant/contract/attempts.ts';
import { waitText } from '@aspirant/contract/fields.ts';
import { createPractice, getPractice, PRACTICE_MESSAGES } from '@aspirant/contract/practice.ts';
import { getSolutions } from '@aspirant/contract/results.ts';
import {
  addBookmark,
  BOOKMARKS_MAX,
  listBookmarks,
  REPORT_COMMENT_MAX,
  REPORTS_PER_DAY,
  removeBookmark,
  reportQuestion,
  SAVED_MESSAGES,
} from '@aspirant/contract/saved-questions.ts';
import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { questionReports, questions, testQuestions } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

let t: TestContext;
let quickId: number;
let spaceId: number;
let owner: string;
let resultId: number;
/** The quick test's question ids, in paper order. */
let ids: number[];

/** A test's question ids from the bank (the student has not started it, so the API would not list them). */
async function questionsOf(testId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: testQuestions.questionId })
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(testQuestions.position);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestContext();
  quickId = await testIdOfCode(t, 'UPSC-QUICK-05');
  spaceId = await testIdOfCode(t, 'UPSC-TW-SCI-SPACE');
  owner = await newStudent(t, 'Saver');
  resultId = await takeTest(t, owner, {
    testId: quickId,
    answers: [{ choice: 'wrong', seconds: 5 }],
    elapsedSeconds: 60,
  });
  ids = (await call(t, getQuestionIds, { params: { id: quickId }, token: owner })).data.questionIds;
});
afterAll(async () => {
  await t.close();
});

describe('bookmarks', () => {
  it('saves, lists with the key and explanation, and removes a question of a submitted test', async () => {
    expect((await call(t, listBookmarks, { token: owner })).data.questions).toEqual([]);
    const added = await call(t, addBookmark, { params: { questionId: ids[0]! }, token: owner });
    expect(added.statusCode).toBe(200);
    expect(added.data).toEqual({ success: true, questionId: ids[0], isBookmarked: true });
    // Saving twice keeps one.
    await call(t, addBookmark, { params: { questionId: ids[0]! }, token: owner });
    t.clock.advance(1000);
    await call(t, addBookmark, { params: { questionId: ids[1]! }, token: owner });
    const list = (await call(t, listBookmarks, { token: owner })).data.questions;
    expect(list.map((q) => q.questionId)).toEqual([ids[1], ids[0]]);
    const [q] = await t.database.db.select().from(questions).where(eq(questions.id, ids[0]!));
    expect(list[1]).toMatchObject({
      questionId: ids[0],
      subject: 'Polity',
      correctAnswerIndex: q!.correctIndex,
      en: { question: q!.text, options: q!.options, explanation: q!.explanation },
      hi: { question: q!.textHi, options: q!.optionsHi, explanation: q!.explanationHi },
    });
    const solutions = await call(t, getSolutions, {
      params: { id: resultId },
      query: { limit: 3 },
      token: owner,
    });
    expect(solutions.data.solutions.map((s) => s.isBookmarked)).toEqual([true, true, false]);

    const removed = await call(t, removeBookmark, { params: { questionId: ids[1]! }, token: owner });
    expect(removed.data).toEqual({ success: true, questionId: ids[1], isBookmarked: false });
    expect((await call(t, listBookmarks, { token: owner })).data.questions.map((x) => x.questionId)).toEqual([
      ids[0],
    ]);
  });

  it('answers 404 for a question the student has not met, unknown ids alike, and 400 for a bad id', async () => {
    const spaceIds = await questionsOf(spaceId);
    for (const questionId of [spaceIds[0]!, 999_999]) {
      for (const endpoint of [addBookmark, removeBookmark] as const) {
        const res = await call(t, endpoint, { params: { questionId }, token: owner });
        expect(res.statusCode).toBe(404);
        expect(res.error.message).toBe(SAVED_MESSAGES.notFound);
      }
    }
    const bad = await call(t, addBookmark, { params: { questionId: 'x' }, token: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(SAVED_MESSAGES.badId);
    expect((await call(t, listBookmarks)).statusCode).toBe(401);
  });

  it("keeps each student's bookmarks their own", async () => {
    const other = await newStudent(t, 'Other');
    expect((await call(t, listBookmarks, { token: other })).data.questions).toEqual([]);
    // The other student never sat the quick test: its questions are not theirs to save.
    expect((await call(t, addBookmark, { params: { questionId: ids[0]! }, token: other })).statusCode).toBe(
      404,
    );
  });

  it('hides the key of a saved question while a test holding it is in progress (decision 0008)', async () => {
    const token = await newStudent(t, 'Retaker');
    await takeTest(t, token, { testId: quickId, answers: [], elapsedSeconds: 30 });
    await call(t, addBookmark, { params: { questionId: ids[2]! }, token });
    await call(t, startAttempt, { params: { id: quickId }, token, body: {} });
    const [saved] = (await call(t, listBookmarks, { token })).data.questions;
    expect(saved!.correctAnswerIndex).toBeNull();
    expect(saved!.en.explanation).toBeNull();
    expect(saved!.hi?.explanation ?? null).toBeNull();
    // Practice from saved questions draws none of them now.
    const practice = await call(t, createPractice, { token, body: { source: 'saved' } });
    expect(practice.statusCode).toBe(422);
    expect(practice.error.message).toBe(PRACTICE_MESSAGES.nothingSaved);
  });

  it('starts a practice set from the saved questions', async () => {
    const res = await call(t, createPractice, { token: owner, body: { source: 'saved' } });
    expect(res.statusCode).toBe(201);
    expect(res.data.practice).toMatchObject({
      title: 'Practice: saved questions',
      source: 'saved',
      questionCount: 1,
    });
    const set = await call(t, getPractice, { params: { id: res.data.practice.id }, token: owner });
    expect(set.data.practice.items.map((i) => i.questionId)).toEqual([ids[0]]);
    // The practice question shows as saved; removing the bookmark shows there too.
    expect(set.data.practice.items.map((i) => i.isBookmarked)).toEqual([true]);
    const none = await call(t, createPractice, { token: await newStudent(t), body: { source: 'saved' } });
    expect(none.error.message).toBe(PRACTICE_MESSAGES.nothingSaved);
  });

  it(`refuses more than ${BOOKMARKS_MAX} saved questions`, async () => {
    const token = await newStudent(t, 'Hoarder');
    await takeTest(t, token, { testId: quickId, answers: [], elapsedSeconds: 30 });
    const [me] = (await call(t, listBookmarks, { token })).data.questions;
    expect(me).toBeUndefined();
    const userId = Number(
      rowsOf<{ user_id: number }>(
        await t.database.db.execute(sql`select user_id from results order by id desc limit 1`),
      )[0]!.user_id,
    );
    await t.database.db.execute(sql`
      insert into bookmarks (user_id, question_id)
      select ${userId}, id from questions where id <> ${ids[3]!} order by id limit ${BOOKMARKS_MAX}`);
    const res = await call(t, addBookmark, { params: { questionId: ids[3]! }, token });
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toBe(SAVED_MESSAGES.tooMany);
  });
});

describe('Report a question', () => {
  it('stores one open report per kind, shows it on the solutions, and validates the input', async () => {
    const res = await call(t, reportQuestion, {
      params: { questionId: ids[0]! },
      token: owner,
      body: { kind: 'wrong_key', comment: '  Option B is right.  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.report.kind).toBe('wrong_key');
    const [stored] = await t.database.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.id, res.data.report.id)));
    expect(stored).toMatchObject({
      questionId: ids[0],
      testId: quickId,
      comment: 'Option B is right.',
      status: 'open',
    });

    const again = await call(t, reportQuestion, {
      params: { questionId: ids[0]! },
      token: owner,
      body: { kind: 'wrong_key' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.error.message).toBe(SAVED_MESSAGES.alreadyReported);
    const typo = await call(t, reportQuestion, {
      params: { questionId: ids[0]! },
      token: owner,
      body: { kind: 'typo' },
    });
    expect(typo.statusCode).toBe(201);
    const solutions = await call(t, getSolutions, {
      params: { id: resultId },
      query: { limit: 2 },
      token: owner,
    });
    expect(solutions.data.solutions.map((s) => s.reported)).toEqual([['typo', 'wrong_key'], []]);

    for (const [rawBody, message] of [
      [{ kind: 'rude' }, SAVED_MESSAGES.badKind],
      [{}, SAVED_MESSAGES.badKind],
      [{ kind: 'typo', comment: 'x'.repeat(REPORT_COMMENT_MAX + 1) }, SAVED_MESSAGES.commentTooLong],
      [{ kind: 'typo', comment: 5 }, SAVED_MESSAGES.commentTooLong],
    ] as const) {
      const bad = await call(t, reportQuestion, { params: { questionId: ids[1]! }, token: owner, rawBody });
      expect(bad.statusCode, JSON.stringify(rawBody)).toBe(400);
      expect(bad.error.message).toBe(message);
    }
  });

  it('answers 404 for a question the student has not met', async () => {
    const spaceIds = await questionsOf(spaceId);
    const res = await call(t, reportQuestion, {
      params: { questionId: spaceIds[0]! },
      token: owner,
      body: { kind: 'typo' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.error.message).toBe(SAVED_MESSAGES.notFound);
  });

  it(`limits a student to ${REPORTS_PER_DAY} reports a day`, async () => {
    const token = await newStudent(t, 'Reporter');
    await takeTest(t, token, { testId: quickId, answers: [], elapsedSeconds: 30 });
    let status = 201;
    let sent = 0;
    // Three kinds on five questions make 15 reports; duplicates (409) count too, as tries.
    for (let round = 0; status !== 429 && round < 3; round++) {
      for (const questionId of ids) {
        for (const kind of ['wrong_key', 'typo', 'translation'] as const) {
          if (status === 429) break;
          status = (await call(t, reportQuestion, { params: { questionId }, token, body: { kind } }))
            .statusCode;
          if (status !== 429) sent++;
        }
      }
    }
    expect(sent).toBe(REPORTS_PER_DAY);
    const last = await call(t, reportQuestion, {
      params: { questionId: ids[0]! },
      token,
      body: { kind: 'typo' },
    });
    expect(last.statusCode).toBe(429);
    // Fixed windows: the wait is what is left of the day's window, as Retry-After says.
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(last.error.message).toBe(
      `You can report ${REPORTS_PER_DAY} questions a day. Try again in ${waitText(wait)}.`,
    );
  });
});
