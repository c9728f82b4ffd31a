import {
  generateStudyPlan,
  getStudyPlan,
  STUDY_PLAN_MESSAGES,
  type StudyPlanDay,
  updateStudyPlanItem,
} from '@aspirant/contract/study-plan.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { customers, lectures, studyPlanItems } from '../../db/schema.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createTestContext, GENEROUS_AI_LIMITS, type TestContext } from '../../test-support/app.ts';
import { newStudent, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';
import { startFakeOpenAi } from '../../test-support/fake-openai.ts';

// 22 Nov 2026 20:00 UTC is Mon 23 Nov 2026, 01:30 in India: the plan's "today" is the IST day.
const START = Date.parse('2026-11-22T20:00:00Z');

let t: TestContext;
let model: TestContext;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestContext({ clock: new ManualClock(START) });
  model = await createTestContext({
    clock: new ManualClock(START),
    env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'tiny-test-model' },
    aiLimits: { ...GENEROUS_AI_LIMITS, timeoutMs: 500 },
  });
});
afterAll(async () => {
  await t?.close();
  await model?.close();
  await fake?.close();
});

async function lectureIds(ctx: TestContext): Promise<number[]> {
  return (await ctx.database.db.select({ id: lectures.id }).from(lectures).orderBy(asc(lectures.id))).map(
    (r) => r.id,
  );
}

/** A lecture row (the file is never opened by the plan). */
async function addLecture(ctx: TestContext, name: string, customerId: number | null): Promise<number> {
  const [row] = await ctx.database.db
    .insert(lectures)
    .values({ name, mimeType: 'video/mp4', size: 1, fileName: `${name.replace(/\W/g, '')}.mp4`, customerId })
    .returning({ id: lectures.id });
  return row!.id;
}

const right = { choice: 'right' as const, seconds: 30 };
const wrong = { choice: 'wrong' as const, seconds: 30 };
const skip = { choice: null, seconds: 0 };

/** Each day as kind:id pairs, the easiest form to compare with a hand-made plan. */
const shape = (days: StudyPlanDay[]) =>
  days.map((d) => ({
    date: d.date,
    items: d.items.map(
      (i) => `${i.kind}:${i.topicId ?? i.subjectId ?? ''}:${i.testId ?? ''}:${i.lectureId ?? ''}`,
    ),
  }));

