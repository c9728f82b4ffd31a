import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import {
  extendAttempt,
  getLiveRoom,
  grantAttempt,
  LIVE_ROOM_MESSAGES,
  type LiveRoom,
  type LiveStudent,
} from '@aspirant/contract/live-room.ts';
import type { NoticeInput } from '@aspirant/contract/notifications.ts';
import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { centreStudent, centreTest } from '../../test-support/live-room.ts';

let t: TestContext;
let superAdmin: { id: number; token: string };
let home: Centre;
let other: Centre;
const notices: NoticeInput[] = [];

beforeAll(async () => {
  t = await createTestContext({
    notify: async (notice) => {
      notices.push(notice);
    },
  });
  const demo = await demoAccounts(t);
  superAdmin = demo.superAdmin;
  home = await createCentre(t, superAdmin.token, 'Live Centre');
  other = await createCentre(t, superAdmin.token, 'Other Centre');
});
afterAll(async () => {
  await t.close();
});

async function begin(token: string, testId: number) {
  const started = await call(t, startAttempt, { token, params: { id: testId }, body: {} });
  expect(started.statusCode).toBe(200);
  const ids = (await call(t, getQuestionIds, { token, params: { id: testId } })).data.questionIds;
  let seq = 0;
  return {
    attemptId: started.data.attempt.id,
    uuid: started.data.sessionUuid,
    async answer(position: number, selectedAnswer: number | null = 0) {
      const res = await call(t, saveAnswer, {
        token,
        body: {
          sessionUuid: started.data.sessionUuid,
          questionId: ids[position]!,
          selectedAnswer,
          seq: ++seq,
        },
      });
      expect(res.statusCode).toBe(200);
      return res.data;
    },
    async submit() {
      const res = await call(t, submitResult, {
        token,
        body: { testId, sessionUuid: started.data.sessionUuid, answers: [] },
      });
      expect(res.statusCode).toBe(201);
    },
  };
}

const rowOf = (room: LiveRoom, userId: number) => room.students.find((s) => s.userId === userId)!;

