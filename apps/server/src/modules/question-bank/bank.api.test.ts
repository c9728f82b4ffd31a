import { chat } from '@aspirant/contract/ai.ts';
import { startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { createPractice, getPractice } from '@aspirant/contract/practice.ts';
import {
  BANK_MESSAGES,
  bulkQuestions,
  createQuestion,
  createTopic,
  findDuplicates,
  getBankMeta,
  getQuestion,
  listQuestionReports,
  listQuestions,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMAGE_MAX_BYTES,
  type QuestionInput,
  resolveQuestionReport,
  updateQuestion,
} from '@aspirant/contract/question-bank.ts';
import { getResult, getSolutions } from '@aspirant/contract/results.ts';
import { addBookmark, listBookmarks, reportQuestion } from '@aspirant/contract/saved-questions.ts';
import { getQuestionIds, getQuestion as getTestQuestion } from '@aspirant/contract/tests.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { testIdOfCode } from '../../test-support/attempts.ts';
import { type CallOptions, call, rawRequest } from '../../test-support/call.ts';

/** Issue 16 points 1 to 4 and 6: the question bank's API, per role and per centre (decision 0020). */

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let polity: { id: number; topicId: number; otherTopicId: number };
let science: { id: number; topicId: number };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  const meta = (await call(t, getBankMeta, { token: c1.teacher.token })).data;
  const subject = (name: string) => meta.subjects.find((s) => s.name === name)!;
  const pol = subject('Polity');
  polity = { id: pol.id, topicId: pol.topics[0]!.id, otherTopicId: pol.topics[1]!.id };
  const sci = meta.subjects.find((s) => s.topics.length > 0 && s.id !== pol.id)!;
  science = { id: sci.id, topicId: sci.topics[0]!.id };
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A valid authoring body; each call's text is unique unless given. */
function draft(overrides: Partial<QuestionInput> = {}): QuestionInput {
  n++;
  return {
    text: `Which article of the constitution covers case ${n}?`,
    options: ['Article 14', 'Article 19', 'Article 21', 'Article 32'],
    correctIndex: 2,
    explanation: 'Article 21 protects life and personal liberty.',
    difficulty: 'medium',
    subjectId: polity.id,
    topicId: polity.topicId,
    tags: [],
    textHi: null,
    optionsHi: null,
    explanationHi: null,
    image: null,
    isPractice: false,
    ...overrides,
  };
}

async function create(token: string, overrides: Partial<QuestionInput> = {}) {
  const res = await call(t, createQuestion, { token, body: draft(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.question;
}

const list = (token: string, query: CallOptions<typeof listQuestions>['query'] = {}) =>
  call(t, listQuestions, { token, query });

describe('who may use the bank', () => {
  it('answers 401 without a session and 403 to a student', async () => {
    expect((await call(t, listQuestions)).statusCode).toBe(401);
    const res = await call(t, listQuestions, { token: c1.student.token });
    expect(res.statusCode).toBe(403);
    expect((await call(t, createQuestion, { token: c1.student.token, body: draft() })).statusCode).toBe(403);
  });

  it("gives a centre's staff their own and the global bank, never another centre's (404 like an unknown id)", async () => {
    const mine = await create(c1.teacher.token, { tags: ['isolation-a'] });
    expect(mine.ownerCustomerId).toBe(c1.id);
    expect(mine.editable).toBe(true);
    expect(mine.version).toBe(1);
    expect(mine.used).toBe(false);
    const other = await call(t, getQuestion, { token: c2.teacher.token, params: { id: mine.id } });
    expect(other.statusCode).toBe(404);
    expect(other.error.message).toBe(BANK_MESSAGES.questionNotFound);
    const edit = await call(t, updateQuestion, {
      token: c2.admin.token,
      params: { id: mine.id },
      body: draft(),
    });
    expect(edit.statusCode).toBe(404);
    expect((await list(c2.teacher.token, { tag: 'isolation-a' })).data.total).toBe(0);
    expect((await list(c1.admin.token, { tag: 'isolation-a' })).data.total).toBe(1);
    expect((await list(superAdmin.token, { tag: 'isolation-a' })).data.total).toBe(1);
    // The bulk call is all or nothing: one question of another centre makes the whole request 404.
    const theirs = await create(c2.teacher.token, { tags: ['isolation-b'] });
    const bulk = await call(t, bulkQuestions, {
      token: c1.teacher.token,
      body: { ids: [mine.id, theirs.id], action: 'retire' },
    });
    expect(bulk.statusCode).toBe(404);
    expect(
      (await call(t, getQuestion, { token: c1.teacher.token, params: { id: mine.id } })).data.question.status,
    ).toBe('active');
  });

  it('gives staff without a centre the global bank, read-only', async () => {
    const email = `teacher-nocentre-${Date.now()}@bank.test`;
    const made = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'Unplaced Teacher', email, password: DEMO_PASSWORD, role_id: 2, customer_id: null },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = await signIn(t, email);
    const centreQuestion = await create(c1.teacher.token, { tags: ['no-centre-check'] });
    const listed = (await list(token, { tag: 'no-centre-check' })).data;
    expect(listed.total).toBe(0);
    const global = (await list(token, { pageSize: 5 })).data.questions;
    expect(global.length).toBe(5);
    expect(global.every((q) => q.ownerCustomerId === null && !q.editable)).toBe(true);
    expect((await call(t, getQuestion, { token, params: { id: centreQuestion.id } })).statusCode).toBe(404);
    const add = await call(t, createQuestion, { token, body: draft() });
    expect(add.statusCode).toBe(403);
    expect(add.error.message).toBe(BANK_MESSAGES.globalBankOnlySuperAdmin);
    const edit = await call(t, bulkQuestions, { token, body: { ids: [global[0]!.id], action: 'retire' } });
    expect(edit.statusCode).toBe(403);
    expect((await call(t, listQuestionReports, { token })).data.reports).toEqual([]);
    expect((await call(t, getBankMeta, { token })).data.centres).toEqual([]);
  });

  it('keeps the global bank to the super admin', async () => {
    const global = (await list(c1.teacher.token, { owner: 'global', pageSize: 1 })).data.questions[0]!;
    expect(global.ownerCustomerId).toBeNull();
    expect(global.ownerName).toBe('Global bank');
    expect(global.editable).toBe(false);
    const res = await call(t, updateQuestion, {
      token: c1.admin.token,
      params: { id: global.id },
      body: draft({ subjectId: global.subjectId, topicId: global.topicId }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.error.message).toBe(BANK_MESSAGES.globalBankOnlySuperAdmin);
    const retire = await call(t, bulkQuestions, {
      token: c1.teacher.token,
      body: { ids: [global.id], action: 'retire' },
    });
    expect(retire.statusCode).toBe(403);
    expect(retire.error.message).toBe(BANK_MESSAGES.globalBankOnlySuperAdmin);
    const asGlobal = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ customerId: null }),
    });
    expect(asGlobal.statusCode).toBe(403);
    const toOther = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ customerId: c2.id }),
    });
    expect(toOther.statusCode).toBe(403);
    expect(toOther.error.message).toBe(BANK_MESSAGES.otherBank);
    // The super admin adds to the global bank by default, or to a centre it names.
    expect((await create(superAdmin.token)).ownerCustomerId).toBeNull();
    const forC2 = await create(superAdmin.token, { customerId: c2.id });
    expect(forC2.ownerCustomerId).toBe(c2.id);
    expect(forC2.ownerName).toBe('Second Centre');
    const meta = (await call(t, getBankMeta, { token: superAdmin.token })).data;
    expect(meta.canEditGlobal).toBe(true);
    expect(meta.centres.map((c) => c.id)).toEqual(expect.arrayContaining([c1.id, c2.id]));
    const staffMeta = (await call(t, getBankMeta, { token: c1.teacher.token })).data;
    expect(staffMeta.canEditGlobal).toBe(false);
    expect(staffMeta.centres.map((c) => c.id)).toEqual([c1.id]);
  });
});

