import { getInProgressAttempt, startAttempt } from '@aspirant/contract/attempts.ts';
import { currentUser } from '@aspirant/contract/auth.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_LIMIT,
} from '@aspirant/contract/notifications.ts';
import { getProfile, PROFILE_MESSAGES, updateMyProfile } from '@aspirant/contract/profile.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { customers, notifications, results, testAudienceStudents, tests, users } from '../../db/schema.ts';
import { notificationsRepository } from '../../repositories/notifications.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';
import { notificationsService } from './service.ts';

let t: TestContext;
let quickId: number;
let quickName: string;

interface Student {
  id: number;
  token: string;
  email: string;
}

async function student(name: string): Promise<Student> {
  const token = await newStudent(t, name);
  const me = (await call(t, currentUser, { token })).data.user;
  return { id: me.id, token, email: me.email };
}

async function noticesOf(userId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

beforeAll(async () => {
  t = await createTestContext();
  quickId = await testIdOfCode(t, 'UPSC-QUICK-05');
  const [row] = await t.database.db.select({ name: tests.name }).from(tests).where(eq(tests.id, quickId));
  quickName = row!.name;
});
afterAll(async () => {
  await t.close();
});

describe('notify', () => {
  it('makes one notice per user per key, and mails a test assigned only to those who want it, once', async () => {
    const keen = await student('Keen');
    const quiet = await student('Quiet');
    const off = await call(t, updateMyProfile, {
      token: quiet.token,
      body: { name: 'Quiet', emailTestAssigned: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.data.profile.emailTestAssigned).toBe(false);
    expect((await call(t, getProfile, { token: keen.token })).data.profile.emailTestAssigned).toBe(true);

    const notice = {
      userIds: [keen.id, quiet.id, keen.id],
      kind: 'test_assigned' as const,
      testId: quickId,
      data: { testName: quickName },
      dedupeKey: `assigned:${quickId}`,
    };
    await t.app.notifications.notify(notice);
    await t.app.notifications.notify(notice);

    for (const user of [keen, quiet]) {
      const rows = await noticesOf(user.id);
      expect(rows.map((r) => [r.kind, r.testId, r.data, r.dedupeKey, r.readAt])).toEqual([
        ['test_assigned', quickId, { testName: quickName }, `assigned:${quickId}`, null],
      ]);
    }
    const assigned = (m: { subject: string }) => m.subject.startsWith('New test assigned');
    const mail = await t.mailbox.waitFor(keen.email, assigned);
    expect(mail.subject).toBe(`New test assigned: ${quickName}`);
    // Quoted-printable: soft line breaks joined.
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`Open it here: http://localhost:3000/take-test/${quickId}`);
    expect(text).toContain("To stop these emails, turn off 'Email me when a test is assigned' in Settings.");
    await t.app.notifications.drain();
    const mailsTo = (email: string) => t.mailbox.messages.filter((m) => m.to.includes(email) && assigned(m));
    expect(mailsTo(keen.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);

    // Other kinds are never mailed.
    await t.app.notifications.notify({
      userIds: [keen.id],
      kind: 'time_extended',
      testId: quickId,
      data: { testName: quickName, minutes: 10 },
      dedupeKey: 'extended:1',
    });
    await t.app.notifications.drain();
    expect(mailsTo(keen.email)).toHaveLength(1);
  });

  it('writes the notices of an audience of 2,000 in one statement', async () => {
    const { db } = t.database;
    await db.execute(sql`
      insert into users (name, email, password_hash, role_id)
      select 'Crowd ' || n, 'crowd-' || n || '@notify.test', 'x', ${ROLE.STUDENT}
        from generate_series(1, 2000) n`);
    const crowd = (
      await db.select({ id: users.id }).from(users).where(sql`${users.email} like 'crowd-%@notify.test'`)
    ).map((r) => r.id);
    expect(crowd).toHaveLength(2000);

    let statements = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute') {
          return (...args: unknown[]) => {
            statements++;
            return (target.execute as (...a: unknown[]) => unknown)(...args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const service = notificationsService({
      notifications: notificationsRepository(counting),
      mailer: { send: async () => {}, close: async () => {} },
      clock: t.clock,
      log: t.app.log,
      publicUrl: 'http://aspirant.test',
    });
    const sent: string[] = [];
    const mailing = notificationsService({
      notifications: notificationsRepository(counting),
      mailer: {
        send: async (m) => {
          sent.push(m.to);
        },
        close: async () => {},
      },
      clock: t.clock,
      log: t.app.log,
      publicUrl: 'http://aspirant.test',
    });
    await service.notify({
      userIds: crowd,
      kind: 'test_opening',
      testId: quickId,
      data: { testName: quickName, opensAt: '2026-11-29T04:30:00.000Z' },
      dedupeKey: 'crowd-opening',
    });
    expect(statements).toBe(1);
    const [made] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'crowd-opening'));
    expect(made!.n).toBe(2000);

    statements = 0;
    await mailing.notify({
      userIds: crowd,
      kind: 'test_assigned',
      testId: quickId,
      data: { testName: quickName },
      dedupeKey: 'crowd-assigned',
    });
    expect(statements).toBe(1);
    await mailing.drain();
    expect(sent).toHaveLength(2000);
    // Again: nothing made, nothing mailed.
    await mailing.notify({
      userIds: crowd,
      kind: 'test_assigned',
      testId: quickId,
      data: { testName: quickName },
      dedupeKey: 'crowd-assigned',
    });
    await mailing.drain();
    expect(sent).toHaveLength(2000);
  });
});

describe('the bell', () => {
  it('lists the newest 20 with the unread count, marks one read (own only) and all read', async () => {
    const reader = await student('Reader');
    const other = await student('Other');
    for (let i = 1; i <= 25; i++) {
      await t.app.notifications.notify({
        userIds: [reader.id],
        kind: 'time_extended',
        testId: quickId,
        data: { testName: quickName, minutes: i },
        dedupeKey: `extended:${i}`,
      });
    }
    const list = await call(t, listNotifications, { token: reader.token });
    expect(list.statusCode).toBe(200);
    expect(list.data.unreadCount).toBe(25);
    expect(list.data.notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(list.data.notifications.map((n) => n.data.minutes)).toEqual(
      Array.from({ length: 20 }, (_, i) => 25 - i),
    );
    const newest = list.data.notifications[0]!;
    expect(newest).toMatchObject({
      kind: 'time_extended',
      testId: quickId,
      resultId: null,
      data: { testName: quickName, minutes: 25 },
      readAt: null,
    });
    expect((await call(t, listNotifications, { token: other.token })).data).toEqual({
      success: true,
      notifications: [],
      unreadCount: 0,
    });

    // Another user's notice answers as an unknown one.
    const foreign = await call(t, markNotificationRead, { token: other.token, params: { id: newest.id } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.error.message).toBe(NOTIFICATION_MESSAGES.notFound);
    const bad = await call(t, markNotificationRead, { token: reader.token, params: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(NOTIFICATION_MESSAGES.badId);

    t.clock.advance(1000);
    const read = await call(t, markNotificationRead, { token: reader.token, params: { id: newest.id } });
    expect(read.statusCode).toBe(200);
    expect(read.data.unreadCount).toBe(24);
    expect(read.data.notifications[0]!.readAt).toBe(t.clock.now().toISOString());
    // Reading it again keeps its time.
    t.clock.advance(1000);
    const again = await call(t, markNotificationRead, { token: reader.token, params: { id: newest.id } });
    expect(again.data.notifications[0]!.readAt).toBe(read.data.notifications[0]!.readAt);

    const all = await call(t, markAllNotificationsRead, { token: reader.token });
    expect(all.statusCode).toBe(200);
    expect(all.data.unreadCount).toBe(0);
    expect(all.data.notifications.every((n) => n.readAt !== null)).toBe(true);
    const rows = await noticesOf(reader.id);
    expect(rows.filter((r) => r.readAt === null)).toHaveLength(0);

    expect((await call(t, listNotifications, {})).statusCode).toBe(401);
  });
});

describe('settings', () => {
  it('refuses a setting that is not true or false', async () => {
    const s = await student('Setter');
    const res = await call(t, updateMyProfile, {
      token: s.token,
      rawBody: { name: 'Setter', emailTestAssigned: 'no' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(PROFILE_MESSAGES.emailTestAssignedInvalid);
  });
});

describe('a test opening within the hour', () => {
  it("tells the test's audience once, on every server, and not before the hour", async () => {
    const invited = await student('Invited');
    const outsider = await student('Outsider');
    const { db } = t.database;
    const now = t.clock.now().getTime();
    const [centre] = await db.select({ id: customers.id }).from(customers).limit(1);
    const centreId = centre!.id;
    const [soon] = await db
      .select({ id: tests.id, name: tests.name })
      .from(tests)
      .where(eq(tests.code, 'UPSC-TW-SCI-SPACE'));
    const [later] = await db.select({ id: tests.id }).from(tests).where(eq(tests.code, 'UPSC-QUICK-05'));
    const opensAt = new Date(now + 59 * 60_000);
    await db
      .update(tests)
      .set({
        audience: 'students',
        ownerCustomerId: centreId,
        opensAt,
        closesAt: new Date(now + 120 * 60_000),
      })
      .where(eq(tests.id, soon!.id));
    await db.insert(testAudienceStudents).values({ testId: soon!.id, userId: invited.id });
    // Opens in 61 minutes: not yet.
    await db
      .update(tests)
      .set({ audience: 'students', ownerCustomerId: centreId, opensAt: new Date(now + 61 * 60_000) })
      .where(eq(tests.id, later!.id));
    await db.insert(testAudienceStudents).values({ testId: later!.id, userId: invited.id });

    try {
      expect(await t.app.notifications.announceOpenings()).toBe(1);
      expect(await t.app.notifications.announceOpenings()).toBe(0);
      // Another server (its own memory) makes nothing either: the dedupe key.
      const otherServer = notificationsService({
        notifications: notificationsRepository(db),
        mailer: { send: async () => {}, close: async () => {} },
        clock: t.clock,
        log: t.app.log,
        publicUrl: 'http://aspirant.test',
      });
      expect(await otherServer.announceOpenings()).toBe(0);

      const rows = await noticesOf(invited.id);
      expect(rows.map((r) => [r.kind, r.testId, r.data, r.dedupeKey])).toEqual([
        [
          'test_opening',
          soon!.id,
          { testName: soon!.name, opensAt: opensAt.toISOString() },
          `opening:${soon!.id}`,
        ],
      ]);
      expect(await noticesOf(outsider.id)).toEqual([]);

      // Two minutes on, the other test is within the hour: told once too.
      t.clock.advance(2 * 60_000);
      expect(await t.app.notifications.announceOpenings()).toBe(1);
      expect((await noticesOf(invited.id)).map((r) => r.dedupeKey)).toEqual([
        `opening:${soon!.id}`,
        `opening:${later!.id}`,
      ]);
    } finally {
      await db
        .update(tests)
        .set({ audience: 'everyone', ownerCustomerId: null, opensAt: null, closesAt: null })
        .where(inArray(tests.id, [soon!.id, later!.id]));
      await db
        .delete(testAudienceStudents)
        .where(and(inArray(testAudienceStudents.testId, [soon!.id, later!.id])));
    }
  });
});

describe('result ready', () => {
  it('tells the student once when the sweeper submits their attempt at its deadline', async () => {
    const late = await student('Late');
    const started = await call(t, startAttempt, { token: late.token, params: { id: quickId }, body: {} });
    expect(started.statusCode).toBe(200);
    const [test] = await t.database.db
      .select({ minutes: tests.durationMinutes })
      .from(tests)
      .where(eq(tests.id, quickId));
    t.clock.advance((test!.minutes * 60 + 31) * 1000);
    expect(await t.app.attempts.sweep()).toBeGreaterThanOrEqual(1);
    await t.app.attempts.sweep();
    const rows = await noticesOf(late.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const resultId = row!.resultId!;
    expect(resultId).toBeGreaterThan(0);
    expect([row!.kind, row!.testId, row!.data, row!.dedupeKey]).toEqual([
      'result_ready',
      quickId,
      { testName: quickName },
      `result:${resultId}`,
    ]);
    const [own] = await t.database.db
      .select({ id: results.id })
      .from(results)
      .where(eq(results.userId, late.id));
    expect(own!.id).toBe(resultId);
    const bell = await call(t, listNotifications, { token: late.token });
    expect(bell.data.unreadCount).toBe(1);
    expect(bell.data.notifications[0]).toMatchObject({ kind: 'result_ready', resultId });
  });

  it('tells the student too when their return finds the attempt overdue and the server submits it', async () => {
    const back = await student('Back');
    await call(t, startAttempt, { token: back.token, params: { id: quickId }, body: {} });
    const [test] = await t.database.db
      .select({ minutes: tests.durationMinutes })
      .from(tests)
      .where(eq(tests.id, quickId));
    t.clock.advance((test!.minutes * 60 + 31) * 1000);
    const open = await call(t, getInProgressAttempt, { token: back.token, params: { id: quickId } });
    expect(open.data.attempt).toBeNull();
    const [own] = await t.database.db
      .select({ id: results.id })
      .from(results)
      .where(eq(results.userId, back.id));
    const rows = await noticesOf(back.id);
    expect(rows.map((r) => [r.kind, r.resultId, r.data, r.dedupeKey])).toEqual([
      ['result_ready', own!.id, { testName: quickName }, `result:${own!.id}`],
    ]);
    // The sweep finds nothing more to tell.
    await t.app.attempts.sweep();
    expect(await noticesOf(back.id)).toHaveLength(1);
  });
});