describe('live exam room: access', () => {
  it("answers the centre's staff and the super admin, 404 to another centre, 403 to students", async () => {
    const testId = await centreTest(t, home.id);
    const student = await begin(home.student.token, testId);
    const calls = {
      snapshot: (token?: string) => call(t, getLiveRoom, { token, params: { id: testId } }),
      events: async (token?: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/test-studio/${testId}/live/events?maxSeconds=0`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).statusCode,
      extend: (token?: string) =>
        call(t, extendAttempt, {
          token,
          params: { id: testId, attemptId: student.attemptId },
          body: { minutes: 1, reason: 'Power cut' },
        }),
      grant: (token?: string) =>
        call(t, grantAttempt, { token, params: { id: testId }, body: { userId: home.student.id } }),
    };
    const callers = {
      anonymous: undefined,
      'own admin': home.admin.token,
      'own teacher': home.teacher.token,
      'own student': home.student.token,
      'other admin': other.admin.token,
      'other teacher': other.teacher.token,
      'other student': other.student.token,
      'super admin': superAdmin.token,
    };
    const got: Record<string, number[]> = {};
    for (const [who, token] of Object.entries(callers)) {
      got[who] = [
        (await calls.snapshot(token)).statusCode,
        await calls.events(token),
        (await calls.extend(token)).statusCode,
        (await calls.grant(token)).statusCode,
      ];
    }
    expect(got).toEqual({
      anonymous: [401, 401, 401, 401],
      'own admin': [200, 200, 200, 201],
      'own teacher': [200, 200, 200, 201],
      'own student': [403, 403, 403, 403],
      'other admin': [404, 404, 404, 404],
      'other teacher': [404, 404, 404, 404],
      'other student': [403, 403, 403, 403],
      'super admin': [200, 200, 200, 201],
    });
    const refused = await calls.snapshot(other.admin.token);
    expect(refused.error.message).toBe(LIVE_ROOM_MESSAGES.testNotFound);
    // A global test is the super admin's alone.
    const global = await centreTest(t, null, { audience: 'everyone' });
    expect((await call(t, getLiveRoom, { token: home.admin.token, params: { id: global } })).statusCode).toBe(
      404,
    );
    expect((await call(t, getLiveRoom, { token: superAdmin.token, params: { id: global } })).statusCode).toBe(
      200,
    );
  });
});

describe('live exam room: the snapshot', () => {
  it('shows each student of the audience with answered N of M, last save, and every status', async () => {
    const centre = await createCentre(t, superAdmin.token, 'Snapshot Centre');
    const testId = await centreTest(t, centre.id, { name: 'Polity sectional' });
    const [writer, quiet, done, late, idle] = await Promise.all(
      ['A Writer', 'B Quiet', 'C Done', 'D Late', 'E Idle'].map((name) =>
        centreStudent(t, superAdmin.token, centre.id, name),
      ),
    );
    // Another centre's student is never in the room.
    await centreStudent(t, superAdmin.token, other.id, 'Z Elsewhere');

    const startedAt = t.clock.now();
    const w = await begin(writer!.token, testId);
    const q = await begin(quiet!.token, testId);
    const d = await begin(done!.token, testId);
    await w.answer(0, 1);
    await w.answer(1, 2);
    await w.answer(2, null); // cleared: not answered
    await q.answer(0, 0);
    await d.answer(0, 0);
    await d.submit();
    t.clock.advance(60_000);
    await w.answer(3, 0);
    const lastSave = t.clock.now();
    t.clock.advance(31_000);
    // 91 s after its last save the quiet one has lost its connection; the writer saved 31 s ago.
    const room = (await call(t, getLiveRoom, { token: centre.teacher.token, params: { id: testId } })).data
      .room;
    expect(room.test).toMatchObject({
      id: testId,
      name: 'Polity sectional',
      questionCount: 8,
      durationMinutes: 15,
    });
    expect(room.serverTime).toBe(t.clock.now().toISOString());
    expect(room.students.map((s) => [s.name, s.status, s.answered])).toEqual([
      ['A Writer', 'writing', 3],
      ['B Quiet', 'connection_lost', 1],
      ['C Done', 'submitted', 1],
      ['D Late', 'not_started', 0],
      ['E Idle', 'not_started', 0],
      [expect.stringMatching(/^student /), 'not_started', 0],
    ]);
    expect(room.counts).toEqual({
      not_started: 3,
      writing: 1,
      connection_lost: 1,
      submitted: 1,
      auto_submitted: 0,
    });
    const a = rowOf(room, writer!.id);
    expect(a).toMatchObject({
      attemptId: w.attemptId,
      startedAt: startedAt.toISOString(),
      lastSaveAt: lastSave.toISOString(),
      deadline: new Date(startedAt.getTime() + 15 * 60_000).toISOString(),
      extraTimePercent: 0,
      extendedMinutes: 0,
      attemptsUsed: 1,
      attemptsGranted: 0,
    });
    expect(rowOf(room, idle!.id)).toMatchObject({
      attemptId: null,
      lastSaveAt: null,
      deadline: null,
      attemptsUsed: 0,
    });

    // The late one starts, never saves, and the sweep submits it at the deadline: auto-submitted.
    await begin(late!.token, testId);
    t.clock.advance(16 * 60_000);
    expect(await t.app.attempts.sweep()).toBe(3);
    const after = (await call(t, getLiveRoom, { token: centre.admin.token, params: { id: testId } })).data
      .room;
    expect(after.counts).toEqual({
      not_started: 2,
      writing: 0,
      connection_lost: 0,
      submitted: 1,
      auto_submitted: 3,
    });
    expect(rowOf(after, late!.id).status).toBe('auto_submitted');
  });

  it("a global test's room lists only the students who started it", async () => {
    const testId = await centreTest(t, null, { audience: 'everyone' });
    const started = await centreStudent(t, superAdmin.token, home.id, 'Global Starter');
    await begin(started.token, testId);
    const room = (await call(t, getLiveRoom, { token: superAdmin.token, params: { id: testId } })).data.room;
    expect(room.students.map((s) => [s.userId, s.status])).toEqual([[started.id, 'writing']]);
  });
});

describe('live exam room: extend and grant', () => {
  it('moves the deadline, logs who and why, the save answers it, and the sweep honours it', async () => {
    const testId = await centreTest(t, home.id, { name: 'Extend test' });
    const student = await centreStudent(t, superAdmin.token, home.id, 'Power Cut');
    const run = await begin(student.token, testId);
    const start = t.clock.now();
    const extended = await call(t, extendAttempt, {
      token: home.teacher.token,
      params: { id: testId, attemptId: run.attemptId },
      body: { minutes: 10, reason: '  Power cut in hall B  ' },
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.data.message).toBe('Deadline extended by 10 minutes.');
    const newDeadline = new Date(start.getTime() + 25 * 60_000).toISOString();
    expect(extended.data.student).toMatchObject({
      deadline: newDeadline,
      extendedMinutes: 10,
      status: 'writing',
    });
    const [log] = rowsOf<{ minutes: number; reason: string; extended_by: number }>(
      await t.database.db.execute(
        sql`select minutes, reason, extended_by from deadline_extensions where attempt_id = ${run.attemptId}`,
      ),
    );
    expect(log).toEqual({ minutes: 10, reason: 'Power cut in hall B', extended_by: home.teacher.id });
    expect(notices.at(-1)).toEqual({
      userIds: [student.id],
      kind: 'time_extended',
      testId,
      data: { testName: 'Extend test', minutes: 10 },
    });
    // The student's page learns the new deadline from its next save.
    expect((await run.answer(0)).deadline).toBe(newDeadline);

    // Past the old deadline and its grace the sweep leaves it; past the new one it submits it.
    const state = async () =>
      rowsOf<{ status: string; submitted_by: string | null }>(
        await t.database.db.execute(
          sql`select status, submitted_by from attempts where id = ${run.attemptId}`,
        ),
      )[0];
    t.clock.advance(16 * 60_000);
    await t.app.attempts.sweep();
    expect(await state()).toEqual({ status: 'in_progress', submitted_by: null });
    expect((await run.answer(1)).saved).toBe(true);
    t.clock.advance(10 * 60_000);
    await t.app.attempts.sweep();
    expect(await state()).toEqual({ status: 'submitted', submitted_by: 'server' });

    const closed = await call(t, extendAttempt, {
      token: home.teacher.token,
      params: { id: testId, attemptId: run.attemptId },
      body: { minutes: 5, reason: 'Too late' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.error.message).toBe(LIVE_ROOM_MESSAGES.attemptNotInProgress);
  });

  it('refuses bad input with clear messages, and an attempt of another test', async () => {
    const testId = await centreTest(t, home.id);
    const otherTest = await centreTest(t, home.id);
    const student = await centreStudent(t, superAdmin.token, home.id, 'Validator');
    const run = await begin(student.token, otherTest);
    const extend = (body: unknown, attemptId = run.attemptId) =>
      call(t, extendAttempt, {
        token: home.admin.token,
        params: { id: testId, attemptId },
        body: body as never,
      });
    expect((await extend({ minutes: 0, reason: 'x' })).error.message).toBe(LIVE_ROOM_MESSAGES.badMinutes);
    expect((await extend({ minutes: 121, reason: 'x' })).error.message).toBe(LIVE_ROOM_MESSAGES.badMinutes);
    expect((await extend({ minutes: 5, reason: '   ' })).error.message).toBe(
      LIVE_ROOM_MESSAGES.reasonRequired,
    );
    expect((await extend({ minutes: 5 })).error.message).toBe(LIVE_ROOM_MESSAGES.reasonRequired);
    const wrongTest = await extend({ minutes: 5, reason: 'x' });
    expect([wrongTest.statusCode, wrongTest.error.message]).toEqual([
      404,
      LIVE_ROOM_MESSAGES.attemptNotFound,
    ]);
  });

  it('grants one more attempt to a student of the centre, shown as used/granted', async () => {
    const testId = await centreTest(t, home.id);
    const student = await centreStudent(t, superAdmin.token, home.id, 'Retaker');
    const run = await begin(student.token, testId);
    await run.submit();
    const granted = await call(t, grantAttempt, {
      token: home.admin.token,
      params: { id: testId },
      body: { userId: student.id, reason: 'Fell ill' },
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.data.message).toBe(LIVE_ROOM_MESSAGES.granted);
    expect(granted.data.student).toMatchObject({ status: 'submitted', attemptsUsed: 1, attemptsGranted: 1 });
    const rows = rowsOf<{ granted_by: number; reason: string }>(
      await t.database.db.execute(
        sql`select granted_by, reason from attempt_grants where test_id = ${testId} and user_id = ${student.id}`,
      ),
    );
    expect(rows).toEqual([{ granted_by: home.admin.id, reason: 'Fell ill' }]);
    // A student of another centre is not one of ours.
    const foreign = await call(t, grantAttempt, {
      token: home.admin.token,
      params: { id: testId },
      body: { userId: other.student.id },
    });
    expect([foreign.statusCode, foreign.error.message]).toEqual([404, LIVE_ROOM_MESSAGES.studentNotFound]);
  });
});

/** Reads server-sent events from a real HTTP stream. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    events,
    async next(match: (e: { event: string; data: unknown }) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => controller.abort(),
  };
}

describe('live exam room: server-sent events', () => {
  it('streams the snapshot, then the same update to every watcher after a save; cleans up on disconnect', async () => {
    const testId = await centreTest(t, home.id);
    const student = await centreStudent(t, superAdmin.token, home.id, 'Streamer');
    const run = await begin(student.token, testId);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/test-studio/${testId}/live/events`;
    const a = await openStream(url, home.teacher.token);
    const b = await openStream(url, home.admin.token);
    expect(a.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(a.res.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = (await a.next((e) => e.event === 'snapshot')).data as LiveRoom;
    expect(rowOf(snapshot, student.id)).toMatchObject({ status: 'writing', answered: 0 });
    await b.next((e) => e.event === 'snapshot');

    await run.answer(0, 1);
    await run.answer(1, 1);
    const isUpdate = (e: { event: string; data: unknown }) =>
      e.event === 'update' &&
      (e.data as { students: LiveStudent[] }).students.some(
        (s) => s.userId === student.id && s.answered === 2,
      );
    const [ua, ub] = await Promise.all([a.next(isUpdate), b.next(isUpdate)]);
    expect(ua.data).toEqual(ub.data);
    expect((ua.data as { students: LiveStudent[] }).students).toHaveLength(1);

    expect(t.app.liveHub.stats()).toEqual({ rooms: 1, subscribers: 2 });
    a.close();
    b.close();
    for (let i = 0; i < 50 && t.app.liveHub.stats().subscribers > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Nobody watches: the room is gone.
    expect(t.app.liveHub.stats()).toEqual({ rooms: 0, subscribers: 0 });
  });
});
