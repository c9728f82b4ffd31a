import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';

/** SPEC §2: the protected group needs a stored token, else /login; 'Loading...' while it is checked. */
export function RequireAuth() {
  const { isAuthenticated, isChecking } = useSession();
  if (!isAuthenticated) return <Navigate to={paths.login} replace />;
  if (isChecking) return <LoadingScreen fullPage />;
  return <Outlet />;
}
