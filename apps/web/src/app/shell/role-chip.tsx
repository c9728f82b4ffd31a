import { ROLE } from '@aspirant/contract/roles.ts';
import Chip from '@mui/material/Chip';
import { blue, green, purple, red } from '@mui/material/colors';
import type { MessageKey } from '../../lib/i18n/catalogue.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** SPEC §6: 1 Coaching Admin, 2 Teacher, 4 Super Admin, anything else Student. */
function roleNameKey(roleId: number | null): MessageKey & `shell.role${string}` {
  switch (roleId) {
    case ROLE.COACHING_ADMIN:
      return 'shell.roleCoachingAdmin';
    case ROLE.TEACHER:
      return 'shell.roleTeacher';
    case ROLE.SUPER_ADMIN:
      return 'shell.roleSuperAdmin';
    default:
      return 'shell.roleStudent';
  }
}

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
  const t = useT();
  return (
    <Chip
      label={t(roleNameKey(roleId))}
      size="small"
      sx={{ bgcolor: roleColour(roleId), color: '#fff', fontWeight: 600 }}
    />
  );
}
