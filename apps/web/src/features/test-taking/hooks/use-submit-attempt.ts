import type { User } from '@aspirant/contract/fields.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { refreshAfter } from '../../../lib/query-keys.ts';
import { postResult } from '../api/submit-result.ts';
import type { AttemptSession } from '../lib/attempt-session.ts';
import { forgetStoredAttempt } from '../lib/attempt-storage.ts';
import { focusHeadingWhenShown } from '../lib/focus-heading.ts';
import { GUEST_NAME, serverError, TEST_ERRORS, type TestError } from '../lib/messages.ts';
import { openSaveQueue } from '../lib/save-queues.ts';

export interface SubmitState {
  status: 'idle' | 'submitting' | 'failed';
  error: TestError | null;
}

/**
 * SPEC §4 submitting: the waiting changes go first (marks and times), then POST /api/results with every
 * answer; on success the attempt is forgotten on this device and the result opens (SPEC §2).
 */
export function useSubmitAttempt(session: AttemptSession, user: User | null, userKey: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState>({ status: 'idle', error: null });
  const isSubmitting = useRef(false);
  /** Set the moment the result exists, before the result page opens (the leave guard reads it). */
  const hasSubmitted = useRef(false);

  const submit = useCallback(async () => {
    if (isSubmitting.current) return;
    // SPEC §5: a test without questions cannot be submitted.
    if (session.questionCount === 0) {
      setState({ status: 'failed', error: { key: TEST_ERRORS.corrupted } });
      return;
    }
    isSubmitting.current = true;
    setState({ status: 'submitting', error: null });
    const { meta } = session;
    await openSaveQueue(meta.sessionUuid).flush();
    const result = await postResult({
      testId: meta.testId,
      sessionUuid: meta.sessionUuid,
      answers: session.submission(),
      // SPEC §6/§7: sent as the product always has; the server keeps its own records of all four.
      userId: user?.id ?? null,
      userName: user?.name ?? GUEST_NAME,
      startTime: meta.startTime,
      endTime: new Date(Date.now() + meta.clockOffsetMs).toISOString(),
      questionTimings: session.questionTimings(),
    });
    if (result.success) {
      forgetStoredAttempt(userKey, meta.testId, meta.sessionUuid);
      void refreshAfter(queryClient, 'submit');
      hasSubmitted.current = true;
      const resultPath = paths.result.href(result.data.result.id);
      // Issue 15 point 10: the focus goes to the result's heading, not <body>.
      focusHeadingWhenShown(resultPath);
      navigate(resultPath, { replace: true });
      return;
    }
    isSubmitting.current = false;
    console.error('Failed to submit the test', result);
    const error: TestError =
      result.status === 0
        ? { key: TEST_ERRORS.submitFailed }
        : result.status >= 500
          ? { key: TEST_ERRORS.submitResultsFailed }
          : serverError(result, TEST_ERRORS.submitFailed);
    setState({ status: 'failed', error });
  }, [session, user, userKey, navigate, queryClient]);

  return { state, submit, hasSubmitted };
}
