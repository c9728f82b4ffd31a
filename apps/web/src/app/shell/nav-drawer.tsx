import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../lib/session.ts';
import { isActivePath, navItemsFor } from './nav-items.ts';
import { useRequestSignOut } from './sign-out.tsx';

/** SPEC §9: drawer width. */
export const DRAWER_WIDTH = 240;

interface NavDrawerProps {
  id: string;
  /** 'persistent' on wide screens (collapses in place), 'temporary' (an overlay) on small ones. */
  variant: 'persistent' | 'temporary';
  isOpen: boolean;
  onClose: () => void;
  /** Called after an item is chosen, so the overlay can close. */
  onNavigate: () => void;
}

/** SPEC §2: the left drawer with the main navigation; the active route is highlighted. */
export function NavDrawer({ id, variant, isOpen, onClose, onNavigate }: NavDrawerProps) {
  const { roleId } = useSession();
  const requestSignOut = useRequestSignOut();
  const { pathname } = useLocation();
  const t = useT();

  return (
    <Drawer
      variant={variant}
      open={isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: variant === 'persistent' ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="nav" id={id} aria-label={t('shell.mainNavigation')} sx={{ overflowY: 'auto' }}>
        <List>
          {navItemsFor(roleId).map(({ label, to, icon: Icon }) => {
            const isActive = isActivePath(to, pathname);
            return (
              <ListItem key={to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  selected={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{
                    '&.Mui-selected, &.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
                    '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
                  }}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onNavigate();
                requestSignOut();
              }}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('shell.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