describe('writing questions', () => {
  it('sanitises rich text on every write: a <script> is gone, bold and formulas stay', async () => {
    const q = await create(c1.teacher.token, {
      text: 'Solve <b>this</b><script>alert(1)</script> for \\(x < y\\)',
      options: ['<i>one</i>', 'two<img src=x onerror=alert(1)>', 'three', 'four'],
      explanation: '<p onclick="x()">Because</p>',
      textHi: 'हल करें <script>alert(2)</script>',
      optionsHi: ['एक', 'दो', 'तीन', 'चार'],
      explanationHi: 'क्योंकि <u>यह</u>',
    });
    expect(q.text).toBe('Solve <b>this</b> for \\(x < y\\)');
    expect(q.options).toEqual(['<i>one</i>', 'two', 'three', 'four']);
    expect(q.explanation).toBe('<p>Because</p>');
    expect(q.textHi).toBe('हल करें');
    expect(q.explanationHi).toBe('क्योंकि <u>यह</u>');
    const edited = await call(t, updateQuestion, {
      token: c1.teacher.token,
      params: { id: q.id },
      body: draft({ text: 'Edited <script>steal()</script>text' }),
    });
    expect(edited.data.question.text).toBe('Edited text');
    const empty = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ text: '<script>only()</script>' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.error.message).toBe(QUESTION_BANK_MESSAGES.textRequired);
  });

  it('accepts 2 and 6 options and refuses 7 with the contract message', async () => {
    expect(
      (await create(c1.teacher.token, { options: ['True', 'False'], correctIndex: 1 })).options,
    ).toHaveLength(2);
    const six = await create(c1.teacher.token, { options: ['a', 'b', 'c', 'd', 'e', 'f'], correctIndex: 5 });
    expect(six.options).toHaveLength(6);
    expect(six.correctIndex).toBe(5);
    const seven = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
    });
    expect(seven.statusCode).toBe(400);
    expect(seven.error.message).toBe(QUESTION_BANK_MESSAGES.tooManyOptions(7));
  });

  it('checks the topic: it must be of the subject and reachable by the bank', async () => {
    const wrongSubject = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ subjectId: science.id, topicId: polity.topicId }),
    });
    expect(wrongSubject.statusCode).toBe(400);
    expect(wrongSubject.error.message).toBe(BANK_MESSAGES.topicNotOfSubject);
    const theirTopic = await call(t, createTopic, {
      token: c2.teacher.token,
      body: { subjectId: polity.id, name: 'Centre two panchayats' },
    });
    expect(theirTopic.statusCode).toBe(201);
    expect(theirTopic.data.topic.ownerCustomerId).toBe(c2.id);
    const useTheirs = await call(t, createQuestion, {
      token: c1.teacher.token,
      body: draft({ topicId: theirTopic.data.topic.id }),
    });
    expect(useTheirs.statusCode).toBe(404);
    expect(useTheirs.error.message).toBe(BANK_MESSAGES.topicNotFound);
    const again = await call(t, createTopic, {
      token: c2.admin.token,
      body: { subjectId: polity.id, name: 'centre TWO panchayats' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.error.message).toBe(BANK_MESSAGES.topicTaken);
    // The same name in another centre is another topic; a centre's topics appear in its own meta only.
    expect(
      (
        await call(t, createTopic, {
          token: c1.teacher.token,
          body: { subjectId: polity.id, name: 'Centre two panchayats' },
        })
      ).statusCode,
    ).toBe(201);
    const metaTopics = (await call(t, getBankMeta, { token: c1.teacher.token })).data.subjects
      .flatMap((s) => s.topics)
      .filter((tp) => tp.ownerCustomerId !== null);
    expect(metaTopics.every((tp) => tp.ownerCustomerId === c1.id)).toBe(true);
  });

  it('edits an unused question in place, and a used one by a new version that old results do not see', async () => {
    const unused = await create(superAdmin.token);
    const inPlace = await call(t, updateQuestion, {
      token: superAdmin.token,
      params: { id: unused.id },
      body: draft({ text: 'An unused question, edited.' }),
    });
    expect(inPlace.data.versioned).toBe(false);
    expect(inPlace.data.question.id).toBe(unused.id);
    expect(inPlace.data.question.text).toBe('An unused question, edited.');

    // A student sits a short test; its first question is then used.
    const testId = await testIdOfCode(t, 'UPSC-TW-SCI-SPACE');
    const started = await call(t, startAttempt, {
      token: c1.student.token,
      params: { id: testId },
      body: {},
    });
    const [firstId] = (await call(t, getQuestionIds, { token: c1.student.token, params: { id: testId } }))
      .data.questionIds;
    const submitted = await call(t, submitResult, {
      token: c1.student.token,
      body: { testId, sessionUuid: started.data.sessionUuid, answers: [] },
    });
    const resultId = submitted.data.result.id;
    const before = (await call(t, getQuestion, { token: superAdmin.token, params: { id: firstId! } })).data
      .question;
    expect(before.used).toBe(true);

    const edit = await call(t, updateQuestion, {
      token: superAdmin.token,
      params: { id: firstId! },
      body: draft({
        text: 'A corrected text of the first space question',
        subjectId: before.subjectId,
        topicId: before.topicId,
        options: before.options,
        correctIndex: before.correctIndex,
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.data.versioned).toBe(true);
    const v2 = edit.data.question;
    expect(v2.id).not.toBe(firstId);
    expect(v2.familyId).toBe(firstId);
    expect(v2.version).toBe(2);
    expect(v2.used).toBe(false);
    const got = (await call(t, getQuestion, { token: c1.teacher.token, params: { id: v2.id } })).data;
    expect(got.versions.map((v) => [v.id, v.version])).toEqual([
      [v2.id, 2],
      [firstId, 1],
    ]);
    const old = (await call(t, getQuestion, { token: superAdmin.token, params: { id: firstId! } })).data
      .question;
    expect(old.supersededBy).toBe(v2.id);
    expect(old.text).toBe(before.text);
    expect(old.status).toBe('active');
    // The old result still shows what its student saw.
    const solutions = await call(t, getSolutions, { token: c1.student.token, params: { id: resultId } });
    const first = solutions.data.solutions.find((s) => s.questionId === firstId)!;
    expect(first.en.question).toBe(before.text);
    // The bank lists the current version only; an old version cannot be edited.
    const listed = await list(superAdmin.token, { q: 'corrected text first space question' });
    expect(listed.data.questions.map((q) => q.id)).toContain(v2.id);
    expect(listed.data.questions.map((q) => q.id)).not.toContain(firstId);
    const stale = await call(t, updateQuestion, {
      token: superAdmin.token,
      params: { id: firstId! },
      body: draft(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.error.message).toBe(BANK_MESSAGES.oldVersion);
  });
});

describe('search, filters and paging', () => {
  it('finds English words by stem and prefix, and Hindi (Devanagari) words', async () => {
    const q = await create(c1.teacher.token, {
      text: 'Mirages form by refracting light over the quixotically hot desert',
      textHi: 'मरीचिका गर्म रेगिस्तान में प्रकाश के अपवर्तन से बनती है',
      optionsHi: ['अनुच्छेद 14', 'अनुच्छेद 19', 'अनुच्छेद 21', 'अनुच्छेद 32'],
    });
    const ids = async (search: string) =>
      (await list(c1.teacher.token, { q: search })).data.questions.map((x) => x.id);
    expect(await ids('refraction mirage')).toContain(q.id);
    expect(await ids('quixotic')).toContain(q.id);
    expect(await ids('quixot')).toContain(q.id);
    expect(await ids('अपवर्तन')).toContain(q.id);
    expect(await ids('मरीचिका रेगिस्तान')).toContain(q.id);
    expect(await ids('मरीचिका ज्वालामुखी')).not.toContain(q.id);
    expect(await ids('refraction')).not.toContain(undefined);
    expect((await list(c2.teacher.token, { q: 'अपवर्तन' })).data.questions.map((x) => x.id)).not.toContain(
      q.id,
    );
  });

  it('filters by subject, topic, difficulty, tag, owner, status, used and reported, and pages with a total', async () => {
    const tag = 'filters-1';
    const a = await create(c1.teacher.token, { tags: [tag], difficulty: 'easy' });
    const b = await create(c1.teacher.token, {
      tags: [tag],
      difficulty: 'hard',
      topicId: polity.otherTopicId,
    });
    const c = await create(c1.teacher.token, { tags: [tag, 'other'], difficulty: 'hard' });
    const ids = async (query: Parameters<typeof list>[1]) =>
      (await list(c1.teacher.token, { tag, ...query })).data.questions.map((x) => x.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ difficulty: 'hard' })).toEqual([c.id, b.id]);
    expect(await ids({ topicId: polity.otherTopicId })).toEqual([b.id]);
    expect(await ids({ subjectId: science.id })).toEqual([]);
    expect(await ids({ owner: 'centre' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ owner: 'global' })).toEqual([]);
    expect(await ids({ used: 'unused' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ used: 'used' })).toEqual([]);
    expect(await ids({ reported: 'true' })).toEqual([]);
    const foreign = await list(c1.teacher.token, { owner: c2.id });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(t, bulkQuestions, { token: c1.teacher.token, body: { ids: [b.id], action: 'retire' } }))
        .data.updated,
    ).toBe(1);
    expect(await ids({})).toEqual([c.id, a.id]);
    expect(await ids({ status: 'retired' })).toEqual([b.id]);
    expect(await ids({ status: 'all' })).toEqual([c.id, b.id, a.id]);
    const page1 = (await list(c1.teacher.token, { tag, status: 'all', pageSize: 2, page: 1 })).data;
    const page2 = (await list(c1.teacher.token, { tag, status: 'all', pageSize: 2, page: 2 })).data;
    expect([page1.total, page1.page, page1.pageSize, page1.questions.length]).toEqual([3, 1, 2, 2]);
    expect([page2.total, page2.questions.map((x) => x.id)]).toEqual([3, [a.id]]);
    const bad = await list(c1.teacher.token, { pageSize: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(BANK_MESSAGES.badPageSize);
  });

  it('warns of duplicates in the visible banks only, apart from the edited question', async () => {
    const q = await create(c1.teacher.token, { text: 'What is the <b>capital</b> of Rajasthan?' });
    const dup = async (token: string, text: string, excludeId?: number) =>
      (await call(t, findDuplicates, { token, body: { text, excludeId } })).data.duplicates.map((d) => d.id);
    expect(await dup(c1.teacher.token, 'what is the CAPITAL   of rajasthan')).toEqual([q.id]);
    expect(await dup(c1.teacher.token, 'what is the capital of rajasthan', q.id)).toEqual([]);
    expect(await dup(c2.teacher.token, 'what is the capital of rajasthan')).toEqual([]);
    expect(await dup(superAdmin.token, 'What is the capital of Rajasthan')).toEqual([q.id]);
    expect(await dup(c1.teacher.token, 'What is the capital of Gujarat?')).toEqual([]);
  });
});

describe('bulk actions', () => {
  it('retags (at most 10 tags), moves to a topic of the bank, retires and restores, all or nothing', async () => {
    const a = await create(c1.teacher.token, { tags: ['bulk-x', 'keep'] });
    const b = await create(c1.teacher.token, { tags: ['bulk-x'] });
    const bulk = (body: NonNullable<CallOptions<typeof bulkQuestions>['body']>) =>
      call(t, bulkQuestions, { token: c1.teacher.token, body });
    const retag = await bulk({
      ids: [a.id, b.id],
      action: 'retag',
      addTags: ['new-tag'],
      removeTags: ['bulk-x'],
    });
    expect(retag.data.updated).toBe(2);
    const tagsOf = async (id: number) =>
      (await call(t, getQuestion, { token: c1.teacher.token, params: { id } })).data.question.tags;
    expect(await tagsOf(a.id)).toEqual(['keep', 'new-tag']);
    expect(await tagsOf(b.id)).toEqual(['new-tag']);
    const many = Array.from({ length: 9 }, (_, i) => `t${i}`);
    const tooMany = await bulk({ ids: [a.id, b.id], action: 'retag', addTags: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.error.message).toBe(QUESTION_BANK_MESSAGES.tooManyTags(11));
    expect(await tagsOf(b.id)).toEqual(['new-tag']);

    const topic = (
      await call(t, createTopic, {
        token: c1.admin.token,
        body: { subjectId: science.id, name: 'Bulk moves' },
      })
    ).data.topic;
    const moved = await bulk({ ids: [a.id, b.id], action: 'move-topic', topicId: topic.id });
    expect(moved.data.updated).toBe(2);
    const after = (await call(t, getQuestion, { token: c1.teacher.token, params: { id: a.id } })).data
      .question;
    expect([after.topicId, after.subjectId, after.topicName]).toEqual([topic.id, science.id, 'Bulk moves']);
    const theirTopic = (
      await call(t, createTopic, {
        token: c2.admin.token,
        body: { subjectId: science.id, name: 'Their moves' },
      })
    ).data.topic;
    const toTheirs = await bulk({ ids: [a.id], action: 'move-topic', topicId: theirTopic.id });
    expect(toTheirs.statusCode).toBe(404);
    expect(toTheirs.error.message).toBe(BANK_MESSAGES.topicNotFound);
    expect((await bulk({ ids: [a.id, b.id], action: 'retire' })).data.updated).toBe(2);
    expect((await bulk({ ids: [a.id], action: 'restore' })).data.updated).toBe(1);
    expect(
      (await call(t, getQuestion, { token: c1.teacher.token, params: { id: b.id } })).data.question.status,
    ).toBe('retired');
    const unknown = await bulk({ ids: [a.id, 99_999_999], action: 'retire' });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a retired question out of new practice sets', async () => {
    const topic = (
      await call(t, createTopic, {
        token: c1.teacher.token,
        body: { subjectId: polity.id, name: 'Retire check' },
      })
    ).data.topic;
    const keep = await create(c1.teacher.token, { topicId: topic.id, isPractice: true });
    const retire = await create(c1.teacher.token, { topicId: topic.id, isPractice: true });
    await call(t, bulkQuestions, { token: c1.teacher.token, body: { ids: [retire.id], action: 'retire' } });
    const set = await call(t, createPractice, {
      token: c1.student.token,
      body: { source: 'topic', topicId: topic.id, count: 10 },
    });
    expect(set.statusCode, set.body).toBe(201);
    const practice = await call(t, getPractice, {
      token: c1.student.token,
      params: { id: set.data.practice.id },
    });
    expect(practice.data.practice.items.map((i) => i.questionId)).toEqual([keep.id]);
  });
});

describe("students' reports", () => {
  it('lists reports on the banks the caller may edit, with the current version, and resolves them', async () => {
    const topic = (
      await call(t, createTopic, {
        token: c1.teacher.token,
        body: { subjectId: polity.id, name: 'Report check' },
      })
    ).data.topic;
    const q = await create(c1.teacher.token, {
      topicId: topic.id,
      isPractice: true,
      text: 'A question to report',
    });
    const set = await call(t, createPractice, {
      token: c1.student.token,
      body: { source: 'topic', topicId: topic.id, count: 5 },
    });
    expect(set.statusCode).toBe(201);
    const filed = await call(t, reportQuestion, {
      token: c1.student.token,
      params: { questionId: q.id },
      body: { kind: 'typo', comment: 'Spelling in option B' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // Used by the practice set: the fix is a new version, and the inbox shows it.
    const fixed = await call(t, updateQuestion, {
      token: c1.teacher.token,
      params: { id: q.id },
      body: draft({ topicId: topic.id, isPractice: true, text: 'A question to report, fixed' }),
    });
    expect(fixed.data.versioned).toBe(true);
    const inbox = (await call(t, listQuestionReports, { token: c1.teacher.token })).data;
    const mine = inbox.reports.find((r) => r.id === filed.data.report.id)!;
    expect(mine.questionId).toBe(q.id);
    expect(mine.question.id).toBe(fixed.data.question.id);
    expect(mine.question.text).toBe('A question to report, fixed');
    expect(mine.question.openReports).toBe(1);
    expect([mine.kind, mine.comment, mine.status, mine.testName]).toEqual([
      'typo',
      'Spelling in option B',
      'open',
      null,
    ]);
    expect(mine.studentName.length).toBeGreaterThan(0);
    expect((await list(c1.teacher.token, { reported: 'true' })).data.questions.map((x) => x.id)).toContain(
      fixed.data.question.id,
    );
    const other = (await call(t, listQuestionReports, { token: c2.admin.token })).data;
    expect(other.reports.map((r) => r.id)).not.toContain(mine.id);
    const foreign = await call(t, resolveQuestionReport, { token: c2.admin.token, params: { id: mine.id } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.error.message).toBe(BANK_MESSAGES.reportNotFound);
    const resolved = await call(t, resolveQuestionReport, {
      token: c1.teacher.token,
      params: { id: mine.id },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.data.message).toBe(BANK_MESSAGES.reportResolved);
    const open = (await call(t, listQuestionReports, { token: c1.teacher.token })).data.reports.map(
      (r) => r.id,
    );
    expect(open).not.toContain(mine.id);
    const done = (
      await call(t, listQuestionReports, { token: c1.teacher.token, query: { status: 'resolved' } })
    ).data;
    expect(done.reports.find((r) => r.id === mine.id)?.status).toBe('resolved');
    expect(
      (
        await call(t, listQuestionReports, { token: superAdmin.token, query: { status: 'resolved' } })
      ).data.reports.map((r) => r.id),
    ).toContain(mine.id);
  });
});

describe('images', () => {
  const upload = (token: string, body: Buffer, type = 'image/png', query = '') =>
    rawRequest(t, 'POST', `/api/questions/images${query}`, {
      token,
      body,
      headers: { 'content-type': type },
    });

  it('stores an image per bank and serves it through a signed URL only', async () => {
    const res = await upload(c1.teacher.token, PNG);
    expect(res.statusCode, res.body).toBe(201);
    const { image, imageUrl } = res.data as { image: string; imageUrl: string };
    expect(image).toMatch(/^bank:[0-9a-f]{64}$/);
    expect(imageUrl).toMatch(new RegExp(`^/api/media/question-images/${c1.id}/[0-9a-f]{64}\\?exp=\\d+&sig=`));
    const fetched = await rawRequest(t, 'GET', imageUrl);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.equals(PNG)).toBe(true);
    const forged = await rawRequest(t, 'GET', imageUrl.replace(/sig=./, 'sig=A'));
    expect(forged.statusCode).toBe(403);
    const otherOwner = await rawRequest(t, 'GET', imageUrl.replace(`/${c1.id}/`, `/${c2.id}/`));
    expect(otherOwner.statusCode).toBe(403);

    const q = await create(c1.teacher.token, { image });
    expect(q.image).toBe(image);
    expect(q.imageUrl).toMatch(/^\/api\/media\/question-images\//);
    expect((await rawRequest(t, 'GET', q.imageUrl!)).statusCode).toBe(200);
    // Another centre cannot use the token: the image is not in its bank.
    const theirs = await call(t, createQuestion, { token: c2.teacher.token, body: draft({ image }) });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.error.message).toBe(BANK_MESSAGES.imageNotFound);
  });

  it("shows a question's image to the student taking its test, by a signed link", async () => {
    const { image } = (await upload(c1.teacher.token, PNG)).data as { image: string };
    const q = await create(c1.teacher.token, { image });
    // A test of the centre holding the question (the composer is issue 17's).
    const [test] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names,
                           subject_text, owner_customer_id, audience)
        select ${`IMG-${q.id}`}, 'Image test', 'Topic Wise', id, 10, 1, '{Polity}', 'Polity', ${c1.id}, 'centre'
          from exams order by id limit 1
        returning id`),
    );
    await t.database.db.execute(
      sql`insert into test_questions (test_id, position, question_id) values (${test!.id}, 1, ${q.id})`,
    );
    const student = c1.student.token;
    expect(
      (await call(t, startAttempt, { params: { id: test!.id }, token: student, body: {} })).statusCode,
    ).toBe(200);
    const shown = await call(t, getTestQuestion, {
      params: { id: test!.id, questionId: q.id },
      token: student,
    });
    const url = shown.data.question.QuestionMaster.question.image!;
    expect(url).toMatch(new RegExp(`^/api/media/question-images/${c1.id}/[0-9a-f]{64}\\?exp=\\d+&sig=`));
    const fetched = await rawRequest(t, 'GET', url);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PNG)).toBe(true);
  });

  /** A signed image link of centre 1's bank that serves the uploaded PNG. */
  async function expectServedImage(url: string | null) {
    expect(url).toMatch(new RegExp(`^/api/media/question-images/${c1.id}/[0-9a-f]{64}\\?exp=\\d+&sig=`));
    const fetched = await rawRequest(t, 'GET', url!);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PNG)).toBe(true);
  }

  it("keeps showing a question's image on its result, the solutions and saved questions, as in the test", async () => {
    const { image } = (await upload(c1.teacher.token, PNG)).data as { image: string };
    const q = await create(c1.teacher.token, { image });
    const plain = await create(c1.teacher.token);
    const [test] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names,
                           subject_text, owner_customer_id, audience)
        select ${`IMG-R-${q.id}`}, 'Image result test', 'Topic Wise', id, 10, 2, '{Polity}', 'Polity', ${c1.id}, 'centre'
          from exams order by id limit 1
        returning id`),
    );
    await t.database.db.execute(sql`insert into test_questions (test_id, position, question_id)
      values (${test!.id}, 1, ${q.id}), (${test!.id}, 2, ${plain.id})`);
    const student = c1.student.token;
    const started = await call(t, startAttempt, { params: { id: test!.id }, token: student, body: {} });
    expect(started.statusCode).toBe(200);
    const submitted = await call(t, submitResult, {
      token: student,
      body: {
        testId: test!.id,
        sessionUuid: started.data.sessionUuid,
        answers: [{ questionId: q.id, selectedAnswer: 2 }],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const resultId = submitted.data.result.id;

    const result = await call(t, getResult, { params: { id: resultId }, token: student });
    expect(result.data.result.questionBreakdown.map((b) => [b.questionId, b.status])).toEqual([
      [q.id, 'Correct'],
      [plain.id, 'Unattempted'],
    ]);
    await expectServedImage(result.data.result.questionBreakdown[0]!.image);
    expect(result.data.result.questionBreakdown[1]!.image).toBeNull();

    const solutions = await call(t, getSolutions, { params: { id: resultId }, token: student });
    expect(solutions.data.solutions.map((s) => s.questionId)).toEqual([q.id, plain.id]);
    await expectServedImage(solutions.data.solutions[0]!.image);
    expect(solutions.data.solutions[1]!.image).toBeNull();

    expect((await call(t, addBookmark, { params: { questionId: q.id }, token: student })).statusCode).toBe(
      200,
    );
    const saved = await call(t, listBookmarks, { token: student });
    const kept = saved.data.questions.find((s) => s.questionId === q.id)!;
    await expectServedImage(kept.image);
  });

  it("shows a practice question's image; an older seed path as it is; none without one", async () => {
    const topic = (
      await call(t, createTopic, {
        token: c1.teacher.token,
        body: { subjectId: polity.id, name: 'Practice with images' },
      })
    ).data.topic;
    const { image } = (await upload(c1.teacher.token, PNG)).data as { image: string };
    const pictured = await create(c1.teacher.token, { topicId: topic.id, isPractice: true, image });
    const seeded = await create(c1.teacher.token, { topicId: topic.id, isPractice: true });
    const plain = await create(c1.teacher.token, { topicId: topic.id, isPractice: true });
    // An older seed row holds a plain path.
    await t.database.db.execute(sql`update questions set image = '/images/map.png' where id = ${seeded.id}`);
    const set = await call(t, createPractice, {
      token: c1.student.token,
      body: { source: 'topic', topicId: topic.id, count: 10 },
    });
    expect(set.statusCode, set.body).toBe(201);
    const items = (
      await call(t, getPractice, { token: c1.student.token, params: { id: set.data.practice.id } })
    ).data.practice.items;
    const imageOf = (id: number) => items.find((i) => i.questionId === id)!.image;
    expect(items).toHaveLength(3);
    await expectServedImage(imageOf(pictured.id));
    expect(imageOf(seeded.id)).toBe('/images/map.png');
    expect(imageOf(plain.id)).toBeNull();
    // Not answered yet: the key stays hidden, the image is shown.
    expect(items.find((i) => i.questionId === pictured.id)!.correctIndex).toBeNull();
  });

  it('refuses what is not an image, an empty body and a file over the limit', async () => {
    const text = await upload(c1.teacher.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.error.message).toBe(BANK_MESSAGES.imageType);
    const big = await upload(c1.teacher.token, Buffer.concat([PNG, Buffer.alloc(QUESTION_IMAGE_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.error.message).toBe(BANK_MESSAGES.imageTooLarge);
    expect((await upload(c1.student.token, PNG)).statusCode).toBe(403);
    const zero = await upload(c1.teacher.token, PNG, 'image/png', '?customerId=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.error.message).toBe(BANK_MESSAGES.badCustomerId);
    const other = await upload(c1.teacher.token, PNG, 'image/png', `?customerId=${c2.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.error.message).toBe(BANK_MESSAGES.otherBank);
    expect((await upload(superAdmin.token, PNG, 'image/png', `?customerId=${c2.id}`)).statusCode).toBe(201);
    const gif = await upload(
      superAdmin.token,
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 1)]),
      'image/gif',
    );
    expect(gif.statusCode).toBe(201);
    expect((gif.data as { imageUrl: string }).imageUrl).toMatch(/^\/api\/media\/question-images\/0\//);
  });
});

describe("another centre's question never reaches a student", () => {
  it('through practice, the assistant or the bank', async () => {
    const words = 'Which Vexmoorish treaty settled the Quandril estuary dispute?';
    const theirs = await create(c2.teacher.token, {
      text: words,
      isPractice: true,
      options: ['Treaty of Brill', 'Treaty of Omsk', 'Treaty of Pell', 'Treaty of Dorn'],
      correctIndex: 2,
      explanation: 'The Treaty of Pell settled the Quandril estuary.',
    });
    // Positive control: the centre's own student meets it.
    const ownChat = await call(t, chat, {
      token: c2.student.token,
      body: { messages: [{ role: 'user', content: 'Explain the Vexmoorish Quandril estuary treaty' }] },
    });
    expect(ownChat.data.content).toContain(words);
    const otherChat = await call(t, chat, {
      token: c1.student.token,
      body: { messages: [{ role: 'user', content: 'Explain the Vexmoorish Quandril estuary treaty' }] },
    });
    expect(otherChat.statusCode).toBe(200);
    expect(otherChat.data.content).not.toContain('Vexmoorish');
    expect(otherChat.data.content).not.toContain('Treaty of Pell');
    // Practice of the (global) topic it is filed under never draws it for another centre's student.
    const ownSet = await call(t, createPractice, {
      token: c2.student.token,
      body: { source: 'topic', topicId: polity.topicId, count: 30 },
    });
    const ownItems = (
      await call(t, getPractice, { token: c2.student.token, params: { id: ownSet.data.practice.id } })
    ).data.practice.items;
    expect(ownItems.map((i) => i.questionId)).toContain(theirs.id);
    for (let i = 0; i < 3; i++) {
      const set = await call(t, createPractice, {
        token: c1.student.token,
        body: { source: 'topic', topicId: polity.topicId, count: 30 },
      });
      const items = (
        await call(t, getPractice, { token: c1.student.token, params: { id: set.data.practice.id } })
      ).data.practice.items;
      expect(items.map((it) => it.questionId)).not.toContain(theirs.id);
    }
    const subjectSet = await call(t, createPractice, {
      token: c1.student.token,
      body: { source: 'subject', subjectId: polity.id, count: 30 },
    });
    const subjectItems = (
      await call(t, getPractice, { token: c1.student.token, params: { id: subjectSet.data.practice.id } })
    ).data.practice.items;
    expect(subjectItems.map((it) => it.questionId)).not.toContain(theirs.id);
    // The bank: staff of centre 1 neither list nor open it; students never list the bank.
    expect((await list(c1.teacher.token, { q: 'Vexmoorish' })).data.total).toBe(0);
    expect(
      (await call(t, getQuestion, { token: c1.admin.token, params: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect((await list(c1.student.token, { q: 'Vexmoorish' })).statusCode).toBe(403);
    expect((await list(c2.student.token, { q: 'Vexmoorish' })).statusCode).toBe(403);
  });
});
