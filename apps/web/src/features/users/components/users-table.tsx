import type { User } from '@aspirant/contract/fields.ts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

interface UsersTableProps {
  /** The table's accessible name. */
  label: string;
  users: readonly User[];
  /** The super admin's table starts with the user's id. */
  showsId?: boolean;
  /** The Role cell of a user (a RoleSelect). */
  role: (user: User) => ReactNode;
  /** The Actions cell of a user (its delete control). */
  actions: (user: User) => ReactNode;
  /** Where a user's name links to (issue 18 point 3: a student's pages), or null for no link. */
  nameHref?: (user: User) => string | null;
}

/** The users of a user administration screen: name, email, role and actions, one row each. */
export function UsersTable({ label, users, showsId = false, role, actions, nameHref }: UsersTableProps) {
  const t = useT();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {showsId && <TableCell>{t('users.id')}</TableCell>}
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.role')}</TableCell>
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              {showsId && <TableCell>{user.id}</TableCell>}
              <TableCell>
                <UserName user={user} href={nameHref?.(user) ?? null} />
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{role(user)}</TableCell>
              <TableCell align="right">{actions(user)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UserName({ user, href }: { user: User; href: string | null }) {
  const t = useT();
  if (href === null) return user.name;
  return (
    <Link component={RouterLink} to={href} aria-label={t('students.openStudent', { name: user.name })}>
      {user.name}
    </Link>
  );
}
