import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { UiLanguageButton } from '../../components/ui-language-button.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../lib/session.ts';
import { useThemeMode } from '../../lib/use-theme-mode.ts';
import { AccountMenu } from './account-menu.tsx';
import { DemoChip } from './demo-chip.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { RoleChip } from './role-chip.tsx';

interface TopBarProps {
  navigationId: string;
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
}

/** SPEC §2: the fixed top bar of the authenticated screens. */
export function TopBar({ navigationId, isNavigationOpen, onToggleNavigation }: TopBarProps) {
  const { roleId } = useSession();
  const { mode, toggle } = useThemeMode();
  const isDark = mode === 'dark';
  const t = useT();
  // At 320 px the bar is full: a phone gets the small switch, which makes room for the demo chip's icon, and
  // the role chip moves into the account menu, so the account button stays on screen.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('shell.toggleNavigation')}
          aria-controls={navigationId}
          aria-expanded={isNavigationOpen}
          onClick={onToggleNavigation}
          sx={{ mr: { xs: 0.5, sm: 1 } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.dashboard}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {t('shell.appName')}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0, sm: 1.5 }} sx={{ alignItems: 'center', minWidth: 0 }}>
          <DemoChip />
          <UiLanguageButton />
          <NotificationBell size={isPhone ? 'small' : 'medium'} />
          <Tooltip title={isDark ? t('shell.switchToLight') : t('shell.switchToDark')} describeChild>
            <Switch
              size={isPhone ? 'small' : 'medium'}
              checked={isDark}
              onChange={toggle}
              color="default"
              slotProps={{ input: { 'aria-label': t('shell.toggleTheme') } }}
              // The default track disappears on the dark app bar; a translucent white one shows on both.
              sx={{
                '& .MuiSwitch-thumb': { bgcolor: 'common.white' },
                '& .MuiSwitch-track, & .Mui-checked + .MuiSwitch-track': {
                  bgcolor: 'common.white',
                  opacity: 0.45,
                },
              }}
            />
          </Tooltip>
          {isPhone ? null : <RoleChip roleId={roleId} />}
          <AccountMenu showRole={isPhone} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
