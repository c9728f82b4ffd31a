import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

/**
 * A polite live region read by screen readers and invisible on screen. It is always rendered, so that
 * changing `message` is announced; an empty message says nothing.
 */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
      {message}
    </Box>
  );
}
