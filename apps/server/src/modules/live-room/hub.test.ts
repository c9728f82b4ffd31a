import type { LiveStudent } from '@aspirant/contract/live-room.ts';
import { describe, expect, it } from 'vitest';
import { livePayloads, parseLivePayload } from '../../repositories/live-bus.ts';
import { liveHub } from './hub.ts';

const NOW = new Date('2026-11-29T04:30:00.000Z');
const row = (userId: number): LiveStudent =>
  ({ userId, name: `S${userId}`, attemptId: userId * 10 }) as unknown as LiveStudent;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder() {
  const got: { event: string; data: unknown }[] = [];
  return { got, send: (event: 'update' | 'tick', data: unknown) => got.push({ event, data }) };
}

describe('the live room hub (decision 0021)', () => {
  it('reads each change batch once, however many watch, and sends every watcher the same update', async () => {
    const loads: number[][] = [];
    const hub = liveHub({
      load: async (_testId, ids) => {
        loads.push([...ids].sort());
        return ids.map((id) => row(id / 10));
      },
      now: () => NOW,
      log: { error: () => {} },
      coalesceMs: 20,
    });
    const watchers = [recorder(), recorder(), recorder()];
    const stops = await Promise.all(watchers.map((w) => hub.subscribe(7, w)));
    for (let i = 0; i < 50; i++) hub.signal(7, 10 + (i % 5) * 10);
    hub.signal(8, 99); // nobody watches test 8 in this process: never read
    await settle(80);
    expect(loads).toEqual([[10, 20, 30, 40, 50]]);
    for (const w of watchers) {
      expect(w.got).toEqual([
        { event: 'update', data: { serverTime: NOW.toISOString(), students: [1, 2, 3, 4, 5].map(row) } },
      ]);
    }
    expect(hub.stats()).toEqual({ rooms: 1, subscribers: 3 });
    for (const stop of stops) stop();
    expect(hub.stats()).toEqual({ rooms: 0, subscribers: 0 });
    hub.signal(7, 10);
    await settle(60);
    expect(loads).toHaveLength(1);
    await hub.close();
  });

  it('lets changes that arrive during a read wait and go together in the next one', async () => {
    const loads: number[][] = [];
    let release: () => void = () => {};
    const hub = liveHub({
      load: async (_testId, ids) => {
        loads.push([...ids].sort());
        if (loads.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return [];
      },
      now: () => NOW,
      log: { error: () => {} },
      coalesceMs: 10,
    });
    await hub.subscribe(7, recorder());
    hub.signal(7, 1);
    await settle(40);
    hub.signal(7, 2);
    await settle(30);
    hub.signal(7, 3);
    await settle(30);
    expect(loads).toEqual([[1]]);
    release();
    await settle(20);
    expect(loads).toEqual([[1], [2, 3]]);
    await hub.close();
  });

  it("splits NOTIFY payloads under PostgreSQL's limit and reads them back", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => 1_000_000 + i);
    const payloads = livePayloads(new Map([[42, ids]]));
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => p.length <= 7000)).toBe(true);
    expect(payloads.flatMap((p) => parseLivePayload(p)!.attemptIds)).toEqual(ids);
    expect(parseLivePayload('42:1,2')).toEqual({ testId: 42, attemptIds: [1, 2] });
    expect(parseLivePayload('nonsense')).toBeNull();
  });
});
