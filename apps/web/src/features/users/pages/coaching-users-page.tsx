import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { canGrantRole } from '@aspirant/contract/users.ts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCentreUsers, useChangeRole, useDeleteUser, useRoles } from '../api/users.ts';
import { AddUserDialog } from '../components/add-user-dialog.tsx';
import { RoleSelect } from '../components/role-select.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** SPEC §2: the browser confirmation before a coaching admin deletes a user. */

/** SPEC §2 Manage Coaching Users (/coaching/users): the users of the coaching admin's own centre. */
export function CoachingUsersPage() {
  const { user: me } = useSession();
  const t = useT();
  const customerId = me?.customer_id ?? null;
  const users = useCentreUsers(customerId);
  const roles = useRoles();
  const changeRole = useChangeRole();
  const deleteUser = useDeleteUser();
  const [isAdding, setIsAdding] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  if (me && customerId === null) {
    return (
      <>
        <PageHeading>{t('users.coachingTitle')}</PageHeading>
        <Alert severity="info">{t('users.noCentre')}</Alert>
      </>
    );
  }
  if (!me || users.isPending || roles.isPending) return <LoadingScreen />;

  const allRoles = roles.data ?? [];
  // Issue 6: a coaching admin gives only the Teacher and Student roles, and manages only those users.
  const grantable = allRoles.filter((role) => canGrantRole(ROLE.COACHING_ADMIN, role.id));
  const isManageable = (user: User) => user.id !== me.id && canGrantRole(ROLE.COACHING_ADMIN, user.role_id);

  async function act(action: () => Promise<unknown>, failed: string) {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      console.error(failed, error);
      setActionError(error instanceof Error ? error.message : failed);
    }
  }

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <PageHeading>{t('users.coachingTitle')}</PageHeading>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsAdding(true)}>
          {t('users.addNewUser')}
        </Button>
      </Stack>
      {(users.error ?? roles.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(users.error ?? roles.error)?.message}
        </Alert>
      )}
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      <UsersTable
        label={t('users.coachingCentreUsers')}
        users={users.data ?? []}
        // Issue 18 point 3: a student's name opens their pages, read-only.
        nameHref={(user) => (user.role_id === ROLE.STUDENT ? paths.student.href(user.id) : null)}
        role={(user) => (
          <RoleSelect
            user={user}
            roles={isManageable(user) ? grantable : allRoles}
            disabled={!isManageable(user) || changeRole.isPending}
            onChange={(roleId) =>
              void act(() => changeRole.mutateAsync({ id: user.id, roleId }), t('users.changeRoleFailed'))
            }
          />
        )}
        actions={(user) => (
          <Button
            color="error"
            variant="outlined"
            size="small"
            disabled={!isManageable(user)}
            aria-label={t('users.deleteUserNamed', { name: user.name })}
            onClick={() => {
              if (window.confirm(t('users.confirmDelete'))) {
                void act(() => deleteUser.mutateAsync(user.id), t('users.deleteFailed'));
              }
            }}
          >
            {t('users.delete')}
          </Button>
        )}
      />
      {customerId !== null && (
        <AddUserDialog
          open={isAdding}
          onClose={() => setIsAdding(false)}
          customerId={customerId}
          roles={grantable}
        />
      )}
    </>
  );
}
