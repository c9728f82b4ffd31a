import type { Theme } from '@mui/material/styles';

export type Tone = 'success' | 'info' | 'warning' | 'error';

/** Text in a status colour that keeps WCAG AA contrast (4.5:1) on the paper of either mode. */
export function toneText(theme: Theme, tone: Tone): string {
  if (theme.palette.mode === 'dark') return theme.palette[tone].light;
  // MUI's warning.dark (#e65100) is 3.8:1 on white: too light for text.
  return tone === 'warning' ? '#a14600' : theme.palette[tone].dark;
}
