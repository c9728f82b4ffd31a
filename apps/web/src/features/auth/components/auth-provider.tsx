import type { SessionBody } from '@aspirant/contract/auth.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { type Session, SessionContext } from '../../../lib/session.ts';
import {
  clearStoredSession,
  readStoredRoleId,
  readToken,
  storeSession,
} from '../../../lib/session-storage.ts';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user.ts';
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

  const userQuery = useCurrentUser({ enabled: token !== null });
  const user = token === null ? null : (userQuery.data ?? null);
  const hasFailedCheck = token !== null && userQuery.isError && userQuery.data === undefined;
  const isChecking = token !== null && userQuery.data === undefined && !userQuery.isError;

  /** Forgets the session in this tab; the query cache goes too, so no data of this user outlives it. */
  const forgetSession = useCallback(() => {
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // SPEC §4: a failed start-up check clears the token (the guard then sends the user to /login).
  useEffect(() => {
    if (!hasFailedCheck) return;
    clearStoredSession();
    forgetSession();
  }, [hasFailedCheck, forgetSession]);

  // SPEC §4/§8: a 401 on a request that carried the token ends the session and goes to /login.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
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
