import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hides content on screen while keeping it for screen readers. `left: 0` pins it to its containing block: left
 * at its static place, a hidden word inside a sideways-scrolling table stood past the table's clip and widened
 * the whole page on a phone.
 */
export const VISUALLY_HIDDEN: SxProps<Theme> = {
  position: 'absolute',
  left: 0,
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
