import { Outlet } from 'react-router';
import { BasicAlert } from '../../components/basic/parts.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../lib/session.ts';

/** SPEC §6: a role not in the route's list shows 'Unauthorized access'. */
export function RequireRole({ roles }: { roles: readonly number[] }) {
  const { roleId } = useSession();
  const t = useT();
  if (roleId === null || !roles.includes(roleId)) {
    return (
      <BasicAlert severity="error" variant="outlined">
        {t('shell.unauthorized')}
      </BasicAlert>
    );
  }
  return <Outlet />;
}
