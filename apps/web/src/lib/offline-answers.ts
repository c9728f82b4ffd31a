// DESIGN.md "No answer is ever lost": an attempt's changes wait on this device until the server has them. The
// names of what they are kept under live here, without zod, so that sign-out (lib/personal-data.ts) can keep
// them while it forgets everything else, and the shell can count them for its warning.

/** One record per student and test: `aspirant.attempt.<user id>.<test id>`. */
export const ATTEMPT_RECORD_PREFIX = 'aspirant.attempt.';
const PAPER_PREFIX = 'aspirant.paper.';
const SAVES_PREFIX = 'aspirant.saves.';

export function attemptRecordKey(userKey: string, testId: number): string {
  return `${ATTEMPT_RECORD_PREFIX}${userKey}.${testId}`;
}

export function paperKey(sessionUuid: string): string {
  return `${PAPER_PREFIX}${sessionUuid}`;
}

/** Where an attempt's waiting changes are kept (local storage writes are synchronous: a reload loses none). */
export function saveQueueKey(sessionUuid: string): string {
  return `${SAVES_PREFIX}${sessionUuid}`;
}

function allKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Changes waiting on this device per attempt (session uuid), of every attempt that has any. */
function waitingByAttempt(): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const key of allKeys()) {
    if (!key.startsWith(SAVES_PREFIX)) continue;
    const entries = readJson(key);
    if (Array.isArray(entries) && entries.length > 0)
      waiting.set(key.slice(SAVES_PREFIX.length), entries.length);
  }
  return waiting;
}

/** How many answers (changes) on this device the server has not acknowledged yet: this user's, or anyone's. */
export function waitingAnswerCount(userKey?: string): number {
  const waiting = waitingByAttempt();
  const uuids = userKey === undefined ? [...waiting.keys()] : waitingAttemptsOf(userKey, waiting);
  return uuids.reduce((sum, uuid) => sum + (waiting.get(uuid) ?? 0), 0);
}

/**
 * The local-storage keys that hold answers still waiting to be sent, with what it takes to send them and to
 * reopen their test: the waiting changes, the attempt's record (whose is it) and its paper.
 */
export function waitingAnswerKeys(): Set<string> {
  const uuids = new Set(waitingByAttempt().keys());
  const keys = new Set<string>();
  for (const uuid of uuids) keys.add(saveQueueKey(uuid)).add(paperKey(uuid));
  for (const key of allKeys()) {
    if (!key.startsWith(ATTEMPT_RECORD_PREFIX)) continue;
    const record = readJson(key) as { sessionUuid?: unknown } | null;
    if (typeof record?.sessionUuid === 'string' && uuids.has(record.sessionUuid)) keys.add(key);
  }
  return keys;
}

/** The session uuids of this user's attempts with answers waiting on this device. */
export function waitingAttemptsOf(userKey: string, uuids = waitingByAttempt()): string[] {
  const prefix = `${ATTEMPT_RECORD_PREFIX}${userKey}.`;
  const found: string[] = [];
  for (const key of allKeys()) {
    if (!key.startsWith(prefix)) continue;
    const record = readJson(key) as { sessionUuid?: unknown } | null;
    if (typeof record?.sessionUuid === 'string' && uuids.has(record.sessionUuid))
      found.push(record.sessionUuid);
  }
  return found;
}
