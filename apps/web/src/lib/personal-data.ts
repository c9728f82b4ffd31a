import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { waitingAnswerKeys } from './offline-answers.ts';

const signOutListeners = new Set<() => void>();

/**
 * Runs `listener` when this page signs out, before anything is forgotten: a feature stops work that must not
 * go on for the next person at this browser (the answer queues: sent with the next user's token, the server
 * would refuse and they would be dropped). Returns the unsubscribe.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Tells the features that this page's session ended (this tab's sign-out, or another tab's). */
export function notifySignOut(): void {
  for (const listener of signOutListeners) listener();
}

/**
 * Issue 13: a shared classroom PC keeps nothing of a user after sign-out but the theme and the interface language
 * (choices of the device) and answers still waiting to be sent (never lost: they go when their student signs in again). Local storage
 * (token, assistant conversations, lecture positions, stored attempts...) and session storage are cleared; the
 * caller clears the query cache. The app keeps no IndexedDB store.
 */
export function clearPersonalData(): void {
  notifySignOut();
  const keep = waitingAnswerKeys();
  keep.add(STORAGE_KEYS.theme);
  keep.add(STORAGE_KEYS.uiLanguage);
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key !== null && !keep.has(key)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // As above.
  }
}
