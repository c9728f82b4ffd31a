import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { deepOrange } from '@mui/material/colors';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../lib/session.ts';
import { RoleChip } from './role-chip.tsx';
import { useRequestSignOut } from './sign-out.tsx';

/** SPEC §2: the avatar shows the first letter of the name, else U. */
export function avatarLetter(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** The avatar button and its menu: name and email (and the role on a phone), Profile, Settings, Logout. */
export function AccountMenu({ showRole = false }: { showRole?: boolean }) {
  const { user, roleId } = useSession();
  const t = useT();
  const requestSignOut = useRequestSignOut();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const isOpen = anchor !== null;

  function go(to: string) {
    setAnchor(null);
    navigate(to);
  }

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: deepOrange[600], color: 'common.white', fontSize: 16 }}>
          {avatarLetter(user?.name)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user?.name ?? t('shell.user')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user?.email ?? ''}
          </Typography>
          {showRole ? (
            <Box sx={{ mt: 1 }}>
              <RoleChip roleId={roleId} />
            </Box>
          ) : null}
        </Box>
        <Divider />
        <MenuItem onClick={() => go(paths.profile)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.profile')}
        </MenuItem>
        <MenuItem onClick={() => go(paths.settings)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            requestSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
