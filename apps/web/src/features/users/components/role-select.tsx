import type { User } from '@aspirant/contract/fields.ts';
import type { Role } from '@aspirant/contract/users.ts';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

interface RoleSelectProps {
  user: User;
  roles: readonly Role[];
  disabled: boolean;
  onChange: (roleId: number) => void;
}

/** A user's role in a table row, named 'Role of <name>'; choosing another one changes it. */
export function RoleSelect({ user, roles, disabled, onChange }: RoleSelectProps) {
  const t = useT();
  return (
    <Select
      size="small"
      value={user.role_id}
      inputProps={{ 'aria-label': t('users.roleOf', { name: user.name }) }}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {role.role_name}
        </MenuItem>
      ))}
    </Select>
  );
}
