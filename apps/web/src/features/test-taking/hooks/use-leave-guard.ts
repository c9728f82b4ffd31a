import { type RefObject, useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * Issue 15: leaving a running test through any link of the app (drawer, top bar, the browser's Back) asks
 * first; closing or reloading the tab gets the browser's own question. Signing out (or a lapsed session sent
 * to /login) is not held back: it has its own question. `isGuarding` turns off once the test is submitted.
 */
export function useLeaveGuard(isGuarding: boolean, hasSubmitted: RefObject<boolean>): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isGuarding &&
      // Read at the moment of leaving: the submission navigates to the result in the same turn it succeeds.
      !hasSubmitted.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== paths.login,
  );

  useEffect(() => {
    if (!isGuarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isGuarding]);

  return blocker;
}
