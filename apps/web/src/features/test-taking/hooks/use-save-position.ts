import { useEffect, useRef } from 'react';
import { postPosition } from '../api/save-position.ts';

/**
 * Once the student has stayed on a question this long, the server is told: a quick run of Next presses is one
 * call, not one per question (issue 15: keep the exam day's request count down).
 */
const SETTLE_MS = 1000;

/**
 * Issue 15: keeps the question the student has open on the server (attempts.last_question_index), so a resume
 * on another day or device opens it. Sent apart from the answers, after a moment on the question, and at once
 * when the page is hidden or the test screen closes. A failure is only logged: the answers never wait on it.
 */
export function useSavePosition(sessionUuid: string, current: number, isEnabled: boolean): void {
  // The server already has the question the screen opens on (0 for a new attempt, its own on a resume).
  const sent = useRef<number | null>(current);
  const latest = useRef(current);
  latest.current = current;
  const isEnabledNow = useRef(isEnabled);
  isEnabledNow.current = isEnabled;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move restarts the wait (the index is read from latest).
  useEffect(() => {
    if (!isEnabled) return;
    const send = () => {
      const index = latest.current;
      if (sent.current === index || !navigator.onLine) return;
      sent.current = index;
      void postPosition(sessionUuid, index).then((result) => {
        if (result.success) return;
        // Tried again with the next move or the next hide.
        if (sent.current === index) sent.current = null;
        if (result.status !== 0) console.error('The question last seen was not kept', result.error);
      });
    };
    const timer = window.setTimeout(send, SETTLE_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
    };
  }, [sessionUuid, current, isEnabled]);

  // Leaving the test screen (another page of the app): the last move goes now.
  useEffect(
    () => () => {
      if (isEnabledNow.current && sent.current !== latest.current && navigator.onLine)
        void postPosition(sessionUuid, latest.current);
    },
    [sessionUuid],
  );
}
