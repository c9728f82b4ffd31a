import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import {
  RETRY_DELAYS_MS,
  type SaveEntry,
  SaveQueue,
  type SendOutcome,
  saveStatusText,
} from './save-queue.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');

const entry = (seq: number, questionId: number, selectedAnswer: number | null = 0): SaveEntry => ({
  seq,
  questionId,
  selectedAnswer,
  isMarkedForReview: false,
  timeSpentSeconds: 1,
});

/** A queue over fakes: a storage array, a scripted server, a switchable network and a manual clock. */
function harness(initial: SaveEntry[] = []) {
  const env = {
    stored: initial as readonly SaveEntry[],
    sent: [] as SaveEntry[],
    online: true,
    outcomes: [] as SendOutcome[],
    timers: [] as { ms: number; run: () => void; cancelled: boolean }[],
    /** A send waits for this when set, to test changes made while a save is on its way. */
    gate: null as Promise<void> | null,
  };
  const queue = new SaveQueue({
    load: () => [...env.stored],
    store: (entries) => {
      env.stored = [...entries];
    },
    send: async (e) => {
      env.sent.push(e);
      if (env.gate) await env.gate;
      return env.outcomes.shift() ?? { kind: 'saved' };
    },
    isOnline: () => env.online,
    schedule: (run, ms) => {
      const timer = { ms, run, cancelled: false };
      env.timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const fireTimers = async () => {
    const due = env.timers.filter((t) => !t.cancelled);
    env.timers = [];
    for (const t of due) t.run();
    await queue.idle();
  };
  return { env, queue, fireTimers };
}

describe('SaveQueue', () => {
  it('sends each change at once and keeps nothing once acknowledged', async () => {
    const { env, queue } = harness();
    queue.enqueue(entry(1, 10));
    expect(env.stored).toEqual([entry(1, 10)]);
    expect(await queue.flush()).toBe(true);
    expect(env.sent).toEqual([entry(1, 10)]);
    expect(env.stored).toEqual([]);
    expect(saveStatusText(queue.getState(), en)).toBe('All answers saved');
  });

  it('keeps changes while offline, counts one per question, and drains them in order when online', async () => {
    const { env, queue } = harness();
    env.online = false;
    queue.enqueue(entry(1, 10, 0));
    queue.enqueue(entry(2, 11, 1));
    queue.enqueue(entry(3, 10, 2));
    expect(await queue.flush()).toBe(false);
    expect(env.sent).toEqual([]);
    expect(queue.getState()).toMatchObject({ pending: 2, isOffline: true });
    expect(saveStatusText(queue.getState(), en)).toBe('Offline — 2 answers waiting');
    expect(saveStatusText(queue.getState(), hi)).toBe('ऑफ़लाइन — 2 उत्तर बाकी');
    expect(env.stored).toEqual([entry(2, 11, 1), entry(3, 10, 2)]);

    env.online = true;
    queue.kick();
    expect(await queue.flush()).toBe(true);
    expect(env.sent).toEqual([entry(2, 11, 1), entry(3, 10, 2)]);
    expect(queue.getState()).toMatchObject({ pending: 0, isOffline: false });
  });

  it('survives a reload: a new queue over the same storage sends what was stored', async () => {
    const first = harness();
    first.env.online = false;
    first.queue.enqueue(entry(5, 10));
    first.queue.enqueue(entry(6, 11));
    const second = harness(first.env.stored as SaveEntry[]);
    expect(second.queue.getState().pending).toBe(2);
    expect(await second.queue.flush()).toBe(true);
    expect(second.env.sent.map((e) => e.seq)).toEqual([5, 6]);
  });

  it('retries failures with growing delays and resets them after a success', async () => {
    const { env, queue, fireTimers } = harness();
    env.outcomes.push({ kind: 'retry', isOffline: true }, { kind: 'retry', isOffline: false });
    queue.enqueue(entry(1, 10));
    await queue.idle();
    expect(queue.getState()).toMatchObject({ pending: 1, isOffline: true });
    expect(saveStatusText(queue.getState(), en)).toBe('Offline — 1 answer waiting');
    expect(env.timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]]);

    await fireTimers();
    // A server error is not "offline": the student sees that saving goes on.
    expect(queue.getState()).toMatchObject({ pending: 1, isOffline: false });
    expect(saveStatusText(queue.getState(), en)).toBe('Saving…');
    expect(saveStatusText(queue.getState(), hi)).toBe('सहेजा जा रहा है…');
    expect(env.timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[1]]);

    await fireTimers();
    expect(queue.getState().pending).toBe(0);
    expect(env.sent).toHaveLength(3);
  });

  it('drops a change the server refuses and reports its message', async () => {
    const { env, queue } = harness();
    env.outcomes.push({
      kind: 'rejected',
      message: 'Time is up for this test: answers can no longer be changed.',
    });
    queue.enqueue(entry(1, 10));
    queue.enqueue(entry(2, 11));
    expect(await queue.flush()).toBe(true);
    expect(queue.getState().rejection).toEqual({
      id: 1,
      message: 'Time is up for this test: answers can no longer be changed.',
    });
    expect(env.sent.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('keeps a newer change of a question that arrives while the older one is on its way', async () => {
    const { env, queue } = harness();
    let open = () => {};
    env.gate = new Promise((resolve) => {
      open = resolve;
    });
    queue.enqueue(entry(1, 10, 0));
    queue.enqueue(entry(2, 10, 3));
    env.gate = null;
    open();
    expect(await queue.flush()).toBe(true);
    expect(env.sent.map((e) => [e.seq, e.selectedAnswer])).toEqual([
      [1, 0],
      [2, 3],
    ]);
  });
});
