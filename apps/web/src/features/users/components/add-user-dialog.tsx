import type { Role } from '@aspirant/contract/users.ts';
import { DEFAULT_NEW_USER_ROLE } from '@aspirant/contract/users.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useAddUser } from '../api/users.ts';

/**
 * SPEC §2 'Add New User' modal: Name, Email, Password and Role (default 3). SPEC §5: the form itself does
 * not validate; the server does, and its message is shown.
 */
export function AddUserDialog({
  open,
  onClose,
  customerId,
  roles,
}: {
  open: boolean;
  onClose: () => void;
  customerId: number;
  roles: readonly Role[];
}) {
  const addUser = useAddUser();
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [roleId, setRoleId] = useState<number>(DEFAULT_NEW_USER_ROLE);

  function close() {
    setName('');
    setEmail('');
    setPassword('');
    setRoleId(DEFAULT_NEW_USER_ROLE);
    addUser.reset();
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const created = await addUser
      .mutateAsync({ name, email, password, role_id: roleId, customer_id: customerId })
      .catch(() => null);
    if (created) close();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{t('users.addNewUser')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {addUser.isError && <Alert severity="error">{addUser.error.message}</Alert>}
            <TextField
              label={t('users.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
            />
            <TextField
              label={t('users.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={t('users.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormControl fullWidth>
              <InputLabel id="add-user-role-label">{t('users.role')}</InputLabel>
              <Select
                labelId="add-user-role-label"
                label={t('users.role')}
                value={roleId}
                onChange={(e) => setRoleId(Number(e.target.value))}
              >
                {roles.map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    {role.role_name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('users.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={addUser.isPending}>
            {t('users.addUser')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
