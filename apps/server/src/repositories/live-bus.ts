import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, pgArray } from '../db/client.ts';

/**
 * How the processes tell each other which attempts changed (decision 0021). `publish` goes to every process,
 * this one included; `listen` starts receiving (once, lazily: only a process with someone watching listens).
 */
export interface LiveBus {
  publish(changes: Map<number, number[]>): Promise<void>;
  listen(receive: (testId: number, attemptIds: number[]) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'live_room';
/** NOTIFY's payload is at most 8000 bytes: a long list of ids goes in several. */
const PAYLOAD_MAX = 7000;

/** `testId:id,id,...` payloads, each under PAYLOAD_MAX. */
export function livePayloads(changes: Map<number, number[]>): string[] {
  const payloads: string[] = [];
  for (const [testId, ids] of changes) {
    let current = '';
    for (const id of ids) {
      const next = current ? `${current},${id}` : `${testId}:${id}`;
      if (next.length > PAYLOAD_MAX) {
        payloads.push(current);
        current = `${testId}:${id}`;
      } else current = next;
    }
    if (current) payloads.push(current);
  }
  return payloads;
}

export function parseLivePayload(payload: string): { testId: number; attemptIds: number[] } | null {
  const match = /^(\d+):(\d+(?:,\d+)*)$/.exec(payload);
  if (!match) return null;
  return { testId: Number(match[1]), attemptIds: match[2]!.split(',').map(Number) };
}

/**
 * PostgreSQL LISTEN/NOTIFY: each process publishes its coalesced changes in one statement (at most one each
 * LIVE_COALESCE_MS while students write); a process with a room open holds one extra connection that listens.
 * A lost listening connection is opened again after a second (its rooms miss the changes in between; the
 * browser's slow tick and a reconnect resynchronise).
 */
export function pgLiveBus(url: string, db: Db, log: { error(obj: unknown, msg: string): void }): LiveBus {
  let client: pg.Client | null = null;
  let isClosed = false;
  let receiver: ((testId: number, attemptIds: number[]) => void) | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const parsed = message.payload ? parseLivePayload(message.payload) : null;
      if (parsed && receiver) receiver(parsed.testId, parsed.attemptIds);
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'Live room: the listening connection failed');
      client = null;
      next.end().catch(() => {});
      if (!isClosed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (isClosed) {
      await next.end();
      return;
    }
    client = next;
  }

  return {
    async publish(changes) {
      const payloads = livePayloads(changes);
      if (payloads.length === 0) return;
      await db.execute(sql`select pg_notify(${CHANNEL}, p) from unnest(${pgArray(payloads)}::text[]) p`);
    },
    async listen(receive) {
      receiver = receive;
      if (!client) await connect();
    },
    async close() {
      isClosed = true;
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
