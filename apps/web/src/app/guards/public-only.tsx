import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';

/** SPEC §6: signed-in users are kept away from /login, /register and /login-otp. */
export function PublicOnly() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
