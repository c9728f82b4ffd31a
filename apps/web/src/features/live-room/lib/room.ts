import {
  CONNECTION_LOST_SECONDS,
  type LiveCounts,
  type LiveRoom,
  type LiveStatus,
  type LiveStudent,
} from '@aspirant/contract/live-room.ts';

/** The room as the page keeps it: the server's rows by student, and the server's clock against ours. */
export interface RoomState {
  room: LiveRoom;
  byUser: Map<number, LiveStudent>;
  /** server time − browser time, in ms: the countdowns run on the server's clock. */
  offsetMs: number;
}

export function fromSnapshot(room: LiveRoom, browserNow: number): RoomState {
  return {
    room,
    byUser: new Map(room.students.map((s) => [s.userId, s])),
    offsetMs: Date.parse(room.serverTime) - browserNow,
  };
}

/** An update's rows replace the students' rows (a newer attempt wins over an older one). */
export function applyUpdate(
  state: RoomState,
  update: { serverTime: string; students: LiveStudent[] },
  browserNow: number,
): RoomState {
  const byUser = new Map(state.byUser);
  for (const s of update.students) {
    const known = byUser.get(s.userId);
    if (known?.attemptId != null && s.attemptId != null && s.attemptId < known.attemptId) continue;
    byUser.set(s.userId, s);
  }
  return { ...state, byUser, offsetMs: Date.parse(update.serverTime) - browserNow };
}

export function withClock(state: RoomState, serverTime: string, browserNow: number): RoomState {
  return { ...state, offsetMs: Date.parse(serverTime) - browserNow };
}

/** A row's status at `serverNow`: a writer with no save for 90 s has lost the connection, and back. */
export function statusAt(student: LiveStudent, serverNow: number): LiveStatus {
  if (student.status !== 'writing' && student.status !== 'connection_lost') return student.status;
  const last = student.lastSaveAt ?? student.startedAt;
  if (!last) return 'writing';
  return serverNow - Date.parse(last) > CONNECTION_LOST_SECONDS * 1000 ? 'connection_lost' : 'writing';
}

/** Whole seconds left at `serverNow` (0 once past), or null without a running attempt. */
export function secondsLeft(student: LiveStudent, serverNow: number): number | null {
  if (!student.deadline) return null;
  return Math.max(0, Math.floor((Date.parse(student.deadline) - serverNow) / 1000));
}

export function countsAt(students: Iterable<LiveStudent>, serverNow: number): LiveCounts {
  const counts: LiveCounts = {
    not_started: 0,
    writing: 0,
    connection_lost: 0,
    submitted: 0,
    auto_submitted: 0,
  };
  for (const s of students) counts[statusAt(s, serverNow)]++;
  return counts;
}

/** The rows in the server's order (name), new students last. */
export function orderedStudents(state: RoomState): LiveStudent[] {
  const order = new Map(state.room.students.map((s, i) => [s.userId, i]));
  return [...state.byUser.values()].sort(
    (a, b) =>
      (order.get(a.userId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.userId) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** Time left as the exam's own timer shows it: mm:ss, or h:mm:ss from an hour. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}
