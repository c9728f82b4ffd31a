import { ROLE, roleName } from '@aspirant/contract/roles.ts';
import Chip from '@mui/material/Chip';
import { blue, green, purple, red } from '@mui/material/colors';

/** SPEC §2: coaching admin green, teacher blue, super admin red, student purple (shades dark enough for white text). */
function roleColour(roleId: number | null): string {
  switch (roleId) {
    case ROLE.COACHING_ADMIN:
      return green[800];
    case ROLE.TEACHER:
      return blue[700];
    case ROLE.SUPER_ADMIN:
      return red[700];
    default:
      return purple[600];
  }
}

export function RoleChip({ roleId }: { roleId: number | null }) {
  return (
    <Chip
      label={roleName(roleId)}
      size="small"
      sx={{ bgcolor: roleColour(roleId), color: '#fff', fontWeight: 600 }}
    />
  );
}
