// DESIGN.md "No answer is ever lost": every change goes into a durable queue first and leaves it only once the
// server has acknowledged it (or refused it for good). This file is the queue itself, free of the browser, so
// its rules are tested directly; save-queues.ts wires it to local storage, the network and the API.

import type { Translate } from '../../../lib/i18n/translate.ts';

/** One change of one question, as POST /api/v2/tests/save-answer takes it. */
export interface SaveEntry {
  /** The attempt's change counter: the server ignores a save whose seq is not newer than the stored one. */
  seq: number;
  questionId: number;
  selectedAnswer: number | null;
  isMarkedForReview: boolean;
  timeSpentSeconds: number;
}

/** What became of one send. */
export type SendOutcome =
  | { kind: 'saved' }
  /** Not delivered (no network, time-out, server error): keep the entry and try again later. */
  | { kind: 'retry'; isOffline: boolean }
  /** Refused for good (a 4xx): drop the entry and tell the student why. */
  | { kind: 'rejected'; message: string };

export interface SaveQueueState {
  /** Changes not yet acknowledged by the server, one per question at most. */
  pending: number;
  /** The last try could not reach the server, or the browser says it is offline. */
  isOffline: boolean;
  /** The latest change the server refused, with its message; `id` tells two refusals apart. */
  rejection: { id: number; message: string } | null;
}

export interface SaveQueueDeps {
  load(): SaveEntry[];
  store(entries: readonly SaveEntry[]): void;
  send(entry: SaveEntry): Promise<SendOutcome>;
  isOnline(): boolean;
  /** Runs `callback` after `ms`; returns a function cancelling it. */
  schedule(callback: () => void, ms: number): () => void;
}

/** Waits between tries after a failure: 1 s, 2 s, 4 s ... at most 30 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

export class SaveQueue {
  private entries: SaveEntry[];
  private state: SaveQueueState;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private isDisposed = false;
  private rejections = 0;

  constructor(private readonly deps: SaveQueueDeps) {
    this.entries = [...deps.load()].sort((a, b) => a.seq - b.seq);
    this.state = { pending: this.entries.length, isOffline: !deps.isOnline(), rejection: null };
  }

  getState = (): SaveQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The entries still waiting, oldest first. */
  waiting(): readonly SaveEntry[] {
    return this.entries;
  }

  /**
   * Adds a change. A waiting change of the same question is replaced: each save carries the question's whole
   * state, so only the newest matters, and "N answers waiting" counts questions.
   */
  enqueue(entry: SaveEntry): void {
    if (this.isDisposed) return;
    this.entries = [...this.entries.filter((e) => e.questionId !== entry.questionId), entry];
    this.deps.store(this.entries);
    this.update({});
    this.kick();
  }

  /** Tries to deliver now (a new change, the 'online' event), without waiting for the backoff. */
  kick(): void {
    if (this.isDisposed || this.running) return;
    this.cancelRetry?.();
    this.cancelRetry = null;
    void this.drain();
  }

  /** Resolves once the delivery under way (if any) has finished. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Delivers everything it can now; true when nothing is left waiting. */
  async flush(): Promise<boolean> {
    if (this.running) await this.running;
    this.kick();
    if (this.running) await this.running;
    return this.entries.length === 0;
  }

  /** Stops sending; the stored entries stay where they are unless the caller removes them. */
  dispose(): void {
    this.isDisposed = true;
    this.cancelRetry?.();
    this.listeners.clear();
  }

  private drain(): Promise<void> {
    this.running = (async () => {
      try {
        await this.deliver();
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async deliver(): Promise<void> {
    while (this.entries.length > 0 && !this.isDisposed) {
      if (!this.deps.isOnline()) {
        // The 'online' event kicks the queue again.
        this.update({ isOffline: true });
        return;
      }
      const entry = this.entries[0]!;
      const outcome = await this.deps.send(entry);
      if (this.isDisposed) return;
      if (outcome.kind === 'retry') {
        const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
        this.failures++;
        this.update({ isOffline: outcome.isOffline || !this.deps.isOnline() });
        this.cancelRetry = this.deps.schedule(() => {
          this.cancelRetry = null;
          this.kick();
        }, delay);
        return;
      }
      this.failures = 0;
      // A newer change of the same question may have replaced the entry while it was on its way: keep that one.
      this.entries = this.entries.filter((e) => e !== entry);
      this.deps.store(this.entries);
      this.update(
        outcome.kind === 'rejected'
          ? { isOffline: false, rejection: { id: ++this.rejections, message: outcome.message } }
          : { isOffline: false },
      );
    }
  }

  private update(patch: Partial<SaveQueueState>): void {
    const next = { ...this.state, ...patch, pending: this.entries.length };
    if (
      next.pending === this.state.pending &&
      next.isOffline === this.state.isOffline &&
      next.rejection === this.state.rejection
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** SPEC-style texts of the save state (DESIGN.md "No answer is ever lost": the state is always visible). */
export function saveStatusText(state: SaveQueueState, t: Translate): string {
  if (state.pending === 0) return t('testTaking.allSaved');
  if (state.isOffline) return t('testTaking.offlineWaiting', { count: state.pending });
  return t('testTaking.saving');
}
