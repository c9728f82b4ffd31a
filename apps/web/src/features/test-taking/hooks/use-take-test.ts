import type { AttemptSession as ServerAttempt } from '@aspirant/contract/attempts.ts';
import type { TestDetail } from '@aspirant/contract/tests.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerCounts, answerCounts, type CountedAnswer } from '../../../lib/answer-counts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshAfter } from '../../../lib/query-keys.ts';
import { cacheLoadedAssets } from '../../../lib/service-worker.ts';
import { completeTestAttempt } from '../api/complete-attempt.ts';
import { getRunningAttempt, type InProgressAttempt } from '../api/get-in-progress-attempt.ts';
import { preferredLanguage } from '../api/get-preferred-language.ts';
import { testDetailQueryOptions } from '../api/get-test.ts';
import { startTestAttempt } from '../api/start-attempt.ts';
import { type AnswerState, freshAnswers, rebuildAnswers } from '../lib/answer-model.ts';
import { AttemptSession } from '../lib/attempt-session.ts';
import {
  type AttemptMeta,
  type AttemptPaper,
  type AttemptProgress,
  type AttemptRecord,
  forgetExpiredAttempts,
  forgetStoredAttempt,
  readStoredAttempt,
  storePaper,
  storeRecord,
} from '../lib/attempt-storage.ts';
import { clockOffset, isUnreachable, loadPaper } from '../lib/load-paper.ts';
import { serverError, TEST_ERRORS, type TestError } from '../lib/messages.ts';
import { onDeadline, openSaveQueue, readWaitingSaves } from '../lib/save-queues.ts';

/** An unfinished attempt found on the server, offered in the resume dialog. */
export interface ResumableAttempt {
  attempt: ServerAttempt;
  /** The saved answers counted as the palette counts them, with the changes still waiting on this device. */
  counts: AnswerCounts;
}

/** SPEC §4 test taking: loading, then the intro (with the resume dialog), then the test in progress. */
export type TakeTestScreen =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'load-error' }
  | {
      kind: 'intro';
      test: TestDetail;
      resumable: ResumableAttempt | null;
      busy: 'start' | 'resume' | 'afresh' | null;
      error: TestError | null;
    }
  | { kind: 'running'; session: AttemptSession };

type Stored = NonNullable<ReturnType<typeof readStoredAttempt>>;

/** Answers reached through the network with the time they took, to read the server's clock. */
async function timed<T>(load: () => Promise<T>): Promise<{ value: T; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const value = await load();
  return { value, sentAt, receivedAt: Date.now() };
}

/** The running attempt, read afresh each time: the server's clock and answers. */
function readRunning(testId: number) {
  return timed(() => getRunningAttempt(testId));
}

/** The student's answers rebuilt from the server, then from this device (newer where it has changes waiting). */
function rebuildProgress(
  paper: AttemptPaper,
  savedAnswers: unknown,
  attempt: ServerAttempt,
  stored: Stored | null,
): AttemptProgress {
  const answers: AnswerState[] = rebuildAnswers(paper.questionIds, savedAnswers);
  let language: AttemptProgress['language'] = 'en';
  let lastSeq = 0;
  if (stored && stored.record.sessionUuid === attempt.sessionUuid) {
    ({ language, lastSeq } = stored.record);
    stored.record.answers.forEach((local, index) => {
      const answer = answers[index];
      if (!answer) return;
      answer.isVisited ||= local.isVisited;
      answer.timeSpent = Math.max(answer.timeSpent, local.timeSpent);
    });
  }
  const indexOf = new Map(paper.questionIds.map((id, index) => [id, index]));
  for (const entry of readWaitingSaves(attempt.sessionUuid)) {
    const index = indexOf.get(entry.questionId);
    const answer = index === undefined ? undefined : answers[index];
    if (!answer) continue;
    answer.selectedAnswer = entry.selectedAnswer;
    answer.isMarked = entry.isMarkedForReview;
    answer.isVisited = true;
    answer.timeSpent = Math.max(answer.timeSpent, entry.timeSpentSeconds);
    lastSeq = Math.max(lastSeq, entry.seq);
  }
  // Issue 15: the question last seen, on whichever device: the server keeps it (this device's copy may be
  // older, when the student carried on elsewhere). Kept inside the paper whatever the server says.
  const current = Math.min(Math.max(attempt.lastQuestionIndex, 0), Math.max(paper.questionIds.length - 1, 0));
  return { answers, current, language, lastSeq };
}