describe('the study plan', () => {
  let student: string;
  let other: string;
  let sharedLecture: number;
  let sampleLecture: number;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    sampleLecture = (await lectureIds(t))[0]!;
    sharedLecture = await addLecture(t, 'Polity in one hour', null);
    // Another centre's lecture: never in a plan of a student outside that centre.
    const [centre] = await t.database.db.insert(customers).values({ name: 'Other centre' }).returning();
    await addLecture(t, 'Private lecture', centre!.id);
    for (const code of [
      'UPSC-QUICK-05',
      'UPSC-TW-SCI-SPACE',
      'UPSC-TW-ECO-MON',
      'UPSC-TW-HIS-INM',
      'UPSC-TW-GEO-CLIM',
      'UPSC-SW-POL',
      'UPSC-SW-SCI',
      'UPSC-SW-ECO',
      'UPSC-SW-GEO',
      'UPSC-SW-ART',
      'UPSC-SW-ENV',
      'UPSC-SW-HIS',
      'UPSC-SW-IRS',
      'UPSC-FS-01',
    ]) {
      id[code] = await testIdOfCode(t, code);
    }

    student = await newStudent(t, 'Asha Planner');
    other = await newStudent(t, 'Other Student');
    // Quick Practice: 5 questions, all Constitutional Framework & Preamble (POL-CF): 2 right of 5 = 40 %.
    await takeTest(t, student, {
      testId: id['UPSC-QUICK-05']!,
      answers: [right, right, wrong, wrong, wrong],
      elapsedSeconds: 150,
    });
    // Space Technology topic test: 4 answered (2 right), 4 left: 2 of 4 = 50 %.
    await takeTest(t, student, {
      testId: id['UPSC-TW-SCI-SPACE']!,
      answers: [right, right, wrong, wrong, skip, skip, skip, skip],
      elapsedSeconds: 120,
    });
    // Money, Banking & Inflation: 1 of 2 = 50 %, a tie with Space Technology broken by fewer attempts.
    await takeTest(t, student, {
      testId: id['UPSC-TW-ECO-MON']!,
      answers: [wrong, right, skip, skip, skip, skip, skip, skip, skip],
      elapsedSeconds: 60,
    });
    // Indian National Movement: nothing answered, so not a weak topic (0 attempted).
    await takeTest(t, student, {
      testId: id['UPSC-TW-HIS-INM']!,
      answers: [skip, skip, skip, skip, skip, skip, skip, skip],
      elapsedSeconds: 30,
    });
    // Climatology & Oceanography: 1 of 1 = 100 %.
    await takeTest(t, student, {
      testId: id['UPSC-TW-GEO-CLIM']!,
      answers: [right, skip, skip, skip, skip, skip, skip, skip, skip],
      elapsedSeconds: 30,
    });
  });

  it('refuses the unauthenticated (401)', async () => {
    expect((await call(t, getStudyPlan)).statusCode).toBe(401);
    expect((await call(t, generateStudyPlan, { body: {} })).statusCode).toBe(401);
    expect((await call(t, updateStudyPlanItem, { params: { id: 1 }, body: { done: true } })).statusCode).toBe(
      401,
    );
  });

  it('has no plan before the first one is generated', async () => {
    const res = await call(t, getStudyPlan, { token: student });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, plan: null });
  });

  it('plans the coming 7 days from the weak topics, weakest first', async () => {
    const res = await call(t, generateStudyPlan, { token: student, body: {} });
    expect(res.statusCode).toBe(201);
    const plan = res.data.plan;
    expect(plan).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      examDate: null,
      provider: 'builtin',
    });
    // Weak topics by accuracy: POL-CF 40 % (2/5), SCI-SPACE 50 % (2/4), ECO-MON 50 % (1/2, fewer attempts),
    // GEO-CLIM 100 % (1/1); Indian National Movement had nothing answered. Topic tests of all four are taken
    // (the Quick Practice is POL-CF's), so each day's test is the subject test, once each; day 7 has none
    // left for Economy and gets the first full mock, and the review. Lectures alternate: the sample, then
    // the shared one added here (ids in order); the other centre's lecture never appears.
    const [polCf, sciSpace, ecoMon, geoClim] = plan.days.slice(0, 4).map((d) => d.items[0]!.topicId);
    const pol = plan.days[0]!.items[0]!.subjectId;
    const sci = plan.days[1]!.items[0]!.subjectId;
    const eco = plan.days[2]!.items[0]!.subjectId;
    const geo = plan.days[3]!.items[0]!.subjectId;
    expect(plan.days.slice(0, 4).map((d) => d.items[0]!.topicName)).toEqual([
      'Constitutional Framework & Preamble',
      'Space Technology',
      'Money, Banking & Inflation',
      'Climatology & Oceanography',
    ]);
    const L1 = sampleLecture;
    const L2 = sharedLecture;
    expect(shape(plan.days)).toEqual([
      {
        date: '2026-11-23',
        items: [`practice:${polCf}::`, `test:${pol}:${id['UPSC-SW-POL']}:`, `lecture:::${L1}`],
      },
      {
        date: '2026-11-24',
        items: [`practice:${sciSpace}::`, `test:${sci}:${id['UPSC-SW-SCI']}:`, `lecture:::${L2}`],
      },
      {
        date: '2026-11-25',
        items: [`practice:${ecoMon}::`, `test:${eco}:${id['UPSC-SW-ECO']}:`, `lecture:::${L1}`],
      },
      {
        date: '2026-11-26',
        items: [`practice:${geoClim}::`, `test:${geo}:${id['UPSC-SW-GEO']}:`, `lecture:::${L2}`],
      },
      { date: '2026-11-27', items: [`practice:${polCf}::`, `lecture:::${L1}`] },
      { date: '2026-11-28', items: [`practice:${sciSpace}::`, `lecture:::${L2}`] },
      {
        date: '2026-11-29',
        items: [`practice:${ecoMon}::`, `test::${id['UPSC-FS-01']}:`, `lecture:::${L1}`, 'review:::'],
      },
    ]);
    const day1 = plan.days[0]!.items;
    expect(day1[0]).toMatchObject({
      kind: 'practice',
      title: 'Practise Constitutional Framework & Preamble',
      detail: 'Your accuracy here is 40% (2 of 5). Read the explanation of every answer, right or wrong.',
      subjectName: 'Polity',
      testId: null,
      lectureId: null,
      done: false,
    });
    expect(plan.days[1]!.items[0]!.detail).toBe(
      'Your accuracy here is 50% (2 of 4). Read the explanation of every answer, right or wrong.',
    );
    expect(plan.days[2]!.items[0]!.detail).toBe(
      'Your accuracy here is 50% (1 of 2). Read the explanation of every answer, right or wrong.',
    );
    expect(day1[1]).toMatchObject({
      kind: 'test',
      title: 'Test: Indian Polity Subject Test (English / हिन्दी)',
      detail: '25 questions in 30 minutes. Afterwards, read the explanation of every question you missed.',
    });
    expect(day1[2]!.title).toBe('Watch: Sample lecture: getting started');
    expect(plan.days[6]!.items[1]).toMatchObject({
      title: 'Full mock: UPSC Prelims Full Mock Test 1',
    });
    expect(plan.days[6]!.items[3]).toMatchObject({ kind: 'review', title: "Review the week's mistakes" });
    expect(plan.summary).toBe(
      '7 days, 23 Nov 2026 to 29 Nov 2026. It starts with your weakest topics: Constitutional Framework & Preamble (40%), Space Technology (50%), Money, Banking & Inflation (50%). Practise one topic a day, take the tests listed, and check items off as you go.',
    );
    // Issue 15 point 9: each rule text's code and parameters, stored and sent with the English.
    expect(plan.summaryMessage).toEqual([
      { code: 'span', params: { days: 7, start: '2026-11-23', end: '2026-11-29' } },
      {
        code: 'weakSummary',
        params: {
          topics:
            'Constitutional Framework & Preamble (40%), Space Technology (50%), Money, Banking & Inflation (50%)',
        },
      },
    ]);
    expect(day1.map((item) => item.message)).toEqual([
      {
        title: { code: 'practiseTitle', params: { name: 'Constitutional Framework & Preamble' } },
        detail: { code: 'topicPracticeDetail', params: { accuracy: 40, correct: 2, attempted: 5 } },
      },
      {
        title: { code: 'testTitle', params: { test: 'Indian Polity Subject Test (English / हिन्दी)' } },
        detail: { code: 'testDetail', params: { questions: 25, minutes: 30 } },
      },
      {
        title: { code: 'watchTitle', params: { lecture: 'Sample lecture: getting started' } },
        detail: { code: 'lectureDetail', params: {} },
      },
    ]);

    // GET returns the same plan.
    const got = await call(t, getStudyPlan, { token: student });
    expect(got.data.plan).toEqual(plan);
  });

  it('is the same plan for the same inputs', async () => {
    const a = (await call(t, generateStudyPlan, { token: student, body: {} })).data.plan;
    const b = (await call(t, generateStudyPlan, { token: student, body: {} })).data.plan;
    const withoutIds = (p: { days: StudyPlanDay[]; summary: string }) => ({
      summary: p.summary,
      days: p.days.map((d) => ({ date: d.date, items: d.items.map(({ id: _id, ...rest }) => rest) })),
    });
    expect(withoutIds(b)).toEqual(withoutIds(a));
  });

  it('plans up to the day before the exam date', async () => {
    // Exam on 3 Dec: 23 Nov .. 2 Dec is 10 days.
    const res = await call(t, generateStudyPlan, { token: student, body: { examDate: '2026-12-03' } });
    expect(res.statusCode).toBe(201);
    const plan = res.data.plan;
    expect(plan).toMatchObject({ startDate: '2026-11-23', endDate: '2026-12-02', examDate: '2026-12-03' });
    expect(plan.days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    // Days 8-10 continue the rotation (GEO-CLIM, POL-CF, SCI-SPACE) with no tests left for them.
    expect(plan.days.slice(7).map((d) => d.items.map((i) => `${i.kind}:${i.topicName ?? ''}`))).toEqual([
      ['practice:Climatology & Oceanography', 'lecture:'],
      ['practice:Constitutional Framework & Preamble', 'lecture:'],
      ['practice:Space Technology', 'lecture:'],
    ]);
    expect(plan.summary).toMatch(/^10 days, 23 Nov 2026 to 2 Dec 2026, up to your exam on 3 Dec 2026\. /);

    // An exam 200 days away: the plan covers the first 120 days (23 Nov 2026 + 119 days: 7 to 30 Nov, +31 Dec, +31 Jan, +28 Feb = 97,
    // +22 = 22 Mar 2027).
    const far = await call(t, generateStudyPlan, { token: student, body: { examDate: '2027-06-11' } });
    expect(far.statusCode).toBe(201);
    expect(far.data.plan.days).toHaveLength(120);
    expect(far.data.plan).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2027-03-22',
      examDate: '2027-06-11',
    });
    // Day 14 and day 21 have a review: days 7, 14, ..., 119 = 17 reviews.
    const reviews = far.data.plan.days.flatMap((d) => d.items).filter((i) => i.kind === 'review');
    expect(reviews).toHaveLength(17);
  });

  it('refuses exam dates that are not after today, too far, or not dates', async () => {
    const post = (body: unknown) => call(t, generateStudyPlan, { token: student, rawBody: body });
    const cases: [unknown, string][] = [
      [{ examDate: '2026-11-23' }, STUDY_PLAN_MESSAGES.examNotAfterToday],
      [{ examDate: '2026-11-01' }, STUDY_PLAN_MESSAGES.examNotAfterToday],
      // 23 Nov 2026 + 366 days = 24 Nov 2027 (no 29 Feb in between).
      [{ examDate: '2027-11-24' }, STUDY_PLAN_MESSAGES.examTooFar],
      [{ examDate: '2027-02-30' }, STUDY_PLAN_MESSAGES.badExamDate],
      [{ examDate: '24/11/2026' }, STUDY_PLAN_MESSAGES.badExamDate],
      [{ examDate: 20261124 }, STUDY_PLAN_MESSAGES.badExamDate],
      [{ days: 3 }, 'Unknown field: days.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toBe(message);
    }
    // Exactly 365 days away is allowed (24 Nov 2027 - 1 day = 23 Nov 2027).
    expect((await post({ examDate: '2027-11-23' })).statusCode).toBe(201);
    // Tomorrow: a one-day plan (today only).
    const tomorrow = await post({ examDate: '2026-11-24' });
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.data.plan.days.map((d) => d.date)).toEqual(['2026-11-23']);
  });

  it('checks items off and on, kept across reloads; regenerating replaces the plan', async () => {
    const plan = (await call(t, generateStudyPlan, { token: student, body: {} })).data.plan;
    const [first, second] = plan.days[0]!.items;
    const check = (itemId: number, done: boolean, token = student) =>
      call(t, updateStudyPlanItem, { params: { id: itemId }, token, body: { done } });

    const checked = await check(first!.id, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.data.item).toEqual({ ...first, done: true });
    await check(second!.id, true);
    await check(second!.id, false);
    const reloaded = (await call(t, getStudyPlan, { token: student })).data.plan!;
    expect(reloaded.days[0]!.items.map((i) => i.done)).toEqual([true, false, false]);
    const [row] = await t.database.db
      .select({ doneAt: studyPlanItems.doneAt })
      .from(studyPlanItems)
      .where(eq(studyPlanItems.id, first!.id));
    expect(row!.doneAt?.getTime()).toBe(t.clock.now().getTime());

    // Another student's item, an unknown id, bad input.
    const foreign = await check(first!.id, false, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.error.message).toBe(STUDY_PLAN_MESSAGES.itemNotFound);
    expect((await call(t, getStudyPlan, { token: student })).data.plan!.days[0]!.items[0]!.done).toBe(true);
    expect((await check(999_999_999, true)).error.message).toBe(STUDY_PLAN_MESSAGES.itemNotFound);
    const badDone = await call(t, updateStudyPlanItem, {
      params: { id: first!.id },
      token: student,
      rawBody: { done: 'yes' },
    });
    expect(badDone.statusCode).toBe(400);
    expect(badDone.error.message).toBe(STUDY_PLAN_MESSAGES.badDone);
    const badId = await call(t, updateStudyPlanItem, {
      params: { id: 'abc' },
      token: student,
      body: { done: true },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.error.message).toBe(STUDY_PLAN_MESSAGES.badItemId);

    // Regenerating replaces every item: the old ones are gone, nothing is checked.
    const next = (await call(t, generateStudyPlan, { token: student, body: {} })).data.plan;
    const oldIds = new Set(plan.days.flatMap((d) => d.items.map((i) => i.id)));
    const newItems = next.days.flatMap((d) => d.items);
    expect(newItems.some((i) => oldIds.has(i.id))).toBe(false);
    expect(newItems.every((i) => !i.done)).toBe(true);
    expect(next.id).toBe(plan.id);
    expect((await check(first!.id, true)).statusCode).toBe(404);
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n from study_plan_items where plan_id = ${plan.id}`,
    );
    expect(Number(rowsOf<{ n: number }>(counted)[0]!.n)).toBe(newItems.length);
  });

  it('gives a student with no results a starter plan', async () => {
    const res = await call(t, generateStudyPlan, { token: other, body: {} });
    expect(res.statusCode).toBe(201);
    const plan = res.data.plan;
    // Day 1: the diagnostic mock (the first full mock) and the lecture; then a subject a day, by name
    // (Art & Culture, Economy, Environment, Geography, History, International Relations), each with its
    // UPSC subject test; day 7 adds the review.
    expect(
      plan.days.map((d) => d.items.map((i) => `${i.kind}:${i.subjectName ?? ''}:${i.testId ?? ''}`)),
    ).toEqual([
      [`test::${id['UPSC-FS-01']}`, 'lecture::'],
      ['practice:Art & Culture:', `test:Art & Culture:${id['UPSC-SW-ART']}`, 'lecture::'],
      ['practice:Economy:', `test:Economy:${id['UPSC-SW-ECO']}`, 'lecture::'],
      ['practice:Environment:', `test:Environment:${id['UPSC-SW-ENV']}`, 'lecture::'],
      ['practice:Geography:', `test:Geography:${id['UPSC-SW-GEO']}`, 'lecture::'],
      ['practice:History:', `test:History:${id['UPSC-SW-HIS']}`, 'lecture::'],
      [
        'practice:International Relations:',
        `test:International Relations:${id['UPSC-SW-IRS']}`,
        'lecture::',
        'review::',
      ],
    ]);
    expect(plan.days[0]!.items[0]).toMatchObject({
      title: 'Diagnostic mock: UPSC Prelims Full Mock Test 1',
      detail:
        'A full-length mock (50 questions, 60 minutes) that shows where you stand in every subject. Generate a new plan afterwards to aim at your weak topics.',
    });
    expect(plan.days[1]!.items[0]).toMatchObject({ topicId: null, title: 'Practise Art & Culture' });
    expect(plan.summary).toBe(
      '7 days, 23 Nov 2026 to 29 Nov 2026. You have no results yet, so the plan starts with a full-length diagnostic mock test and then practises each subject in turn. Generate a new plan after the mock to aim at your weak topics.',
    );
    // Each student sees only their own plan.
    expect((await call(t, getStudyPlan, { token: student })).data.plan!.id).not.toBe(plan.id);
  });
});

describe('the study plan with an AI provider', () => {
  let student: string;

  beforeAll(async () => {
    student = await newStudent(model, 'Model Student');
  });

  const generate = () => call(model, generateStudyPlan, { token: student, body: {} });

  it('keeps the rule text when the provider fails, times out, or answers anything but a rewrite', async () => {
    fake.set({ kind: 'error', status: 500, body: '{"error":"boom"}' });
    const failed = await generate();
    expect(failed.statusCode).toBe(201);
    expect(failed.data.plan.provider).toBe('builtin');
    expect(failed.data.plan.days[1]!.items[0]!.title).toBe('Practise Art & Culture');

    for (const content of [
      'not json at all',
      '{"summary":"Hi","items":[]}',
      '{"summary":"","items":[{"key":"1.1","title":"x","detail":"y"}]}',
    ]) {
      fake.set({ kind: 'reply', content });
      const res = await generate();
      expect(res.data.plan.provider, content).toBe('builtin');
    }

    fake.set({ kind: 'hang' });
    const hung = await generate();
    expect(hung.statusCode).toBe(201);
    expect(hung.data.plan.provider).toBe('builtin');
  });

  it('rewrites the summary and every title and detail, never the kinds, ids or days', async () => {
    fake.set({ kind: 'error', status: 503, body: '' });
    const rules = (await generate()).data.plan;
    const keys = rules.days.flatMap((d, di) => d.items.map((_, p) => `${di + 1}.${p + 1}`));
    const rewrite = {
      summary: 'A week to find your footing.',
      items: keys.map((key) => ({ key, title: `Step ${key}`, detail: `Do step ${key} well.` })),
    };
    // A reply in a fence, as models often send.
    fake.set({ kind: 'reply', content: `Here you go:\n\`\`\`json\n${JSON.stringify(rewrite)}\n\`\`\`` });
    const before = fake.requests.length;
    const res = await generate();
    expect(res.statusCode).toBe(201);
    const plan = res.data.plan;
    expect(plan.provider).toBe('openai');
    expect(plan.summary).toBe('A week to find your footing.');
    expect(plan.days[1]!.items[1]!.title).toBe('Step 2.2');
    expect(plan.days[1]!.items[1]!.detail).toBe('Do step 2.2 well.');
    const strip = (p: { days: StudyPlanDay[] }) =>
      p.days.map((d) => ({
        date: d.date,
        items: d.items.map(({ id: _i, title: _t, detail: _d, message: _m, ...rest }) => rest),
      }));
    expect(strip(plan)).toEqual(strip(rules));
    // The model's words have no codes: the web shows them as written (issue 15 point 9).
    expect(plan.summaryMessage).toBeNull();
    expect(plan.days.flatMap((d) => d.items).filter((i) => i.message !== null)).toEqual([]);
    expect(rules.summaryMessage).not.toBeNull();

    // The prompt held this student's rule plan and nothing else.
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const prompt = sent[0]!.body.messages.at(-1)!.content;
    expect(prompt).toContain('"title":"Practise Art & Culture"');
    expect(prompt).not.toContain('Asha Planner');
    expect(prompt).not.toContain('Model Student');
    // English interface (no choice): the prompt asks for no other language (issue 15 point 9).
    expect(prompt).not.toContain('Hindi');

    // A reply that leaves one item out is refused as a whole.
    fake.set({ kind: 'reply', content: JSON.stringify({ ...rewrite, items: rewrite.items.slice(1) }) });
    expect((await generate()).data.plan.provider).toBe('builtin');
    const withExtra = { ...rewrite, items: [...rewrite.items, { key: '9.9', title: 'x', detail: 'y' }] };
    fake.set({ kind: 'reply', content: JSON.stringify(withExtra) });
    expect((await generate()).data.plan.provider).toBe('builtin');
  });
});
