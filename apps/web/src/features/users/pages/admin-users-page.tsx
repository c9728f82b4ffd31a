import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useChangeRole, useDeleteUser, useRoles, useUsers } from '../api/users.ts';
import { RoleSelect } from '../components/role-select.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** SPEC §8: the super admin's load failure. */

/** SPEC §2 Super Admin User Management (/admin/users): every user, their role, and deletion. */
export function AdminUsersPage() {
  const users = useUsers();
  const t = useT();
  const roles = useRoles();
  const changeRole = useChangeRole();
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (users.isPending || roles.isPending) return <LoadingScreen />;
  const loadError = users.error ?? roles.error;

  async function handleRoleChange(user: User, roleId: number) {
    setActionError(null);
    try {
      await changeRole.mutateAsync({ id: user.id, roleId });
    } catch (error) {
      console.error('Changing the role failed', error);
      setActionError(serverErrorText(error, t('users.changeRoleFailed')));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setActionError(null);
    try {
      await deleteUser.mutateAsync(deleting.id);
    } catch (error) {
      console.error('Deleting the user failed', error);
      setActionError(serverErrorText(error, t('users.deleteFailed')));
    }
    setDeleting(null);
  }

  return (
    <>
      <PageHeading>{t('users.superAdminTitle')}</PageHeading>
      {loadError ? (
        <Alert severity="error">
          {t('users.loadError', { message: serverErrorText(loadError, t('users.loadFailed')) })}
        </Alert>
      ) : (
        <>
          {actionError && (
            <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
              {actionError}
            </Alert>
          )}
          <UsersTable
            label={t('users.users')}
            users={users.data ?? []}
            showsId
            // Issue 18 point 3: the super admin reads any student's pages, read-only.
            nameHref={(user) => (user.role_id === ROLE.STUDENT ? paths.student.href(user.id) : null)}
            role={(user) => (
              <RoleSelect
                user={user}
                roles={roles.data ?? []}
                disabled={changeRole.isPending}
                onChange={(roleId) => void handleRoleChange(user, roleId)}
              />
            )}
            actions={(user) => (
              <Tooltip title={t('users.delete')}>
                <IconButton
                  aria-label={t('users.deleteUserNamed', { name: user.name })}
                  color="error"
                  onClick={() => setDeleting(user)}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          />
        </>
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{t('users.deleteUserTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('users.deleteUserText', { name: deleting?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('users.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={deleteUser.isPending}>
            {t('users.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
