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
export function useSavePosition(
  sessionUuid: string,
  current: number,
  language: 'en' | 'hi',
  isEnabled: boolean,
): void {
  // The server already has the question the screen opens on (0 for a new attempt, its own on a resume); the
  // language goes with the next move or switch (until then the profile's stands for it).
  const position = `${current}:${language}`;
  const sent = useRef<string | null>(position);
  const latest = useRef({ index: current, language, key: position });
  latest.current = { index: current, language, key: position };
  const isEnabledNow = useRef(isEnabled);
  isEnabledNow.current = isEnabled;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move restarts the wait (the index is read from latest).
  useEffect(() => {
    if (!isEnabled) return;
    const send = () => {
      const { index, language: shown, key } = latest.current;
      if (sent.current === key || !navigator.onLine) return;
      sent.current = key;
      void postPosition(sessionUuid, index, shown).then((result) => {
        if (result.success) return;
        // Tried again with the next move or the next hide.
        if (sent.current === key) sent.current = null;
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
  }, [sessionUuid, position, isEnabled]);

  // Leaving the test screen (another page of the app): the last move goes now.
  useEffect(
    () => () => {
      const { index, language: shown, key } = latest.current;
      if (isEnabledNow.current && sent.current !== key && navigator.onLine)
        void postPosition(sessionUuid, index, shown);
    },
    [sessionUuid],
  );
}
