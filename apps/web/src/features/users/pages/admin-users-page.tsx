import type { User } from '@aspirant/contract/fields.ts';
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
import { serverErrorText } from '../../../lib/api-client.ts';
import { useChangeRole, useDeleteUser, useRoles, useUsers } from '../api/users.ts';
import { RoleSelect } from '../components/role-select.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** SPEC §8: the super admin's load failure. */
const LOAD_FAILED = 'Error fetching data';

/** SPEC §2 Super Admin User Management (/admin/users): every user, their role, and deletion. */
export function AdminUsersPage() {
  const users = useUsers();
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
      setActionError(serverErrorText(error, 'Changing the role failed.'));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setActionError(null);
    try {
      await deleteUser.mutateAsync(deleting.id);
    } catch (error) {
      console.error('Deleting the user failed', error);
      setActionError(serverErrorText(error, 'Deleting the user failed.'));
    }
    setDeleting(null);
  }

  return (
    <>
      <PageHeading>Super Admin User Management</PageHeading>
      {loadError ? (
        <Alert severity="error">Error: {serverErrorText(loadError, LOAD_FAILED)}</Alert>
      ) : (
        <>
          {actionError && (
            <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
              {actionError}
            </Alert>
          )}
          <UsersTable
            label="Users"
            users={users.data ?? []}
            showsId
            role={(user) => (
              <RoleSelect
                user={user}
                roles={roles.data ?? []}
                disabled={changeRole.isPending}
                onChange={(roleId) => void handleRoleChange(user, roleId)}
              />
            )}
            actions={(user) => (
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete ${user.name}`}
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
        <DialogTitle>Delete user</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Are you sure you want to delete the user {deleting?.name}? This action cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={deleteUser.isPending}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
