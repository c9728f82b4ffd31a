import type { User } from '@aspirant/contract/fields.ts';
import {
  CONNECTION_LOST_SECONDS,
  LIVE_ROOM_MESSAGES,
  type LiveCounts,
  type LiveRoom,
  type LiveStudent,
} from '@aspirant/contract/live-room.ts';
import type { Notify } from '@aspirant/contract/notifications.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AttemptsRepository } from '../../repositories/attempts.ts';
import type { LiveRoomRepository, LiveRow, LiveTestRow } from '../../repositories/live-room.ts';
import type { LiveHub, LiveSubscriber } from './hub.ts';

/** Staff who may open a live room: a centre's teachers and admins (its own tests), the super admin (any). */
export const LIVE_ROOM_ROLES = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row as the room shows it at `now`: 'connection lost' after CONNECTION_LOST_SECONDS without a save. */
export function liveStudentOf(row: LiveRow, now: Date): LiveStudent {
  const lastSave = row.lastSaveAt ?? row.startedAt;
  let status: LiveStudent['status'] = 'not_started';
  if (row.status === 'submitted') status = row.submittedBy === 'server' ? 'auto_submitted' : 'submitted';
  else if (row.status === 'in_progress') {
    const quietMs = lastSave ? now.getTime() - lastSave.getTime() : 0;
    status = quietMs > CONNECTION_LOST_SECONDS * 1000 ? 'connection_lost' : 'writing';
  }
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    attemptId: row.attemptId,
    status,
    answered: row.answered,
    startedAt: iso(row.startedAt),
    lastSaveAt: iso(lastSave),
    deadline: iso(row.deadlineAt),
    submittedAt: iso(row.submittedAt),
    extraTimePercent: row.extraTimePercent,
    extendedMinutes: row.extendedMinutes,
    attemptsUsed: row.attemptsUsed,
    attemptsGranted: row.attemptsGranted,
  };
}

export function liveCounts(students: LiveStudent[]): LiveCounts {
  const counts: LiveCounts = {
    not_started: 0,
    writing: 0,
    connection_lost: 0,
    submitted: 0,
    auto_submitted: 0,
  };
  for (const s of students) counts[s.status]++;
  return counts;
}

export function liveRoomService(deps: {
  repo: LiveRoomRepository;
  /** The attempts cluster's writer moves a deadline (ARCHITECTURE.md: one writer per table). */
  attempts: Pick<AttemptsRepository, 'extendDeadline'>;
  clock: Clock;
  hub: LiveHub;
  notify?: Notify | undefined;
}) {
  const { repo, clock, hub } = deps;

  /** The test, when `user` may watch it; another centre's test (or an unknown id) answers 404 alike. */
  async function watchable(user: User, testId: number): Promise<LiveTestRow> {
    const test = await repo.test(testId);
    const isOwnCentre =
      test !== null &&
      (user.role_id === ROLE.SUPER_ADMIN ||
        (test.ownerCustomerId !== null && test.ownerCustomerId === user.customer_id));
    if (!test || !isOwnCentre) throw new AppError('NOT_FOUND', LIVE_ROOM_MESSAGES.testNotFound);
    return test;
  }

  async function snapshotOf(test: LiveTestRow): Promise<LiveRoom> {
    const rows = await repo.rows(test);
    const now = clock.now();
    const students = rows.map((r) => liveStudentOf(r, now));
    return {
      test: {
        id: test.id,
        name: test.name,
        questionCount: test.questionCount,
        durationMinutes: test.durationMinutes,
        opensAt: iso(test.opensAt),
        closesAt: iso(test.closesAt),
        attemptsAllowed: test.attemptsAllowed,
      },
      serverTime: now.toISOString(),
      counts: liveCounts(students),
      students,
    };
  }

  async function studentRow(test: LiveTestRow, userId: number): Promise<LiveStudent> {
    const row = await repo.rowOf(test, userId);
    if (!row) throw new AppError('NOT_FOUND', LIVE_ROOM_MESSAGES.studentNotFound);
    return liveStudentOf(row, clock.now());
  }

  return {
    async snapshot(user: User, testId: number) {
      const test = await watchable(user, testId);
      return { success: true as const, room: await snapshotOf(test) };
    },

    /**
     * Opens a stream: checks access, subscribes to the hub (before reading, so no change falls between), and
     * hands the snapshot to send first. The returned `stop` unsubscribes.
     */
    async watch(user: User, testId: number, subscriber: LiveSubscriber) {
      const test = await watchable(user, testId);
      const stop = await hub.subscribe(testId, subscriber);
      try {
        return { snapshot: await snapshotOf(test), stop };
      } catch (error) {
        stop();
        throw error;
      }
    },

    async extend(user: User, testId: number, attemptId: number, input: { minutes: number; reason: string }) {
      const test = await watchable(user, testId);
      const attempt = await repo.attempt(attemptId);
      if (!attempt || attempt.testId !== test.id) {
        throw new AppError('NOT_FOUND', LIVE_ROOM_MESSAGES.attemptNotFound);
      }
      const now = clock.now();
      const moved = await deps.attempts.extendDeadline({
        attemptId,
        minutes: input.minutes,
        reason: input.reason,
        by: user.id,
        now,
      });
      if (!moved) throw new AppError('CONFLICT', LIVE_ROOM_MESSAGES.attemptNotInProgress);
      hub.signal(test.id, attemptId);
      if (deps.notify) {
        await deps.notify({
          userIds: [attempt.userId],
          kind: 'time_extended',
          testId: test.id,
          data: { testName: test.name, minutes: input.minutes },
        });
      }
      return {
        success: true as const,
        message: LIVE_ROOM_MESSAGES.extended(input.minutes),
        student: await studentRow(test, attempt.userId),
      };
    },

    async grant(user: User, testId: number, input: { userId: number; reason?: string | undefined }) {
      const test = await watchable(user, testId);
      // A centre's test: one of its students; a global test (the super admin's): any student.
      if (!(await repo.isStudentOf(input.userId, test.ownerCustomerId))) {
        throw new AppError('NOT_FOUND', LIVE_ROOM_MESSAGES.studentNotFound);
      }
      await repo.grant({
        testId: test.id,
        userId: input.userId,
        by: user.id,
        reason: input.reason ?? null,
        now: clock.now(),
      });
      const student = await studentRow(test, input.userId);
      if (student.attemptId !== null) hub.signal(test.id, student.attemptId);
      return { success: true as const, message: LIVE_ROOM_MESSAGES.granted, student };
    },
  };
}

export type LiveRoomService = ReturnType<typeof liveRoomService>;

/** The hub's read of a change batch: the changed attempts' students, in one statement. */
export function liveLoader(repo: LiveRoomRepository, clock: Clock) {
  return async (testId: number, attemptIds: number[]): Promise<LiveStudent[]> => {
    // Only the id is read for a change batch (its students all have attempts): no statement for the test.
    const stub: LiveTestRow = {
      id: testId,
      name: '',
      ownerCustomerId: null,
      audience: 'everyone',
      questionCount: 0,
      durationMinutes: 0,
      opensAt: null,
      closesAt: null,
      attemptsAllowed: null,
    };
    const rows = await repo.rows(stub, { attemptIds });
    const now = clock.now();
    return rows.map((r) => liveStudentOf(r, now));
  };
}
