import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitingAnswerCount, waitingAttemptsOf } from './offline-answers.ts';
import { clearPersonalData, onSignOut } from './personal-data.ts';

/** A Storage in memory, as the browser's local and session storage behave. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const save = (questionId: number) => ({
  seq: questionId,
  questionId,
  selectedAnswer: 1,
  isMarkedForReview: false,
  timeSpentSeconds: 5,
});

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-out on a shared device (issue 13)', () => {
  it('forgets everything personal but the theme and the answers still waiting to be sent', () => {
    const local = window.localStorage;
    const entries: Record<string, unknown> = {
      token: 'abc',
      userRole: '3',
      customer_id: '1',
      theme: 'dark',
      'aspirant.user': { id: 7 },
      'aspirant.chat.7': [{ id: '1', role: 'user', content: 'my weak topics?' }],
      'lecture-progress:3': { position: 10 },
      // Test 5: two answers waiting; test 6: everything sent, its record is only a cache of the server's.
      'aspirant.attempt.7.5': { sessionUuid: 'u5', testId: 5 },
      'aspirant.paper.u5': { questions: [] },
      'aspirant.saves.u5': [save(1), save(2)],
      'aspirant.attempt.7.6': { sessionUuid: 'u6', testId: 6 },
      'aspirant.paper.u6': { questions: [] },
      'aspirant.saves.u6': [],
      // Another student's answer, left waiting at an earlier sign-out.
      'aspirant.attempt.8.5': { sessionUuid: 'v5', testId: 5 },
      'aspirant.saves.v5': [save(3)],
    };
    for (const [key, value] of Object.entries(entries))
      local.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    window.sessionStorage.setItem('scroll', '1');
    expect(waitingAnswerCount('7')).toBe(2);
    expect(waitingAnswerCount('8')).toBe(1);
    expect(waitingAnswerCount()).toBe(3);
    const stopped: string[] = [];
    const stop = onSignOut(() => stopped.push(`queues stopped with ${local.length} keys stored`));

    clearPersonalData();
    stop();

    expect(stopped).toEqual([`queues stopped with ${Object.keys(entries).length} keys stored`]);
    const left = Array.from({ length: local.length }, (_, i) => local.key(i)).sort();
    expect(left).toEqual([
      'aspirant.attempt.7.5',
      'aspirant.attempt.8.5',
      'aspirant.paper.u5',
      'aspirant.saves.u5',
      'aspirant.saves.v5',
      'theme',
    ]);
    expect(window.sessionStorage.length).toBe(0);
    expect(waitingAttemptsOf('7')).toEqual(['u5']);
    expect(waitingAnswerCount('7')).toBe(2);
  });
});
