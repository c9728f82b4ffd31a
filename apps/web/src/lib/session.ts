import type { SessionBody } from '@aspirant/contract/auth.ts';
import type { User } from '@aspirant/contract/fields.ts';
import { createContext, useContext } from 'react';

/**
 * The signed-in session as every part of the app sees it (SPEC §4). The auth feature provides it, so other
 * features read the user without importing the auth feature.
 */
export interface Session {
  /** The current user, once known. */
  user: User | null;
  /** The user's role id, else the stored one; null when unknown. */
  roleId: number | null;
  /** A token is stored. */
  isAuthenticated: boolean;
  /** The start-up check of a stored token is still running. */
  isChecking: boolean;
  /** Stores a new session; login and OTP verification store the role too, registration does not. */
  signIn: (session: SessionBody, options: { storeRole: boolean }) => void;
  /** Revokes the token on the server (failure ignored), forgets the session here and goes to /login. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only inside the AuthProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside AuthProvider');
  return session;
}
