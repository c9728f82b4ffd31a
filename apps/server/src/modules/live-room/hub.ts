import type { LiveStudent } from '@aspirant/contract/live-room.ts';
import type { LiveBus } from '../../repositories/live-bus.ts';

/** One watcher's stream. */
export interface LiveSubscriber {
  send(event: 'update' | 'tick', data: unknown): void;
  /** Ends the stream (the server is shutting down). */
  end?(): void;
}

export interface HubLog {
  error(obj: unknown, msg: string): void;
}

/** Local changes are gathered this long before they are read (or published): one read per batch. */
export const LIVE_COALESCE_MS = 500;
/** The slow tick: the server's time (clock, 'connection lost', time left) and a heartbeat for proxies. */
export const LIVE_TICK_MS = 15_000;

/**
 * Issue 17 point 5: one hub per process. The attempts service tells it of each changed attempt (a Set add);
 * every LIVE_COALESCE_MS the changes go out (to the bus, or straight to this process's rooms); a room (a test
 * someone here watches) reads the changed attempts' rows in ONE statement and sends the same diff to every
 * subscriber, however many staff watch. A room exists only while someone watches it; a read in flight makes the
 * next changes wait and go together.
 */
export function liveHub(deps: {
  /** The rows of the students of these attempts, as the room shows them. */
  load: (testId: number, attemptIds: number[]) => Promise<LiveStudent[]>;
  now: () => Date;
  bus?: LiveBus | undefined;
  log: HubLog;
  coalesceMs?: number;
  tickMs?: number;
}) {
  const coalesceMs = deps.coalesceMs ?? LIVE_COALESCE_MS;
  const tickMs = deps.tickMs ?? LIVE_TICK_MS;
  interface Room {
    subscribers: Set<LiveSubscriber>;
    dirty: Set<number>;
    isLoading: boolean;
  }
  const rooms = new Map<number, Room>();
  let outgoing = new Map<number, Set<number>>();
  let flushTimer: NodeJS.Timeout | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let listening: Promise<void> | null = null;
  let isClosed = false;

  function receive(testId: number, attemptIds: number[]): void {
    const room = rooms.get(testId);
    if (!room) return;
    for (const id of attemptIds) room.dirty.add(id);
    if (!room.isLoading) void drain(testId, room);
  }

  async function drain(testId: number, room: Room): Promise<void> {
    room.isLoading = true;
    try {
      while (room.dirty.size > 0 && rooms.get(testId) === room) {
        const ids = [...room.dirty];
        room.dirty.clear();
        try {
          const students = await deps.load(testId, ids);
          const update = { serverTime: deps.now().toISOString(), students };
          for (const s of room.subscribers) s.send('update', update);
        } catch (error) {
          deps.log.error({ err: error, testId }, 'Live room: reading the changed attempts failed');
        }
      }
    } finally {
      room.isLoading = false;
    }
  }

  function flush(): void {
    flushTimer = undefined;
    const changes = outgoing;
    outgoing = new Map();
    if (deps.bus) {
      const lists = new Map([...changes].map(([testId, ids]) => [testId, [...ids]]));
      deps.bus.publish(lists).catch((error: unknown) => {
        deps.log.error({ err: error }, 'Live room: publishing changes failed');
      });
      return;
    }
    for (const [testId, ids] of changes) receive(testId, [...ids]);
  }

  function tick(): void {
    const data = { serverTime: deps.now().toISOString() };
    for (const room of rooms.values()) for (const s of room.subscribers) s.send('tick', data);
  }

  return {
    /** An attempt of `testId` changed (the attempts service calls this on start, save and submission). */
    signal(testId: number, attemptId: number): void {
      if (isClosed) return;
      // Alone, a process only needs the changes of the rooms it has; with a bus, others may be watching.
      if (!deps.bus && !rooms.has(testId)) return;
      let ids = outgoing.get(testId);
      if (!ids) {
        ids = new Set();
        outgoing.set(testId, ids);
      }
      ids.add(attemptId);
      if (!flushTimer) {
        flushTimer = setTimeout(flush, coalesceMs);
        flushTimer.unref();
      }
    },

    /** Starts sending a test's changes to `subscriber`; the returned function stops it. */
    async subscribe(testId: number, subscriber: LiveSubscriber): Promise<() => void> {
      if (deps.bus && !listening) {
        listening = deps.bus.listen(receive).catch((error: unknown) => {
          listening = null;
          throw error;
        });
      }
      if (listening) await listening;
      let room = rooms.get(testId);
      if (!room) {
        room = { subscribers: new Set(), dirty: new Set(), isLoading: false };
        rooms.set(testId, room);
      }
      room.subscribers.add(subscriber);
      if (!ticker) {
        ticker = setInterval(tick, tickMs);
        ticker.unref();
      }
      const joined = room;
      return () => {
        joined.subscribers.delete(subscriber);
        if (joined.subscribers.size === 0 && rooms.get(testId) === joined) rooms.delete(testId);
        if (rooms.size === 0 && ticker) {
          clearInterval(ticker);
          ticker = undefined;
        }
      };
    },

    /** How many rooms and watchers this process has (tests, logs). */
    stats(): { rooms: number; subscribers: number } {
      let subscribers = 0;
      for (const room of rooms.values()) subscribers += room.subscribers.size;
      return { rooms: rooms.size, subscribers };
    },

    async close(): Promise<void> {
      isClosed = true;
      clearTimeout(flushTimer);
      clearInterval(ticker);
      const all = [...rooms.values()].flatMap((room) => [...room.subscribers]);
      rooms.clear();
      for (const s of all) s.end?.();
      await deps.bus?.close();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
