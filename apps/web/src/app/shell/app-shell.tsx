import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { ConfirmEmailNotice } from '../../features/auth/components/confirm-email-notice.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useFocusHeadingOnNavigation } from '../navigation-a11y.ts';
import { DRAWER_WIDTH, NavDrawer } from './nav-drawer.tsx';
import { SignOutProvider } from './sign-out.tsx';
import { TopBar } from './top-bar.tsx';

/** SPEC §2 App shell: top bar, collapsible drawer and the page; one sign-out path for the menu and drawer. */
export function AppShell() {
  return (
    <SignOutProvider>
      <ShellLayout />
    </SignOutProvider>
  );
}

function ShellLayout() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isOpenWide, setIsOpenWide] = useState(true);
  const [isOpenNarrow, setIsOpenNarrow] = useState(false);
  const isOpen = isWide ? isOpenWide : isOpenNarrow;
  const navigationId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const t = useT();
  useFocusHeadingOnNavigation(mainRef);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* Issue 15 point 10: the first Tab stop skips the bar and the drawer (WCAG 2.4.1). */}
      <Box
        component="a"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none', outline: '2px solid currentColor', outlineOffset: 2 },
        }}
      >
        {t('shell.skipLink')}
      </Box>
      <TopBar
        navigationId={navigationId}
        isNavigationOpen={isOpen}
        onToggleNavigation={() =>
          isWide ? setIsOpenWide((open) => !open) : setIsOpenNarrow((open) => !open)
        }
      />
      <NavDrawer
        id={navigationId}
        variant={isWide ? 'persistent' : 'temporary'}
        isOpen={isOpen}
        onClose={() => setIsOpenNarrow(false)}
        onNavigate={() => {
          if (!isWide) setIsOpenNarrow(false);
        }}
      />
      <Box
        component="main"
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        sx={{
          '&:focus': { outline: 'none' },
          '& h1[tabindex="-1"]:focus': { outline: 'none' },
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          // A persistent drawer keeps its width in the row; when collapsed the page slides over that space.
          ml: isWide && !isOpen ? `-${DRAWER_WIDTH}px` : 0,
          transition: theme.transitions.create('margin', {
            easing: theme.transitions.easing.sharp,
            duration: isOpen
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
        }}
      >
        <Toolbar />
        <ConfirmEmailNotice />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
