import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';

/**
 * Print Report: a clean page. The app's top bar, navigation drawer, the page's controls (marked
 * `data-print="hide"`), the speed dial and snackbars stay off paper, and the page takes the full width. In dark
 * mode the text is printed dark on white, since printers leave the dark backgrounds out.
 */
export function PrintStyles() {
  const isDark = useTheme().palette.mode === 'dark';
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '12mm' },
          'header.MuiAppBar-root, .MuiDrawer-root, nav, [data-print="hide"], .MuiSpeedDial-root, .MuiSnackbar-root':
            { display: 'none !important' },
          main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
          'main > .MuiToolbar-root': { display: 'none !important' },
          '.MuiPaper-root': { breakInside: 'avoid', boxShadow: 'none !important' },
          ...(isDark
            ? {
                'html, body': { background: '#fff !important', colorScheme: 'light' },
                'main, main *': {
                  color: '#000 !important',
                  backgroundColor: 'transparent !important',
                  borderColor: '#bdbdbd !important',
                },
                // The charts were drawn with the dark palette (light text and lines): inverted, they read on paper.
                'main canvas': { filter: 'invert(1) hue-rotate(180deg)' },
                'main .MuiLinearProgress-bar': { backgroundColor: '#616161 !important' },
                'main .MuiLinearProgress-root': { backgroundColor: '#e0e0e0 !important' },
              }
            : {}),
        },
      }}
    />
  );
}
