import { createTheme, type Theme } from '@mui/material/styles';
import { DEVANAGARI_FAMILY } from '../lib/i18n/devanagari-font.ts';
import type { ThemeMode } from '../lib/theme-mode.ts';

const FOCUS_RING_WIDTH = 2;

/** The MUI theme for one mode. Every focusable control gets a visible focus ring for keyboard users. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
      // MUI's light orange (#ed6c02) is 3.1:1 on white: too faint for text such as 'Focus Areas' (WCAG asks 4.5:1).
      ...(mode === 'light' ? { warning: { main: '#b45309' } } : {}),
      // MUI's dark red (#f44336) carries white text at 3.7:1; a lighter red with near-black text is 6:1, and
      // as text on the dark paper it stays above 4.5:1 (issue 15 point 10).
      ...(mode === 'dark' ? { error: { main: '#ef5350', contrastText: 'rgba(0, 0, 0, 0.87)' } } : {}),
    },
    // The shipped Devanagari face comes first, so no system font that merely claims Devanagari draws boxes for
    // it; its unicode-range keeps Latin text on the Latin fonts, so a Latin-only page never fetches it.
    typography: { fontFamily: `"${DEVANAGARI_FAMILY}", "Roboto", "Helvetica", "Arial", sans-serif` },
    shape: { borderRadius: 8 },
    components: {
      // currentColor keeps the ring visible on any background (white icons on the app bar, grey on paper).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `${FOCUS_RING_WIDTH}px solid currentColor`, outlineOffset: 2 },
          },
        },
      },
      // Labels show as SPEC words them ('Logging In...', 'Get OTP'), not upper-cased. A contained button's
      // text is white, so its focus ring takes the primary colour outside the button.
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            textTransform: 'none',
            '&.Mui-focusVisible': { outline: `${FOCUS_RING_WIDTH}px solid ${theme.palette.primary.main}` },
          }),
        },
      },
      // List rows fill their container, so their ring is drawn inside where nothing clips it.
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -FOCUS_RING_WIDTH } } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -FOCUS_RING_WIDTH } } },
      },
      // An unselected toggle's text (action.active, 54 % black) is 4.47:1 on its own hover grey (#f5f5f5) in
      // light mode, under the 4.5:1 WCAG asks; the secondary text colour (60 %) is 5.3:1 there.
      ...(mode === 'light'
        ? {
            MuiToggleButton: {
              styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                  color: theme.palette.text.secondary,
                }),
              },
            },
          }
        : {}),
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: `${FOCUS_RING_WIDTH}px solid currentColor`, outlineOffset: 2 },
          },
        },
      },
    },
  });
}
