import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useThemeMode } from '../lib/use-theme-mode.ts';
import { createAppTheme } from './theme.ts';

/**
 * MUI's theme for every route but sign-in, which is drawn without MUI (components/basic): a layout route loaded
 * with the first page that uses MUI, so /login does not download it (issue 15 point 11).
 */
export function ThemedRoot() {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Outlet />
    </ThemeProvider>
  );
}
