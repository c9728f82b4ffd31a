// DESIGN.md "No answer is ever lost": the attempt lives on this device too, so that a reload without network
// (the service worker serves the app) opens the test where it was and syncs once the network returns.

import { MAX_OPTION_INDEX, SAVE_GRACE_SECONDS } from '@aspirant/contract/attempts.ts';
import {
  type Question,
  QuestionSchema,
  type TestDetail,
  TestDetailSchema,
} from '@aspirant/contract/tests.ts';
import { z } from 'zod';
import {
  readJsonStorage,
  removeJsonStorage,
  storageKeysWithPrefix,
  writeJsonStorage,
} from '../../../lib/json-storage.ts';
import { ATTEMPT_RECORD_PREFIX, attemptRecordKey, paperKey } from '../../../lib/offline-answers.ts';
import type { AnswerState } from './answer-model.ts';
import { discardSaveQueue } from './save-queues.ts';

export type Language = 'en' | 'hi';

/** The paper of an attempt: fixed once started, written once. */
export interface AttemptPaper {
  test: TestDetail;
  questionIds: number[];
  questions: Question[];
}

/** Who, which attempt and the server's clock. */
export interface AttemptMeta {
  sessionUuid: string;
  attemptId: number;
  testId: number;
  startTime: string;
  /** The server's deadline (ISO). */
  deadline: string;
  /** Server time minus this device's time, in ms: the countdown runs on the server's clock. */
  clockOffsetMs: number;
}

/** What the student has done so far. */
export interface AttemptProgress {
  answers: AnswerState[];
  current: number;
  language: Language;
  /** The last change counter used (see nextSeq). */
  lastSeq: number;
}

export interface AttemptRecord extends AttemptMeta, AttemptProgress {}

const AnswerStateSchema = z.object({
  selectedAnswer: z.number().int().min(0).max(MAX_OPTION_INDEX).nullable(),
  isMarked: z.boolean(),
  isVisited: z.boolean(),
  timeSpent: z.number().nonnegative(),
});

const AttemptRecordSchema = z.object({
  sessionUuid: z.string().min(1),
  attemptId: z.number().int(),
  testId: z.number().int(),
  startTime: z.string(),
  deadline: z.string(),
  clockOffsetMs: z.number(),
  answers: z.array(AnswerStateSchema),
  current: z.number().int().nonnegative(),
  language: z.enum(['en', 'hi']),
  lastSeq: z.number().int().nonnegative(),
});

const AttemptPaperSchema = z.object({
  test: TestDetailSchema,
  questionIds: z.array(z.number().int()),
  questions: z.array(QuestionSchema),
});

/** One record per student and test: a student has at most one attempt of a test running. */
const recordKey = attemptRecordKey;
const RECORD_PREFIX = ATTEMPT_RECORD_PREFIX;

/** The attempt of this test kept on this device, when there is a whole one (record and paper agree). */
export function readStoredAttempt(
  userKey: string,
  testId: number,
): { record: AttemptRecord; paper: AttemptPaper } | null {
  const record = readJsonStorage(recordKey(userKey, testId), AttemptRecordSchema);
  if (!record || record.testId !== testId) return null;
  const paper = readJsonStorage(paperKey(record.sessionUuid), AttemptPaperSchema);
  if (!paper || paper.questions.length !== paper.questionIds.length) return null;
  if (record.answers.length !== paper.questionIds.length) return null;
  return { record, paper };
}

/** Keeps the paper; false when the device could not store it (the test then needs the network to reopen). */
export function storePaper(sessionUuid: string, paper: AttemptPaper): boolean {
  return writeJsonStorage(paperKey(sessionUuid), paper);
}

export function storeRecord(userKey: string, record: AttemptRecord): boolean {
  return writeJsonStorage(recordKey(userKey, record.testId), record);
}

/** Forgets an attempt on this device: record, paper and waiting saves. */
export function forgetStoredAttempt(userKey: string, testId: number, sessionUuid: string | null): void {
  const stored = readJsonStorage(recordKey(userKey, testId), AttemptRecordSchema);
  removeJsonStorage(recordKey(userKey, testId));
  for (const uuid of new Set([sessionUuid, stored?.sessionUuid])) {
    if (!uuid) continue;
    removeJsonStorage(paperKey(uuid));
    discardSaveQueue(uuid);
  }
}

/**
 * Forgets the attempts of this device whose time ran out long ago: the server has submitted them and
 * refuses their saves, so they only take space.
 */
export function forgetExpiredAttempts(now: number): void {
  for (const key of storageKeysWithPrefix(RECORD_PREFIX)) {
    const record = readJsonStorage(key, AttemptRecordSchema);
    // The deadline is on the server's clock; this device's clock is behind it by the offset.
    const deadline = record ? Date.parse(record.deadline) - record.clockOffsetMs : Number.NaN;
    const hasExpired = !record || !(deadline + SAVE_GRACE_SECONDS * 1000 + 60 * 60_000 > now);
    if (!hasExpired) continue;
    removeJsonStorage(key);
    if (record) {
      removeJsonStorage(paperKey(record.sessionUuid));
      discardSaveQueue(record.sessionUuid);
    }
  }
}
