import type { LiveRoom, LiveStudent } from '@aspirant/contract/live-room.ts';
import { describe, expect, it } from 'vitest';
import { applyUpdate, clockText, countsAt, fromSnapshot, secondsLeft, statusAt } from './room.ts';
import { parseSse } from './sse.ts';

const T0 = Date.parse('2026-11-29T04:30:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();

function student(over: Partial<LiveStudent>): LiveStudent {
  return {
    userId: 1,
    name: 'Asha',
    email: 'asha@example.com',
    attemptId: 10,
    status: 'writing',
    answered: 3,
    startedAt: at(0),
    lastSaveAt: at(10),
    deadline: at(3600),
    submittedAt: null,
    extraTimePercent: 0,
    extendedMinutes: 0,
    attemptsUsed: 1,
    attemptsGranted: 0,
    ...over,
  };
}

describe('live room state', () => {
  it('turns a writer into connection lost after 90 s without a save, and back', () => {
    const s = student({});
    expect(statusAt(s, T0 + 100_000)).toBe('writing');
    expect(statusAt(s, T0 + 100_001)).toBe('connection_lost');
    expect(statusAt({ ...s, lastSaveAt: at(95) }, T0 + 100_001)).toBe('writing');
    expect(statusAt(student({ status: 'submitted' }), T0 + 999_000)).toBe('submitted');
  });

  it('counts down on the server clock and stops at 0', () => {
    expect(secondsLeft(student({}), T0 + 600_500)).toBe(2999);
    expect(secondsLeft(student({}), T0 + 4_000_000)).toBe(0);
    expect(secondsLeft(student({ deadline: null }), T0)).toBeNull();
    expect([clockText(2999), clockText(3725), clockText(-3)]).toEqual(['49:59', '1:02:05', '00:00']);
  });

  it('applies updates by student, keeps the server offset, and never goes back to an older attempt', () => {
    const room: LiveRoom = {
      test: {
        id: 5,
        name: 'Polity',
        questionCount: 10,
        durationMinutes: 60,
        opensAt: null,
        closesAt: null,
        attemptsAllowed: 1,
      },
      serverTime: at(20),
      counts: { not_started: 1, writing: 1, connection_lost: 0, submitted: 0, auto_submitted: 0 },
      students: [student({}), student({ userId: 2, name: 'Bala', attemptId: null, status: 'not_started' })],
    };
    let state = fromSnapshot(room, T0 + 18_000);
    expect(state.offsetMs).toBe(2000);
    state = applyUpdate(
      state,
      { serverTime: at(30), students: [student({ userId: 2, attemptId: 11 })] },
      T0 + 29_000,
    );
    expect(state.offsetMs).toBe(1000);
    expect(countsAt(state.byUser.values(), T0 + 30_000)).toEqual({
      not_started: 0,
      writing: 2,
      connection_lost: 0,
      submitted: 0,
      auto_submitted: 0,
    });
    state = applyUpdate(
      state,
      { serverTime: at(31), students: [student({ attemptId: 9, answered: 0 })] },
      T0,
    );
    expect(state.byUser.get(1)!.answered).toBe(3);
  });

  it('parses server-sent events split anywhere, skipping comments', () => {
    const first = parseSse('retry: 3000\n\nevent: tick\ndata: {"a":1}\n\n: ping\n\nevent: upd');
    expect(first.events).toEqual([{ event: 'tick', data: '{"a":1}' }]);
    const second = parseSse(`${first.rest}ate\r\ndata: [1]\r\n\r\n`);
    expect(second).toEqual({ events: [{ event: 'update', data: '[1]' }], rest: '' });
  });
});