/** The running attempt's questions counted as the palette will count them once resumed (issue 15). */
function countSaved(running: InProgressAttempt, questionCount: number): AnswerCounts {
  const byQuestion = new Map<number, CountedAnswer>();
  for (const saved of running.savedAnswers) {
    // The server keeps a row only for a question the student acted on.
    byQuestion.set(saved.questionId, {
      selectedAnswer: saved.selectedAnswer,
      isMarked: saved.markedForReview,
      isVisited: true,
    });
  }
  if (running.attempt) {
    for (const entry of readWaitingSaves(running.attempt.sessionUuid)) {
      byQuestion.set(entry.questionId, {
        selectedAnswer: entry.selectedAnswer,
        isMarked: entry.isMarkedForReview,
        isVisited: true,
      });
    }
  }
  return answerCounts(byQuestion.values(), questionCount);
}

/**
 * Drives /take-test/{id}: loads the test and any running attempt (or, without network, the attempt kept on
 * this device), and starts, resumes or restarts it.
 */
export function useTakeTest(testId: number | null, userKey: string) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<TakeTestScreen>({ kind: 'loading' });
  const [loadCount, setLoadCount] = useState(0);
  const screenRef = useRef(screen);
  useEffect(() => {
    screenRef.current = screen;
  }, [screen]);
  /** Set at once on a click, so a double click starts nothing twice. */
  const isActingRef = useRef(false);

  const openSession = useCallback(
    (meta: AttemptMeta, paper: AttemptPaper, progress: AttemptProgress) => {
      const queue = openSaveQueue(meta.sessionUuid);
      const session = new AttemptSession(meta, paper, progress, {
        enqueue: (entry) => queue.enqueue(entry),
        store: (record: AttemptRecord) => {
          if (!storeRecord(userKey, record))
            console.error('The test in progress could not be kept on this device');
        },
        now: () => Date.now(),
      });
      // Issue 17: a deadline staff extended arrives with the next save's answer.
      onDeadline(meta.sessionUuid, (deadline) => session.moveDeadline(deadline));
      isActingRef.current = false;
      setScreen({ kind: 'running', session });
      // Everything this page needs is loaded now: the service worker keeps it for a reload without network.
      void cacheLoadedAssets();
    },
    [userKey],
  );

  // Loading (SPEC §4): the test and the running attempt, in parallel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadCount restarts the load on 'Try Again'.
  useEffect(() => {
    if (testId === null) {
      setScreen({ kind: 'not-found' });
      return;
    }
    let isCancelled = false;
    setScreen({ kind: 'loading' });
    forgetExpiredAttempts(Date.now());
    const stored = readStoredAttempt(userKey, testId);

    void (async () => {
      const [testResult, runningResult] = await Promise.allSettled([
        queryClient.fetchQuery(testDetailQueryOptions(testId)),
        readRunning(testId),
      ]);
      if (isCancelled) return;

      const testError = testResult.status === 'rejected' ? testResult.reason : null;
      const runningError = runningResult.status === 'rejected' ? runningResult.reason : null;
      if (testError instanceof ApiError && (testError.status === 404 || testError.status === 400)) {
        setScreen({ kind: 'not-found' });
        return;
      }
      // No network: the attempt kept on this device carries on; it syncs when the network returns.
      if (isUnreachable(testError) || isUnreachable(runningError)) {
        if (stored) {
          openSession(stored.record, stored.paper, stored.record);
          return;
        }
        setScreen({ kind: 'load-error' });
        return;
      }
      if (testResult.status === 'rejected') {
        setScreen({ kind: 'load-error' });
        return;
      }
      const test = testResult.value;
      if (runningResult.status === 'rejected') {
        console.error('Failed to read the running attempt', runningResult.reason);
        setScreen({ kind: 'intro', test, resumable: null, busy: null, error: null });
        return;
      }
      const running = runningResult.value.value;
      if (!running.attempt) {
        // Submitted elsewhere or by the server once time ran out: what this device kept is of no more use.
        if (stored) forgetStoredAttempt(userKey, testId, null);
        setScreen({ kind: 'intro', test, resumable: null, busy: null, error: null });
        return;
      }
      if (stored && stored.record.sessionUuid !== running.attempt.sessionUuid) {
        forgetStoredAttempt(userKey, testId, stored.record.sessionUuid);
      } else if (stored) {
        // Changes left waiting by an earlier visit go to the server now, dialog or not.
        openSaveQueue(running.attempt.sessionUuid);
      }
      setScreen({
        kind: 'intro',
        test,
        resumable: { attempt: running.attempt, counts: countSaved(running, test.questions) },
        busy: null,
        error: null,
      });
    })();
    return () => {
      isCancelled = true;
    };
  }, [testId, userKey, queryClient, openSession, loadCount]);

  const setIntro = useCallback((patch: Partial<Extract<TakeTestScreen, { kind: 'intro' }>>) => {
    if (patch.busy === null) isActingRef.current = false;
    setScreen((current) => (current.kind === 'intro' ? { ...current, ...patch } : current));
  }, []);

  /** Resumes the running attempt with the server's answers and clock (SPEC §4 resume). */
  const resumeRunning = useCallback(
    async (test: TestDetail) => {
      if (testId === null) return;
      const stored = readStoredAttempt(userKey, testId);
      let running: InProgressAttempt;
      let offsetMs: number;
      try {
        const read = await readRunning(testId);
        running = read.value;
        offsetMs = running.attempt
          ? clockOffset(running.attempt.serverTime, read.sentAt, read.receivedAt)
          : 0;
      } catch (error) {
        console.error('Failed to resume the test', error);
        if (isUnreachable(error) && stored) {
          openSession(stored.record, stored.paper, stored.record);
          return;
        }
        setIntro({ busy: null, error: { key: TEST_ERRORS.resumeFailed } });
        return;
      }
      const attempt = running.attempt;
      if (!attempt) {
        setIntro({ busy: null, resumable: null, error: { key: TEST_ERRORS.resumeFailed } });
        return;
      }
      let paper: AttemptPaper;
      if (stored && stored.record.sessionUuid === attempt.sessionUuid) {
        paper = stored.paper;
      } else {
        const loaded = await loadPaper(queryClient, testId);
        if (loaded.kind !== 'loaded') {
          if (loaded.kind !== 'empty') console.error('Failed to load the questions', loaded.error);
          setIntro({
            busy: null,
            error: {
              key:
                loaded.kind === 'empty'
                  ? TEST_ERRORS.noQuestionsResume
                  : loaded.kind === 'ids-failed'
                    ? TEST_ERRORS.resumeFailed
                    : TEST_ERRORS.questionsFailedResume,
            },
          });
          return;
        }
        paper = { test, questionIds: loaded.questionIds, questions: loaded.questions };
      }
      let progress: AttemptProgress;
      try {
        progress = rebuildProgress(paper, running.savedAnswers, attempt, stored);
      } catch {
        setIntro({ busy: null, error: { key: TEST_ERRORS.corruptedResume } });
        return;
      }
      storePaper(attempt.sessionUuid, paper);
      openSession(
        {
          sessionUuid: attempt.sessionUuid,
          attemptId: attempt.id,
          testId,
          startTime: attempt.startTime,
          deadline: attempt.deadline,
          clockOffsetMs: offsetMs,
        },
        paper,
        progress,
      );
    },
    [testId, userKey, queryClient, openSession, setIntro],
  );

  /** Starts a new attempt; SPEC §4: question 1 is visited from the start. */
  const startNew = useCallback(
    async (test: TestDetail) => {
      if (testId === null) return;
      const sentAt = Date.now();
      const started = await startTestAttempt(testId);
      const receivedAt = Date.now();
      if (!started.success) {
        const isRefused = started.status >= 400 && started.status < 500 && started.status !== 401;
        setIntro({
          busy: null,
          error: isRefused ? serverError(started, TEST_ERRORS.startFailed) : { key: TEST_ERRORS.startFailed },
        });
        return;
      }
      // Another tab or device started it meanwhile: that attempt is the one to carry on.
      if (started.data.resumed) {
        await resumeRunning(test);
        return;
      }
      const { attempt } = started.data;
      void refreshAfter(queryClient, 'attemptStart');
      // A new attempt opens in the student's preferred language (Profile); the switch changes it as before.
      const [loaded, language] = await Promise.all([
        loadPaper(queryClient, testId),
        preferredLanguage(queryClient),
      ]);
      if (loaded.kind !== 'loaded') {
        if (loaded.kind !== 'empty') console.error('Failed to load the questions', loaded.error);
        setIntro({
          busy: null,
          error: {
            key:
              loaded.kind === 'empty'
                ? TEST_ERRORS.noQuestions
                : loaded.kind === 'ids-failed'
                  ? TEST_ERRORS.startFailed
                  : TEST_ERRORS.questionUnavailable,
          },
          // The attempt runs on the server now: the dialog offers to resume it.
          resumable: { attempt, counts: answerCounts([], test.questions) },
        });
        return;
      }
      const paper: AttemptPaper = { test, questionIds: loaded.questionIds, questions: loaded.questions };
      storePaper(attempt.sessionUuid, paper);
      openSession(
        {
          sessionUuid: attempt.sessionUuid,
          attemptId: attempt.id,
          testId,
          startTime: attempt.startTime,
          deadline: attempt.deadline,
          clockOffsetMs: clockOffset(attempt.serverTime, sentAt, receivedAt),
        },
        paper,
        { answers: freshAnswers(paper.questionIds.length), current: 0, language, lastSeq: 0 },
      );
    },
    [testId, queryClient, openSession, resumeRunning, setIntro],
  );

  const start = useCallback(() => {
    const current = screenRef.current;
    if (current.kind !== 'intro' || isActingRef.current) return;
    isActingRef.current = true;
    setIntro({ busy: 'start', error: null });
    void startNew(current.test);
  }, [startNew, setIntro]);

  const resume = useCallback(() => {
    const current = screenRef.current;
    if (current.kind !== 'intro' || isActingRef.current) return;
    isActingRef.current = true;
    setIntro({ busy: 'resume', error: null });
    void resumeRunning(current.test);
  }, [resumeRunning, setIntro]);

  /** SPEC §4 'Start Afresh': the unfinished attempt is submitted as it stands (errors ignored), then a new one. */
  const startAfresh = useCallback(() => {
    const current = screenRef.current;
    if (current.kind !== 'intro' || isActingRef.current || !current.resumable || testId === null) return;
    isActingRef.current = true;
    const { attempt } = current.resumable;
    setIntro({ busy: 'afresh', error: null });
    void (async () => {
      const completed = await completeTestAttempt(attempt.id);
      if (!completed.success) console.error('Failed to close the unfinished attempt', completed.error);
      forgetStoredAttempt(userKey, testId, attempt.sessionUuid);
      void refreshAfter(queryClient, 'submit');
      setIntro({ resumable: null });
      await startNew(current.test);
    })();
  }, [testId, userKey, queryClient, startNew, setIntro]);

  const retryLoad = useCallback(() => setLoadCount((count) => count + 1), []);

  return { screen, start, resume, startAfresh, retryLoad };
}
