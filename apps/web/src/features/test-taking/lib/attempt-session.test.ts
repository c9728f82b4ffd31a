import type { TestDetail } from '@aspirant/contract/tests.ts';
import { describe, expect, it } from 'vitest';
import { freshAnswers, questionStatus } from './answer-model.ts';
import { AttemptSession } from './attempt-session.ts';
import type { AttemptRecord } from './attempt-storage.ts';
import type { SaveEntry } from './save-queue.ts';

const SERVER_START = Date.parse('2026-03-01T10:00:00.000Z');

function session(count = 3, options: { clockOffsetMs?: number; lastSeq?: number } = {}) {
  const saves: SaveEntry[] = [];
  const records: AttemptRecord[] = [];
  let now = SERVER_START - (options.clockOffsetMs ?? 0);
  const questionIds = Array.from({ length: count }, (_, i) => 100 + i);
  const attempt = new AttemptSession(
    {
      sessionUuid: 'f3f1a8a0-3c4b-4a5e-9d8e-2b7c1d6e5f40',
      attemptId: 7,
      testId: 21,
      startTime: new Date(SERVER_START).toISOString(),
      deadline: new Date(SERVER_START + 5 * 60_000).toISOString(),
      clockOffsetMs: options.clockOffsetMs ?? 0,
    },
    {
      test: {} as TestDetail,
      questionIds,
      questions: [],
    },
    { answers: freshAnswers(count), current: 0, language: 'en', lastSeq: options.lastSeq ?? 0 },
    {
      enqueue: (entry) => saves.push(entry),
      store: (record) => records.push(record),
      now: () => now,
    },
  );
  return {
    attempt,
    saves,
    records,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('AttemptSession', () => {
  it('queues every change with the whole state of its question and keeps it on the device', () => {
    const { attempt, saves, records } = session();
    attempt.select(2);
    attempt.setMarked(true);
    attempt.clear();
    expect(
      saves.map(({ questionId, selectedAnswer, isMarkedForReview }) => [
        questionId,
        selectedAnswer,
        isMarkedForReview,
      ]),
    ).toEqual([
      [100, 2, false],
      [100, 2, true],
      [100, null, true],
    ]);
    expect(records.at(-1)?.answers[0]).toMatchObject({
      selectedAnswer: null,
      isMarked: true,
      isVisited: true,
    });
  });

  it('numbers changes from the server clock and always upwards', () => {
    const { attempt, saves, advance } = session(3, { clockOffsetMs: 5_000 });
    attempt.select(0);
    attempt.select(1);
    advance(1_000);
    attempt.select(2);
    expect(saves.map((s) => s.seq)).toEqual([SERVER_START, SERVER_START + 1, SERVER_START + 1_000]);
  });

  it('continues after a stored counter that is ahead of the clock', () => {
    const { attempt, saves } = session(3, { lastSeq: SERVER_START + 50 });
    attempt.select(0);
    expect(saves[0]?.seq).toBe(SERVER_START + 51);
  });

  it('marks and advances, but not past the last question', () => {
    const { attempt } = session(2);
    attempt.markForReviewAndNext();
    expect(attempt.getProgress().current).toBe(1);
    attempt.markForReviewAndNext();
    expect(attempt.getProgress().current).toBe(1);
    expect(attempt.getProgress().answers.map(questionStatus)).toEqual(['marked', 'marked']);
  });

  it('marks a question visited when opened and ignores moves outside the paper', () => {
    const { attempt } = session(3);
    attempt.goTo(2);
    attempt.goTo(3);
    attempt.goTo(-1);
    expect(attempt.getProgress().current).toBe(2);
    expect(attempt.getProgress().answers.map(questionStatus)).toEqual([
      'not-answered',
      'not-visited',
      'not-answered',
    ]);
  });

  it('saves the time of an answered question when the student leaves it', () => {
    const { attempt, saves } = session(3);
    attempt.select(1);
    attempt.tick(12);
    attempt.goTo(1);
    attempt.tick(30);
    // An unanswered question has no row to update.
    attempt.goTo(2);
    expect(saves.map((s) => [s.questionId, s.timeSpentSeconds])).toEqual([
      [100, 0],
      [100, 12],
    ]);
    expect(attempt.questionTimings()).toEqual([
      { questionId: 100, timeSpent: 12 },
      { questionId: 101, timeSpent: 30 },
      { questionId: 102, timeSpent: 0 },
    ]);
  });

  it('submits every question, unanswered ones as null', () => {
    const { attempt } = session(2);
    attempt.goTo(1);
    attempt.select(3);
    expect(attempt.submission()).toEqual([
      { questionId: 100, selectedAnswer: null },
      { questionId: 101, selectedAnswer: 3 },
    ]);
  });

  it('counts the time left on the server clock', () => {
    const { attempt, advance } = session(1, { clockOffsetMs: 60_000 });
    expect(attempt.remainingSeconds()).toBe(300);
    advance(299_500);
    expect(attempt.remainingSeconds()).toBe(1);
    advance(500);
    expect(attempt.remainingSeconds()).toBe(0);
  });

  it('follows a deadline staff extended (issue 17): the countdown and the stored record move', () => {
    const { attempt, records } = session();
    expect(attempt.remainingSeconds()).toBe(300);
    attempt.moveDeadline(new Date(SERVER_START + 15 * 60_000).toISOString());
    expect(attempt.remainingSeconds()).toBe(900);
    expect(records.at(-1)!.deadline).toBe(new Date(SERVER_START + 15 * 60_000).toISOString());
    attempt.moveDeadline('not a date');
    expect(attempt.remainingSeconds()).toBe(900);
  });
});
