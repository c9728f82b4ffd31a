import Alert from '@mui/material/Alert';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** SPEC §6: a role not in the route's list shows 'Unauthorized access'. */
export function RequireRole({ roles }: { roles: readonly number[] }) {
  const { roleId } = useSession();
  if (roleId === null || !roles.includes(roleId)) {
    return (
      <Alert severity="error" variant="outlined">
        Unauthorized access
      </Alert>
    );
  }
  return <Outlet />;
}
