import { MAX_OPTION_INDEX } from '@aspirant/contract/attempts.ts';
import { z } from 'zod';
import { readJsonStorage, removeJsonStorage, writeJsonStorage } from '../../../lib/json-storage.ts';
import { saveQueueKey, waitingAttemptsOf } from '../../../lib/offline-answers.ts';
import { onSignOut } from '../../../lib/personal-data.ts';
import { postAnswer } from '../api/save-answer.ts';
import { type SaveEntry, SaveQueue, type SendOutcome } from './save-queue.ts';

const SaveEntrySchema = z.object({
  seq: z.number().int().nonnegative(),
  questionId: z.number().int().positive(),
  selectedAnswer: z.number().int().min(0).max(MAX_OPTION_INDEX).nullable(),
  isMarkedForReview: z.boolean(),
  timeSpentSeconds: z.number().int().nonnegative(),
});

export { saveQueueKey };

/** The changes of an attempt still waiting on this device, oldest first. */
export function readWaitingSaves(sessionUuid: string): SaveEntry[] {
  return readJsonStorage(saveQueueKey(sessionUuid), z.array(SaveEntrySchema)) ?? [];
}

/** Per attempt: told the deadline each save answers with (issue 17: staff may extend it mid-test). */
const deadlineListeners = new Map<string, (deadline: string) => void>();

/** Follows an attempt's deadline through its saves' answers; the returned function stops. */
export function onDeadline(sessionUuid: string, listener: (deadline: string) => void): () => void {
  deadlineListeners.set(sessionUuid, listener);
  return () => {
    if (deadlineListeners.get(sessionUuid) === listener) deadlineListeners.delete(sessionUuid);
  };
}

async function send(sessionUuid: string, entry: SaveEntry): Promise<SendOutcome> {
  const result = await postAnswer({ sessionUuid, answerType: 'single_choice', ...entry });
  if (result.success) {
    if (result.data.deadline) deadlineListeners.get(sessionUuid)?.(result.data.deadline);
    return { kind: 'saved' };
  }
  // No answer at all (network, time-out): offline. A server error or a lost session (401, the student signs in
  // again) may pass: try again later. Any other refusal is final and says why.
  if (result.status === 0) return { kind: 'retry', isOffline: true };
  if (result.status >= 500 || result.status === 401 || result.status === 408 || result.status === 429) {
    return { kind: 'retry', isOffline: false };
  }
  return { kind: 'rejected', message: result.error };
}

interface OpenQueue {
  queue: SaveQueue;
  detach: () => void;
}

// One queue per attempt for the life of the page, not of a component: it keeps draining when the student
// opens another screen of the app in the middle of a test.
const queues = new Map<string, OpenQueue>();

let isUnloadGuarded = false;

/** DESIGN.md: leaving the page while answers are waiting asks first (they stay stored either way). */
function guardUnload(): void {
  if (isUnloadGuarded) return;
  isUnloadGuarded = true;
  window.addEventListener('beforeunload', (event) => {
    if (!hasWaitingSaves()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}

/** The save queue of an attempt, created (and started on what was stored) on first use. */
export function openSaveQueue(sessionUuid: string): SaveQueue {
  const open = queues.get(sessionUuid);
  if (open) return open.queue;
  guardUnload();
  const key = saveQueueKey(sessionUuid);
  const queue = new SaveQueue({
    load: () => readWaitingSaves(sessionUuid),
    store: (entries) => {
      if (entries.length === 0) removeJsonStorage(key);
      else if (!writeJsonStorage(key, entries)) console.error('Answers could not be kept on this device');
    },
    send: (entry) => send(sessionUuid, entry),
    isOnline: () => navigator.onLine,
    schedule: (callback, ms) => {
      const timer = window.setTimeout(callback, ms);
      return () => window.clearTimeout(timer);
    },
  });
  const onOnline = () => queue.kick();
  window.addEventListener('online', onOnline);
  queues.set(sessionUuid, { queue, detach: () => window.removeEventListener('online', onOnline) });
  queue.kick();
  return queue;
}

/** Stops an attempt's queue and forgets what it still holds (the attempt is submitted or discarded). */
export function discardSaveQueue(sessionUuid: string): void {
  const open = queues.get(sessionUuid);
  if (open) {
    open.queue.dispose();
    open.detach();
    queues.delete(sessionUuid);
  }
  removeJsonStorage(saveQueueKey(sessionUuid));
}

/**
 * Sign-out stops every queue of this page and keeps what they hold on this device: sent with the next user's
 * token, the server would refuse the changes and they would be dropped. The test's screen, opened again by
 * its student, starts a new queue on what was kept.
 */
onSignOut(() => {
  for (const { queue, detach } of queues.values()) {
    queue.dispose();
    detach();
  }
  queues.clear();
});

/** Starts sending the answers this user left waiting on this device (signed out before they were sent). */
export function resumeWaitingSaves(userKey: string): void {
  for (const sessionUuid of waitingAttemptsOf(userKey)) openSaveQueue(sessionUuid);
}

/** True while any attempt on this page has changes the server has not acknowledged. */
export function hasWaitingSaves(): boolean {
  for (const { queue } of queues.values()) if (queue.getState().pending > 0) return true;
  return false;
}
