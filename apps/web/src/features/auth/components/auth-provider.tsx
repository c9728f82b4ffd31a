import type { SessionBody } from '@aspirant/contract/auth.ts';
import type { User } from '@aspirant/contract/fields.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';
import { ApiError, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { clearPersonalData, notifySignOut } from '../../../lib/personal-data.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { type Session, SessionContext } from '../../../lib/session.ts';
import {
  clearStoredSession,
  readStoredRoleId,
  readToken,
  storeSession,
} from '../../../lib/session-storage.ts';
import { clearUserSnapshot, readUserSnapshot, writeUserSnapshot } from '../../../lib/user-snapshot.ts';
import { currentUserQueryOptions } from '../api/get-current-user.ts';
import { revokeSession } from '../api/logout.ts';

/** Holds the session of SPEC §4 and provides it to the whole app. Lives inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(readToken);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const userQuery = useQuery({
    ...currentUserQueryOptions(),
    enabled: token !== null,
    // Offline the check must fail at once (TanStack would otherwise pause it until the network returns)
    // and must not be retried, so a reload without network shows the app, not 'Loading...', within moments.
    networkMode: 'always',
    retry: (failureCount, error) => navigator.onLine && shouldRetry(failureCount, error),
  });
  const checkError = token !== null && userQuery.data === undefined ? userQuery.error : null;
  // Deviation from SPEC §4 ("failure clears the token"): only an answer that rejects the token (401, 403)
  // ends the session. A network failure, a time-out or a server error keeps the token and the last user the
  // server confirmed, so a reload without network in the middle of a test does not sign the student out
  // (DESIGN.md "No answer is ever lost"). The next request that reaches the server settles it either way.
  const isRejected =
    checkError instanceof ApiError && (checkError.status === 401 || checkError.status === 403);
  const hasUnreachableCheck = checkError !== null && !isRejected;
  const snapshotUser = useMemo(
    () => (hasUnreachableCheck ? readUserSnapshot() : null),
    [hasUnreachableCheck],
  );
  const user: User | null = token === null ? null : (userQuery.data ?? snapshotUser);
  const isChecking = token !== null && userQuery.data === undefined && checkError === null;

  /** Forgets the session in this tab; the query cache goes too, so no data of this user outlives it. */
  const forgetSession = useCallback(() => {
    clearUserSnapshot();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // SPEC §4: a start-up check the server rejects clears the token (the guard then sends the user to /login).
  useEffect(() => {
    if (!isRejected) return;
    // An ended session leaves nothing personal behind either (issue 13), answers waiting to be sent excepted.
    clearPersonalData();
    clearStoredSession();
    forgetSession();
  }, [isRejected, forgetSession]);

  // Keeps the confirmed user for the next start without network.
  useEffect(() => {
    if (userQuery.data) writeUserSnapshot(userQuery.data);
  }, [userQuery.data]);

  // SPEC §4/§8: a 401 on a request that carried the token ends the session and goes to /login.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // Revoked or expired (a shared PC's next user must not find this one's conversations), as on sign-out.
        clearPersonalData();
        forgetSession();
        navigate(paths.login, { replace: true });
      }),
    [forgetSession, navigate],
  );

  // Another tab signed in or out: follow it, so this tab never sends requests without the token it shows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      const next = readToken();
      if (next === tokenRef.current) return;
      // Signed out there: this page's work for the old user stops too (the other tab cleared the storage).
      if (next === null) notifySignOut();
      queryClient.clear();
      setToken(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (session: SessionBody, options: { storeRole: boolean }) => {
      storeSession(session.token, session.user, options);
      // Queries only: clearing mutations would orphan the sign-in mutation that is calling this.
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, session.user);
      setToken(session.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // The server revokes the token; its failure changes nothing here (SPEC §4: logout is client side).
    await revokeSession();
    // Issue 13: nothing personal outlives sign-out on a shared PC, except answers still waiting to be sent.
    clearPersonalData();
    clearStoredSession();
    forgetSession();
    navigate(paths.login, { replace: true });
  }, [forgetSession, navigate]);

  const session = useMemo<Session>(
    () => ({
      user,
      roleId: user?.role_id ?? (token === null ? null : readStoredRoleId()),
      isAuthenticated: token !== null,
      isChecking,
      signIn,
      signOut,
    }),
    [user, token, isChecking, signIn, signOut],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
