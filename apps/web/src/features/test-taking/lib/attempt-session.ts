import type { AnswerState } from './answer-model.ts';
import type {
  AttemptMeta,
  AttemptPaper,
  AttemptProgress,
  AttemptRecord,
  Language,
} from './attempt-storage.ts';
import type { SaveEntry } from './save-queue.ts';

/** A question's time is saved again when the student leaves it after at least this much more time on it. */
const TIME_SAVE_STEP_SECONDS = 1;
/** While nothing changes, the time spent is written to this device at most this often. */
const STORE_EVERY_SECONDS = 5;

export interface AttemptSessionDeps {
  enqueue: (entry: SaveEntry) => void;
  store: (record: AttemptRecord) => void;
  /** This device's clock (ms). */
  now: () => number;
}

/**
 * A test in progress: the student's answers, marks, visits and time per question, the current question and
 * the language. Every change is kept on this device and queued for the server at once (DESIGN.md "No answer
 * is ever lost"). React reads it through `subscribe` / `getProgress`.
 */
export class AttemptSession {
  private progress: AttemptProgress;
  /** Seconds per question, kept apart so the clock does not re-render the page every second. */
  private readonly times: number[];
  private readonly savedTimes: number[];
  private readonly listeners = new Set<() => void>();
  private unstoredSeconds = 0;

  constructor(
    readonly meta: AttemptMeta,
    readonly paper: AttemptPaper,
    progress: AttemptProgress,
    private readonly deps: AttemptSessionDeps,
  ) {
    const current = Math.min(Math.max(progress.current, 0), Math.max(paper.questionIds.length - 1, 0));
    const answers = progress.answers.map((answer, index) =>
      index === current ? { ...answer, isVisited: true } : answer,
    );
    this.progress = { ...progress, current, answers };
    this.times = answers.map((answer) => answer.timeSpent);
    this.savedTimes = [...this.times];
    this.store();
  }

  getProgress = (): AttemptProgress => this.progress;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get questionCount(): number {
    return this.paper.questionIds.length;
  }

  /** Seconds left on the server's clock (negative once the deadline has passed). */
  remainingSeconds(now = this.deps.now()): number {
    return Math.ceil((Date.parse(this.meta.deadline) - (now + this.meta.clockOffsetMs)) / 1000);
  }

  /**
   * Issue 17: staff extended the attempt (a save's answer says so); the countdown reads the new deadline at its
   * next tick, and this device keeps it for a reload.
   */
  moveDeadline(deadline: string): void {
    if (deadline === this.meta.deadline || Number.isNaN(Date.parse(deadline))) return;
    this.meta.deadline = deadline;
    this.store();
    for (const listener of this.listeners) listener();
  }

  /** Chooses an option of the current question (0-3). */
  select(option: number): void {
    this.change({ selectedAnswer: option });
  }

  /** Clears the current question's answer. */
  clear(): void {
    this.change({ selectedAnswer: null });
  }

  setMarked(isMarked: boolean): void {
    this.change({ isMarked });
  }

  /** SPEC §4: 'Mark for Review & Next' marks the question and advances unless it is the last one. */
  markForReviewAndNext(): void {
    this.setMarked(true);
    if (this.progress.current < this.questionCount - 1) this.goTo(this.progress.current + 1);
  }

  /** Opens a question (Previous, Next, the palette); it counts as visited from now on. */
  goTo(index: number): void {
    if (index < 0 || index >= this.questionCount || index === this.progress.current) return;
    this.saveTimeOf(this.progress.current);
    const answers = this.progress.answers.map((answer, i) =>
      i === index && !answer.isVisited ? { ...answer, isVisited: true } : answer,
    );
    this.update({ ...this.progress, current: index, answers });
  }

  setLanguage(language: Language): void {
    if (language !== this.progress.language) this.update({ ...this.progress, language });
  }

  /** Adds time to the current question (the page's clock calls it). */
  tick(seconds: number): void {
    const index = this.progress.current;
    this.times[index] = (this.times[index] ?? 0) + seconds;
    this.unstoredSeconds += seconds;
    if (this.unstoredSeconds >= STORE_EVERY_SECONDS) this.store();
  }

  /** SPEC §7 POST /api/results: every question with its answer (null when unanswered). */
  submission(): { questionId: number; selectedAnswer: number | null }[] {
    return this.paper.questionIds.map((questionId, index) => ({
      questionId,
      selectedAnswer: this.progress.answers[index]?.selectedAnswer ?? null,
    }));
  }

  /** SPEC §3 "Timing per question" (the server keeps its own; sent as SPEC §7 describes). */
  questionTimings(): { questionId: number; timeSpent: number }[] {
    return this.paper.questionIds.map((questionId, index) => ({
      questionId,
      timeSpent: Math.round(this.times[index] ?? 0),
    }));
  }

  private change(patch: Partial<AnswerState>): void {
    const index = this.progress.current;
    const answers = this.progress.answers.map((answer, i) =>
      i === index ? { ...answer, ...patch, isVisited: true } : answer,
    );
    this.update({ ...this.progress, answers });
    this.enqueue(index);
  }

  /** Leaving a question the server keeps a row for: its time goes along once it has grown. */
  private saveTimeOf(index: number): void {
    const answer = this.progress.answers[index];
    if (!answer || (answer.selectedAnswer === null && !answer.isMarked)) return;
    if ((this.times[index] ?? 0) - (this.savedTimes[index] ?? 0) >= TIME_SAVE_STEP_SECONDS)
      this.enqueue(index);
  }

  private enqueue(index: number): void {
    const answer = this.progress.answers[index]!;
    const seq = this.nextSeq();
    const timeSpent = this.times[index] ?? 0;
    this.savedTimes[index] = timeSpent;
    this.store();
    this.deps.enqueue({
      seq,
      questionId: this.paper.questionIds[index]!,
      selectedAnswer: answer.selectedAnswer,
      isMarkedForReview: answer.isMarked,
      timeSpentSeconds: Math.min(Math.round(timeSpent), 86_400),
    });
  }

  /**
   * The next change counter: above the last one, and never behind the server's clock in ms. A second device
   * resuming the attempt does not know this device's counter; both counting from the shared clock keeps the
   * newest change the newest on the server, whichever device made it.
   */
  private nextSeq(): number {
    const seq = Math.max(this.progress.lastSeq + 1, Math.round(this.deps.now() + this.meta.clockOffsetMs));
    this.progress = { ...this.progress, lastSeq: seq };
    return seq;
  }

  private update(next: AttemptProgress): void {
    this.progress = next;
    this.store();
    for (const listener of this.listeners) listener();
  }

  private store(): void {
    this.unstoredSeconds = 0;
    const answers = this.progress.answers.map((answer, index) => ({
      ...answer,
      timeSpent: this.times[index] ?? 0,
    }));
    this.deps.store({ ...this.meta, ...this.progress, answers });
  }
}
